import 'server-only';
import crypto from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { costingRates, costSheets, currentCostSheets } from '@/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { probeByIndex } from '@/lib/db/plans';
import { executeRows, intArray } from '@/lib/db/rows';
import { afterSend, inOrder, together } from '@/lib/db/together';
import { DEFAULT_COSTING_RATES } from './constants';
import {
  changeBasis,
  describeChanges,
  inputKey,
  rollUpInChunks,
  type BomLineInput,
  type ChangeBasis,
  type CostingRates,
  type CostLine,
  type CostSheetInputs,
  type ProductCostInput,
} from './formulas';
import { packInputs, unpackInputs, type PackedInputs } from './snapshot';

/**
 * Keeping cost sheets current. Every write that changes an input of a cost calls one of these in its own
 * transaction, after its change:
 *   - a product's BOM saved, a product's cycle time / parts per cycle / standard cost / selling price changed,
 *     its costing inputs (press, crewing) changed → `recomputeCostSheets(tx, [productId])`
 *   - the plant rates changed → `recomputeAllCostSheets(tx)`
 *   - a press's hourly rate changed → `recomputeCostSheetsForMachine(tx, machineId)` (for the machines service)
 * The product and every product whose active BOM uses it, directly or through nested BOMs (where-used), are
 * recomputed bottom-up; a product gets a new version only when its inputs differ from its current sheet's.
 *
 * Which products have a cost sheet: those made here — an active BOM, a cycle time or costing inputs — and any
 * product that already has one (it keeps being kept current). Bought items are costed at their standard cost.
 *
 * One transaction-scoped advisory lock serialises recomputes, so two changes cannot both write version n + 1 of
 * a product; every read below runs after the lock is taken and so sees the other's committed change.
 */
const COSTING_LOCK = 7_240_601;

/**
 * New versions per INSERT statement at most (one JSON parameter of ~4 MB), and products rolled up between two looks
 * at what can be sent. Tests pass smaller ones to run the batched path on a few products.
 */
export type RecomputeSizes = { insertBatch: number; rollUpChunk: number };
const SIZES: RecomputeSizes = { insertBatch: 10_000, rollUpChunk: 2_000 };

export type RecomputeResult = { recomputed: number; created: number; productIds: number[] };

export async function loadRates(tx: DbOrTx): Promise<CostingRates & { version: number; updated_at: Date | null }> {
  const [row] = await tx.select().from(costingRates).limit(1);
  if (!row) return { ...DEFAULT_COSTING_RATES, version: 1, updated_at: null };
  return {
    labor_rate_per_hour: row.laborRatePerHour,
    operators_per_press: row.operatorsPerPress,
    overhead_rate_per_hour: row.overheadRatePerHour,
    default_machine_rate: row.defaultMachineRate,
    version: row.version,
    updated_at: row.updatedAt,
  };
}

function lock(tx: DbOrTx) {
  return tx.execute(sql`SELECT pg_advisory_xact_lock(${COSTING_LOCK})`);
}

/** `seeds` and every product whose active BOM uses one of them, at any depth. */
async function withWhereUsed(tx: DbOrTx, seeds: readonly number[]): Promise<number[]> {
  const rows = await executeRows<{ id: number | string }>(
    tx,
    sql`WITH RECURSIVE up(id) AS (
          SELECT unnest(${intArray(seeds)})
          UNION
          SELECT b.product_id FROM up
            JOIN bom_items bi ON bi.item_id = up.id
            JOIN boms b ON b.id = bi.bom_id AND b.is_active
        )
        SELECT id FROM up`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Rows as ONE json text, parsed here: a plant rates change reads ~50,000 products, and a single `JSON.parse` costs a
 * fraction of the driver decoding each row and field (both drivers, the same code). `row` is a
 * `json_build_array(…)` over `from`. (The BOM lines, ~140,000, come column by column: `loadBomLines`.)
 */
async function jsonRows<T>(tx: DbOrTx, row: SQL, from: SQL): Promise<T[]> {
  const [r] = await executeRows<{ rows: string | null }>(tx, sql`SELECT coalesce(json_agg(${row}), '[]')::text AS rows ${from}`);
  return JSON.parse(r?.rows ?? '[]') as T[];
}

/**
 * id, code, cycle time, parts per cycle, selling price, costing row?, press, press rate, operators, has BOM, current
 * sheet (id, version, key, total), standard cost (also what a component of the set costs its parents), the current
 * sheet's change basis.
 */
type ProductRow = [
  id: number,
  product_code: string,
  cycle_time_seconds: number | null,
  parts_per_cycle: number | null,
  selling_price: number,
  costing_row: boolean,
  machine_id: number | null,
  hourly_rate: number | null,
  operators_per_press: number | null,
  has_bom: boolean,
  sheet_id: number | null,
  sheet_version: number | null,
  input_key: string | null,
  sheet_total: number | null,
  standard_cost: number | null,
  change_basis: StoredBasis | null,
];

/**
 * `current_cost_sheets.change_basis`: the current version's `changeBasis` and, last, that version's number. A row
 * whose version has moved on without it (written by an instance from before migration 0038, during a rolling
 * upgrade or after a rollback) does not match and is not trusted: its snapshot is read instead.
 */
type StoredBasis = [...ChangeBasis, version: number];

export function storedBasis(inputs: CostSheetInputs, version: number): StoredBasis {
  return [...changeBasis(inputs, basisDigest), version];
}

function basisOf(stored: StoredBasis | null, version: number | null): ChangeBasis | null {
  return stored && stored.length === 11 && stored[10] === version ? (stored.slice(0, 10) as ChangeBasis) : null;
}

/** The product's current sheet: its version, its inputs' key, what its successor's changes compare with. */
type CurrentSheet = { id: number; version: number; key: string; basis: ChangeBasis | null };

/** `ids`' rows; null: every product's (a rates change: the costed ones are nearly all, and need no list to find). */
function loadProducts(tx: DbOrTx, ids: readonly number[] | null) {
  return jsonRows<ProductRow>(
    tx,
    sql`json_build_array(p.id, p.product_code, p.cycle_time_seconds, p.parts_per_cycle, p.selling_price,
                         (pc.product_id IS NOT NULL), pc.machine_id, m.hourly_rate, pc.operators_per_press,
                         (b.id IS NOT NULL), h.sheet_id, h.version, h.input_key, h.total_cost, p.standard_cost, h.change_basis)`,
    sql`FROM products p
          LEFT JOIN product_costing pc ON pc.product_id = p.id
          LEFT JOIN machines m ON m.id = pc.machine_id
          LEFT JOIN boms b ON b.product_id = p.id AND b.is_active
          LEFT JOIN current_cost_sheets h ON h.product_id = p.id
         ${ids ? sql`WHERE p.id = ANY(${intArray(ids)})` : sql``}`,
  );
}

/** The active BOMs' lines of `productIds`; null: of every product. */
async function loadBomLines(tx: DbOrTx, productIds: readonly number[] | null): Promise<Map<number, BomLineInput[]>> {
  // Column by column (one JSON array each): 136,500 lines in ~35 % less of the server's time than an array per line.
  // An aggregate without ORDER BY keeps no order that SQL promises, so each line carries its place in the order.
  const [r] = await executeRows<{ columns: string }>(
    tx,
    sql`SELECT json_build_array(array_agg(place), array_agg(product_id), array_agg(item_id), array_agg(quantity),
                                array_agg(scrap_percentage), array_agg(unit), array_agg(component_unit))::text AS columns
          FROM (SELECT row_number() OVER (ORDER BY b.product_id, bi.sequence, bi.id) AS place,
                       b.product_id, bi.item_id, bi.quantity, bi.scrap_percentage, bi.unit, c.unit AS component_unit
                  FROM boms b JOIN bom_items bi ON bi.bom_id = b.id JOIN products c ON c.id = bi.item_id
                 WHERE b.is_active ${productIds ? sql`AND b.product_id = ANY(${intArray(productIds)})` : sql``}) l`,
  );
  const [places, productCol, itemCol, quantityCol, scrapCol, unitCol, componentUnitCol] = JSON.parse(r.columns) as [
    number[] | null,
    number[],
    number[],
    (number | null)[],
    (number | null)[],
    string[],
    string[],
  ];
  const count = places?.length ?? 0;
  // Row i of the columns is line number places[i] (1-based); in order already, as a rule.
  const order = new Array<number>(count);
  for (let i = 0; i < count; i++) order[places![i] - 1] = i;
  const lines = new Map<number, BomLineInput[]>();
  for (const i of order) {
    const line = { item_id: itemCol[i], quantity: quantityCol[i] ?? 0, scrap_percentage: scrapCol[i] ?? 0, unit: unitCol[i], component_unit: componentUnitCol[i] };
    const list = lines.get(productCol[i]);
    if (list) list.push(line);
    else lines.set(productCol[i], [line]);
  }
  return lines;
}

type ComponentCost = { standard: number; hasBom: boolean; sheetTotal: number | null };

async function loadComponents(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, ComponentCost>> {
  if (ids.length === 0) return new Map();
  const rows = await jsonRows<[id: number, standard_cost: number | null, has_bom: boolean, total_cost: number | null]>(
    tx,
    sql`json_build_array(p.id, p.standard_cost, (b.id IS NOT NULL), h.total_cost)`,
    sql`FROM products p
          LEFT JOIN boms b ON b.product_id = p.id AND b.is_active
          LEFT JOIN current_cost_sheets h ON h.product_id = p.id
         WHERE p.id = ANY(${intArray(ids)})`,
  );
  return new Map(rows.map(([id, standard, hasBom, total]) => [id, { standard: standard ?? 0, hasBom, sheetTotal: total }]));
}

/**
 * The snapshots of replaced sheets that keep no change basis (written before migration 0038), by id in id order:
 * the current versions of a rates change lie together at the end of the table, read in order (a probe per product
 * in product order was 3× the time; joining on the current sheets' ids hashes every version ever stored).
 */
async function loadSnapshots(tx: DbOrTx, sheetIds: number[]): Promise<Map<number, PackedInputs | CostSheetInputs>> {
  if (sheetIds.length === 0) return new Map();
  const rows = await jsonRows<[id: number, inputs: PackedInputs | CostSheetInputs]>(
    tx,
    sql`json_build_array(cs.id, cs.inputs)`,
    sql`FROM cost_sheets cs WHERE cs.id = ANY(${intArray(sheetIds.sort((a, b) => a - b))})`,
  );
  return new Map(rows);
}

/** The stored input key: sha256 of `inputKey` (one-shot `crypto.hash`: a third of `createHash`'s time). */
const hashKey = (key: string) => crypto.hash('sha256', key, 'hex');
/** The change basis's digest of a BOM's lines (two per sheet; only ever compared with each other). */
const basisDigest = (canonical: string) => crypto.hash('sha1', canonical, 'base64');

/**
 * Recompute the sheets of `ids` (already closed over where-used; null: every costed product) and store the ones
 * whose inputs changed. Components with an active BOM outside the set use their current sheet's total; one that has
 * none yet (data from before costing existed) joins the set, so its sheet is computed first. Of the products read,
 * only the costed ones get a sheet (see below), which is how every product's read picks them.
 */
async function recomputeSet(
  tx: DbOrTx,
  ids: readonly number[] | null,
  user: SessionUser | null,
  { insertBatch, rollUpChunk }: RecomputeSizes = SIZES,
): Promise<RecomputeResult> {
  const set = new Set(ids);
  let products: ProductRow[] = [];
  const lines = new Map<number, BomLineInput[]>();
  const components = new Map<number, ComponentCost>();
  let pending = ids;
  const ratesLoaded = loadRates(tx);
  // Usually one round; more only when components with a BOM have no sheet yet.
  while (pending === null || pending.length) {
    // Both statements sent at once: the server runs the second while the first's answer is parsed here.
    const [loaded, loadedLines] = await Promise.all([loadProducts(tx, pending), loadBomLines(tx, pending)]);
    if (pending === null) for (const p of loaded) set.add(p[0]);
    products = products.concat(loaded);
    // A component in the set costs what its row already says (no second read of ~25,000 products on a rates change).
    for (const p of loaded) components.set(p[0], { standard: p[14] ?? 0, hasBom: p[9], sheetTotal: p[13] });
    for (const [k, v] of loadedLines) lines.set(k, v);
    const missing = new Set<number>();
    for (const list of loadedLines.values()) for (const line of list) if (!components.has(line.item_id)) missing.add(line.item_id);
    const componentIds = [...missing];
    for (const [k, v] of await loadComponents(tx, componentIds)) components.set(k, v);
    pending = componentIds.filter((id) => !set.has(id) && components.get(id)?.hasBom && components.get(id)?.sheetTotal == null);
    pending.forEach((id) => set.add(id));
  }

  const rates = await ratesLoaded;
  const inputs = new Map<number, ProductCostInput>();
  const current = new Map<number, CurrentSheet | null>();
  const codes = new Map<number, string>();
  for (const p of products) {
    const [id, code, cycle, parts, selling, costingRow, machineId, hourlyRate, operators, hasBom, sheetId, sheetVersion, key, , , basis] = p;
    const costed = hasBom || cycle != null || costingRow || sheetId != null;
    if (!costed) continue;
    codes.set(id, code);
    inputs.set(id, {
      product_id: id,
      cycle_time_seconds: cycle,
      parts_per_cycle: parts,
      selling_price: selling ?? 0,
      machine: machineId == null ? null : { id: machineId, hourly_rate: hourlyRate ?? 0 },
      operators_per_press: operators,
      bom: hasBom ? (lines.get(id) ?? []) : null,
    });
    current.set(id, sheetId == null ? null : { id: sheetId, version: sheetVersion!, key: key!, basis: basisOf(basis, sheetVersion) });
  }

  const externalCost = (itemId: number): { cost: number; source: CostLine['cost_source'] } => {
    const c = components.get(itemId);
    if (!c) return { cost: 0, source: 'standard' };
    if (c.hasBom && c.sheetTotal != null) return { cost: c.sheetTotal, source: 'rolled_up' };
    return { cost: c.standard, source: 'standard' };
  };
  // Current sheets without a change basis of their own version (see StoredBasis) are compared against their
  // snapshots, read while the first chunk is rolled up (none once every product has had a version since 0038).
  const previousLoaded = loadSnapshots(
    tx,
    [...current.values()].flatMap((before) => (before && !before.basis ? [before.id] : [])),
  );
  previousLoaded.catch(() => undefined); // awaited below; a failure is thrown there, not reported unhandled meanwhile
  await afterSend();
  let previous: Map<number, PackedInputs | CostSheetInputs> | undefined;
  const basisBefore = (before: CurrentSheet) => before.basis ?? changeBasis(unpackInputs(previous!.get(before.id)!), basisDigest);

  // Rolled up a chunk at a time, the new versions sent while the next chunks are computed: the server inserts one
  // batch while Node computes the next (a rates change: ~1.3 s of inserts no longer after ~0.6 s of roll-up). A batch
  // goes out when it is full, or as soon as the server has stored every batch before it (it would wait for Node).
  const productIds: number[] = [];
  const inserts: Promise<unknown>[] = [];
  let storing = 0;
  /** A batch failed: the transaction is aborted, nothing more is computed or sent (`together` throws its error). */
  let failed = false;
  /** The new versions not sent yet, each a positional row of `insertVersions`. */
  const rows: unknown[][] = [];
  const send = async () => {
    const insert = insertVersions(tx, rows.splice(0, insertBatch), user);
    storing++;
    // Settled by `together` below; the handler keeps a failure meanwhile from being an unhandled rejection.
    insert.then(
      () => storing--,
      () => (failed = true),
    );
    inserts.push(insert);
    await afterSend();
  };
  let recomputed = 0;
  try {
    for (const chunk of rollUpInChunks(inputs, rates, externalCost, rollUpChunk)) {
      if (failed) break;
      previous ??= await previousLoaded;
      recomputed += chunk.length;
      for (const [id, sheet] of chunk) {
        const key = hashKey(inputKey(sheet.inputs));
        const before = current.get(id) ?? null;
        if (before && before.key === key) continue;
        const version = (before?.version ?? 0) + 1;
        const basis = storedBasis(sheet.inputs, version);
        productIds.push(id);
        rows.push([
          id,
          version,
          sheet.material_cost,
          sheet.machine_cost,
          sheet.labor_cost,
          sheet.overhead_cost,
          sheet.total_cost,
          sheet.selling_price,
          sheet.margin_percentage,
          packInputs(sheet.inputs),
          key,
          codes.get(id)!.toLowerCase(),
          describeChanges(before ? basisBefore(before) : null, basisOf(basis, version)!),
          basis,
        ]);
      }
      if (rows.length >= insertBatch || (rows.length > 0 && storing === 0)) {
        do await send();
        while (rows.length >= insertBatch);
      } else await afterSend(); // lets the answers of the batches stored meanwhile in
    }
    while (rows.length && !failed) await send();
  } catch (error) {
    await Promise.allSettled([previousLoaded, ...inserts]);
    throw error;
  }
  await together([previousLoaded, ...inserts]);

  return { recomputed, created: productIds.length, productIds };
}

/**
 * Store new versions: one JSON parameter per batch, each row an array (no keys repeated) — a 700-row insert as
 * 12,000 bound parameters spent most of a recompute building and parsing the statement, and objects twice the text
 * of arrays. Row: product, version, the seven figures, packed snapshot, input key, sort key, changes, change basis.
 * The same statement makes each new version current: an in-place change of its product's row in
 * current_cost_sheets (the replaced version's row is not touched), or that row's first write.
 */
function insertVersions(tx: DbOrTx, rows: unknown[][], user: SessionUser | null): Promise<unknown> {
  return Promise.resolve(
    tx.execute(sql`
      WITH r AS (SELECT r FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS r),
      ins AS (
        INSERT INTO ${costSheets} (product_id, version, material_cost, machine_cost, labor_cost, overhead_cost, total_cost,
                                   selling_price, margin_percentage, inputs, input_key, changes, created_by)
        SELECT (r->>0)::int, (r->>1)::int, (r->>2)::numeric, (r->>3)::numeric, (r->>4)::numeric, (r->>5)::numeric, (r->>6)::numeric,
               (r->>7)::numeric, (r->>8)::numeric, r->9, r->>10, r->12, ${user?.id ?? null}::int
          FROM r
        RETURNING id, product_id, version, input_key, material_cost, total_cost, selling_price, margin_percentage)
      INSERT INTO ${currentCostSheets} (product_id, sheet_id, version, input_key, material_cost, total_cost, selling_price, margin_percentage,
                                        sort_key, change_basis)
      SELECT ins.product_id, ins.id, ins.version, ins.input_key, ins.material_cost, ins.total_cost, ins.selling_price, ins.margin_percentage,
             k.sort_key, k.change_basis
        FROM ins JOIN (SELECT (r->>0)::int AS product_id, r->>11 AS sort_key, (r->13)::json AS change_basis FROM r) k ON k.product_id = ins.product_id
      ON CONFLICT (product_id) DO UPDATE
        SET sheet_id = EXCLUDED.sheet_id, version = EXCLUDED.version, input_key = EXCLUDED.input_key, material_cost = EXCLUDED.material_cost,
            total_cost = EXCLUDED.total_cost, selling_price = EXCLUDED.selling_price, margin_percentage = EXCLUDED.margin_percentage,
            sort_key = EXCLUDED.sort_key, change_basis = EXCLUDED.change_basis`),
  );
}

/** After a change to `productIds` (their BOM, cycle time, costs, selling price or costing inputs). */
export async function recomputeCostSheets(
  tx: DbOrTx,
  productIds: readonly number[],
  user: SessionUser | null,
  sizes: RecomputeSizes = SIZES,
): Promise<RecomputeResult> {
  if (productIds.length === 0) return { recomputed: 0, created: 0, productIds: [] };
  // A few products and their where-used parents, read by id lists from tables of every product: index probes.
  await inOrder([probeByIndex(tx), lock(tx)]);
  return recomputeSet(tx, await withWhereUsed(tx, productIds), user, sizes);
}

/** After a product's code changed: the list's sort key of its sheets (no new version: not a cost input). */
export async function renameCostSheets(tx: DbOrTx, productId: number, productCode: string): Promise<void> {
  await tx.update(currentCostSheets).set({ sortKey: productCode.toLowerCase() }).where(eq(currentCostSheets.productId, productId));
}

/** After the plant rates changed: every costed product. */
export async function recomputeAllCostSheets(tx: DbOrTx, user: SessionUser | null): Promise<RecomputeResult> {
  await lock(tx);
  // Every product read, the costed ones recomputed: no id list to work out first (a union of four: 60–100 ms at
  // plant scale) and none to send and match (49,500 ids of 50,000).
  return recomputeSet(tx, null, user);
}

/**
 * After a press's hourly rate changed (for the machines service, in its update transaction): the products that
 * run on it and their where-used parents.
 */
export async function recomputeCostSheetsForMachine(tx: DbOrTx, machineId: number, user: SessionUser | null): Promise<RecomputeResult> {
  const rows = await executeRows<{ product_id: number | string }>(tx, sql`SELECT product_id FROM product_costing WHERE machine_id = ${machineId}`);
  return recomputeCostSheets(
    tx,
    rows.map((r) => Number(r.product_id)),
    user,
  );
}
