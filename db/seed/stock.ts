import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products, stockLots, stockMovements, storageLocations } from '@/db/schema';
import { findUserByEmail, toSessionUser } from '@/lib/auth/service';
import { addDays, todayInPlant } from '@/lib/dates';
import { adjustStockInTx, issueStockInTx, receiveStockInTx, refreshBalance, transferStockInTx } from '@/lib/inventory/service';
import { DEMO_ADMIN } from './users';

/**
 * Demo stock movements on top of the products seed's lots: resin and packaging receipts from suppliers, issues of
 * resin and masterbatch to work orders, finished goods received from production, a transfer to the press line, a
 * cycle-count adjustment and damaged goods written off. Every product with lots gets its kept balance. Idempotent:
 * the movements carry `demo:` keys and are written once.
 */
type Step =
  | { key: string; kind: 'receipt'; code: string; location: string; quantity: number; unitCost?: number; lot?: string; daysAgo: number; reference: string }
  | { key: string; kind: 'issue'; code: string; location?: string; quantity: number; reference: string }
  | { key: string; kind: 'transfer'; code: string; from: string; to: string; quantity: number; reference?: string }
  | { key: string; kind: 'adjustment'; code: string; location: string; change: number; reason: 'cycle_count' | 'damaged' | 'found'; notes: string };

const STEPS: Step[] = [
  { key: 'demo:rcv-pp-h12', kind: 'receipt', code: 'RM-PP-H12', location: 'WH-R-SILO', quantity: 2500, unitCost: 1.39, lot: 'PO-2026-0412', daysAgo: 12, reference: 'PO-2026-0412' },
  { key: 'demo:rcv-abs', kind: 'receipt', code: 'RM-ABS-750', location: 'WH-A-01-1', quantity: 750, unitCost: 2.41, lot: 'PO-2026-0418', daysAgo: 8, reference: 'PO-2026-0418' },
  { key: 'demo:rcv-ctn-s', kind: 'receipt', code: 'PK-CTN-S', location: 'WH-PK-01', quantity: 400, unitCost: 0.62, lot: 'PO-2026-0421', daysAgo: 5, reference: 'PO-2026-0421' },
  { key: 'demo:iss-pp-h12', kind: 'issue', code: 'RM-PP-H12', quantity: 850, reference: 'WO-2026-00118' },
  { key: 'demo:iss-mb-blk', kind: 'issue', code: 'RM-MB-BLK', quantity: 12.5, reference: 'WO-2026-00118' },
  { key: 'demo:rcv-ctr-500', kind: 'receipt', code: 'FG-CTR-500', location: 'SHIP-STG', quantity: 12000, lot: 'WO-2026-00118', daysAgo: 2, reference: 'WO-2026-00118' },
  { key: 'demo:iss-abs', kind: 'issue', code: 'RM-ABS-750', quantity: 180, reference: 'WO-2026-00121' },
  { key: 'demo:xfr-abs', kind: 'transfer', code: 'RM-ABS-750', from: 'WH-A-01-1', to: 'PF-PRESS-L1', quantity: 100, reference: 'Press 3 hopper fill' },
  { key: 'demo:adj-screws', kind: 'adjustment', code: 'CP-SCR-M3X8', location: 'WH-B-04-2', change: -150, reason: 'cycle_count', notes: 'Quarterly cycle count' },
  { key: 'demo:adj-ctn-l', kind: 'adjustment', code: 'PK-CTN-L', location: 'WH-PK-01', change: -20, reason: 'damaged', notes: 'Water damage in the packaging store' },
];

/** The keys of the demo movements (each written once). */
export const DEMO_MOVEMENT_KEYS = STEPS.map((s) => s.key);

export async function seed(db: Db): Promise<string> {
  // Balances of every product that has lots (the products seed inserts lots directly).
  const withLots = await db.selectDistinct({ id: stockLots.productId }).from(stockLots);
  for (const { id } of withLots) await refreshBalance(db, id);

  const done = new Set(
    (await db.select({ key: stockMovements.idempotencyKey }).from(stockMovements).where(like(stockMovements.idempotencyKey, 'demo:%'))).map((r) => r.key),
  );
  const adminRow = (await findUserByEmail(db, 'production@example.com')) ?? (await findUserByEmail(db, DEMO_ADMIN.email));
  const actor = { user: adminRow ? toSessionUser(adminRow) : null };
  const codes = [...new Set(STEPS.map((s) => s.code))];
  const productIds = new Map((await db.select({ id: products.id, code: products.productCode }).from(products).where(inArray(products.productCode, codes))).map((p) => [p.code, p.id]));
  const locationIds = new Map((await db.select({ id: storageLocations.id, code: storageLocations.locationCode }).from(storageLocations)).map((l) => [l.code, l.id]));

  let written = 0;
  let skipped = 0;
  let firstProblem: string | null = null;
  for (const step of STEPS) {
    const productId = productIds.get(step.code);
    if (done.has(step.key) || !productId) continue;
    try {
      await db.transaction(async (tx) => {
        let movementId: number;
        if (step.kind === 'receipt') {
          movementId = (
            await receiveStockInTx(tx, actor, {
              product_id: productId,
              location_id: locationIds.get(step.location),
              quantity: step.quantity,
              unit_cost: step.unitCost,
              lot_number: step.lot,
              received_date: addDays(todayInPlant(), -step.daysAgo),
              reference: step.reference,
            })
          ).id;
        } else if (step.kind === 'issue') {
          movementId = (await issueStockInTx(tx, actor, { product_id: productId, location_id: step.location ? locationIds.get(step.location) : undefined, quantity: step.quantity, reference: step.reference })).id;
        } else if (step.kind === 'transfer') {
          movementId = (await transferStockInTx(tx, actor, { product_id: productId, from_location_id: locationIds.get(step.from), to_location_id: locationIds.get(step.to), quantity: step.quantity, reference: step.reference })).id;
        } else {
          movementId = (await adjustStockInTx(tx, actor, { product_id: productId, location_id: locationIds.get(step.location), quantity_change: step.change, reason: step.reason, notes: step.notes })).id;
        }
        await tx.update(stockMovements).set({ idempotencyKey: step.key }).where(sql`${stockMovements.id} = ${movementId}`);
      });
      written++;
    } catch (error) {
      // A step the seeded lots cannot serve (e.g. not enough in that location) is left out, not an error.
      skipped++;
      firstProblem ??= `${step.key}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return `${withLots.length} balances, ${written} demo movements${skipped ? ` (${skipped} left out, first: ${firstProblem})` : ''}`;
}
