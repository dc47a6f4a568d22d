import 'server-only';
import { transactionWithRetry } from '@/lib/db/retry';
import type { ImportResult } from './dto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { products, storageLocations } from '@/db/schema';
import { authorize } from '@/lib/auth/permissions';
import { todayInPlant } from '@/lib/dates';
import { executeRows, intArray, jsonRecords, textArray } from '@/lib/db/rows';
import { ValidationError, type FieldErrors } from '@/lib/errors';
import { addQuantities, quantity as toQuantity } from '@/lib/numbers';
import { createProductSchema } from '@/lib/products/schemas';
import { createProductsInTx } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { fromText } from '@/lib/validation/text-input';
import { IMPORT_COLUMNS, type ImportKind } from './constants';
import { movementDtos, readStamp, refreshBalances } from './movements';
import { importInventorySchema, receiveSchema } from './schemas';

/**
 * CSV import (issue 11 part 3). The browser parses the file (papaparse) and sends it in batches of rows with their
 * row numbers; each row is validated with the same zod schema as the forms and the API. A refused row changes
 * nothing, the others are kept. Every row is judged in memory first, against one lookup per batch of the codes it
 * names; then the batch is written set-based (issue 30): valid new items in one statement (with their audit rows),
 * opening-stock lines as lots (one statement) and movements with their audit rows (one statement), each from one
 * JSON parameter (`jsonRecords`), balances recomputed once per product. Re-importing a file does not duplicate: an item whose code exists and an opening-stock line already
 * imported (same item, location, lot and date) are skipped. Any cell may be missing: a row's report names what is
 * missing, never a 500.
 */

export type ImportProblem = { row: number; field: string; message: string };
export type { ImportResult } from './dto';

type Row = { row: number; values: Record<string, string> };

/** Only the kind's columns, trimmed strings; blank cells are left out (the schema's defaults then apply). */
function cleanValues(kind: ImportKind, values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const column of IMPORT_COLUMNS[kind]) {
    const raw = values[column];
    if (raw === undefined || raw === null) continue;
    const text = String(raw).trim();
    if (text !== '') out[column] = text;
  }
  return out;
}

function problemsOf(row: number, errors: FieldErrors, rename: Record<string, string> = {}): ImportProblem[] {
  return Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => ({ row, field: rename[field] ?? field, message })));
}

export async function importInventory(ctx: ServiceContext, input: unknown): Promise<ImportResult> {
  authorize(ctx, 'inventory.write');
  const body = parseInput(importInventorySchema, input);
  const rows: Row[] = body.rows.map((r) => ({ row: r.row, values: cleanValues(body.kind, r.values) }));
  return body.kind === 'items' ? importItems(ctx, rows) : importOpeningStock(ctx, rows);
}

async function importItems(ctx: ServiceContext, rows: Row[]): Promise<ImportResult> {
  const result: ImportResult = { imported: [], skipped: [], refused: [] };
  const valid: { row: number; data: z.output<typeof createProductSchema> }[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const parsed = createProductSchema.safeParse(fromText(createProductSchema, r.values));
    if (!parsed.success) {
      result.refused.push(...problemsOf(r.row, ValidationError.fromZod(parsed.error).errors));
      continue;
    }
    const key = parsed.data.product_code.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      result.refused.push({ row: r.row, field: 'product_code', message: `The product code appears more than once in the file (first on row ${first}).` });
      continue;
    }
    seen.set(key, r.row);
    valid.push({ row: r.row, data: parsed.data });
  }
  if (valid.length === 0) return sorted(result);

  const codes = valid.map((v) => v.data.product_code.toLowerCase());
  const existing = new Set(
    (await ctx.db.select({ code: sql<string>`lower(${products.productCode})` }).from(products).where(sql`lower(${products.productCode}) = any(${textArray(codes)})`)).map((r) => r.code),
  );
  const fresh = valid.filter((v) => {
    if (!existing.has(v.data.product_code.toLowerCase())) return true;
    result.skipped.push({ row: v.row, message: `An item with the code ${v.data.product_code} already exists: not imported again.` });
    return false;
  });
  // The valid new rows in one statement (the products service's bulk create, with its audit rows; balances by trigger).
  // Retried whole on a deadlock with a cost recompute (costed items wait for the costing lock holding their new rows).
  const { taken } = await transactionWithRetry(ctx.db, (tx) => createProductsInTx(tx, ctx, fresh.map((v) => v.data)));
  const takenCodes = new Set(taken);
  for (const v of fresh) {
    if (takenCodes.has(v.data.product_code)) result.skipped.push({ row: v.row, message: `An item with the code ${v.data.product_code} already exists: not imported again.` });
    else result.imported.push(v.row);
  }
  return sorted(result);
}

/**
 * The same item, location, lot and received date is one opening-stock line: importing it twice moves stock once.
 * Only for a line whose codes are known (a line without them is refused before its key matters).
 */
function openingKey(values: { product_code: string; location_code: string; lot_number?: string; received_date?: string }): string {
  return ['opening', values.product_code, values.location_code, values.lot_number ?? '', values.received_date ?? ''].map((s) => s.toLowerCase()).join('|');
}

type ProductRef = { id: number; code: string };
type LocationRef = { id: number; code: string; name: string; active: boolean };

/** The products and locations the batch names, by lower-cased code (one query each, however many rows). */
async function referencesOf(ctx: ServiceContext, rows: Row[]): Promise<{ products: Map<string, ProductRef>; locations: Map<string, LocationRef> }> {
  const wanted = (key: 'product_code' | 'location_code') => [...new Set(rows.map((r) => r.values[key]?.toLowerCase()).filter((c): c is string => Boolean(c)))];
  const productCodes = wanted('product_code');
  const locationCodes = wanted('location_code');
  const [productRows, locationRows] = await Promise.all([
    productCodes.length
      ? ctx.db.select({ id: products.id, code: products.productCode }).from(products).where(sql`lower(${products.productCode}) = any(${textArray(productCodes)})`)
      : Promise.resolve([]),
    locationCodes.length
      ? ctx.db
          .select({ id: storageLocations.id, code: storageLocations.locationCode, name: storageLocations.locationName, active: storageLocations.isActive })
          .from(storageLocations)
          .where(sql`lower(${storageLocations.locationCode}) = any(${textArray(locationCodes)})`)
      : Promise.resolve([]),
  ]);
  return {
    products: new Map(productRows.map((r) => [r.code.toLowerCase(), r])),
    locations: new Map(locationRows.map((r) => [r.code.toLowerCase(), r])),
  };
}

type OpeningLine = { row: number; key: string; data: z.output<typeof receiveSchema>; location: LocationRef };

/**
 * Opening stock, set-based: every row judged in memory (its codes against the batch's one lookup each, its cells
 * with the receipt's schema, the location active); then, in one transaction, the batch's balance rows locked in
 * product order, the lines already imported found and the locations read again (after the locks: two imports of
 * one file cannot both move stock; a location deleted or closed meanwhile refuses its rows), and the new lines
 * written as a receipt each — the lots in one statement, the movements and their audit rows in another, balances
 * recomputed once per product — with what `receiveStockInTx` writes for one line. A fixed number of statements
 * whatever the batch's size (issue 30: 100,000 rows in 50 batches).
 */
async function importOpeningStock(ctx: ServiceContext, rows: Row[]): Promise<ImportResult> {
  const result: ImportResult = { imported: [], skipped: [], refused: [] };
  const refs = await referencesOf(ctx, rows);
  const rename = { product_id: 'product_code', location_id: 'location_code' };

  // Each row judged on its own first: its codes (missing or unknown), then its other cells with the receipt's schema.
  const lines: OpeningLine[] = [];
  for (const r of rows) {
    const v = r.values;
    const problems: ImportProblem[] = [];
    const product = v.product_code ? refs.products.get(v.product_code.toLowerCase()) : undefined;
    const location = v.location_code ? refs.locations.get(v.location_code.toLowerCase()) : undefined;
    if (!v.product_code) problems.push({ row: r.row, field: 'product_code', message: 'The product code field is required.' });
    else if (product === undefined) problems.push({ row: r.row, field: 'product_code', message: `No item has the code ${v.product_code}.` });
    if (!v.location_code) problems.push({ row: r.row, field: 'location_code', message: 'The location code field is required.' });
    else if (location === undefined) problems.push({ row: r.row, field: 'location_code', message: `No location has the code ${v.location_code}.` });
    const cells = fromText(receiveSchema, { quantity: v.quantity, unit_cost: v.unit_cost, lot_number: v.lot_number, received_date: v.received_date });
    const input = {
      // A stand-in id while a code is refused above, so the other cells are still judged (and reported) in one pass.
      product_id: product?.id ?? 1,
      location_id: location?.id ?? 1,
      ...cells,
      reference: 'Opening stock import',
    };
    const parsed = receiveSchema.safeParse(input);
    if (!parsed.success) problems.push(...problemsOf(r.row, ValidationError.fromZod(parsed.error).errors, rename).filter((p) => p.field !== 'product_code' && p.field !== 'location_code'));
    if (problems.length || !parsed.success || !product || !location || !v.product_code || !v.location_code) {
      result.refused.push(...problems);
      continue;
    }
    // What the receipt refuses once the cells are valid (receiveStockInTx: assertLocation).
    if (!location.active) {
      result.refused.push({ row: r.row, field: 'location_code', message: 'The selected location is not active.' });
      continue;
    }
    lines.push({ row: r.row, key: openingKey({ ...v, product_code: v.product_code, location_code: v.location_code }), data: parsed.data, location });
  }
  if (lines.length === 0) return sorted(result);

  await ctx.db.transaction(async (tx: Tx) => {
    // Plans of a few hundred index probes can be costed past jit_above_cost while the statistics lag a large
    // import: compiling them takes longer than running them.
    await tx.execute(sql`set local jit = off`);
    const productIds = [...new Set(lines.map((l) => l.data.product_id))].sort((a, b) => a - b);
    const locationIds = [...new Set(lines.map((l) => l.data.location_id))];
    // As lockProducts does: a product without its balance row (the trigger makes one) gets it first, then every
    // balance row is locked in product order, with the products' standard cost — never a lock before an insert,
    // which would meet a concurrent movement's new row crosswise.
    await tx.execute(sql`insert into stock_balances (product_id) select id from unnest(${intArray(productIds)}) as t(id) where exists (select 1 from products p where p.id = t.id) on conflict do nothing`);
    const present = await executeRows<{ id: number; standard_cost: string | number | null }>(
      tx,
      sql`select b.product_id as id, (select p.standard_cost from products p where p.id = b.product_id) as standard_cost from stock_balances b
        where b.product_id = any(${intArray(productIds)}) order by b.product_id for update`,
    );
    // Under the locks: the lines already imported (two imports of one file cannot both move stock) and the
    // locations as they are now (kept from being deleted until the batch commits).
    const [done, locationsNow] = await Promise.all([
      executeRows<{ key: string }>(tx, sql`select idempotency_key as key from stock_movements where idempotency_key = any(${textArray(lines.map((l) => l.key))})`),
      executeRows<{ id: number; active: boolean }>(tx, sql`select id, is_active as active from storage_locations where id = any(${intArray(locationIds)}) for key share`),
    ]);
    const standardCost = new Map(present.map((p) => [Number(p.id), toQuantity(p.standard_cost)]));
    const doneKeys = new Set(done.map((d) => d.key));
    const activeNow = new Map(locationsNow.map((l) => [Number(l.id), l.active]));

    const fresh: OpeningLine[] = [];
    const seen = new Set<string>();
    for (const line of lines) {
      if (doneKeys.has(line.key) || seen.has(line.key)) {
        result.skipped.push({ row: line.row, message: 'This opening stock line was already imported: not imported again.' });
        continue;
      }
      seen.add(line.key);
      // Deleted or closed since the batch's lookup: what the receipt's own checks answer.
      if (!standardCost.has(line.data.product_id)) {
        result.refused.push({ row: line.row, field: 'product_code', message: 'The selected product does not exist.' });
        continue;
      }
      const active = activeNow.get(line.data.location_id);
      if (active !== true) {
        result.refused.push({ row: line.row, field: 'location_code', message: active === undefined ? 'The selected location does not exist.' : 'The selected location is not active.' });
        continue;
      }
      fresh.push(line);
    }
    if (fresh.length === 0) return;

    const today = todayInPlant();
    // The lots' and movements' ids drawn first, and the transaction's time (every row's created_at default): the
    // audit rows are composed here and written in the movements' statement.
    const stamp = await readStamp(tx, { lots: fresh.length, movements: fresh.length });
    const written = fresh.map((line, i) => ({
      line,
      lotId: stamp.lotIds[i],
      unitCost: line.data.unit_cost ?? standardCost.get(line.data.product_id)!,
    }));
    // Every row of a statement in one JSON parameter (jsonRecords).
    await tx.execute(sql`insert into stock_lots (id, product_id, location_id, quantity_on_hand, received_date, lot_number, unit_cost, last_transaction_date)
      select id, product_id, location_id, quantity, received_date, lot_number, unit_cost, ${today}::date
      from json_to_recordset(${jsonRecords(
        written.map(({ line, lotId, unitCost }) => ({
          id: lotId,
          product_id: line.data.product_id,
          location_id: line.data.location_id,
          quantity: line.data.quantity,
          received_date: line.data.received_date ?? today,
          lot_number: line.data.lot_number ?? null,
          unit_cost: unitCost,
        })),
      )}) as t(id int, product_id int, location_id int, quantity numeric, received_date date, lot_number text, unit_cost numeric)`);
    const onHand = await refreshBalances(tx, productIds.filter((id) => standardCost.has(id)));
    // Each movement's balance after it, as if written one by one in row order: the product's final on hand less
    // what the later lines of the batch added (`addQuantities`: exact).
    const after = new Map<number, number>();
    const balanceAfter: number[] = new Array(written.length);
    for (let i = written.length - 1; i >= 0; i--) {
      const { product_id, quantity } = written[i].line.data;
      balanceAfter[i] = after.get(product_id) ?? onHand.get(product_id) ?? 0;
      after.set(product_id, addQuantities(balanceAfter[i], -quantity));
    }
    const userId = ctx.user?.id ?? null;
    // The audit row of each receipt: the movement as GET answers it (what every movement's audit row holds).
    const dtos = movementDtos(
      ctx,
      written.map(({ line, lotId, unitCost }, i) => ({
        productId: line.data.product_id,
        movementType: 'receipt',
        quantity: line.data.quantity,
        toLocation: { id: line.location.id, location_code: line.location.code, location_name: line.location.name },
        lotId,
        lots: [{ lot_id: lotId, location_id: line.data.location_id, quantity: line.data.quantity }],
        unitCost,
        reference: line.data.reference,
        notes: line.data.notes,
        balanceAfter: balanceAfter[i],
      })),
      stamp,
      today,
    );
    const rowsOut = written.map(({ line, lotId, unitCost }, i) => {
      const changes = dtos[i];
      return {
        id: changes.id,
        product_id: line.data.product_id,
        quantity: line.data.quantity,
        location_id: line.data.location_id,
        lot_id: lotId,
        lots: changes.lots,
        unit_cost: unitCost,
        balance_after: balanceAfter[i],
        reference: line.data.reference ?? null,
        notes: line.data.notes ?? null,
        key: line.key,
        changes,
      };
    });
    // The movements and their audit rows: one statement. The JSON cells are read as json and cast (as jsonInsert
    // does): json_to_recordset's own jsonb conversion took twice as long.
    await tx.execute(sql`with t as (
        select * from json_to_recordset(${jsonRecords(rowsOut)}) as t(id int, product_id int, quantity numeric, location_id int, lot_id int, lots json,
          unit_cost numeric, balance_after numeric, reference text, notes text, key text, changes json)
      ), moved as (
        insert into stock_movements (id, product_id, movement_type, quantity, to_location_id, lot_id, lots, unit_cost, balance_after, reference, reason, notes, idempotency_key, movement_date, created_by)
        select id, product_id, 'receipt', quantity, location_id, lot_id, lots::jsonb, unit_cost, balance_after, reference, null, notes, key, ${today}::date, ${userId}::int from t
      )
      insert into audit_log (user_id, entity, entity_id, action, changes) select ${userId}::int, 'stock_movement', id::text, 'receipt', changes::jsonb from t`);
    for (const { line } of written) result.imported.push(line.row);
  });
  return sorted(result);
}

function sorted(result: ImportResult): ImportResult {
  result.imported.sort((a, b) => a - b);
  result.skipped.sort((a, b) => a.row - b.row);
  result.refused.sort((a, b) => a.row - b.row);
  return result;
}
