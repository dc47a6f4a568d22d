import 'server-only';
import { transactionWithRetry } from '@/lib/db/retry';
import { and, count, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { customers, molds, products, suppliers, type Product } from '@/db/schema';
import { diff, writeAudit, writeAudits } from '@/lib/audit';
import { executeRows, intArray, jsonInsert } from '@/lib/db/rows';
import { authorize } from '@/lib/auth/permissions';
import { recomputeCostSheets, renameCostSheets } from '@/lib/costing/recompute';
import { isoTimestamp } from '@/lib/dates';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorInfo } from '@/lib/db/errors';
import { NotFoundError, ValidationError, type FieldErrors } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { fencedSearchPage, pageOf, pageRequest, type PageQuery, type Paginated, type RowsRequest } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { resolveSort } from '@/lib/list/sort';
import { listSort, nonNull, type ListSort } from '@/lib/list/sort-sql';
import { optionalQuantity, quantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import type { ProductDto } from './dto';
import { PRODUCT_SORT, type ProductListQuery } from './list-state';
import { createProductSchema, MAX_BELOW_MIN, updateProductSchema, type CreateProductInput } from './schemas';

export const PRODUCT_CODE_TAKEN = 'The product code has already been taken.';

/** Request field → column, for every writable field. */
const FIELD_COLUMNS = {
  product_code: 'productCode',
  product_name: 'productName',
  description: 'description',
  category: 'category',
  product_type: 'productType',
  unit: 'unit',
  color: 'color',
  material_type: 'materialType',
  weight_grams: 'weightGrams',
  cavity_count: 'cavityCount',
  cycle_time_seconds: 'cycleTimeSeconds',
  parts_per_cycle: 'partsPerCycle',
  standard_cost: 'standardCost',
  selling_price: 'sellingPrice',
  reorder_level: 'reorderLevel',
  reorder_quantity: 'reorderQuantity',
  min_stock_level: 'minStockLevel',
  max_stock_level: 'maxStockLevel',
  storage_location: 'storageLocation',
  bin_location: 'binLocation',
  drawing_number: 'drawingNumber',
  revision: 'revision',
  specifications: 'specifications',
  quality_standards: 'qualityStandards',
  notes: 'notes',
  customer_id: 'customerId',
  mold_id: 'moldId',
  preferred_supplier_id: 'preferredSupplierId',
  is_active: 'isActive',
} as const satisfies Record<keyof CreateProductInput, keyof Product>;

type ProductColumnValues = Partial<Record<(typeof FIELD_COLUMNS)[keyof typeof FIELD_COLUMNS], unknown>>;

/** Only the fields present in the parsed input (undefined = not sent = unchanged). */
function toColumns(input: Partial<CreateProductInput>): ProductColumnValues {
  const values: ProductColumnValues = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS) as [keyof CreateProductInput, keyof ProductColumnValues][]) {
    const value = input[field];
    if (value !== undefined) values[column] = value;
  }
  return values;
}

type JoinedCustomer = { id: number; companyName: string; customerCode: string } | null;
type JoinedMold = { id: number; moldCode: string; moldName: string; cavityCount: number } | null;

// The stored search texts are for WHERE clauses only: never selected.
const { searchText: _searchText, pickerText: _pickerText, ...productColumns } = getTableColumns(products);
type ProductRow = Omit<Product, 'searchText' | 'pickerText'>;

export function toProductDto(p: ProductRow, customer: JoinedCustomer, mold: JoinedMold): ProductDto {
  return {
    id: p.id,
    product_code: p.productCode,
    product_name: p.productName,
    description: p.description,
    category: p.category,
    product_type: p.productType,
    unit: p.unit,
    color: p.color,
    material_type: p.materialType,
    weight_grams: optionalQuantity(p.weightGrams),
    cavity_count: p.cavityCount,
    cycle_time_seconds: optionalQuantity(p.cycleTimeSeconds),
    parts_per_cycle: p.partsPerCycle,
    standard_cost: quantity(p.standardCost),
    selling_price: quantity(p.sellingPrice),
    reorder_level: quantity(p.reorderLevel),
    reorder_quantity: quantity(p.reorderQuantity),
    min_stock_level: quantity(p.minStockLevel),
    max_stock_level: optionalQuantity(p.maxStockLevel),
    storage_location: p.storageLocation,
    bin_location: p.binLocation,
    drawing_number: p.drawingNumber,
    revision: p.revision,
    specifications: p.specifications,
    quality_standards: p.qualityStandards,
    notes: p.notes,
    customer_id: p.customerId,
    mold_id: p.moldId,
    preferred_supplier_id: p.preferredSupplierId,
    is_active: p.isActive,
    version: p.version,
    created_at: isoTimestamp(p.createdAt)!,
    updated_at: isoTimestamp(p.updatedAt)!,
    customer: customer ? { id: customer.id, company_name: customer.companyName, customer_code: customer.customerCode } : null,
    mold: mold ? { id: mold.id, mold_code: mold.moldCode, mold_name: mold.moldName, cavity_count: mold.cavityCount } : null,
  };
}

/** Products with their customer and mold, joined in the same query (no query per row). */
function selectProducts(db: DbOrTx, extra: RowsRequest['columns'] = {}) {
  return db
    .select({
      product: productColumns,
      customer: { id: customers.id, companyName: customers.companyName, customerCode: customers.customerCode },
      mold: { id: molds.id, moldCode: molds.moldCode, moldName: molds.moldName, cavityCount: molds.cavityCount },
      ...extra,
    })
    .from(products)
    .leftJoin(customers, eq(customers.id, products.customerId))
    .leftJoin(molds, eq(molds.id, products.moldId));
}

/**
 * The list filters in SQL: type(s), customer, and `q` as a case-insensitive contains over code, name,
 * category and description (`%`/`_` literal), one LIKE on the stored lower-case `search_text` (trigram index).
 * `values` are the filters' parameters (`filterValues`), or their placeholders when a page is prepared.
 */
function listFilter(query: ProductListQuery, values: Record<string, unknown> = filterValues(query)): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.product_type?.length) conditions.push(inArray(products.productType, query.product_type));
  if (values.customer !== undefined) conditions.push(sql`${products.customerId} = ${values.customer}`);
  if (values.pattern !== undefined) conditions.push(sql`${products.searchText} like lower(${values.pattern})`);
  return conditions.length ? and(...conditions) : undefined;
}

/** The filters that are parameters of the list's statement: the customer and the search's LIKE pattern. */
function filterValues(query: ProductListQuery): { customer?: number; pattern?: string } {
  const term = searchTerm(query.q);
  return { ...(query.customer_id ? { customer: query.customer_id } : {}), ...(term ? { pattern: containsPattern(term) } : {}) };
}

/** The columns the catalog's orders read (`catalogOrder`), carried by a search's fenced matches. */
const sortedColumns = {
  productCode: products.productCode,
  productName: products.productName,
  productType: products.productType,
  category: products.category,
  standardCost: products.standardCost,
  sellingPrice: products.sellingPrice,
};

/** The catalog's order; by default lower(product_code), the unique index: an unfiltered page reads one page of index entries. */
function catalogOrder(query: ProductListQuery): ListSort {
  return listSort(
    PRODUCT_SORT,
    {
      product_code: nonNull(sql`lower(${products.productCode})`),
      product_name: nonNull(sql`lower(${products.productName})`),
      product_type: products.productType,
      category: sql`lower(${products.category})`,
      standard_cost: products.standardCost,
      selling_price: products.sellingPrice,
    },
    resolveSort(PRODUCT_SORT, query.sort, query.dir),
    products.id,
  );
}

/**
 * `GET /api/products`: the whole filtered list without `page` (the spec's screens expect an array, CONTRACT §1),
 * the flat paginator with `page` (or `cursor`).
 */
export async function listProducts(ctx: ServiceContext, query: ProductListQuery = {}): Promise<ProductDto[] | Paginated<ProductDto>> {
  return query.page !== undefined || query.cursor !== undefined ? listProductsPage(ctx, query) : listAllProducts(ctx, query);
}

/** Every product matching the filters, in the list's order, with its customer and mold (one query). */
export async function listAllProducts(ctx: ServiceContext, query: ProductListQuery = {}): Promise<ProductDto[]> {
  const rows = await selectProducts(ctx.db).where(listFilter(query)).orderBy(...catalogOrder(query).orderBy);
  return rows.map((r) => toProductDto(r.product, r.customer, r.mold));
}

/** One page of the filtered list in the flat paginator shape (the catalog screen, `GET /api/products?page=…`). */
export async function listProductsPage(ctx: ServiceContext, query: ProductListQuery = {}): Promise<Paginated<ProductDto>> {
  return pageOf(ctx.db, pageRequest(query), productPageQuery(query));
}

/** Every product of the catalog as filtered on screen, batch by batch (the CSV export). */
export function productExportBatches(ctx: ServiceContext, query: ProductListQuery = {}): AsyncGenerator<ProductDto[]> {
  return listBatches(ctx.db, productPageQuery(query));
}

function productPageQuery(query: ProductListQuery) {
  const values = filterValues(query);
  const where = listFilter(query, values);
  const order = catalogOrder(query);
  return {
    count: async (tx: Tx) => (await tx.select({ total: count() }).from(products).where(where))[0].total,
    rows: (tx: Tx, page: RowsRequest) => {
      const where = listFilter(query, page.values);
      if (values.pattern === undefined)
        return selectProducts(tx, page.columns)
          .where(and(where, page.after))
          .orderBy(...order.orderBy)
          .limit(page.perPage)
          .offset(page.offset);
      // A search: its matches fenced (fencedSearchPage), else the planner walks the code index and filters every
      // row of the catalog instead of reading the search's trigram index.
      const matches = tx
        .select({ id: products.id, ...sortedColumns })
        .from(products)
        .where(and(where, page.after));
      const { ids: pageIds, carried } = fencedSearchPage(tx, page, matches, 'products', order.orderBy);
      return selectProducts(tx, carried)
        .innerJoin(pageIds, eq(pageIds.id, products.id))
        .orderBy(...order.orderBy);
    },
    map: (r: Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number]) => toProductDto(r.product, r.customer, r.mold),
    sort: order,
    values,
    // The types are bound as literals (a few enum values): part of the key.
    preparedKey: `products|${query.product_type?.join(',') ?? ''}`,
    ...(where ? {} : { estimateFrom: products }),
  } satisfies PageQuery<Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number], ProductDto>;
}

async function findProduct(db: DbOrTx, id: number): Promise<ProductDto | null> {
  const [row] = await selectProducts(db).where(eq(products.id, id)).limit(1);
  return row ? toProductDto(row.product, row.customer, row.mold) : null;
}

export async function getProduct(ctx: ServiceContext, id: number): Promise<ProductDto> {
  const product = await findProduct(ctx.db, id);
  if (!product) throw new NotFoundError('Product');
  return product;
}

/** Whether the product exists (the record page's 404 check before it streams). */
export async function productExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
  return row !== undefined;
}

async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(sql`lower(${products.productCode})`, code.toLowerCase()), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw ValidationError.field('product_code', PRODUCT_CODE_TAKEN);
}

/** customer_id / mold_id must point at existing rows (422 on that field). */
async function assertReferences(tx: DbOrTx, input: { customer_id?: number | null; mold_id?: number | null; preferred_supplier_id?: number | null }): Promise<void> {
  const errors: FieldErrors = {};
  if (input.customer_id != null) {
    const [found] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, input.customer_id)).limit(1);
    if (!found) errors.customer_id = ['The selected customer does not exist.'];
  }
  if (input.mold_id != null) {
    const [found] = await tx.select({ id: molds.id }).from(molds).where(eq(molds.id, input.mold_id)).limit(1);
    if (!found) errors.mold_id = ['The selected mold does not exist.'];
  }
  if (input.preferred_supplier_id != null) {
    const [found] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, input.preferred_supplier_id)).limit(1);
    if (!found) errors.preferred_supplier_id = ['The selected supplier does not exist.'];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Races past the pre-checks end on a constraint: answer them the same way. */
function translateWriteError(error: unknown): unknown {
  const { code, constraint } = pgErrorInfo(error);
  if (code === PG_UNIQUE_VIOLATION && constraint === 'products_code_lower_unique') return ValidationError.field('product_code', PRODUCT_CODE_TAKEN);
  if (code === PG_FOREIGN_KEY_VIOLATION && constraint?.includes('customer')) return ValidationError.field('customer_id', 'The selected customer does not exist.');
  if (code === PG_FOREIGN_KEY_VIOLATION && constraint?.includes('preferred_supplier')) return ValidationError.field('preferred_supplier_id', 'The selected supplier does not exist.');
  if (code === PG_FOREIGN_KEY_VIOLATION && constraint?.includes('mold')) return ValidationError.field('mold_id', 'The selected mold does not exist.');
  return error;
}

export async function createProduct(ctx: ServiceContext, input: unknown): Promise<ProductDto> {
  authorize(ctx, 'products.write');
  const data = parseInput(createProductSchema, input);
  // Retried whole on a deadlock: a costed product waits for the costing lock while holding its new row (as updateProduct).
  return transactionWithRetry(ctx.db, (tx) => createProductInTx(tx, ctx, data));
}

/**
 * The create itself, inside the caller's transaction and after its `authorize` (the inventory's Add Item and CSV
 * import create products through it, under 'inventory.write'): 422 on a taken code or unknown references.
 */
export async function createProductInTx(tx: DbOrTx, ctx: Pick<ServiceContext, 'user'>, data: CreateProductInput): Promise<ProductDto> {
  await assertCodeFree(tx, data.product_code);
  await assertReferences(tx, data);
  let id: number;
  try {
    [{ id }] = await tx.insert(products).values(toColumns(data) as typeof products.$inferInsert).returning({ id: products.id });
  } catch (error) {
    throw translateWriteError(error);
  }
  // A product made here (a cycle time) gets its first cost sheet now.
  if (data.cycle_time_seconds != null) await recomputeCostSheets(tx, [id], ctx.user);
  const created = (await findProduct(tx, id))!;
  await writeAudit(tx, { user: ctx.user, entity: 'product', entityId: id, action: 'create', changes: created });
  return created;
}

/**
 * Many creates in one statement, inside the caller's transaction and after its `authorize` (the CSV import: 500
 * rows a batch). Rows already parsed with createProductSchema; a code that exists (or is taken meanwhile) is not
 * inserted and is returned in `taken`. One audit row per created product, as `createProductInTx` writes.
 */
export async function createProductsInTx(
  tx: DbOrTx,
  ctx: Pick<ServiceContext, 'user'>,
  rows: CreateProductInput[],
): Promise<{ created: ProductDto[]; taken: string[] }> {
  if (rows.length === 0) return { created: [], taken: [] };
  for (const row of rows) if (row.customer_id != null || row.mold_id != null || row.preferred_supplier_id != null) await assertReferences(tx, row);
  let inserted: { id: number; code: string }[];
  try {
    // One JSON parameter (jsonInsert), not a parameter per cell: an import's 2,000 rows × 15 columns.
    inserted = await executeRows<{ id: number; code: string }>(
      tx,
      sql`${jsonInsert(products, rows.map((r) => toColumns(r)))} on conflict do nothing returning id, product_code as code`,
    );
  } catch (error) {
    throw translateWriteError(error);
  }
  const insertedCodes = new Set(inserted.map((r) => r.code));
  const created = inserted.length
    ? (await selectProducts(tx).where(sql`${products.id} = any(${intArray(inserted.map((r) => r.id))})`).orderBy(products.id)).map((r) => toProductDto(r.product, r.customer, r.mold))
    : [];
  const costed = created.filter((p) => p.cycle_time_seconds != null).map((p) => p.id);
  if (costed.length) await recomputeCostSheets(tx, costed, ctx.user);
  if (created.length) {
    await writeAudits(tx, created.map((p) => ({ user: ctx.user, entity: 'product', entityId: p.id, action: 'create', changes: p })));
  }
  return { created, taken: rows.map((r) => r.product_code).filter((c) => !insertedCodes.has(c)) };
}

/** Product columns that cost sheets are computed from (lib/costing/formulas.ts). */
const COST_INPUT_COLUMNS = ['cycleTimeSeconds', 'partsPerCycle', 'standardCost', 'sellingPrice'] as const;

/**
 * PUT/PATCH: changes only the fields sent. Answers in the order of CONTRACT §8: 401/403, 404 (unknown id),
 * 422 (invalid fields, also against the stored row: max ≥ min, a taken code, unknown references), then 409
 * (a stale `options.expectedVersion`: the route reads `version` or If-Match). An update that changes nothing
 * answers the record as it is: no version bump, no audit row.
 */
export async function updateProduct(ctx: ServiceContext, id: number, input: unknown, options: WriteOptions = {}): Promise<ProductDto> {
  authorize(ctx, 'products.write');
  // Retried whole on a deadlock: this holds the product row and then waits for the costing lock, while a plant
  // rates change holds that lock and its new sheets' foreign keys wait for the product row.
  return transactionWithRetry(ctx.db, async (tx) => {
    const [current] = await tx.select(productColumns).from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new NotFoundError('Product');
    const data = parseInput(updateProductSchema, input);

    const minStock = data.min_stock_level ?? current.minStockLevel;
    const maxStock = data.max_stock_level === undefined ? current.maxStockLevel : data.max_stock_level;
    if (maxStock != null && maxStock < minStock) throw ValidationError.field('max_stock_level', MAX_BELOW_MIN);
    if (data.product_code !== undefined && data.product_code.toLowerCase() !== current.productCode.toLowerCase()) {
      await assertCodeFree(tx, data.product_code, id);
    }
    await assertReferences(tx, data);
    assertVersion(options, current.version);

    const values = toColumns(data);
    const changes = diff(current as Record<string, unknown>, values);
    if (Object.keys(changes).length === 0) return (await findProduct(tx, id))!;
    try {
      await tx
        .update(products)
        .set({ ...(values as Partial<typeof products.$inferInsert>), version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(eq(products.id, id));
    } catch (error) {
      throw translateWriteError(error);
    }
    // An input of a cost sheet: this product's own, or (standard cost) of the BOMs that use it.
    if (COST_INPUT_COLUMNS.some((column) => column in changes)) await recomputeCostSheets(tx, [id], ctx.user);
    if ('productCode' in changes) await renameCostSheets(tx, id, data.product_code!);
    const updated = (await findProduct(tx, id))!;
    await writeAudit(tx, { user: ctx.user, entity: 'product', entityId: id, action: 'update', changes });
    return updated;
  });
}
