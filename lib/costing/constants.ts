/**
 * Costing constants, once (client-safe). The formulas are in formulas.ts; the rates are explained on
 * db/schema/costing.ts (costing_rates).
 */
export { HEALTHY_MARGIN_PERCENT } from '@/lib/products/figures';

export const COST_SHEETS_PER_PAGE = 15;

/** The longest cost sheet search the API takes (a longer one is a 422; the search box stops there). */
export const COST_SHEET_SEARCH_MAX = 200;

/** Versions per page of a product's Cost Sheet Versions (its Pricing & Costing tab). */
export const COST_SHEET_VERSIONS_PER_PAGE = 10;

/** Plant rates until someone saves their own (a mid-size US molder, per press hour). */
export const DEFAULT_COSTING_RATES = {
  labor_rate_per_hour: 28,
  operators_per_press: 0.5,
  overhead_rate_per_hour: 22,
  default_machine_rate: 45,
} as const;

/** What can change between two versions of a cost sheet (cost_sheets.changes). */
export const COST_SHEET_CHANGES = ['initial', 'bom', 'component_cost', 'cycle_time', 'press', 'press_rate', 'labor', 'overhead', 'selling_price'] as const;
export type CostSheetChange = (typeof COST_SHEET_CHANGES)[number];

export const COST_SHEET_CHANGE_LABELS: Record<CostSheetChange, string> = {
  initial: 'First cost sheet',
  bom: 'Bill of materials',
  component_cost: 'Component cost',
  cycle_time: 'Cycle time / parts per cycle',
  press: 'Press assigned',
  press_rate: 'Press rate',
  labor: 'Labor rate / crewing',
  overhead: 'Overhead rate',
  selling_price: 'Selling price',
};

export const COST_SHEET_NOT_FOUND = 'Cost sheet not found';
