/** Client-safe BOM vocabulary; checked against the table enums in lib/boms/constants.test.ts. */

export const BOM_TYPES = ['material', 'assembly'] as const;
export type BomType = (typeof BOM_TYPES)[number];
export const BOM_TYPE_LABELS: Record<BomType, string> = {
  material: 'Material (molding)',
  assembly: 'Assembly (WIP + components)',
};

export const BOM_OPERATIONS = ['molding', 'assembly', 'inspection', 'packaging'] as const;
export type BomOperation = (typeof BOM_OPERATIONS)[number];
export const BOM_OPERATION_LABELS: Record<BomOperation, string> = {
  molding: 'Molding',
  assembly: 'Assembly',
  inspection: 'Inspection',
  packaging: 'Packaging',
};

/** Item types a BOM line may point at; only products exist today (the spec's "product model"). */
export const BOM_ITEM_TYPES = ['product'] as const;

/** New line defaults (spec 1 §5, §9). */
export const BOM_ITEM_DEFAULTS = { quantity: 1, scrap_percentage: 0, unit: 'pcs', operation: 'assembly' } as const;
