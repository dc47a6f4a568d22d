import 'server-only';
import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { products, stockBalances, type Product } from '@/db/schema';
import { containsPattern, searchTerm } from '@/lib/api/search';
import { authorize } from '@/lib/auth/permissions';
import { pageOf, parsePageRequest, type Paginated } from '@/lib/list/paging';
import { resolveSort, sortQuerySchema } from '@/lib/list/sort';
import { orderBySort } from '@/lib/list/sort-sql';
import { INVENTORY_SORT } from './list-state';
import { round, toNumber } from '@/lib/numbers';
import { createProductSchema } from '@/lib/products/schemas';
import { createProductInTx, type ProductDto } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput, queryObject } from '@/lib/validation';
import { enumOf } from '@/lib/validation/fields';
import { FILTER_TYPES, INVENTORY_FILTERS, INVENTORY_PER_PAGE, stockStatus, type InventoryFilter, type StockStatus } from './constants';

/** One row of the inventory list (spec 2 §3 "Inventory list item"), read from the product and its kept balance. */
export type InventoryItemDto = {
  id: number;
  product_id: number;
  item_type: Product['productType'];
  item_code: string;
  item_name: string;
  category: string | null;
  unit: Product['unit'];
  quantity_on_hand: number;
  quantity_allocated: number;
  quantity_available: number;
  /** Purchasing is a later module: nothing is on order yet. */
  quantity_on_order: number;
  /** Average cost of what is on hand (the lots' receipt costs); the standard cost when nothing is. */
  unit_cost: number;
  standard_cost: number;
  reorder_level: number;
  location_count: number;
  stock_status: StockStatus;
};

export type InventoryStats = { total_items: number; total_value: number; low_stock: number; out_of_stock: number };

const q4 = (v: number | string | null | undefined) => round(toNumber(v ?? 0) ?? 0, 4);

export const inventoryListQuery = z.object({
  filter: enumOf(INVENTORY_FILTERS, 'filter').optional(),
  ...sortQuerySchema(INVENTORY_SORT).shape,
});


/** The list's WHERE: active items, the filter (CONTRACT §8) and `search` on code, name, description (trigram index). */
function listWhere(filter: InventoryFilter | undefined, search: string | undefined): SQL {
  const conditions: SQL[] = [eq(products.isActive, true)];
  const type = filter ? FILTER_TYPES[filter] : undefined;
  if (type) conditions.push(eq(products.productType, type));
  // The stored status of the balance row (partial index stock_balances_status_idx on active items).
  if (filter === 'low_stock' || filter === 'out_of_stock') conditions.push(eq(stockBalances.stockStatus, filter), eq(stockBalances.isActive, true));
  if (search) conditions.push(sql`${products.pickerText} like lower(${containsPattern(search)})`);
  return and(...conditions)!;
}

function selectItems(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      productType: products.productType,
      productCode: products.productCode,
      productName: products.productName,
      category: products.category,
      unit: products.unit,
      standardCost: products.standardCost,
      reorderLevel: products.reorderLevel,
      onHand: stockBalances.quantityOnHand,
      allocated: stockBalances.quantityAllocated,
      locationCount: stockBalances.locationCount,
      totalCost: stockBalances.totalCost,
    })
    .from(products)
    .leftJoin(stockBalances, eq(stockBalances.productId, products.id));
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export function toItemDto(r: ItemRow): InventoryItemDto {
  const onHandQty = q4(r.onHand);
  const allocatedQty = q4(r.allocated);
  const available = round(onHandQty - allocatedQty, 4);
  const standardCost = q4(r.standardCost);
  const reorderLevel = q4(r.reorderLevel);
  return {
    id: r.id,
    product_id: r.id,
    item_type: r.productType,
    item_code: r.productCode,
    item_name: r.productName,
    category: r.category,
    unit: r.unit,
    quantity_on_hand: onHandQty,
    quantity_allocated: allocatedQty,
    quantity_available: available,
    quantity_on_order: 0,
    unit_cost: onHandQty > 0 ? round(q4(r.totalCost) / onHandQty, 4) : standardCost,
    standard_cost: standardCost,
    reorder_level: reorderLevel,
    location_count: r.locationCount ?? 0,
    stock_status: stockStatus(onHandQty, available, reorderLevel),
  };
}

type QueryInput = URLSearchParams | Record<string, string | undefined>;

function readQuery(input: QueryInput) {
  const record: Record<string, string> = input instanceof URLSearchParams ? queryObject(input) : Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined) as [string, string][]);
  const query = parseInput(inventoryListQuery, { filter: record.filter || undefined, sort: record.sort || undefined, dir: record.dir || undefined });
  const search = searchTerm(record.search ?? record.q);
  // Only the stock filters read the balances; the others page on products alone (then join the page's balances).
  const sort = resolveSort(INVENTORY_SORT, query.sort, query.dir);
  const byQuantity = sort.sort === 'quantity_on_hand' || sort.sort === 'quantity_available';
  const needsBalance = query.filter === 'low_stock' || query.filter === 'out_of_stock' || byQuantity;
  const order =
    sort.sort === 'item_code' && sort.dir === 'asc'
      ? [listOrder]
      : orderBySort(
          INVENTORY_SORT,
          {
            item_code: listOrder,
            item_name: sql`lower(${products.productName})`,
            item_type: products.productType,
            quantity_on_hand: sql`coalesce(${stockBalances.quantityOnHand}, 0)`,
            quantity_available: sql`coalesce(${stockBalances.quantityOnHand}, 0) - coalesce(${stockBalances.quantityAllocated}, 0)`,
          },
          sort,
          products.id,
        );
  return { record, where: listWhere(query.filter, search), needsBalance, order };
}

// Served by the unique index on lower(product_code).
const listOrder = sql`lower(${products.productCode})`;

/** `GET /api/inventory/items?filter&search&page&per_page` and the /inventory screen: one page, the flat paginator. */
export async function listInventoryItems(ctx: ServiceContext, input: QueryInput = {}, defaultPerPage = INVENTORY_PER_PAGE): Promise<Paginated<InventoryItemDto>> {
  const { record, where, needsBalance, order } = readQuery(input);
  const matching = (tx: DbOrTx) => {
    const q = tx.select({ id: products.id }).from(products);
    return needsBalance ? q.leftJoin(stockBalances, eq(stockBalances.productId, products.id)).where(where) : q.where(where);
  };
  return pageOf(ctx.db, parsePageRequest(record, defaultPerPage), {
    count: async (tx) => {
      const q = tx.select({ total: count() }).from(products);
      return (await (needsBalance ? q.leftJoin(stockBalances, eq(stockBalances.productId, products.id)).where(where) : q.where(where)))[0].total;
    },
    // The page's ids first (a deep page skips index entries, not joined rows), then those rows with their balances.
    rows: async (tx, page) => {
      const ids = (await matching(tx).orderBy(...order).limit(page.perPage).offset(page.offset)).map((r) => r.id);
      return ids.length ? selectItems(tx).where(inArray(products.id, ids)).orderBy(...order) : [];
    },
    map: toItemDto,
  });
}

/** Every row of the filtered list, in pages of `batch` (keyset on the code order): the CSV export streams these. */
export async function* allInventoryItems(ctx: ServiceContext, input: QueryInput = {}, batch = 1000): AsyncGenerator<InventoryItemDto[]> {
  const { where } = readQuery(input);
  let after: string | null = null;
  for (;;) {
    const rows: ItemRow[] = await selectItems(ctx.db)
      .where(after === null ? where : and(where, gt(listOrder, after)))
      .orderBy(listOrder)
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(toItemDto);
    if (rows.length < batch) return;
    after = rows[rows.length - 1].productCode.toLowerCase();
  }
}

/**
 * `GET /api/inventory/stats`: active items; total value at standard cost (Σ on hand × standard cost); low stock
 * (on hand > 0 and available ≤ reorder level); out of stock (on hand = 0). One pass over the narrow balances table
 * (every product has its row, with copies of the product fields these need).
 */
export async function inventoryStats(ctx: ServiceContext): Promise<InventoryStats> {
  const [row] = await ctx.db
    .select({
      total: count(),
      value: sql<string>`coalesce(sum(${stockBalances.quantityOnHand} * ${stockBalances.standardCost}), 0)`,
      low: sql<number>`(count(*) filter (where ${stockBalances.stockStatus} = 'low_stock'))::int`,
      out: sql<number>`(count(*) filter (where ${stockBalances.stockStatus} = 'out_of_stock'))::int`,
    })
    .from(stockBalances)
    .where(eq(stockBalances.isActive, true));
  return { total_items: row.total, total_value: round(q4(row.value), 2), low_stock: Number(row.low), out_of_stock: Number(row.out) };
}

/**
 * `POST /api/inventory/items`: the Add Inventory Item form creates the product (the products service's create, the
 * same schema and rules) and its balance row (nothing on hand), under 'inventory.write'.
 */
export async function createInventoryItem(ctx: ServiceContext, input: unknown): Promise<ProductDto> {
  authorize(ctx, 'inventory.write');
  const data = parseInput(createProductSchema, input);
  // The balance row comes with the product (trigger stock_balances_sync).
  return ctx.db.transaction((tx) => createProductInTx(tx, ctx, data));
}
