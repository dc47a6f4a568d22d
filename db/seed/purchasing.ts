import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products, purchaseOrders, supplierScorecards, suppliers } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import { round } from '@/lib/numbers';
import { closePurchaseOrder, createPurchaseOrder, placePurchaseOrder, receiveGoods } from '@/lib/purchasing/service';
import type { ServiceContext } from '@/lib/service-context';
import { seedContext } from './context';
import { DEMO_SUPPLIERS } from './suppliers';

/**
 * A year of purchasing for the demo suppliers whose scorecards tell a story (issue 26): every month of their
 * reviewed history gets three orders of two lines, placed and received through the services, so the five receipt
 * metrics of those months (on-time delivery, complete shipments, defect PPM, first pass yield, price variance) are
 * computed from receipts that follow the story — RES-001 steady, RES-002 improving, RES-003 declining into at risk,
 * INS-002 at risk (its next order, a draft, is blocked until a Manager overrides). Then an open order on its way and
 * the preferred suppliers of the bought items. Idempotent: nothing is added once any of these suppliers has an order.
 */

type Plan = { code: string; items: [string, string]; quantity: [number, number] };

const PLANS: Plan[] = [
  { code: 'RES-001', items: ['RM-PP-H12', 'RM-PP-R25'], quantity: [500, 400] },
  { code: 'RES-002', items: ['RM-PA66-GF30', 'RM-PC-2407'], quantity: [200, 150] },
  { code: 'RES-003', items: ['RM-ABS-750', 'RM-MB-BLK'], quantity: [300, 40] },
  { code: 'INS-002', items: ['CP-SCR-M3X8', 'CP-INS-M4'], quantity: [10000, 5000] },
];
/** Who the other bought items come from (the reorder suggestions' drafts). */
const PREFERRED: Record<string, string> = { 'PK-CTN-S': 'PKG-001', 'PK-CTN-L': 'PKG-001', 'PK-BAG-PE': 'PKG-003', 'RM-MB-WHT': 'COL-001', 'RM-MB-BLU': 'COL-001', 'CP-GSK-40': 'INS-003' };
const CONSUMABLES = [
  { code: 'CS-MR-400', name: 'Mold release spray, silicone-free, 400 ml', unit: 'ea' as const, cost: 6.85, reorder: [24, 48], supplier: 'TL-005' },
  { code: 'CS-RP-400', name: 'Rust preventive spray for mold storage, 400 ml', unit: 'ea' as const, cost: 7.4, reorder: [12, 36], supplier: 'TL-005' },
  { code: 'CS-PURGE-25', name: 'Purging compound, mechanical, 25 kg bag', unit: 'kg' as const, cost: 9.1275, reorder: [50, 100], supplier: 'COL-003' },
];
const MONTHS = 12;
/** Receipt days of the month's three orders. */
const DAYS = [5, 14, 23];

function noise(seed: string, i: number): number {
  let h = 2166136261;
  for (const c of `${seed}:${i}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return ((h >>> 0) % 1000) / 1000; // 0 … 1
}

function monthStart(today: string, monthsAgo: number): string {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - monthsAgo, 1)).toISOString().slice(0, 10);
}

/** The story's level (0 poor … 1 excellent) in the month `ago` months back, as db/seed/suppliers.ts draws it. */
function levelAt(code: string, ago: number): number | null {
  const story = DEMO_SUPPLIERS.find((s) => s.code === code)?.story;
  if (!story) return null;
  const last = story.lastMonthAgo ?? 1;
  if (ago < last || ago > last + story.months - 1) return null;
  const i = last + story.months - 1 - ago;
  const progress = story.months === 1 ? 1 : i / (story.months - 1);
  if (story.dip && story.dip[0] === ago) return story.dip[1];
  return story.from + (story.to - story.from) * progress;
}

/** How many of `n` lines are good at level p: the share that earns the story's score (55 … 100) against a 98 % target. */
function goodOf(n: number, p: number): number {
  const score = 55 + 45 * Math.min(1, Math.max(0, p));
  return Math.min(n, Math.round((n * 0.98 * score) / 100));
}

async function orderMonth(ctx: ServiceContext, supplierId: number, plan: Plan, ids: Map<string, { id: number; cost: number }>, period: string, level: number, atRisk: boolean, seq: number) {
  const n = DAYS.length * 2;
  const jitter = (k: number) => Math.min(1, Math.max(0, level + 0.1 * (noise(plan.code, seq * 10 + k) - 0.5)));
  const onTime = goodOf(n, jitter(1));
  const complete = goodOf(n, jitter(2));
  const clean = goodOf(n, jitter(3));
  const score = 55 + 45 * jitter(4);
  // Defect PPM that earns the score against a 50 PPM target; the price above standard that does the same for price variance.
  const ppm = clean === n ? 0 : (50 * 100) / score;
  const markup = (100 - (55 + 45 * jitter(5))) / 1000;
  // Which lines are late / short / rejected: a fixed shuffle per month.
  const order = (salt: number) => [...Array(n).keys()].sort((a, b) => noise(`${plan.code}${salt}`, seq * 100 + a) - noise(`${plan.code}${salt}`, seq * 100 + b));
  const late = new Set(order(1).slice(onTime));
  const short = new Set(order(2).slice(complete));
  const rejecting = new Set(order(3).slice(clean));
  const receivedTotal = DAYS.reduce((s) => s + plan.quantity[0] + plan.quantity[1], 0);
  const rejectPerLine = rejecting.size ? round((ppm * receivedTotal) / 1_000_000 / rejecting.size, 4) : 0;

  for (const [d, day] of DAYS.entries()) {
    const received = addDays(period, day - 1);
    const lines = plan.items.map((code, k) => {
      const index = d * 2 + k;
      const item = ids.get(code)!;
      return {
        product_id: item.id,
        quantity: plan.quantity[k],
        unit_price: round(item.cost * (1 + markup), 4),
        expected_date: late.has(index) ? addDays(received, -4) : addDays(received, 1),
      };
    });
    const orderDate = addDays(received, -20);
    const draft = await createPurchaseOrder(ctx, { supplier_id: supplierId, order_date: orderDate, expected_date: addDays(received, 1), lines });
    await placePurchaseOrder(ctx, draft.id, atRisk ? { override_reason: 'Sole qualified source for this part; 100 % incoming inspection until the corrective action closes.' } : {});
    // Placed on its order date, as the buyer did then (the service stamps now).
    await ctx.db.update(purchaseOrders).set({ placedAt: new Date(`${orderDate}T14:00:00Z`) }).where(eq(purchaseOrders.id, draft.id));
    const receiptLines = draft.lines.map((line, k) => {
      const index = d * 2 + k;
      // Whole units: a receiving dock refuses pieces and bags, not fractions of them.
      const rejected = rejecting.has(index) ? Math.max(1, Math.round(rejectPerLine)) : 0;
      // A short line brings 80 %; a full one the whole quantity (plus what is rejected, so it is still complete).
      const accepted = short.has(index) ? round(line.quantity * 0.8, 4) : line.quantity;
      return {
        line_id: line.id,
        quantity_received: round(accepted + rejected, 4),
        quantity_rejected: rejected,
        rejection_reason: rejected ? REASONS[(seq + index) % REASONS.length] : null,
        lot_number: `${plan.code}-${period.slice(2, 7).replace('-', '')}-${index + 1}`,
      };
    });
    await receiveGoods(ctx, draft.id, { received_date: received, lines: receiptLines });
    if (draft.lines.some((_, k) => short.has(d * 2 + k))) await closePurchaseOrder(ctx, draft.id, { reason: 'Supplier shipped short; the balance was cancelled.' });
  }
}

const REASONS = ['Moisture above specification', 'Contamination (black specks)', 'Damaged packaging', 'Wrong color shade', 'Dimensions out of tolerance', 'Missing certificate of analysis'];

export async function seed(db: Db): Promise<string> {
  const ctx = await seedContext(db);
  const codes = [...new Set([...PLANS.map((p) => p.code), ...Object.values(PREFERRED), ...CONSUMABLES.map((c) => c.supplier)])];
  const supplierRows = await db.select({ id: suppliers.id, code: suppliers.supplierCode }).from(suppliers).where(inArray(suppliers.supplierCode, codes));
  const supplierId = new Map(supplierRows.map((s) => [s.code, s.id]));
  if (PLANS.some((p) => !supplierId.has(p.code))) return 'skipped: the demo suppliers are missing (seed suppliers first)';
  const itemCodes = [...PLANS.flatMap((p) => p.items), ...Object.keys(PREFERRED)];
  const itemRows = await db.select({ id: products.id, code: products.productCode, cost: products.standardCost }).from(products).where(inArray(products.productCode, itemCodes));
  const ids = new Map(itemRows.map((r) => [r.code, { id: r.id, cost: Number(r.cost) }]));
  if (PLANS.some((p) => p.items.some((c) => !ids.has(c)))) return 'skipped: the demo products are missing (seed products first)';
  const planned = PLANS.map((p) => supplierId.get(p.code)!);
  const [already] = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(inArray(purchaseOrders.supplierId, planned)).limit(1);
  if (already) return 'already there';

  // Preferred suppliers: each planned item from its supplier, the others as listed.
  for (const p of PLANS) await db.update(products).set({ preferredSupplierId: supplierId.get(p.code)! }).where(inArray(products.id, p.items.map((c) => ids.get(c)!.id)));
  for (const [item, code] of Object.entries(PREFERRED)) {
    if (ids.has(item) && supplierId.has(code)) await db.update(products).set({ preferredSupplierId: supplierId.get(code)! }).where(eq(products.id, ids.get(item)!.id));
  }

  // Consumables bought as needed, none in stock: the reorder suggestions start with them.
  for (const c of CONSUMABLES) {
    const [found] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, c.code)).limit(1);
    if (!found && supplierId.has(c.supplier)) {
      await db.insert(products).values({
        productCode: c.code,
        productName: c.name,
        productType: 'consumable',
        category: 'Mold maintenance',
        unit: c.unit,
        standardCost: c.cost,
        reorderLevel: c.reorder[0],
        reorderQuantity: c.reorder[1],
        preferredSupplierId: supplierId.get(c.supplier)!,
      });
    }
  }

  const today = todayInPlant();
  let orders = 0;
  for (const plan of PLANS) {
    const id = supplierId.get(plan.code)!;
    for (let ago = MONTHS; ago >= 1; ago--) {
      const level = levelAt(plan.code, ago);
      if (level == null) continue;
      const [card] = await db.select({ rating: supplierScorecards.ratingCategory }).from(supplierScorecards).where(eq(supplierScorecards.supplierId, id));
      await orderMonth(ctx, id, plan, ids, monthStart(today, ago), level, card?.rating === 'at_risk', MONTHS - ago);
      orders += DAYS.length;
    }
  }

  // On their way: an order placed with the steady supplier; the next order to the at-risk one waits as a draft.
  const steady = PLANS[0];
  const open = await createPurchaseOrder(ctx, {
    supplier_id: supplierId.get(steady.code)!,
    order_date: addDays(today, -3),
    expected_date: addDays(today, 4),
    notes: 'Weekly silo top-up',
    lines: steady.items.map((c, k) => ({ product_id: ids.get(c)!.id, quantity: steady.quantity[k] * 2 })),
  });
  await placePurchaseOrder(ctx, open.id, {});
  const risky = PLANS[3];
  await createPurchaseOrder(ctx, {
    supplier_id: supplierId.get(risky.code)!,
    expected_date: addDays(today, 25),
    notes: 'Blocked while the supplier is at risk: a Manager must override to place it.',
    lines: risky.items.map((c, k) => ({ product_id: ids.get(c)!.id, quantity: risky.quantity[k] })),
  });
  return `${orders + 2} purchase orders, ${orders} received over ${MONTHS} months for ${PLANS.length} suppliers`;
}
