/**
 * The BOM editor's form (client-safe; unit-tested in editor.test.ts): new-line defaults, a loaded BOM → the
 * form's values, reordering, and the POST /api/boms request. The checks are the server's own `saveBomSchema`.
 */
import type { ApiRequest } from '@/lib/client/api';
import { BOM_ITEM_DEFAULTS, type BomOperation, type BomType } from './constants';
import type { SaveBomInput } from './schemas';

/** A component as the product picker returns it (or as a loaded BOM line names it): a `ProductOption` of components/pickers. */
export type PickedComponent = { id: number; product_code: string; product_name: string; product_type?: string; unit?: string; quantity_on_hand?: number };

/** One line as the form edits it (numbers typed as text until the schema parses them). */
export type BomFormItem = {
  item_id: number | null;
  quantity: string;
  unit: string;
  scrap_percentage: string;
  operation: BomOperation;
  notes: string;
};

export type BomFormValues = { product_id: number; bom_type: BomType; is_active: boolean; items: BomFormItem[] };

/** A new line with the defaults of spec 1 §9: quantity 1, scrap 0, unit pcs, operation assembly. */
export function newBomItem(): BomFormItem {
  return {
    item_id: null,
    quantity: String(BOM_ITEM_DEFAULTS.quantity),
    unit: BOM_ITEM_DEFAULTS.unit,
    scrap_percentage: String(BOM_ITEM_DEFAULTS.scrap_percentage),
    operation: BOM_ITEM_DEFAULTS.operation,
    notes: '',
  };
}

/** A product without a BOM yet: material, active, no lines. */
export function emptyBomForm(productId: number): BomFormValues {
  return { product_id: productId, bom_type: 'material', is_active: true, items: [] };
}

type LoadedBom = {
  product_id: number;
  bom_type: BomType;
  is_active: boolean;
  version: number;
  items: { item_id: number; quantity: number; unit: string; scrap_percentage: number; operation: BomOperation; notes: string | null; component?: { product_code: string; product_name: string; product_type?: string; unit?: string } }[];
};

/** A loaded BOM (GET /api/boms/product/{id}) → the form's values, the version it was loaded at, and its components (for the pickers' labels). */
export function bomToForm(bom: LoadedBom): { values: BomFormValues; version: number; components: PickedComponent[] } {
  return {
    values: {
      product_id: bom.product_id,
      bom_type: bom.bom_type,
      is_active: bom.is_active,
      items: bom.items.map((item) => ({
        item_id: item.item_id,
        quantity: String(item.quantity),
        unit: item.unit,
        scrap_percentage: String(item.scrap_percentage),
        operation: item.operation,
        notes: item.notes ?? '',
      })),
    },
    version: bom.version,
    components: bom.items.map((item) =>
      item.component
        ? { id: item.item_id, product_code: item.component.product_code, product_name: item.component.product_name, product_type: item.component.product_type, unit: item.component.unit }
        : { id: item.item_id, product_code: `#${item.item_id}`, product_name: '' },
    ),
  };
}

/** Where the line at `index` goes when moved one place up (-1) or down (+1); null at either end. */
export function moveTarget(index: number, direction: -1 | 1, count: number): number | null {
  const target = index + direction;
  return index < 0 || index >= count || target < 0 || target >= count ? null : target;
}

/** Save is disabled with zero items (spec 1 §2, §5) and while saving. */
export function canSaveBom(itemCount: number, saving = false): boolean {
  return itemCount > 0 && !saving;
}

/**
 * The POST /api/boms request for the parsed form; `sequence` is the line's position (1-based). `version` is the
 * loaded BOM's; without one (a first BOM) the request says `version: 0`, so a first BOM saved by someone else
 * meanwhile answers 409 instead of being replaced.
 */
export function bomRequest(values: SaveBomInput, version?: number): ApiRequest {
  return {
    url: '/api/boms',
    method: 'POST',
    body: {
      ...values,
      version: version ?? 0,
      items: values.items.map((item, index) => ({ ...item, sequence: index + 1 })),
    },
  };
}
