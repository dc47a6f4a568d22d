import 'server-only';
import type { MovementDto } from './dto';
import { aliasedTable, and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { products, stockBalances, stockLots, stockMovements, storageLocations, users, type MovementLotLine, type StockMovement } from '@/db/schema';
import { writeAudits } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/auth/types';
import { isoTimestamp, todayInPlant } from '@/lib/dates';
import { PG_UNIQUE_VIOLATION, pgErrorInfo } from '@/lib/db/errors';
import { intArray, intArrayOf, jsonInsert, nextSerial, rowsOf } from '@/lib/db/rows';
import { preparedQuery, runLater } from '@/lib/db/prepared';
import { sendWithCommit } from '@/lib/db/with-commit';
import { inOrder, mapped, together } from '@/lib/db/together';
import { ValidationError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { resolveSort } from '@/lib/list/sort';
import { orderBySort } from '@/lib/list/sort-sql';
// `quantity` names the amount moved throughout this file: the rounding helper goes by another name.
import { addQuantities, optionalQuantity, quantity as toQuantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { MOVEMENTS_PER_PAGE, NOT_ENOUGH_STOCK, type MovementType } from './constants';
import { MOVEMENT_SORT, type MovementListQuery } from './list-state';
import { adjustSchema, issueSchema, receiveSchema, transferSchema } from './schemas';
import { assertProductExists, lotInStock } from './stock';

/**
 * How stock moves (issue 11): receipts, FIFO issues, transfers and adjustments. Each one, in one transaction:
 * locks the product's balance row (so movements of one product run one after the other and 50 parallel issues
 * cannot overdraw a lot), changes the lots, recomputes the product's balance from its lots, writes the movement
 * row and an audit row. Quantities never go negative (422 on `quantity`) and allocated quantities are never issued.
 *
 * The `…InTx` functions run inside a caller's transaction (production reports issue materials and receive finished
 * goods in their own transaction); they parse their input but do not authorize: the caller has.
 */

/** Who moves stock: the transaction functions need only the user (for `created_by` and the audit row). */
export type StockActor = Pick<ServiceContext, 'user'>;

export type { MovementDto } from './dto';

type ProductInfo = { id: number; productCode: string; unit: string; standardCost: number };

/** The product (422 on product_id when unknown), with its balance row created if missing and locked. */
function lockProduct(tx: Tx, productId: number): PromiseLike<ProductInfo> {
  return mapped(lockProducts(tx, [productId]), (locked) => locked.get(productId)!);
}

/**
 * `lockProduct` for several products, in one statement: their balance rows inserted when missing and locked either
 * way (an upsert that changes nothing locks the row it meets), in id order, returning the products.
 */
function lockProducts(tx: Tx, ids: readonly number[]): PromiseLike<Map<number, ProductInfo>> {
  const productIds = [...new Set(ids)].sort((a, b) => a - b);
  const query = tx.execute(
    sql`with locked as (
        insert into ${stockBalances} (product_id)
        select ${products.id} from ${products} where ${products.id} = any(${intArray(productIds)}) order by ${products.id}
        on conflict (product_id) do update set product_id = excluded.product_id
        returning product_id
      )
      select p.id, p.product_code, p.unit, p.standard_cost from products p join locked on locked.product_id = p.id`,
  );
  return mapped(query, (answer) => {
    const rows = rowsOf<{ id: number | string; product_code: string; unit: string; standard_cost: string | number }>(answer);
    if (rows.length < productIds.length) throw ValidationError.field('product_id', 'The selected product does not exist.');
    return new Map(rows.map((p) => [Number(p.id), { id: Number(p.id), productCode: p.product_code, unit: p.unit, standardCost: toQuantity(p.standard_cost) }]));
  });
}

/** A location as a movement names it (MovementDto's from_location / to_location). */
export type LocationRef = { id: number; location_code: string; location_name: string };

/** The location (422 on `field` when unknown or inactive), as its movements will name it. */
async function assertLocation(tx: Tx, locationId: number, field: string): Promise<LocationRef> {
  const [location] = await tx
    .select({ id: storageLocations.id, location_code: storageLocations.locationCode, location_name: storageLocations.locationName, active: storageLocations.isActive })
    .from(storageLocations)
    .where(eq(storageLocations.id, locationId))
    .limit(1);
  if (!location) throw ValidationError.field(field, 'The selected location does not exist.');
  if (!location.active) throw ValidationError.field(field, 'The selected location is not active.');
  return { id: location.id, location_code: location.location_code, location_name: location.location_name };
}

/** A lot named by an issue or transfer (a scanned label): 422 on lot_id unless it is stock of the product (in the location given). */
async function assertLot(tx: Tx, lotId: number, productId: number, locationId: number | null | undefined): Promise<void> {
  const [lot] = await tx.select({ productId: stockLots.productId, locationId: stockLots.locationId }).from(stockLots).where(eq(stockLots.id, lotId)).limit(1);
  if (!lot) throw ValidationError.field('lot_id', 'The selected lot does not exist.');
  if (lot.productId !== productId) throw ValidationError.field('lot_id', 'The selected lot is not stock of this product.');
  if (locationId && lot.locationId !== locationId) throw ValidationError.field('lot_id', 'The selected lot is in another location.');
}

/** Recompute the product's balance row from its lots (one product's lots, at write time); returns on hand. */
export async function refreshBalance(tx: DbOrTx, productId: number): Promise<number> {
  return (await refreshBalances(tx, [productId])).get(productId) ?? 0;
}

/** `refreshBalance` for several products in one statement (a batch of issues, an import's batch): product id → on hand. */
export function refreshBalances(tx: DbOrTx, productIds: readonly number[], guard: SQL = sql`true`): PromiseLike<Map<number, number>> {
  if (productIds.length === 0) return Promise.resolve(new Map());
  // Raw SQL: drizzle's insert…select cannot name a subset of the columns (stock_status is generated). Each
  // product's lots summed on their own (lateral): a join of the products with stock_lots hashed the whole lots table
  // once the batch named a few hundred products (an import's batch read every lot imported so far). Only its lots in
  // stock (`live`, on stock_lots_live_idx): an empty lot adds nothing to any sum (its allocated is 0 too), and a
  // product's emptied lots pile up — a press receives a lot per report — which made every report's refresh slower
  // than the last (11 ms for a product with 20,000 of them). (`l.live` written out: `lotInStock` names the table,
  // not its alias.) So every lot summed holds stock, and its location counts.
  const query = tx.execute(
    sql`insert into stock_balances (product_id, quantity_on_hand, quantity_allocated, location_count, total_cost, last_movement_at, reorder_level, standard_cost, is_active)
      select p.id, s.on_hand, s.allocated, s.locations, s.total_cost, now(), p.reorder_level, p.standard_cost, p.is_active
      from products p cross join lateral (
        select coalesce(sum(l.quantity_on_hand), 0) as on_hand, coalesce(sum(l.quantity_allocated), 0) as allocated,
               count(distinct l.location_id)::int as locations,
               coalesce(sum(l.quantity_on_hand * coalesce(l.unit_cost, p.standard_cost)), 0) as total_cost
        from stock_lots l where l.product_id = p.id and l.live
      ) s
      where p.id = any(${intArray(productIds)}) and ${guard}
      on conflict (product_id) do update set
        quantity_on_hand = excluded.quantity_on_hand, quantity_allocated = excluded.quantity_allocated,
        location_count = excluded.location_count, total_cost = excluded.total_cost, last_movement_at = excluded.last_movement_at,
        reorder_level = excluded.reorder_level, standard_cost = excluded.standard_cost, is_active = excluded.is_active
      returning product_id, quantity_on_hand as on_hand`,
  );
  return mapped(query, (answer) => new Map(rowsOf<{ product_id: number | string; on_hand: string | number }>(answer).map((r) => [Number(r.product_id), toQuantity(r.on_hand)])));
}

type TakenLot = MovementLotLine & { unitCost: number; receivedDate: string; lotNumber: string | null; location: LocationRef };

/** What a lot read for taking names of its location (the movement's from_location). */
const lotLocation = { id: storageLocations.id, location_code: storageLocations.locationCode, location_name: storageLocations.locationName };

/** The free lots of `productIds` (on hand above allocated), locked (the lots alone), oldest received first, then lot id. */
function freeLots(tx: Tx, productIds: readonly number[], locationId?: number | null) {
  // Not started until awaited (`runLater`): a stock batch sends it in one round trip after its locks (`inOrder`).
  return runLater(locationId ? freeLotsIn(tx) : freeLotsAnywhere(tx), { ids: productIds.join(','), location: locationId ?? null });
}

/** `freeLots`' statement, prepared (built once) in two forms: any location (a production report's materials), one. */
function freeLotsWhere(db: DbOrTx, inLocation?: SQL) {
  return db
    .select({
      id: stockLots.id,
      productId: stockLots.productId,
      locationId: stockLots.locationId,
      onHand: stockLots.quantityOnHand,
      allocated: stockLots.quantityAllocated,
      unitCost: stockLots.unitCost,
      receivedDate: stockLots.receivedDate,
      lotNumber: stockLots.lotNumber,
      location: lotLocation,
    })
    .from(stockLots)
    .innerJoin(storageLocations, eq(storageLocations.id, stockLots.locationId))
    // `live` (implied by free stock) puts it on the index of lots in stock, past a product's emptied ones.
    .where(and(sql`${stockLots.productId} = any(${intArrayOf(sql.placeholder('ids'))})`, lotInStock, gt(stockLots.quantityOnHand, stockLots.quantityAllocated), inLocation))
    .orderBy(asc(stockLots.productId), asc(stockLots.receivedDate), asc(stockLots.id))
    .for('update', { of: stockLots });
}
const freeLotsAnywhere = preparedQuery((db) => freeLotsWhere(db).prepare('free_lots'));
const freeLotsIn = preparedQuery((db) => freeLotsWhere(db, eq(stockLots.locationId, sql.placeholder('location'))).prepare('free_lots_in'));

type FreeLot = Awaited<ReturnType<typeof freeLots>>[number];

/**
 * FIFO bookkeeping over lots read by `freeLots`: `take` picks `quantity` of one product (of one location when
 * given) from the oldest lots' free part, never their allocated part, and remembers it; 422 on `field` when not
 * enough is free (nothing has been written then). `write` then updates every lot taken from in one statement.
 */
function fifo(lots: FreeLot[]) {
  const free = new Map(lots.map((l) => [l.id, toQuantity(toQuantity(l.onHand) - toQuantity(l.allocated))]));
  const takenFromLot = new Map<number, number>();
  return {
    take(product: ProductInfo, quantity: number, locationId: number | null | undefined, shortage: (message: string) => Error, lotId?: number | null): TakenLot[] {
      const candidates = lots.filter((l) => l.productId === product.id && (!locationId || l.locationId === locationId) && (!lotId || l.id === lotId));
      const available = toQuantity(candidates.reduce((sum, l) => sum + free.get(l.id)!, 0));
      if (available < quantity) throw shortage(NOT_ENOUGH_STOCK(available, product.unit));
      const taken: TakenLot[] = [];
      let remaining = quantity;
      for (const lot of candidates) {
        if (remaining <= 0) break;
        const take = toQuantity(Math.min(remaining, free.get(lot.id)!));
        if (take <= 0) continue;
        free.set(lot.id, toQuantity(free.get(lot.id)! - take));
        takenFromLot.set(lot.id, toQuantity((takenFromLot.get(lot.id) ?? 0) + take));
        taken.push({
          lot_id: lot.id,
          location_id: lot.locationId,
          quantity: -take,
          unitCost: lot.unitCost == null ? product.standardCost : toQuantity(lot.unitCost),
          receivedDate: lot.receivedDate,
          lotNumber: lot.lotNumber,
          location: lot.location,
        });
        remaining = toQuantity(remaining - take);
      }
      return taken;
    },
    /** The update of every lot taken from (a query not started yet, for `inOrder`); nothing to do when none was. */
    write(tx: Tx, guard: SQL = sql`true`): PromiseLike<unknown> {
      const ids = [...takenFromLot.keys()];
      if (!ids.length) return Promise.resolve();
      return tx.execute(sql`
        update ${stockLots} set quantity_on_hand = ${stockLots.quantityOnHand} - v.take, last_transaction_date = ${todayInPlant()}
          from unnest(${intArray(ids)}, string_to_array(${ids.map((id) => takenFromLot.get(id)).join(',')}, ',')::numeric[]) as v(id, take)
         where ${stockLots.id} = v.id and ${guard}`);
    },
  };
}

/**
 * Take `quantity` FIFO (oldest received first, then lot id) from the product's lots — of one location when given —
 * never from their allocated part. 422 on `field` when not enough is available; nothing has changed then.
 */
async function takeFifo(tx: Tx, product: ProductInfo, quantity: number, locationId: number | null | undefined, field = 'quantity', lotId?: number | null): Promise<TakenLot[]> {
  const picker = fifo(await freeLots(tx, [product.id], locationId));
  const taken = picker.take(product, quantity, locationId, (message) => ValidationError.field(field, message), lotId);
  await picker.write(tx);
  return taken;
}

/** The weighted unit cost of what FIFO took. */
function fifoCost(taken: TakenLot[]): number {
  const qty = taken.reduce((s, t) => s - t.quantity, 0);
  return qty ? toQuantity(taken.reduce((s, t) => s - t.quantity * t.unitCost, 0) / qty) : 0;
}

export type MovementValues = {
  productId: number;
  movementType: MovementType;
  quantity: number;
  fromLocation?: LocationRef | null;
  toLocation?: LocationRef | null;
  lotId?: number | null;
  lots: MovementLotLine[];
  unitCost: number | null;
  reference?: string | null;
  reason?: string | null;
  notes?: string | null;
  idempotencyKey?: string | null;
  /** The product's on hand once this movement is written (a later movement of it in the same batch moves it on). */
  balanceAfter: number;
};

/**
 * What a batch of movements needs from the database before it writes, so that it can answer (and audit) what it
 * will write without waiting for the writes: the movements' ids and its new lots' ids (taken from their sequences,
 * rising in the batch's order), the transaction's time (`created_at`'s default) and the on hand of `onHandOf`, as
 * their balance rows keep it. Read after those rows are locked, in a statement of its own (READ COMMITTED: it sees
 * what the writer the lock waited for committed), the on hand cannot change before the batch writes: every writer
 * of a product's lots holds its balance row and refreshes it from the lots (`refreshBalances`). The kept row, not
 * the lots summed: a finished good gains a lot with every report, and a sum over all of them would be taken while
 * the shared resins are locked.
 */
export type Stamp = { lotIds: number[]; movementIds: number[]; at: Date; onHand: Map<number, number> };

export function readStamp(tx: Tx, { lots = 0, movements, onHandOf = [] }: { lots?: number; movements: number; onHandOf?: readonly number[] }): PromiseLike<Stamp> {
  const query = tx.execute(sql`select
      array_to_string(array(select ${nextSerial(stockLots.id)} from generate_series(1, ${lots}::int)), ',') as lot_ids,
      array_to_string(array(select ${nextSerial(stockMovements.id)} from generate_series(1, ${movements}::int)), ',') as movement_ids,
      now() as at,
      (select string_agg(product_id || ':' || quantity_on_hand, ',') from ${stockBalances} where product_id = any(${intArray(onHandOf)})) as on_hand`);
  // Drawn in the batch's order; sorted all the same, so that they rise with the batch whatever order the server
  // drew them in.
  const ids = (list: string | null) => (list ? list.split(',').map(Number).sort((a, b) => a - b) : []);
  return mapped(query, (answer) => {
    const [row] = rowsOf<{ lot_ids: string | null; movement_ids: string | null; at: string | Date; on_hand: string | null }>(answer);
    return {
      lotIds: ids(row.lot_ids),
      movementIds: ids(row.movement_ids),
      at: stockMovements.createdAt.mapFromDriverValue(row.at as string) as Date,
      onHand: new Map((row.on_hand ? row.on_hand.split(',') : []).map((pair) => pair.split(':')).map(([id, qty]) => [Number(id), toQuantity(qty)])),
    };
  });
}

/** The product's balance refreshed with the movement's ids and time read (one round trip), then the movement and its audit row (one more). */
async function recordMovement(tx: Tx, actor: StockActor, values: Omit<MovementValues, 'balanceAfter'>): Promise<MovementDto> {
  const [onHand, stamp] = await inOrder([refreshBalances(tx, [values.productId]), readStamp(tx, { movements: 1 })]);
  const movements = [{ ...values, balanceAfter: onHand.get(values.productId) ?? 0 }];
  const dtos = movementDtos(actor, movements, stamp);
  try {
    await together([insertMovements(tx, actor, movements, dtos), auditMovements(tx, actor, movements, dtos)]);
  } catch (error) {
    throw translateKey(error);
  }
  return dtos[0];
}

/**
 * The movements as the API answers them — what GET will read once they are written — built before they are written,
 * from the ids and time `readStamp` drew: so a batch's audit rows can go down with its writes, and a production
 * report's writes with its COMMIT (`receiveAndIssueInTx`).
 */
export function movementDtos(actor: StockActor, movements: MovementValues[], stamp: Stamp, today = todayInPlant()): MovementDto[] {
  const user = actor.user ? { id: actor.user.id, name: actor.user.name } : null;
  return movements.map((m, i) =>
    movementDto(
      {
        id: stamp.movementIds[i],
        productId: m.productId,
        movementType: m.movementType,
        quantity: m.quantity,
        lotId: m.lotId ?? null,
        // As jsonb gives them back: its keys shortest first.
        lots: m.lots.map((l) => ({ lot_id: l.lot_id, quantity: l.quantity, location_id: l.location_id })),
        unitCost: m.unitCost,
        balanceAfter: m.balanceAfter,
        reference: m.reference ?? null,
        reason: m.reason ?? null,
        notes: m.notes ?? null,
        movementDate: today,
        createdAt: stamp.at,
      },
      m.fromLocation ?? null,
      m.toLocation ?? null,
      user,
    ),
  );
}

/**
 * The movement rows as `movementDtos` answered them, one insert (a query not started yet, for `inOrder`), with
 * `guard` in its WHERE (lib/db/with-commit.ts). `created_at` is the column's default, the transaction's time the
 * stamp read.
 */
function insertMovements(tx: Tx, actor: StockActor, movements: MovementValues[], dtos: MovementDto[], guard: SQL = sql`true`): PromiseLike<unknown> {
  const createdBy = actor.user?.id ?? null;
  const rows = movements.map((m, i) => ({
    id: dtos[i].id,
    productId: m.productId,
    movementType: m.movementType,
    quantity: m.quantity,
    fromLocationId: m.fromLocation?.id ?? null,
    toLocationId: m.toLocation?.id ?? null,
    lotId: m.lotId ?? null,
    lots: m.lots,
    unitCost: m.unitCost,
    balanceAfter: m.balanceAfter,
    reference: m.reference ?? null,
    reason: m.reason ?? null,
    notes: m.notes ?? null,
    movementDate: dtos[i].movement_date,
    idempotencyKey: m.idempotencyKey ?? null,
    createdBy,
  }));
  return tx.execute(sql`${jsonInsert(stockMovements, rows)} where ${guard}`);
}

/** The audit rows of the movements (`movementDtos`), one insert. */
async function auditMovements(tx: Tx, actor: StockActor, movements: MovementValues[], dtos: MovementDto[]): Promise<void> {
  await writeAudits(
    tx,
    dtos.map((movement, i) => ({ user: actor.user as SessionUser | null, entity: 'stock_movement', entityId: movement.id, action: movements[i].movementType, changes: movement })),
  );
}

/** A new lot of `quantity` (or, for a transfer, the matching lot already there topped up). */
async function putLot(
  tx: Tx,
  productId: number,
  locationId: number,
  quantity: number,
  lot: { receivedDate: string; lotNumber: string | null; unitCost: number | null },
  merge: boolean,
): Promise<number> {
  const today = todayInPlant();
  if (merge) {
    const [same] = await tx
      .select({ id: stockLots.id })
      .from(stockLots)
      .where(
        and(
          eq(stockLots.productId, productId),
          eq(stockLots.locationId, locationId),
          eq(stockLots.receivedDate, lot.receivedDate),
          sql`${stockLots.lotNumber} is not distinct from ${lot.lotNumber}`,
          sql`${stockLots.unitCost} is not distinct from ${lot.unitCost}`,
        ),
      )
      .limit(1)
      .for('update');
    if (same) {
      await tx.update(stockLots).set({ quantityOnHand: sql`${stockLots.quantityOnHand} + ${quantity}`, lastTransactionDate: today }).where(eq(stockLots.id, same.id));
      return same.id;
    }
  }
  return insertLot(tx, productId, locationId, quantity, lot);
}

/**
 * A new lot (a query not started yet, for `inOrder`), answering its id; `lot.id` when drawn beforehand (`readStamp`).
 * `guard` goes in its WHERE (lib/db/with-commit.ts).
 */
function insertLot(
  tx: Tx,
  productId: number,
  locationId: number,
  quantity: number,
  lot: { id?: number; receivedDate: string; lotNumber: string | null; unitCost: number | null },
  guard: SQL = sql`true`,
): PromiseLike<number> {
  const row = { id: lot.id, productId, locationId, quantityOnHand: quantity, receivedDate: lot.receivedDate, lotNumber: lot.lotNumber, unitCost: lot.unitCost, lastTransactionDate: todayInPlant() };
  const query = tx.execute(sql`${jsonInsert(stockLots, [row])} where ${guard} returning id`);
  return mapped(query, (answer) => Number(rowsOf<{ id: number | string }>(answer)[0].id));
}

function translateKey(error: unknown): unknown {
  const { code, constraint } = pgErrorInfo(error);
  if (code === PG_UNIQUE_VIOLATION && constraint === 'stock_movements_idempotency_key_unique') return ValidationError.field('idempotency_key', 'This movement has already been recorded.');
  return error;
}

/** A receipt of a batch (`receiveAndIssueInTx`): its input, and options as `receiveStockInTx` takes them. */
export type BatchReceipt = { input: unknown; idempotencyKey?: string; location?: LocationRef };

/**
 * A receipt inside the caller's transaction: a new lot in `location_id` at `unit_cost` (blank: standard cost).
 * `options.location`: that location as the caller has just read it, active, in this transaction (a production
 * report's receiving location): not checked again.
 */
export async function receiveStockInTx(tx: Tx, ctx: StockActor, input: unknown, options: { idempotencyKey?: string; location?: LocationRef } = {}): Promise<MovementDto> {
  return (await receiveAndIssueInTx(tx, ctx, { receipt: { input, ...options }, issues: [] })).received!;
}

/** An issue inside the caller's transaction: FIFO from the oldest lots (of `location_id` when given), or from `lot_id` alone. */
export async function issueStockInTx(tx: Tx, ctx: StockActor, input: unknown): Promise<MovementDto> {
  return (await receiveAndIssueInTx(tx, ctx, { issues: [input] })).issued[0];
}

/**
 * A receipt and several issues inside the caller's transaction (a production report receives its good parts and
 * backflushes its materials), in two round trips whatever their count (`inOrder`: the server runs each statement
 * after the one before):
 *   1. every product's balance row locked, in one statement and in id order (two callers never hold them
 *      crosswise); under those locks the issued products' free lots read FIFO, and the movements' ids, the new
 *      lot's id, the time and the products' on hand drawn (`readStamp`); the named locations and lots checked
 *      (reads that lock nothing);
 *   2. the new lot, one update of the lots taken from, one refresh of the balances, one insert of the movements —
 *      the receipt's first — and their audit rows: all of it known from round trip 1 (the answer is built before
 *      it is written, `movementDtos`), so nothing waits for its answer but the caller.
 * These are the rows every press's report waits for (the shared resins' balances), so every round trip taken while
 * they are held is one all the others wait out. With `withCommit` (a production report: the stock is its last
 * write) round trip 2 goes down with the transaction's COMMIT (lib/db/with-commit.ts `sendWithCommit`, the audit
 * rows through lib/audit.ts `withDeferredAudits`): the locks are held for one round trip, not three. A batch with an
 * idempotency key is always awaited here, so a repeated key is the 422 it should be. A product short of stock
 * refuses the whole batch: `shortage(index, message)` makes the error (by default 422 on `quantity`); nothing has
 * been written then. Each issue is what `issueStockInTx` would have written for its input, in turn (a product
 * issued twice: the second takes from what the first left, and its `balance_after` is the later one). A product both
 * received and issued is received first, on its own (its issue may take from the new lot).
 */
export async function receiveAndIssueInTx(
  tx: Tx,
  ctx: StockActor,
  { receipt, issues, shortage = (_, message) => ValidationError.field('quantity', message), withCommit = false }: {
    receipt?: BatchReceipt | null;
    issues: unknown[];
    shortage?: (index: number, message: string) => Error;
    withCommit?: boolean;
  },
): Promise<{ received: MovementDto | null; issued: MovementDto[] }> {
  const data = receipt ? parseInput(receiveSchema, receipt.input) : null;
  const items = issues.map((input) => parseInput(issueSchema, input));
  if (data && items.some((item) => item.product_id === data.product_id)) {
    const received = await receiveAndIssueInTx(tx, ctx, { receipt, issues: [] });
    return { received: received.received, issued: (await receiveAndIssueInTx(tx, ctx, { issues, shortage, withCommit })).issued };
  }
  const issuedIds = [...new Set(items.map((i) => i.product_id))];
  const productIds = data ? [data.product_id, ...issuedIds] : issuedIds;
  if (!productIds.length) return { received: null, issued: [] };
  const locationIds = [...new Set(items.flatMap((i) => (i.location_id ? [i.location_id] : [])))];
  const [products, lots, stamp, [receivedInto, locationRefs]] = await inOrder([
    lockProducts(tx, productIds),
    issuedIds.length ? freeLots(tx, issuedIds) : Promise.resolve([]),
    readStamp(tx, { lots: data ? 1 : 0, movements: items.length + (data ? 1 : 0), onHandOf: productIds }),
    together([
      !data ? Promise.resolve(null) : receipt?.location?.id === data.location_id ? Promise.resolve(receipt.location) : assertLocation(tx, data.location_id, 'location_id'),
      Promise.all(locationIds.map((id) => assertLocation(tx, id, 'location_id'))),
      Promise.all(items.flatMap((item) => (item.lot_id ? [assertLot(tx, item.lot_id, item.product_id, item.location_id)] : []))),
    ]),
  ]);
  const locations = new Map(locationIds.map((id, i) => [id, locationRefs[i]]));
  // Each product's on hand as the batch's movements leave it, one after the other (balance_after).
  const onHand = new Map(productIds.map((id) => [id, stamp.onHand.get(id) ?? 0]));
  const moved = (productId: number, quantity: number) => {
    onHand.set(productId, addQuantities(onHand.get(productId)!, quantity));
    return onHand.get(productId)!;
  };

  const movements: MovementValues[] = [];
  let newLot = (_guard: SQL): PromiseLike<unknown> => Promise.resolve();
  if (data) {
    const unitCost = data.unit_cost ?? products.get(data.product_id)!.standardCost;
    const lot = { id: stamp.lotIds[0], receivedDate: data.received_date ?? todayInPlant(), lotNumber: data.lot_number ?? null, unitCost };
    newLot = (guard) => insertLot(tx, data.product_id, data.location_id, data.quantity, lot, guard);
    movements.push({
      productId: data.product_id,
      movementType: 'receipt',
      quantity: data.quantity,
      toLocation: receivedInto,
      lotId: lot.id,
      lots: [{ lot_id: lot.id, location_id: data.location_id, quantity: data.quantity }],
      unitCost,
      reference: data.reference,
      notes: data.notes,
      idempotencyKey: receipt?.idempotencyKey,
      balanceAfter: moved(data.product_id, data.quantity),
    });
  }

  const picker = fifo(lots);
  items.forEach((item, index) => {
    const taken = picker.take(products.get(item.product_id)!, item.quantity, item.location_id, (message) => shortage(index, message), item.lot_id);
    movements.push({
      productId: item.product_id,
      movementType: 'issue',
      quantity: -item.quantity,
      fromLocation: item.location_id ? locations.get(item.location_id)! : new Set(taken.map((t) => t.location_id)).size === 1 ? taken[0].location : null,
      lots: taken.map(({ lot_id, location_id, quantity }) => ({ lot_id, location_id, quantity })),
      unitCost: fifoCost(taken),
      reference: item.reference,
      notes: item.notes,
      balanceAfter: moved(item.product_id, -item.quantity),
    });
  });
  const dtos = movementDtos(ctx, movements, stamp);
  const writes = (guard: SQL) =>
    inOrder([newLot(guard), picker.write(tx, guard), refreshBalances(tx, productIds, guard), insertMovements(tx, ctx, movements, dtos, guard)]);
  try {
    if (withCommit && !receipt?.idempotencyKey) await together([sendWithCommit(tx, writes, { strict: true }), auditMovements(tx, ctx, movements, dtos)]);
    else await together([writes(sql`true`), auditMovements(tx, ctx, movements, dtos)]);
  } catch (error) {
    throw translateKey(error);
  }
  return data ? { received: dtos[0], issued: dtos.slice(1) } : { received: null, issued: dtos };
}

export async function transferStockInTx(tx: Tx, ctx: StockActor, input: unknown): Promise<MovementDto> {
  const data = parseInput(transferSchema, input);
  const product = await lockProduct(tx, data.product_id);
  const from = await assertLocation(tx, data.from_location_id, 'from_location_id');
  const to = await assertLocation(tx, data.to_location_id, 'to_location_id');
  if (data.lot_id) await assertLot(tx, data.lot_id, product.id, data.from_location_id);
  const taken = await takeFifo(tx, product, data.quantity, data.from_location_id, 'quantity', data.lot_id);
  const lines: MovementLotLine[] = [];
  for (const t of taken) {
    lines.push({ lot_id: t.lot_id, location_id: t.location_id, quantity: t.quantity });
    // The moved part keeps its receipt date, lot number and cost: FIFO age does not restart on a transfer.
    const into = await putLot(tx, product.id, data.to_location_id, -t.quantity, { receivedDate: t.receivedDate, lotNumber: t.lotNumber, unitCost: t.unitCost }, true);
    lines.push({ lot_id: into, location_id: data.to_location_id, quantity: -t.quantity });
  }
  return recordMovement(tx, ctx, {
    productId: product.id,
    movementType: 'transfer',
    quantity: data.quantity,
    fromLocation: from,
    toLocation: to,
    lots: lines,
    unitCost: fifoCost(taken),
    reference: data.reference,
    notes: data.notes,
  });
}

export async function adjustStockInTx(tx: Tx, ctx: StockActor, input: unknown): Promise<MovementDto> {
  const data = parseInput(adjustSchema, input);
  const product = await lockProduct(tx, data.product_id);
  const location = await assertLocation(tx, data.location_id, 'location_id');
  if (data.quantity_change > 0) {
    const lotId = await putLot(tx, product.id, data.location_id, data.quantity_change, { receivedDate: todayInPlant(), lotNumber: null, unitCost: product.standardCost }, false);
    return recordMovement(tx, ctx, {
      productId: product.id,
      movementType: 'adjustment',
      quantity: data.quantity_change,
      toLocation: location,
      lotId,
      lots: [{ lot_id: lotId, location_id: data.location_id, quantity: data.quantity_change }],
      unitCost: product.standardCost,
      reference: data.reference,
      reason: data.reason,
      notes: data.notes,
    });
  }
  const taken = await takeFifo(tx, product, -data.quantity_change, data.location_id, 'quantity_change');
  return recordMovement(tx, ctx, {
    productId: product.id,
    movementType: 'adjustment',
    quantity: data.quantity_change,
    fromLocation: location,
    lots: taken.map(({ lot_id, location_id, quantity }) => ({ lot_id, location_id, quantity })),
    unitCost: fifoCost(taken),
    reference: data.reference,
    reason: data.reason,
    notes: data.notes,
  });
}

// ---- the API's movements: authorize, then one transaction ----

export async function receiveStock(ctx: ServiceContext, input: unknown): Promise<MovementDto> {
  authorize(ctx, 'inventory.write');
  parseInput(receiveSchema, input); // 422 before any transaction is opened
  return ctx.db.transaction((tx) => receiveStockInTx(tx, ctx, input));
}

export async function issueStock(ctx: ServiceContext, input: unknown): Promise<MovementDto> {
  authorize(ctx, 'inventory.write');
  parseInput(issueSchema, input);
  return ctx.db.transaction((tx) => issueStockInTx(tx, ctx, input));
}

export async function transferStock(ctx: ServiceContext, input: unknown): Promise<MovementDto> {
  authorize(ctx, 'inventory.write');
  parseInput(transferSchema, input);
  return ctx.db.transaction((tx) => transferStockInTx(tx, ctx, input));
}

export async function adjustStock(ctx: ServiceContext, input: unknown): Promise<MovementDto> {
  authorize(ctx, 'inventory.write');
  parseInput(adjustSchema, input);
  return ctx.db.transaction((tx) => adjustStockInTx(tx, ctx, input));
}

// ---- reads ----

const fromLocation = aliasedTable(storageLocations, 'from_location');
const toLocation = aliasedTable(storageLocations, 'to_location');

function selectMovements(db: DbOrTx) {
  return db
    .select({
      m: stockMovements,
      from: { id: fromLocation.id, code: fromLocation.locationCode, name: fromLocation.locationName },
      to: { id: toLocation.id, code: toLocation.locationCode, name: toLocation.locationName },
      user: { id: users.id, name: users.name },
    })
    .from(stockMovements)
    .leftJoin(fromLocation, eq(fromLocation.id, stockMovements.fromLocationId))
    .leftJoin(toLocation, eq(toLocation.id, stockMovements.toLocationId))
    .leftJoin(users, eq(users.id, stockMovements.createdBy));
}

type MovementRow = Awaited<ReturnType<ReturnType<typeof selectMovements>['execute']>>[number];

const loc = (l: { id: number; code: string; name: string } | null) => (l ? { id: l.id, location_code: l.code, location_name: l.name } : null);

function toMovementDto(r: MovementRow): MovementDto {
  return movementDto(r.m, loc(r.from), loc(r.to), r.user ? { id: r.user.id, name: r.user.name } : null);
}

/** A movement as the API answers it: read (`toMovementDto`) or just written (`recordMovements`). */
function movementDto(
  m: Omit<StockMovement, 'fromLocationId' | 'toLocationId' | 'createdBy' | 'idempotencyKey'>,
  from: LocationRef | null,
  to: LocationRef | null,
  createdBy: { id: number; name: string } | null,
): MovementDto {
  return {
    id: m.id,
    product_id: m.productId,
    movement_type: m.movementType,
    quantity: toQuantity(m.quantity),
    from_location: from,
    to_location: to,
    lot_id: m.lotId,
    lots: m.lots,
    unit_cost: optionalQuantity(m.unitCost),
    balance_after: toQuantity(m.balanceAfter),
    reference: m.reference,
    reason: m.reason,
    notes: m.notes,
    movement_date: m.movementDate,
    created_by: createdBy,
    created_at: isoTimestamp(m.createdAt)!,
  };
}

const MOVEMENT_ORDER = {
  date: stockMovements.movementDate,
  type: sql`${stockMovements.movementType}::text`,
  quantity: stockMovements.quantity,
  unit_cost: stockMovements.unitCost,
};

/** The product's movements as a PageQuery in the order asked (the id breaking ties); 404 for an unknown product. */
async function movementsQuery(ctx: ServiceContext, productId: number, query: MovementListQuery): Promise<PageQuery<MovementRow, MovementDto>> {
  await assertProductExists(ctx, productId);
  const order = orderBySort(MOVEMENT_SORT, MOVEMENT_ORDER, resolveSort(MOVEMENT_SORT, query.sort, query.dir), stockMovements.id, { notNull: ['date', 'type', 'quantity'] });
  const where = eq(stockMovements.productId, productId);
  return {
    count: async (tx) => (await tx.select({ total: count() }).from(stockMovements).where(where))[0].total,
    rows: (tx, page) => selectMovements(tx).where(where).orderBy(...order).limit(page.perPage).offset(page.offset),
    map: toMovementDto,
  };
}

/** `GET /api/inventory/product/{id}/movements?page&per_page&sort&dir`: newest first unless a sort is asked, always paged (15 by default). */
export async function productMovements(ctx: ServiceContext, productId: number, query: MovementListQuery = {}): Promise<Paginated<MovementDto>> {
  return pageOf(ctx.db, pageRequest(query, MOVEMENTS_PER_PAGE), await movementsQuery(ctx, productId, query));
}

/** `GET /api/inventory/product/{id}/movements/export?sort&dir`: every movement of the product in that order, batch by batch. */
export async function* productMovementBatches(ctx: ServiceContext, productId: number, query: Pick<MovementListQuery, 'sort' | 'dir'> = {}): AsyncGenerator<MovementDto[]> {
  yield* listBatches(ctx.db, await movementsQuery(ctx, productId, query));
}

// ---- allocations (sales orders, CONTRACT §10): stock held for a customer, never issued to anyone else ----

/** A quantity of one lot (an allocation, or what a shipment took). */
export type LotQuantity = { lot_id: number; quantity: number };

/**
 * Hold up to `quantity` of the product's free stock (on hand − allocated) FIFO, oldest lot first, inside the
 * caller's transaction: the lots' `quantity_allocated` and the product's balance change. Returns what each lot
 * holds now for the caller (less than asked, or nothing, when less is free).
 */
export async function allocateFifoInTx(tx: Tx, productId: number, quantity: number): Promise<LotQuantity[]> {
  await lockProduct(tx, productId);
  const lots = await tx
    .select({ id: stockLots.id, onHand: stockLots.quantityOnHand, allocated: stockLots.quantityAllocated })
    .from(stockLots)
    .where(and(eq(stockLots.productId, productId), lotInStock, gt(stockLots.quantityOnHand, stockLots.quantityAllocated)))
    .orderBy(asc(stockLots.receivedDate), asc(stockLots.id))
    .for('update');
  const held: LotQuantity[] = [];
  let remaining = toQuantity(quantity);
  for (const lot of lots) {
    if (remaining <= 0) break;
    const take = toQuantity(Math.min(remaining, toQuantity(lot.onHand) - toQuantity(lot.allocated)));
    if (take <= 0) continue;
    await tx.update(stockLots).set({ quantityAllocated: sql`${stockLots.quantityAllocated} + ${take}` }).where(eq(stockLots.id, lot.id));
    held.push({ lot_id: lot.id, quantity: take });
    remaining = toQuantity(remaining - take);
  }
  if (held.length) await refreshBalance(tx, productId);
  return held;
}

/** Hold up to `quantity` of one lot's free stock (good parts just received for a make-to-order line); returns what was held. */
export async function allocateLotInTx(tx: Tx, productId: number, lotId: number, quantity: number): Promise<number> {
  await lockProduct(tx, productId);
  const [lot] = await tx
    .select({ onHand: stockLots.quantityOnHand, allocated: stockLots.quantityAllocated })
    .from(stockLots)
    .where(and(eq(stockLots.id, lotId), eq(stockLots.productId, productId)))
    .for('update');
  if (!lot) return 0;
  const take = toQuantity(Math.min(toQuantity(quantity), toQuantity(lot.onHand) - toQuantity(lot.allocated)));
  if (take <= 0) return 0;
  await tx.update(stockLots).set({ quantityAllocated: sql`${stockLots.quantityAllocated} + ${take}` }).where(eq(stockLots.id, lotId));
  await refreshBalance(tx, productId);
  return take;
}

/** Give held stock back (an order closed short or cancelled): the lots' `quantity_allocated` goes down by each quantity. */
export async function releaseAllocationsInTx(tx: Tx, productId: number, lots: LotQuantity[]): Promise<void> {
  if (!lots.length) return;
  await lockProduct(tx, productId);
  for (const l of lots) {
    await tx
      .update(stockLots)
      .set({ quantityAllocated: sql`greatest(${stockLots.quantityAllocated} - ${l.quantity}, 0)` })
      .where(eq(stockLots.id, l.lot_id));
  }
  await refreshBalance(tx, productId);
}

export type ShippedLot = LotQuantity & { lot_number: string | null };

/**
 * A shipment's issue of one product inside the caller's transaction: first from the lots held for the line
 * (`allocated`, FIFO among them), then FIFO from free stock; one `issue` movement. Short of stock → 422 on `field`
 * (the caller's transaction rolls back: nothing changes). Returns the movement, the lots taken and how much of each
 * allocation was used.
 */
export async function shipStockInTx(
  tx: Tx,
  actor: StockActor,
  input: { product_id: number; quantity: number; allocated: LotQuantity[]; reference: string; notes?: string | null },
  field = 'quantity',
): Promise<{ movement: MovementDto; lots: ShippedLot[]; usedAllocations: LotQuantity[] }> {
  const product = await lockProduct(tx, input.product_id);
  let remaining = toQuantity(input.quantity);
  const taken: TakenLot[] = [];
  const used: LotQuantity[] = [];
  const heldQty = new Map(input.allocated.map((a) => [a.lot_id, toQuantity(a.quantity)]));
  if (heldQty.size) {
    const lots = await tx
      .select({
        id: stockLots.id,
        locationId: stockLots.locationId,
        onHand: stockLots.quantityOnHand,
        allocated: stockLots.quantityAllocated,
        unitCost: stockLots.unitCost,
        receivedDate: stockLots.receivedDate,
        lotNumber: stockLots.lotNumber,
        location: lotLocation,
      })
      .from(stockLots)
      .innerJoin(storageLocations, eq(storageLocations.id, stockLots.locationId))
      .where(and(eq(stockLots.productId, product.id), sql`${stockLots.id} in (${sql.join([...heldQty.keys()].map((id) => sql`${id}`), sql`, `)})`))
      .orderBy(asc(stockLots.receivedDate), asc(stockLots.id))
      .for('update', { of: stockLots });
    const today = todayInPlant();
    for (const lot of lots) {
      if (remaining <= 0) break;
      const take = toQuantity(Math.min(remaining, heldQty.get(lot.id) ?? 0, toQuantity(lot.onHand), toQuantity(lot.allocated)));
      if (take <= 0) continue;
      await tx
        .update(stockLots)
        .set({ quantityOnHand: sql`${stockLots.quantityOnHand} - ${take}`, quantityAllocated: sql`${stockLots.quantityAllocated} - ${take}`, lastTransactionDate: today })
        .where(eq(stockLots.id, lot.id));
      taken.push({ lot_id: lot.id, location_id: lot.locationId, quantity: -take, unitCost: lot.unitCost == null ? product.standardCost : toQuantity(lot.unitCost), receivedDate: lot.receivedDate, lotNumber: lot.lotNumber, location: lot.location });
      used.push({ lot_id: lot.id, quantity: take });
      remaining = toQuantity(remaining - take);
    }
  }
  if (remaining > 0) taken.push(...(await takeFifo(tx, product, remaining, null, field)));
  const movement = await recordMovement(tx, actor, {
    productId: product.id,
    movementType: 'issue',
    quantity: -toQuantity(input.quantity),
    fromLocation: new Set(taken.map((t) => t.location_id)).size === 1 ? taken[0].location : null,
    lots: taken.map(({ lot_id, location_id, quantity }) => ({ lot_id, location_id, quantity })),
    unitCost: fifoCost(taken),
    reference: input.reference,
    notes: input.notes ?? 'Shipped to a customer',
  });
  return { movement, lots: taken.map((t) => ({ lot_id: t.lot_id, lot_number: t.lotNumber, quantity: -t.quantity })), usedAllocations: used };
}
