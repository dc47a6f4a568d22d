import { PRODUCT_TYPES, type ProductType } from '@/lib/products/constants';

export const ITEM_SEARCH_MIN_CHARS = 2;
export const ITEM_SEARCH_DEFAULT_LIMIT = 10;
export const ITEM_SEARCH_MAX_LIMIT = 50;

/** Inventory filter names (CONTRACT §8) and common plurals → product type. */
const TYPE_ALIASES: Record<string, ProductType> = {
  raw_materials: 'raw_material',
  finished_goods: 'finished_good',
  components: 'component',
  wip: 'semi_finished',
  consumables: 'consumable',
};

export type ItemSearchQuery = {
  q: string;
  /** Product types to keep (from `category` values that name a type). */
  types: ProductType[];
  /** Free-text categories to keep, lower-cased (from `category` values that are not a type). */
  categories: string[];
  limit: number;
};

/**
 * `GET /api/inventory/items/search?q&category&limit`. `category` (a comma list) takes item types
 * (`raw_material`, or the inventory filter names `raw_materials`…) and otherwise matches a product's own
 * category text (case-insensitive); `all` means no filter. `limit` defaults to 10, at most 50.
 */
export function parseItemSearchQuery(params: URLSearchParams | Record<string, string | undefined>): ItemSearchQuery {
  const get = (k: string) => (params instanceof URLSearchParams ? params.get(k) : params[k]) ?? undefined;
  const q = (get('q') ?? get('search') ?? '').trim().slice(0, 200);
  const rawLimit = Number.parseInt(get('limit') ?? '', 10);
  const limit = Number.isFinite(rawLimit) ? Math.min(ITEM_SEARCH_MAX_LIMIT, Math.max(1, rawLimit)) : ITEM_SEARCH_DEFAULT_LIMIT;
  const types: ProductType[] = [];
  const categories: string[] = [];
  for (const raw of (get('category') ?? '').split(',')) {
    const value = raw.trim().toLowerCase();
    if (!value || value === 'all') continue;
    const type = (PRODUCT_TYPES as readonly string[]).includes(value) ? (value as ProductType) : TYPE_ALIASES[value];
    if (type) types.push(type);
    else categories.push(value);
  }
  return { q, types, categories, limit };
}
