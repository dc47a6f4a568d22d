import 'server-only';
import type { ImportResult } from './dto';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { products, stockMovements, storageLocations } from '@/db/schema';
import { authorize } from '@/lib/auth/permissions';
import { ServiceError, ValidationError, type FieldErrors } from '@/lib/errors';
import { createProductSchema } from '@/lib/products/schemas';
import { createProductsInTx } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { fromText } from '@/lib/validation/text-input';
import { IMPORT_COLUMNS, type ImportKind } from './constants';
import { receiveStockInTx } from './movements';
import { importInventorySchema, receiveSchema } from './schemas';

/**
 * CSV import (issue 11 part 3). The browser parses the file (papaparse) and sends it in batches of rows with their
 * row numbers; each row is validated with the same zod schema as the forms and the API. A refused row changes
 * nothing, the others are kept: valid new items are created together (one statement a batch), opening-stock lines
 * each in their own savepoint (a line the movements service refuses is reported and rolled back alone). Re-importing
 * a file does not duplicate: an item whose code exists and an opening-stock line already imported (same item,
 * location, lot and date) are skipped. Any cell may be missing: a row's report names what is missing, never a 500.
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

/** A row's own failure (422) is reported; anything else aborts the request. */
function rowFailure(row: number, error: unknown, rename: Record<string, string> = {}): ImportProblem[] {
  if (error instanceof ValidationError) return problemsOf(row, error.errors, rename);
  if (error instanceof ServiceError && error.kind === 'Validation') return [{ row, field: '_', message: error.message }];
  throw error;
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
    (await ctx.db.select({ code: sql<string>`lower(${products.productCode})` }).from(products).where(inArray(sql`lower(${products.productCode})`, codes))).map((r) => r.code),
  );
  const fresh = valid.filter((v) => {
    if (!existing.has(v.data.product_code.toLowerCase())) return true;
    result.skipped.push({ row: v.row, message: `An item with the code ${v.data.product_code} already exists: not imported again.` });
    return false;
  });
  // The valid new rows in one statement (the products service's bulk create, with its audit rows; balances by trigger).
  await ctx.db.transaction(async (tx) => {
    const { taken } = await createProductsInTx(tx, ctx, fresh.map((v) => v.data));
    const takenCodes = new Set(taken);
    for (const v of fresh) {
      if (takenCodes.has(v.data.product_code)) result.skipped.push({ row: v.row, message: `An item with the code ${v.data.product_code} already exists: not imported again.` });
      else result.imported.push(v.row);
    }
  });
  return sorted(result);
}

/**
 * The same item, location, lot and received date is one opening-stock line: importing it twice moves stock once.
 * Only for a line whose codes are known (a line without them is refused before its key matters).
 */
function openingKey(values: { product_code: string; location_code: string; lot_number?: string; received_date?: string }): string {
  return ['opening', values.product_code, values.location_code, values.lot_number ?? '', values.received_date ?? ''].map((s) => s.toLowerCase()).join('|');
}

/** Lower-cased code → id of the codes the batch names (one query each kind, however many rows). */
async function idsByCode(ctx: ServiceContext, codes: (string | undefined)[], table: 'products' | 'locations'): Promise<Map<string, number>> {
  const wanted = [...new Set(codes.filter((c): c is string => Boolean(c)).map((c) => c.toLowerCase()))];
  if (!wanted.length) return new Map();
  const column = table === 'products' ? products.productCode : storageLocations.locationCode;
  const id = table === 'products' ? products.id : storageLocations.id;
  const rows = await ctx.db
    .select({ id, code: sql<string>`lower(${column})` })
    .from(table === 'products' ? products : storageLocations)
    .where(inArray(sql`lower(${column})`, wanted));
  return new Map(rows.map((r) => [r.code, r.id]));
}

async function importOpeningStock(ctx: ServiceContext, rows: Row[]): Promise<ImportResult> {
  const result: ImportResult = { imported: [], skipped: [], refused: [] };
  const productIds = await idsByCode(ctx, rows.map((r) => r.values.product_code), 'products');
  const locationIds = await idsByCode(ctx, rows.map((r) => r.values.location_code), 'locations');
  const rename = { product_id: 'product_code', location_id: 'location_code' };

  // Each row judged on its own first: its codes (missing or unknown), then its other cells with the receipt's schema.
  const lines: { row: number; key: string; input: Record<string, unknown> }[] = [];
  for (const r of rows) {
    const v = r.values;
    const problems: ImportProblem[] = [];
    const productId = v.product_code ? productIds.get(v.product_code.toLowerCase()) : undefined;
    const locationId = v.location_code ? locationIds.get(v.location_code.toLowerCase()) : undefined;
    if (!v.product_code) problems.push({ row: r.row, field: 'product_code', message: 'The product code field is required.' });
    else if (productId === undefined) problems.push({ row: r.row, field: 'product_code', message: `No item has the code ${v.product_code}.` });
    if (!v.location_code) problems.push({ row: r.row, field: 'location_code', message: 'The location code field is required.' });
    else if (locationId === undefined) problems.push({ row: r.row, field: 'location_code', message: `No location has the code ${v.location_code}.` });
    const cells = fromText(receiveSchema, { quantity: v.quantity, unit_cost: v.unit_cost, lot_number: v.lot_number, received_date: v.received_date });
    const input = {
      // A stand-in id while a code is refused above, so the other cells are still judged (and reported) in one pass.
      product_id: productId ?? 1,
      location_id: locationId ?? 1,
      ...cells,
      reference: 'Opening stock import',
    };
    const parsed = receiveSchema.safeParse(input);
    if (!parsed.success) problems.push(...problemsOf(r.row, ValidationError.fromZod(parsed.error).errors, rename).filter((p) => p.field !== 'product_code' && p.field !== 'location_code'));
    if (problems.length || !v.product_code || !v.location_code) {
      result.refused.push(...problems);
      continue;
    }
    lines.push({ row: r.row, key: openingKey({ ...v, product_code: v.product_code, location_code: v.location_code }), input });
  }
  if (lines.length === 0) return sorted(result);

  const done = new Set(
    (await ctx.db.select({ key: stockMovements.idempotencyKey }).from(stockMovements).where(inArray(stockMovements.idempotencyKey, lines.map((l) => l.key)))).map((r) => r.key),
  );
  await ctx.db.transaction(async (tx: Tx) => {
    const seen = new Set<string>();
    for (const line of lines) {
      if (done.has(line.key) || seen.has(line.key)) {
        result.skipped.push({ row: line.row, message: 'This opening stock line was already imported: not imported again.' });
        continue;
      }
      seen.add(line.key);
      try {
        await tx.transaction((sp) => receiveStockInTx(sp, ctx, line.input, { idempotencyKey: line.key }));
        result.imported.push(line.row);
      } catch (error) {
        result.refused.push(...rowFailure(line.row, error, rename));
      }
    }
  });
  return sorted(result);
}

function sorted(result: ImportResult): ImportResult {
  result.imported.sort((a, b) => a - b);
  result.skipped.sort((a, b) => a.row - b.row);
  result.refused.sort((a, b) => a.row - b.row);
  return result;
}
