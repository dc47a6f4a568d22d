import { sql } from 'drizzle-orm';
import { bomItems, boms, products, storageLocations } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import { intArray } from '@/lib/db/rows';
import { receiveStock } from '@/lib/inventory/service';
import { createMachine } from '@/lib/machines/service';
import { createMold } from '@/lib/molds/service';
import { createWorkOrder, updateWorkOrder } from '@/lib/production/service';
import type { ServiceContext } from '@/lib/service-context';

/**
 * A plant where every press draws on the same few materials — the contention of a real molding floor, where
 * 32 presses run parts of two or three resins and one colorant. Press i runs its own product on its own mold;
 * the product's BOM takes two of the shared materials in turn (press i: material i, then i + 1), so neighbours list
 * them in crossing orders and a report that locked its materials in BOM order could deadlock with another's. Built through the services (no
 * vitest import): the load bench (scripts/bench/production-load.ts) and tests/api/production-load.test.ts share it.
 *
 * `history`: emptied lots per product (its materials and its parts), received before the plant's stock — what months
 * of reports and receipts leave behind on a real floor, where every report receives its good parts as a lot and
 * every resin delivery is a lot, all kept after they are used up or shipped.
 */
export type LoadPlant = { orders: { id: number; machineId: number; productId: number }[]; materials: number[] };

export async function buildLoadPlant(
  ctx: ServiceContext,
  { presses, materials = 3, tag, stock = 1_000_000, history = 0 }: { presses: number; materials?: number; tag: string; stock?: number; history?: number },
): Promise<LoadPlant> {
  const code = (kind: string, n: number) => `${tag}-${kind}-${String(n).padStart(3, '0')}`.toUpperCase();
  const [location] = await ctx.db
    .insert(storageLocations)
    .values({ locationCode: code('WH', 1), locationName: `Load warehouse ${tag}`, locationType: 'warehouse' })
    .returning();
  const materialRows = await ctx.db
    .insert(products)
    .values(Array.from({ length: materials }, (_, i) => ({ productCode: code('RES', i + 1), productName: `Shared resin ${i + 1}`, productType: 'raw_material' as const, unit: 'kg' as const, standardCost: 2.15 })))
    .returning({ id: products.id });
  const materialIds = materialRows.map((r) => r.id);
  // Three lots each, so FIFO walks from one to the next under load.
  for (const id of materialIds) {
    for (let lot = 0; lot < 3; lot++) await receiveStock(ctx, { product_id: id, location_id: location.id, quantity: stock / 3, lot_number: `${tag}-LOT-${id}-${lot}` });
  }

  const orders: LoadPlant['orders'] = [];
  for (let i = 0; i < presses; i++) {
    const machine = await createMachine(ctx, { machine_number: code('P', i + 1), machine_name: `Load press ${i + 1}`, tonnage: 180, hourly_rate: 42.5 });
    const mold = await createMold(ctx, { mold_code: code('M', i + 1), mold_name: `Load mold ${i + 1}`, ownership: 'company_owned', cavity_count: 4 });
    const [product] = await ctx.db
      .insert(products)
      .values({ productCode: code('FG', i + 1), productName: `Load part ${i + 1}`, productType: 'finished_good', cycleTimeSeconds: 20, standardCost: 0.12 })
      .returning({ id: products.id });
    const [bom] = await ctx.db.insert(boms).values({ productId: product.id, bomType: 'material', isActive: true }).returning({ id: boms.id });
    const pair = [materialIds[i % materials], materialIds[(i + 1) % materials]];
    await ctx.db
      .insert(bomItems)
      .values(pair.map((itemId, n) => ({ bomId: bom.id, itemId, quantity: n === 0 ? 0.025 : 0.0005, unit: 'kg' as const, scrapPercentage: 2, operation: 'molding' as const, sequence: n + 1 })));
    const order = await createWorkOrder(ctx, {
      product_id: product.id,
      mold_id: mold.id,
      machine_id: machine.id,
      quantity_planned: 100_000_000,
      priority: 'medium',
      target_date: addDays(todayInPlant(), 14),
    });
    await updateWorkOrder(ctx, order.id, { status: 'in_progress' });
    orders.push({ id: order.id, machineId: machine.id, productId: product.id });
  }
  if (history > 0) {
    const ids = [...materialIds, ...orders.map((o) => o.productId)];
    const since = addDays(todayInPlant(), -400);
    await ctx.db.execute(sql`
      insert into stock_lots (product_id, location_id, lot_number, received_date, quantity_on_hand, unit_cost, last_transaction_date)
      select p, ${location.id}::int, null, ${since}::date + (g * 365 / ${history}::int), 0, 1, ${since}::date + (g * 365 / ${history}::int)
        from unnest(${intArray(ids)}) as p, generate_series(1, ${history}::int) as g`);
    await ctx.db.execute(sql`analyze stock_lots`);
  }
  return { orders, materials: materialIds };
}
