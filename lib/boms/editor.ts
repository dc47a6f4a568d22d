/**
 * The BOM editor's pure logic (client-safe; unit-tested in editor.test.ts): draft lines, defaults,
 * reordering, and the POST /api/boms payload (quantity and scrap as decimals, item id as an integer).
 */
import { BOM_ITEM_DEFAULTS, type BomOperation, type BomType } from './constants';

/** A component as the inventory product picker returns it (or as a loaded BOM line names it). */
export type PickedComponent = { id: number; product_code: string; product_name: string; product_type?: string; unit?: string; quantity_on_hand?: number };

export type BomDraftItem = {
  /** Stable React key for the line (not sent). */
  key: string;
  component: PickedComponent | null;
  quantity: string;
  unit: string;
  scrap_percentage: string;
  operation: BomOperation;
  notes: string;
};

export type BomDraft = { bom_type: BomType; is_active: boolean; items: BomDraftItem[]; version?: number };

let keySeq = 0;
const nextKey = () => `line-${++keySeq}`;

/** A new line with the defaults of spec 1 §9: quantity 1, scrap 0, unit pcs, operation assembly. */
export function newBomItem(): BomDraftItem {
  return {
    key: nextKey(),
    component: null,
    quantity: String(BOM_ITEM_DEFAULTS.quantity),
    unit: BOM_ITEM_DEFAULTS.unit,
    scrap_percentage: String(BOM_ITEM_DEFAULTS.scrap_percentage),
    operation: BOM_ITEM_DEFAULTS.operation,
    notes: '',
  };
}

export function emptyBomDraft(): BomDraft {
  return { bom_type: 'material', is_active: true, items: [] };
}

/** A loaded BOM (GET /api/boms/product/{id}) → the editor's draft. */
export function bomToDraft(bom: {
  bom_type: BomType;
  is_active: boolean;
  version?: number;
  items: { item_id: number; quantity: number; unit: string; scrap_percentage: number; operation: BomOperation; notes: string | null; component?: { product_code: string; product_name: string; product_type?: string; unit?: string } }[];
}): BomDraft {
  return {
    bom_type: bom.bom_type,
    is_active: bom.is_active,
    version: bom.version,
    items: bom.items.map((item) => ({
      key: nextKey(),
      component: item.component
        ? { id: item.item_id, product_code: item.component.product_code, product_name: item.component.product_name, product_type: item.component.product_type, unit: item.component.unit }
        : { id: item.item_id, product_code: `#${item.item_id}`, product_name: '' },
      quantity: String(item.quantity),
      unit: item.unit,
      scrap_percentage: String(item.scrap_percentage),
      operation: item.operation,
      notes: item.notes ?? '',
    })),
  };
}

/** The list with the line at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** Save is disabled with zero items (spec 1 §2, §5). */
export function canSaveBom(draft: Pick<BomDraft, 'items'>, saving = false): boolean {
  return draft.items.length > 0 && !saving;
}

function decimal(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number.parseFloat(t);
  return Number.isFinite(n) && /^-?\d*\.?\d+(e-?\d+)?$/i.test(t) ? n : t;
}

/** Lines without a component, by index: 'Choose a component.' (the server would say the same, less kindly). */
export function missingComponents(draft: Pick<BomDraft, 'items'>): Record<string, string> {
  const errors: Record<string, string> = {};
  draft.items.forEach((item, index) => {
    if (!item.component) errors[`items.${index}.item_id`] = 'Choose a component.';
  });
  return errors;
}

/** The POST /api/boms body; `sequence` is the line's position (1-based). */
export function draftToPayload(productId: number, draft: BomDraft): Record<string, unknown> {
  return {
    product_id: productId,
    bom_type: draft.bom_type,
    is_active: draft.is_active,
    ...(draft.version !== undefined ? { version: draft.version } : {}),
    items: draft.items.map((item, index) => ({
      item_type: 'product',
      item_id: item.component ? Math.trunc(item.component.id) : null,
      quantity: decimal(item.quantity),
      unit: item.unit,
      scrap_percentage: decimal(item.scrap_percentage) ?? 0,
      operation: item.operation,
      notes: item.notes.trim() || null,
      sequence: index + 1,
    })),
  };
}
