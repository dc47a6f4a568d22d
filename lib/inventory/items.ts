import 'server-only';
import { transactionWithRetry } from '@/lib/db/retry';
import type { InventoryItemDto, InventoryItemResult, InventoryStats } from './dto';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products, stockBalances, stockLots } from '@/db/schema';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { authorize } from '@/lib/auth/permissions';
import { listBatches } from '@/lib/list/csv-export';
import { deferredPage, fencedSearchPage, pageOf, pageRequest, type PageQuery, type Paginated, type RowsRequest } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { listSort, nonNull } from '@/lib/list/sort-sql';
import { quantity, round } from '@/lib/numbers';
import { PRODUCT_TYPES, type ProductType } from '@/lib/products/constants';
import { createProductSchema } from '@/lib/products/schemas';
import type { ProductDto } from '@/lib/products/dto';
import { createProductInTx } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { FILTER_TYPES, INVENTORY_PER_PAGE, ITEM_SEARCH_MIN_CHARS, ITEM_TYPE_ALIASES, stockStatus, type InventoryFilter } from './constants';
import { INVENTORY_SORT, type InventoryListQuery, type ItemSearchQuery } from './list-state';
import { lotInStock } from './stock';

/**
 * Inventory items: the /inventory list (an item is an active product with its kept balance, stock_balances), its
 * CSV export, its figures, the Add Item form and the item picker. Where the stock lies and how it moves:
 * ./stock.ts and ./movements.ts.
 */

export type { InventoryItemDto, InventoryItemResult, InventoryStats } from './dto';

/**
 * The list's WHERE: active items, the filter (CONTRACT §8) and the search on code, name and description (trigram
 * index); `pattern` is the search's LIKE pattern, or its placeholder when a page is prepared.
 */
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

function toItemDto(r: ItemRow): InventoryItemDto {
  const onHandQty = quantity(r.onHand);
  const allocatedQty = quantity(r.allocated);
  const available = quantity(onHandQty - allocatedQty);
  const standardCost = quantity(r.standardCost);
  const reorderLevel = quantity(r.reorderLevel);
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
    unit_cost: onHandQty > 0 ? quantity(quantity(r.totalCost) / onHandQty) : standardCost,
    standard_cost: standardCost,
    reorder_level: reorderLevel,
    location_count: r.locationCount ?? 0,
    stock_status: stockStatus(onHandQty, available, reorderLevel),
  };
}

/** The list's filters, search and order as the statements use them. */
function readQuery(query: InventoryListQuery) {
  const filter = query.filter === 'all' ? undefined : query.filter;
  const search = searchTerm(query.search ?? query.q);
  // Only the stock filters read the balances; the others page on products alone (then join the page's balances).
  const sort = resolveSort(INVENTORY_SORT, query.sort, query.dir);
  const byQuantity = sort.sort === 'quantity_on_hand' || sort.sort === 'quantity_available';
  const needsBalance = filter === 'low_stock' || filter === 'out_of_stock' || byQuantity;
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
  const preparedKey = `inventory|${filter ?? ''}`;
  return { filter, where: listWhere(filter, values.pattern), search, needsBalance, order, keyset, values, preparedKey };
}

// Served by the unique index on lower(product_code).
const listOrder = nonNull(sql`lower(${products.productCode})`);

/** The list's filters and order as a PageQuery: the page (keyset or offset), its total, the DTO. */
function inventoryPageQuery(query: InventoryListQuery): PageQuery<ItemRow, InventoryItemDto> {
  const { filter, where, search, needsBalance, order, keyset, values, preparedKey } = readQuery(query);
  return {
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
  };
}

/**
 * `GET /api/inventory/items?search&filter&sort&dir&page&per_page` and the /inventory screen: one page, the flat
 * paginator (always paged, 25 rows unless `per_page` says otherwise; `cursor` pages by keyset).
 */
export async function listInventoryItems(ctx: ServiceContext, query: InventoryListQuery = {}): Promise<Paginated<InventoryItemDto>> {
  return pageOf(ctx.db, pageRequest(query, INVENTORY_PER_PAGE), inventoryPageQuery(query));
}

/** Every row of the filtered list in the order on screen, batch by batch (keyset): the CSV export streams these. */
export function inventoryExportBatches(ctx: ServiceContext, query: InventoryListQuery = {}): AsyncGenerator<InventoryItemDto[]> {
  return listBatches(ctx.db, inventoryPageQuery(query));
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
  return { total_items: row.total, total_value: round(quantity(row.value), 2), low_stock: Number(row.low), out_of_stock: Number(row.out) };
}

/**
 * `POST /api/inventory/items`: the Add Inventory Item form creates the product (the products service's create, the
 * same schema and rules) and its balance row (nothing on hand), under 'inventory.write'.
 */
export async function createInventoryItem(ctx: ServiceContext, input: unknown): Promise<ProductDto> {
  authorize(ctx, 'inventory.write');
  const data = parseInput(createProductSchema, input);
  // The balance row comes with the product (trigger stock_balances_sync).
  // Retried whole on a deadlock with a cost recompute (createProduct's reason).
  return transactionWithRetry(ctx.db, (tx) => createProductInTx(tx, ctx, data));
}

/** The picker's `category` list → item types (a type or a list filter name) and free-text categories (lower-cased); `all` is no filter. */
function categoryFilter(category: string | undefined): { types: ProductType[]; categories: string[] } {
  const types: ProductType[] = [];
  const categories: string[] = [];
  for (const raw of (category ?? '').split(',')) {
    const value = raw.trim().toLowerCase();
    if (!value || value === 'all') continue;
    const type = (PRODUCT_TYPES as readonly string[]).includes(value) ? (value as ProductType) : ITEM_TYPE_ALIASES[value];
    if (type) types.push(type);
    else categories.push(value);
  }
  return { types, categories };
}

/**
 * `GET /api/inventory/items/search` (the item picker): active products whose code, name or description contains
 * `q` (case-insensitive, `%`/`_` literal; fewer than 2 characters → []), of the `category` types or categories.
 * Exact code first, then code prefix, then by code. On-hand quantities are summed from the lots of the (at most
 * `limit`) hits in one query.
 */
export async function searchInventoryItems(ctx: ServiceContext, query: ItemSearchQuery): Promise<InventoryItemResult[]> {
  const term = searchTerm(query.q ?? query.search) ?? '';
  if (term.length < ITEM_SEARCH_MIN_CHARS) return [];
  const pattern = containsPattern(term);
  const lowered = term.toLowerCase();
  // One LIKE on the stored lower-case code + name + description (trigram index products_picker_text_trgm).
  const filters: SQL[] = [eq(products.isActive, true), sql`${products.pickerText} like lower(${pattern})`];
  const { types, categories } = categoryFilter(query.category);
  const categoryFilters: SQL[] = [];
  if (types.length) categoryFilters.push(inArray(products.productType, types));
  if (categories.length) categoryFilters.push(inArray(sql`lower(${products.category})`, categories));
  if (categoryFilters.length) filters.push(or(...categoryFilters)!);

  const hits = await ctx.db
    .select({
      id: products.id,
      productCode: products.productCode,
      productName: products.productName,
      description: products.description,
      category: products.category,
      productType: products.productType,
      unit: products.unit,
      standardCost: products.standardCost,
    })
    .from(products)
    .where(and(...filters))
    .orderBy(
      sql`lower(${products.productCode}) = ${lowered} desc`,
      sql`lower(${products.productCode}) like ${`${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} desc`,
      sql`lower(${products.productCode})`,
    )
    .limit(query.limit);
  if (hits.length === 0) return [];

  const totals = await ctx.db
    .select({ productId: stockLots.productId, onHand: sql<string>`sum(${stockLots.quantityOnHand})` })
    .from(stockLots)
    // The lots in stock alone: the emptied ones add nothing.
    .where(
      and(
        inArray(
          stockLots.productId,
          hits.map((h) => h.id),
        ),
        lotInStock,
      ),
    )
    .groupBy(stockLots.productId);
  const onHandById = new Map(totals.map((t) => [t.productId, quantity(t.onHand)]));

  return hits.map((h) => ({
    id: h.id,
    product_code: h.productCode,
    product_name: h.productName,
    item_code: h.productCode,
    item_name: h.productName,
    description: h.description,
    category: h.category,
    product_type: h.productType,
    unit: h.unit,
    unit_cost: quantity(h.standardCost),
    quantity_on_hand: onHandById.get(h.id) ?? 0,
  }));
}
