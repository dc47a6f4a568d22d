/**
 * The costing API's answers (client-safe): each zod schema is the one description — the types (lib/costing/types.ts
 * re-exports them for the screens), the OpenAPI document (lib/openapi/responses.ts) and the response tests read it.
 */
import { z } from 'zod';
import { out } from '@/lib/validation/output';
import { COST_SHEET_CHANGES } from './constants';

const perPart = (what: string) => out.number(`${what}, plant currency per part (4 decimals).`);
const perHour = (what: string) => out.number(`${what}, plant currency per hour.`);
const machineRef = z.object({ id: out.id(), machine_number: out.text(), machine_name: out.text() });

export const ratesDto = z.object({
  labor_rate_per_hour: perHour('Labor rate per operator'),
  operators_per_press: out.number('Operators attending one press (0.5 = one operator runs two presses).'),
  overhead_rate_per_hour: perHour('Overhead per press hour'),
  default_machine_rate: perHour('Press rate for products without a press of their own'),
  version: out.version(),
  updated_at: out.timestamp().nullable(),
});
export type RatesDto = z.infer<typeof ratesDto>;

export const costSheetDto = z.object({
  id: out.id(),
  product_id: out.id(),
  product_code: out.text(),
  product_name: out.text(),
  version: out.count('The sheet’s version (1, 2, …): a new one each time the figures move.'),
  is_current: out.bool(),
  material_cost: perPart('Σ BOM quantity × (1 + scrap %) × component unit cost'),
  machine_cost: perPart('Hours per part × press rate'),
  labor_cost: perPart('Hours per part × labor rate × operators per press'),
  overhead_cost: perPart('Hours per part × overhead rate'),
  total_cost: perPart('Material + machine + labor + overhead'),
  selling_price: out.number('Plant currency per part.'),
  margin_percentage: out.number('(selling price − total) ÷ selling price, %, 2 decimals; null without a selling price.').nullable(),
  changes: z.array(out.enum(COST_SHEET_CHANGES)).meta({ description: 'What moved since the previous version.' }),
  created_at: out.timestamp(),
});
export type CostSheetDto = z.infer<typeof costSheetDto>;

export const costSheetLineDto = z.object({
  item_id: out.id('The component product.'),
  quantity: out.number('Per part, in the line’s `unit`.'),
  scrap_percentage: out.number('%.'),
  unit: out.text().optional(),
  component_unit: out.text('The unit the component is costed per.').optional(),
  unit_cost: out.number('Plant currency per component unit.'),
  cost_source: out.enum(['rolled_up', 'standard'], 'rolled_up: the component’s own BOM total; standard: its standard cost.'),
  unit_factor: out.number('Line units → component units (1 when equal or not convertible).'),
  unit_mismatch: out.bool('The units are of different kinds and were taken as they are.'),
  extended_cost: out.number('Plant currency per part.'),
  product_code: out.text().nullable(),
  product_name: out.text().nullable(),
});
export type CostSheetLineDto = z.infer<typeof costSheetLineDto>;

export const costSheetDetailDto = costSheetDto.extend({
  inputs: z
    .object({
      cycle_time_seconds: out.number('Seconds per shot.').nullable(),
      parts_per_cycle: out.count().nullable(),
      hours_per_part: out.number('Press hours one part takes; null without a cycle time.').nullable(),
      machine_id: out.id().nullable(),
      machine_rate: perHour('The press rate used'),
      machine_rate_source: out.enum(['press', 'plant_default']),
      labor_rate_per_hour: perHour('Labor rate'),
      operators_per_press: out.number(),
      overhead_rate_per_hour: perHour('Overhead rate'),
      selling_price: out.number('Plant currency per part.'),
      machine: machineRef.nullable(),
      bom: z.array(costSheetLineDto).nullable().meta({ description: 'The BOM lines costed; null without an active BOM.' }),
    })
    .meta({ description: 'The inputs the sheet was computed from (a snapshot).' }),
});
export type CostSheetDetailDto = z.infer<typeof costSheetDetailDto>;

export const productCostingDto = z.object({
  product_id: out.id(),
  machine_id: out.id('The press it runs on; null: the plant’s default machine rate.').nullable(),
  machine: machineRef.extend({ hourly_rate: perHour('Press rate') }).nullable(),
  operators_per_press: out.number('null: the plant’s figure applies.').nullable(),
  version: out.version(),
});
export type ProductCostingDto = z.infer<typeof productCostingDto>;

export const machineOptionDto = machineRef.extend({ hourly_rate: perHour('Press rate') });
export type MachineOption = z.infer<typeof machineOptionDto>;

export const costingStatsDto = z.object({
  total_cost_sheets: out.count('Current sheets.'),
  average_margin: out.number('Average margin over the sheets with a selling price, %.').nullable(),
  healthy_margin: out.count('Sheets at or above the target margin.'),
  below_target_margin: out.count('Sheets below the target margin.'),
  no_selling_price: out.count(),
  average_total_cost: out.number('Plant currency per part.').nullable(),
});
export type CostingStats = z.infer<typeof costingStatsDto>;
