import 'server-only';
import type { InventoryItemDto, InventoryStats } from './dto';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { products, stockBalances } from '@/db/schema';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { authorize } from '@/lib/auth/permissions';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, fencedSearchPage, pageOf, parsePageRequest, type PageQuery, type Paginated, type RowsRequest } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { listSort, nonNull } from '@/lib/list/sort-sql';
import { INVENTORY_SORT } from './list-state';
import { round, toNumber } from '@/lib/numbers';
import { createProductSchema } from '@/lib/products/schemas';
import type { ProductDto } from '@/lib/products/dto';
import { createProductInTx } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput, queryObject } from '@/lib/validation';
import { enumOf } from '@/lib/validation/fields';
import { FILTER_TYPES, INVENTORY_FILTERS, INVENTORY_PER_PAGE, stockStatus, type InventoryFilter } from './constants';


export type { InventoryItemDto, InventoryStats } from './dto';

const q4 = (v: number | string | null | undefined) => round(toNumber(v ?? 0) ?? 0, 4);

export const inventoryListQuery = z.object({
  filter: enumOf(INVENTORY_FILTERS, 'filter').optional(),
  ...sortQuerySchema(INVENTORY_SORT).shape,
});


/** The list's WHERE: active items, the filter (CONTRACT §8) and `search` on code, name, description (trigram index). */
/** The filters' WHERE; `pattern` is the search's LIKE pattern, or its placeholder when a page is prepared. */
function listWhere(filter: InventoryFilter | undefined, pattern: unknown): SQL {
  const conditions: SQL[] = [eq(products.isActive, true)];
  const type = filter ? FILTER_TYPES[filter] : undefined;
  if (type) conditions.push(eq(products.productType, type));
  // The stored status of the balance row (partial index stock_balances_status_idx on active items).
  if (filter === 'low_stock' || filter === 'out_of_stock') conditions.push(eq(stockBalances.stockStatus, filter), eq(stockBalances.isActive, true));
  if (pattern !== undefined) conditions.push(sql`${products.pickerText} like lower(${pattern})`);
  return and(...conditions)!;
}

function selectItems(db: DbOrTx, extra: RowsRequest['columns'] = {}) {
  return db
    .select({
      ...extra,
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
  const keyset = listSort(
    INVENTORY_SORT,
    {
      item_code: listOrder,
      item_name: nonNull(sql`lower(${products.productName})`),
      item_type: products.productType,
      quantity_on_hand: nonNull(sql`coalesce(${stockBalances.quantityOnHand}, 0)`),
      quantity_available: nonNull(sql`coalesce(${stockBalances.quantityOnHand}, 0) - coalesce(${stockBalances.quantityAllocated}, 0)`),
    },
    sort,
    products.id,
  );
  // Code order A→Z alone: lower(product_code) is unique, so the unique index serves it without the id tiebreak.
  const order = sort.sort === 'item_code' && sort.dir === 'asc' ? [listOrder] : keyset.orderBy;
  const values = search ? { pattern: containsPattern(search) } : {};
  // The filter binds literals (item type, stock status) and picks the joins: part of the statement's key.
  const preparedKey = `inventory|${query.filter ?? ''}`;
  return { record, filter: query.filter, where: listWhere(query.filter, values.pattern), search, needsBalance, order, keyset, values, preparedKey };
}

// Served by the unique index on lower(product_code).
const listOrder = nonNull(sql`lower(${products.productCode})`);

/** The list's filters and order as a PageQuery: the page (keyset or offset), its total, the DTO. */
function inventoryPageQuery(input: QueryInput): { record: Record<string, string>; query: PageQuery<ItemRow, InventoryItemDto> } {
  const { record, filter, where, search, needsBalance, order, keyset, values, preparedKey } = readQuery(input);
  return {
    record,
    query: {
      count: async (tx) => {
        const q = tx.select({ total: count() }).from(products);
        return (await (needsBalance ? q.leftJoin(stockBalances, eq(stockBalances.productId, products.id)).where(where) : q.where(where)))[0].total;
      },
      // The page's ids first (a deep page skips index entries, not joined rows), then those rows with their
      // balances, in one statement: the total and sort key ride along from the ids' subquery.
      // A search in a products-only order fences its matches (found once through the trigram index; the total
      // needs them all anyway), else the planner walks the code index and filters every product (as the catalog).
      rows: (tx, page) => {
        const where = listWhere(filter, page.values.pattern);
        const { ids: pageIds, carried } =
          search && !needsBalance
            ? fencedSearchPage(
                tx,
                page,
                tx
                  .select({ id: products.id, productCode: products.productCode, productName: products.productName, productType: products.productType })
                  .from(products)
                  .where(and(where, page.after)),
                'products',
                order,
              )
            : deferredPage(page, (columns) => {
                const q = tx.select({ id: products.id, ...columns }).from(products);
                return (needsBalance ? q.leftJoin(stockBalances, eq(stockBalances.productId, products.id)) : q).where(and(where, page.after)).orderBy(...order);
              });
        return selectItems(tx, carried)
          .innerJoin(pageIds, eq(pageIds.id, products.id))
          .orderBy(...order);
      },
      map: toItemDto,
      sort: keyset,
      values,
      preparedKey,
    },
  };
}

/** `GET /api/inventory/items?filter&search&sort&dir&page&per_page` and the /inventory screen: one page, the flat paginator. */
export async function listInventoryItems(ctx: ServiceContext, input: QueryInput = {}, defaultPerPage = INVENTORY_PER_PAGE): Promise<Paginated<InventoryItemDto>> {
  const { record, query } = inventoryPageQuery(input);
  return pageOf(ctx.db, parsePageRequest(record, defaultPerPage), query);
}

/** Every row of the filtered list in the order on screen, batch by batch (keyset): the CSV export streams these. */
export function allInventoryItems(ctx: ServiceContext, input: QueryInput = {}): AsyncGenerator<InventoryItemDto[]> {
  return listBatches(ctx.db, inventoryPageQuery(input).query);
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
