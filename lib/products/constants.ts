/**
 * Client-safe product vocabulary (no database imports, so client components can use it).
 * `constants.test.ts` checks these lists against the table enums in db/schema/products.ts.
 */

export const PRODUCT_TYPES = ['finished_good', 'semi_finished', 'component', 'raw_material', 'packaging', 'consumable'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  finished_good: 'Finished Good',
  semi_finished: 'WIP',
  component: 'Component',
  raw_material: 'Raw Material',
  packaging: 'Packaging',
  consumable: 'Consumable',
};

/** The product form's own type choices (spec 1 §4); other types stay selectable when a product already has one. */
export const FORM_PRODUCT_TYPES: readonly ProductType[] = ['finished_good', 'semi_finished', 'raw_material', 'packaging'];

/** The catalog's filter buttons (spec 1 §2), in order; `null` = All Products. */
export const CATALOG_TYPE_FILTERS: readonly { value: ProductType | null; label: string }[] = [
  { value: null, label: 'All Products' },
  { value: 'finished_good', label: 'Finished Goods' },
  { value: 'semi_finished', label: 'WIP' },
  { value: 'raw_material', label: 'Raw Materials' },
  { value: 'packaging', label: 'Packaging' },
];

/** Stored units (union of both spec documents, CONTRACT §8). */
export const UNITS = ['ea', 'pcs', 'kg', 'g', 'lb', 'm', 'ft', 'l', 'gal', 'box', 'pallet', 'set'] as const;
export type Unit = (typeof UNITS)[number];

/** Spellings accepted on input and what they are stored as. */
export const UNIT_ALIASES: Record<string, Unit> = { lbs: 'lb' };

/** The product form's unit choices (spec 1 §9); `lbs` is sent and stored as `lb`. */
export const FORM_UNITS = ['ea', 'pcs', 'kg', 'lbs', 'box', 'set'] as const;

/** How a stored unit reads in the product form ('lb' is offered as 'lbs'). */
export function formUnitOf(unit: string): string {
  return unit === 'lb' ? 'lbs' : unit;
}

/** Input unit → stored unit (`lbs` → `lb`); anything else unchanged (`" EA "` is not a unit: a 422). */
export function normalizeUnit(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return Object.hasOwn(UNIT_ALIASES, value) ? UNIT_ALIASES[value] : value;
}

export const LOCATION_TYPES = ['warehouse', 'production_floor', 'other'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  warehouse: 'Warehouse',
  production_floor: 'Production Floor',
  other: 'Other',
};

/** The longest catalog search the API takes (a longer one is a 422; the catalog's search box stops there). */
export const PRODUCT_SEARCH_MAX = 200;

/** Characters shown of a product's description in the catalog (spec 1 §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 50;

/** `text` cut to `max` characters with an ellipsis; null/blank → ''. */
export function truncateText(text: string | null | undefined, max = DESCRIPTION_PREVIEW_LENGTH): string {
  const t = (text ?? '').trim();
  if (t.length <= max) return t;
  return `${t.slice(0, max).trimEnd()}...`;
}
