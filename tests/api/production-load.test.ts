/**
 * Presses reporting at once against shared materials (issue 30, item 3): every report answers 201, none is lost or
 * doubled, and afterwards the stock balances (finished goods and the shared resins), the mold counters, the
 * work-order quantities and the status counters equal a recomputation from the movements and reports. Press i's
 * BOM lists the two shared resins in the opposite order to press i + 1's (0.025 kg of the first, 0.0005 kg of the second), so a report that locked materials in BOM
 * order would deadlock with its neighbour; reports lock them by id (lib/production/stock.ts). The bench at plant
 * scale is scripts/bench/production-load.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postReport } from '@/app/api/production/work-orders/[id]/reports/route';
import { retryStats } from '@/lib/db/retry';
import { openPostgres } from '@/lib/system/backup/connection';
import { call, signedIn, uid } from '../helpers';
import { currentPgliteSession } from '../ops/databases';
import { reportInvariants } from '../ops/invariants';
import { buildLoadPlant, type LoadPlant } from '../ops/load-plant';

const PRESSES = 8;
const REPORTS_EACH = 6;
let token: string;
let plant: LoadPlant;

beforeAll(async () => {
  const admin = await signedIn();
  token = admin.token;
  plant = await buildLoadPlant(admin.ctx, { presses: PRESSES, materials: 2, tag: `LD${uid().slice(0, 6)}`, stock: 3_000 });
}, 120_000);

const report = (orderId: number) =>
  call(postReport, 'POST', `/api/production/work-orders/${orderId}/reports`, { token, body: { shots: 10, good_parts: 38, scrap_parts: 2 }, params: { id: String(orderId) } });

describe('production reports from many presses at once', () => {
  it('all land, and stock, molds and orders equal a recomputation afterwards', async () => {
    const before = { ...retryStats };
    const statuses = await Promise.all(
      plant.orders.map(async (order) => {
        const answers: number[] = [];
        for (let n = 0; n < REPORTS_EACH; n++) answers.push((await report(order.id)).status);
        return answers;
      }),
    );
    expect(statuses.flat()).toEqual(Array(PRESSES * REPORTS_EACH).fill(201));
    // Locks taken in one order: no report was a deadlock victim (a retry would hide one from the answers).
    expect(retryStats.deadlocks - before.deadlocks).toBe(0);

    const session = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : currentPgliteSession();
    try {
      const facts = await reportInvariants(
        session,
        plant.orders.map((o) => o.id),
      );
      expect(facts.reports).toBe(PRESSES * REPORTS_EACH);
      expect(facts.broken).toEqual([]);
      // Each resin: what the BOMs say every report took, to the gram.
      const rows = await session.query<{ product_id: number; issued: string }>(
        `select product_id, (-sum(quantity))::numeric(18, 4)::text as issued from stock_movements where movement_type = 'issue' and product_id = any($1::int[]) group by product_id order by product_id`,
        [plant.materials],
      );
      // Per part, + 2 % scrap allowance, 40 parts a report.
      const perReport = (kg: number) => Math.round(kg * 1.02 * 40 * 10_000) / 10_000;
      const expected = new Map<number, number>();
      plant.orders.forEach((_, i) => {
        const [first, second] = [plant.materials[i % 2], plant.materials[(i + 1) % 2]];
        expected.set(first, (expected.get(first) ?? 0) + perReport(0.025) * REPORTS_EACH);
        expected.set(second, (expected.get(second) ?? 0) + perReport(0.0005) * REPORTS_EACH);
      });
      expect(rows.map((r) => [Number(r.product_id), Number(r.issued)])).toEqual(
        [...expected].sort((a, b) => a[0] - b[0]).map(([id, kg]) => [id, Math.round(kg * 10_000) / 10_000]),
      );
    } finally {
      if (process.env.DATABASE_URL) await session.close();
    }
  }, 120_000);
});
