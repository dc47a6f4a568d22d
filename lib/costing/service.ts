import 'server-only';
import { transactionWithRetry } from '@/lib/db/retry';
import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { costingRates, costSheets, currentCostSheets, machines, productCosting, products } from '@/db/schema';
import { diff, writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { isoTimestamp } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { ChildListQuery } from '@/lib/list/child-list';
import { listBatches } from '@/lib/list/csv-export';
import { pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { resolveSort } from '@/lib/list/sort';
import { orderBySort } from '@/lib/list/sort-sql';
import { quantity, round, toNumber } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { COST_SHEETS_PER_PAGE, DEFAULT_COSTING_RATES, HEALTHY_MARGIN_PERCENT, type CostSheetChange } from './constants';
import type { CostingStats, CostSheetDetailDto, CostSheetDto, MachineOption, ProductCostingDto, RatesDto } from './dto';
import type { CostSheetInputs } from './formulas';
import { COST_SHEET_SORT, COST_SHEET_VERSION_SORT, type CostSheetListQuery } from './list-state';
import { loadRates, recomputeAllCostSheets, recomputeCostSheets } from './recompute';
import { unpackInputs, type PackedInputs } from './snapshot';
import { MACHINE_UNKNOWN, updateProductCostingSchema, updateRatesSchema } from './schemas';

// ---------- DTOs ----------

const n2OrNull = (v: number | string | null) => (v == null ? null : round(toNumber(v)!, 2));

/**
 * Whether a sheet is its product's current one: `current_cost_sheets` joined on the product (its primary key) names it.
 * Every read of sheets below joins it so (inner for the current sheets, left for a product's versions).
 */
const isCurrent = sql<boolean>`coalesce(${currentCostSheets.sheetId} = ${costSheets.id}, false)`.mapWith(Boolean);
const currentOfProduct = eq(currentCostSheets.productId, costSheets.productId);
const currentSheet = and(eq(currentCostSheets.productId, costSheets.productId), eq(currentCostSheets.sheetId, costSheets.id));

// Lists never read the inputs snapshot (the wide jsonb): a deep page sorts narrow rows.
const { inputs: _inputs, inputKey: _inputKey, ...listSheetColumns } = getTableColumns(costSheets);
const listColumns = { sheet: { ...listSheetColumns, isCurrent }, productCode: products.productCode, productName: products.productName };
const sheetColumns = { sheet: { ...getTableColumns(costSheets), isCurrent }, productCode: products.productCode, productName: products.productName };

type SheetRow = { sheet: Omit<typeof costSheets.$inferSelect, 'inputs' | 'inputKey'> & { isCurrent: boolean }; productCode: string; productName: string };
type DetailRow = { sheet: typeof costSheets.$inferSelect & { isCurrent: boolean }; productCode: string; productName: string };

function toSheetDto({ sheet, productCode, productName }: SheetRow): CostSheetDto {
  return {
    id: sheet.id,
    product_id: sheet.productId,
    product_code: productCode,
    product_name: productName,
    version: sheet.version,
    is_current: sheet.isCurrent,
    material_cost: quantity(sheet.materialCost),
    machine_cost: quantity(sheet.machineCost),
    labor_cost: quantity(sheet.laborCost),
    overhead_cost: quantity(sheet.overheadCost),
    total_cost: quantity(sheet.totalCost),
    selling_price: quantity(sheet.sellingPrice),
    margin_percentage: n2OrNull(sheet.marginPercentage),
    changes: sheet.changes as CostSheetChange[],
    created_at: isoTimestamp(sheet.createdAt)!,
  };
}

// ---------- plant rates ----------

function toRatesDto(r: Awaited<ReturnType<typeof loadRates>>): RatesDto {
  return {
    labor_rate_per_hour: r.labor_rate_per_hour,
    operators_per_press: r.operators_per_press,
    overhead_rate_per_hour: r.overhead_rate_per_hour,
    default_machine_rate: r.default_machine_rate,
    version: r.version,
    updated_at: r.updated_at ? isoTimestamp(r.updated_at) : null,
  };
}

/** `GET /api/costing/rates`: the plant rates (the defaults until someone saves them). */
export async function getCostingRates(ctx: ServiceContext): Promise<RatesDto> {
  return toRatesDto(await loadRates(ctx.db));
}

/**
 * `PUT/PATCH /api/costing/rates`: any subset of the rates. 401/403 → 422 → 409 (stale `version`); a change
 * recomputes every cost sheet in the same transaction (a new version where the figures' inputs moved).
 */
export async function updateCostingRates(ctx: ServiceContext, input: unknown, options: WriteOptions = {}): Promise<RatesDto> {
  authorize(ctx, 'costing.write');
  const data = parseInput(updateRatesSchema, input);
  // Retried whole on a deadlock with a product update (see updateProduct): every sheet's new version references its product.
  return transactionWithRetry(ctx.db, async (tx) => {
    await tx
      .insert(costingRates)
      .values({
        id: 1,
        laborRatePerHour: DEFAULT_COSTING_RATES.labor_rate_per_hour,
        operatorsPerPress: DEFAULT_COSTING_RATES.operators_per_press,
        overheadRatePerHour: DEFAULT_COSTING_RATES.overhead_rate_per_hour,
        defaultMachineRate: DEFAULT_COSTING_RATES.default_machine_rate,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(costingRates).where(eq(costingRates.id, 1)).for('update');
    assertVersion(options, row.version);
    const values = {
      ...(data.labor_rate_per_hour !== undefined && { laborRatePerHour: data.labor_rate_per_hour }),
      ...(data.operators_per_press !== undefined && { operatorsPerPress: data.operators_per_press }),
      ...(data.overhead_rate_per_hour !== undefined && { overheadRatePerHour: data.overhead_rate_per_hour }),
      ...(data.default_machine_rate !== undefined && { defaultMachineRate: data.default_machine_rate }),
    };
    const changes = diff(row as Record<string, unknown>, values);
    if (Object.keys(changes).length === 0) return toRatesDto(await loadRates(tx));
    await tx
      .update(costingRates)
      .set({ ...values, version: sql`${costingRates.version} + 1`, updatedAt: new Date(), updatedBy: ctx.user?.id ?? null })
      .where(eq(costingRates.id, 1));
    await writeAudit(tx, { user: ctx.user, entity: 'costing_rates', entityId: 1, action: 'update', changes });
    await recomputeAllCostSheets(tx, ctx.user);
    return toRatesDto(await loadRates(tx));
  });
}

// ---------- per-product inputs ----------

async function findProductCosting(db: DbOrTx, productId: number): Promise<ProductCostingDto> {
  const [row] = await db
    .select({ costing: productCosting, machine: { id: machines.id, machineNumber: machines.machineNumber, machineName: machines.machineName, hourlyRate: machines.hourlyRate } })
    .from(productCosting)
    .leftJoin(machines, eq(machines.id, productCosting.machineId))
    .where(eq(productCosting.productId, productId))
    .limit(1);
  if (!row) return { product_id: productId, machine_id: null, machine: null, operators_per_press: null, version: 1 };
  const m = row.machine;
  return {
    product_id: productId,
    machine_id: row.costing.machineId,
    machine: m ? { id: m.id, machine_number: m.machineNumber, machine_name: m.machineName, hourly_rate: round(m.hourlyRate, 2) } : null,
    operators_per_press: row.costing.operatorsPerPress,
    version: row.costing.version,
  };
}

async function assertProduct(db: DbOrTx, productId: number) {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!found) throw new NotFoundError('Product');
}

/** `GET /api/costing/products/{id}/inputs`: the press the product runs on and its crewing (defaults when unset). */
export async function getProductCosting(ctx: ServiceContext, productId: number): Promise<ProductCostingDto> {
  await assertProduct(ctx.db, productId);
  return findProductCosting(ctx.db, productId);
}

/**
 * `PUT/PATCH /api/costing/products/{id}/inputs`: 401/403 → 404 → 422 (unknown press) → 409; a change stores a
 * new cost sheet version of the product (and its where-used parents) in the same transaction.
 */
export async function updateProductCosting(ctx: ServiceContext, productId: number, input: unknown, options: WriteOptions = {}): Promise<ProductCostingDto> {
  authorize(ctx, 'costing.write');
  // Retried whole on a deadlock with a plant rates change, as updateProduct is (the product row, then the costing lock).
  return transactionWithRetry(ctx.db, async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) throw new NotFoundError('Product');
    const data = parseInput(updateProductCostingSchema, input);
    if (data.machine_id != null) {
      const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, data.machine_id)).limit(1);
      if (!machine) throw ValidationError.field('machine_id', MACHINE_UNKNOWN);
    }
    const [existing] = await tx.select().from(productCosting).where(eq(productCosting.productId, productId)).for('update');
    assertVersion(options, existing?.version ?? 1);
    const before = { machineId: existing?.machineId ?? null, operatorsPerPress: existing?.operatorsPerPress ?? null };
    const values = {
      ...(data.machine_id !== undefined && { machineId: data.machine_id }),
      ...(data.operators_per_press !== undefined && { operatorsPerPress: data.operators_per_press }),
    };
    const changes = diff(before as Record<string, unknown>, values);
    if (Object.keys(changes).length === 0) return findProductCosting(tx, productId);
    if (existing) {
      await tx
        .update(productCosting)
        .set({ ...values, version: sql`${productCosting.version} + 1`, updatedAt: new Date() })
        .where(eq(productCosting.productId, productId));
    } else {
      await tx.insert(productCosting).values({ productId, ...before, ...values });
    }
    await writeAudit(tx, { user: ctx.user, entity: 'product_costing', entityId: productId, action: existing ? 'update' : 'create', changes });
    await recomputeCostSheets(tx, [productId], ctx.user);
    return findProductCosting(tx, productId);
  });
}

/** The presses a product can be costed on (read straight from the machines table, which production owns). */
export async function machineOptions(ctx: ServiceContext): Promise<MachineOption[]> {
  const rows = await ctx.db
    .select({ id: machines.id, machineNumber: machines.machineNumber, machineName: machines.machineName, hourlyRate: machines.hourlyRate })
    .from(machines)
    .orderBy(asc(sql`lower(${machines.machineNumber})`))
    .limit(500);
  return rows.map((m) => ({ id: m.id, machine_number: m.machineNumber, machine_name: m.machineName, hourly_rate: round(m.hourlyRate, 2) }));
}

// ---------- cost sheets ----------

/** Current sheets (joined through current_cost_sheets) with their product. */
function selectSheetRows(db: DbOrTx) {
  return db.select(listColumns).from(costSheets).innerJoin(currentCostSheets, currentSheet).innerJoin(products, eq(products.id, costSheets.productId));
}

/** `search` = case-insensitive contains over code, name and description (the products' picker text). */
function listWhere(search: string | undefined): SQL | undefined {
  return search ? sql`${products.pickerText} like lower(${containsPattern(search)})` : undefined;
}

/**
 * `GET /api/costing/cost-sheets?page&per_page&search` and /costing: the current sheet of each product, by product
 * code (current_cost_sheets' own sort key). Unsearched, the page's sheet ids come from the index on sort_key alone
 * and only the page's rows are joined; the count is current_cost_sheets' (each has its product: a foreign key).
 */
export async function listCostSheets(ctx: ServiceContext, query: CostSheetListQuery = {}): Promise<Paginated<CostSheetDto>> {
  return pageOf(ctx.db, pageRequest(query, COST_SHEETS_PER_PAGE), costSheetPageQuery(query));
}

/** Every current cost sheet as filtered and sorted on screen, batch by batch (the CSV export). */
export function costSheetExportBatches(ctx: ServiceContext, query: CostSheetListQuery = {}): AsyncGenerator<CostSheetDto[]> {
  return listBatches(ctx.db, costSheetPageQuery(query));
}

function costSheetPageQuery(query: CostSheetListQuery): PageQuery<Awaited<ReturnType<ReturnType<typeof selectSheetRows>['execute']>>[number], CostSheetDto> {
  const search = searchTerm(query.search);
  const where = listWhere(search);
  const sort = resolveSort(COST_SHEET_SORT, query.sort, query.dir);
  const byCode = sort.sort === 'product_code' && sort.dir === 'asc';
  // The order over current_cost_sheets' own copies of the figures (and sheet id = the sheet's id), so a page's sheet
  // ids come from that narrow table alone; then only the page's sheets are read. Unsearched by code: its index on
  // (sort_key, product_id) (sort_key is unique: lower(product_code) is); searched by code: the products' index on
  // lower(product_code) walked with the trigram filter.
  const order = byCode
    ? search
      ? [sql`lower(${products.productCode})`, asc(currentCostSheets.sheetId)]
      : [asc(currentCostSheets.sortKey), asc(currentCostSheets.productId)]
    : orderBySort(
        COST_SHEET_SORT,
        {
          product_code: sql`lower(${products.productCode})`,
          material_cost: currentCostSheets.materialCost,
          total_cost: currentCostSheets.totalCost,
          selling_price: currentCostSheets.sellingPrice,
          margin_percentage: currentCostSheets.marginPercentage,
        },
        sort,
        currentCostSheets.sheetId,
      );
  const withProducts = search || sort.sort === 'product_code';
  return {
    count: async (tx) =>
      search
        ? (await tx.select({ total: count() }).from(currentCostSheets).innerJoin(products, eq(products.id, currentCostSheets.productId)).where(where))[0].total
        : (await tx.select({ total: count() }).from(currentCostSheets))[0].total,
    rows: (tx, page) => {
      // By code, unsearched: the page's products from the index alone (an index-only scan once vacuumed).
      if (byCode && !search) {
        const onPage = tx.select({ id: currentCostSheets.productId }).from(currentCostSheets).orderBy(...order).limit(page.perPage).offset(page.offset);
        return selectSheetRows(tx)
          .where(inArray(currentCostSheets.productId, onPage))
          .orderBy(...order);
      }
      const current = tx.select({ id: currentCostSheets.sheetId }).from(currentCostSheets);
      const ids = (withProducts ? current.innerJoin(products, eq(products.id, currentCostSheets.productId)).where(where) : current)
        .orderBy(...order)
        .limit(page.perPage)
        .offset(page.offset);
      return selectSheetRows(tx)
        .where(inArray(costSheets.id, ids))
        .orderBy(...order);
    },
    map: toSheetDto,
  };
}

/** `GET /api/costing/stats`: figures over the current sheets, in one query. */
export async function costingStats(ctx: ServiceContext): Promise<CostingStats> {
  const [r] = await executeRows<{ total: number | string; avg_margin: string | number | null; healthy: number | string; below: number | string; no_price: number | string; avg_cost: string | number | null }>(
    ctx.db,
    sql`SELECT count(*) AS total,
               avg(margin_percentage) AS avg_margin,
               count(*) FILTER (WHERE margin_percentage >= ${HEALTHY_MARGIN_PERCENT}) AS healthy,
               count(*) FILTER (WHERE margin_percentage < ${HEALTHY_MARGIN_PERCENT}) AS below,
               count(*) FILTER (WHERE margin_percentage IS NULL) AS no_price,
               avg(total_cost) AS avg_cost
          FROM ${currentCostSheets}`,
  );
  return {
    total_cost_sheets: Number(r.total),
    average_margin: r.avg_margin == null ? null : round(Number(r.avg_margin), 1),
    healthy_margin: Number(r.healthy),
    below_target_margin: Number(r.below),
    no_selling_price: Number(r.no_price),
    average_total_cost: r.avg_cost == null ? null : round(Number(r.avg_cost), 4),
  };
}

async function toDetail(db: DbOrTx, row: DetailRow): Promise<CostSheetDetailDto> {
  const inputs = unpackInputs(row.sheet.inputs as PackedInputs | CostSheetInputs);
  const itemIds = inputs.bom?.map((l) => l.item_id) ?? [];
  const names = itemIds.length
    ? new Map(
        (await db.select({ id: products.id, code: products.productCode, name: products.productName }).from(products).where(inArray(products.id, itemIds))).map((p) => [
          p.id,
          p,
        ]),
      )
    : new Map<number, { code: string; name: string }>();
  const [machine] = inputs.machine_id
    ? await db.select({ id: machines.id, machine_number: machines.machineNumber, machine_name: machines.machineName }).from(machines).where(eq(machines.id, inputs.machine_id))
    : [];
  return {
    ...toSheetDto(row),
    inputs: {
      ...inputs,
      machine: machine ?? null,
      bom: inputs.bom?.map((l) => ({ ...l, product_code: names.get(l.item_id)?.code ?? null, product_name: names.get(l.item_id)?.name ?? null })) ?? null,
    },
  };
}

/** `GET /api/costing/products/{id}/cost-sheet`: the current sheet with its inputs; 404 "Cost sheet not found" when none. */
export async function getCurrentCostSheet(ctx: ServiceContext, productId: number): Promise<CostSheetDetailDto> {
  await assertProduct(ctx.db, productId);
  const [row] = await ctx.db
    .select(sheetColumns)
    .from(currentCostSheets)
    .innerJoin(costSheets, eq(costSheets.id, currentCostSheets.sheetId))
    .innerJoin(products, eq(products.id, costSheets.productId))
    .where(eq(currentCostSheets.productId, productId))
    .limit(1);
  if (!row) throw new NotFoundError('Cost sheet'); // "Cost sheet not found" (COST_SHEET_NOT_FOUND)
  return toDetail(ctx.db, row);
}

/** The current sheet or null (the product page). */
export async function findCurrentCostSheet(ctx: ServiceContext, productId: number): Promise<CostSheetDetailDto | null> {
  try {
    return await getCurrentCostSheet(ctx, productId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * `GET /api/costing/products/{id}/cost-sheet/versions?sort&dir&page&per_page` and the product page's versions:
 * every version, newest first (`dir=asc`: oldest first), always paged; 404 for an unknown product.
 */
export async function listCostSheetVersions(ctx: ServiceContext, productId: number, query: ChildListQuery<(typeof COST_SHEET_VERSION_SORT.keys)[number]> = {}): Promise<Paginated<CostSheetDto>> {
  await assertProduct(ctx.db, productId);
  const where = eq(costSheets.productId, productId);
  const order = orderBySort(COST_SHEET_VERSION_SORT, { version: costSheets.version }, resolveSort(COST_SHEET_VERSION_SORT, query.sort, query.dir), costSheets.id, {
    notNull: ['version'],
  });
  return pageOf(ctx.db, pageRequest(query), {
    count: async (tx) => (await tx.select({ total: count() }).from(costSheets).where(where))[0].total,
    rows: (tx, page) =>
      tx
        .select(listColumns)
        .from(costSheets)
        .innerJoin(products, eq(products.id, costSheets.productId))
        .leftJoin(currentCostSheets, currentOfProduct)
        .where(where)
        .orderBy(...order)
        .limit(page.perPage)
        .offset(page.offset),
    map: toSheetDto,
  });
}
