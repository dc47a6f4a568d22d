import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { costSheets, productCosting, products } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { getCurrentCostSheet } from '@/lib/costing/service';
import type { ServiceContext } from '@/lib/service-context';
import { signedIn, withDemoSeedLock } from '../helpers';

let ctx: ServiceContext;
let ids: Record<string, number>;

beforeAll(async () => {
  ({ ctx } = await signedIn());
  const db = getDb();
  await seedDemoUsers(db);
  const { seed } = await import('@/db/seed/costing');
  await withDemoSeedLock(async () => {
    for (const step of ['customers', 'molds', 'products'] as const) await (await import(`@/db/seed/${step}`)).seed(db);
    await seed(db);
  });
  const rows = await db.select({ id: products.id, code: products.productCode }).from(products).where(inArray(products.productCode, ['FG-ENC-100', 'WIP-HSG-B', 'FG-CAP-28', 'RM-PP-H12']));
  ids = Object.fromEntries(rows.map((r) => [r.code, r.id]));
}, 180_000);

describe('demo costing', () => {
  it('costs the nested enclosure assembly from its molded halves’ own sheets', async () => {
    const base = await getCurrentCostSheet(ctx, ids['WIP-HSG-B']);
    expect(base.inputs.machine).not.toBeNull();
    expect(base.machine_cost).toBeGreaterThan(0);
    const enclosure = await getCurrentCostSheet(ctx, ids['FG-ENC-100']);
    const line = enclosure.inputs.bom!.find((l) => l.item_id === ids['WIP-HSG-B'])!;
    expect(line).toMatchObject({ cost_source: 'rolled_up', unit_cost: base.total_cost });
    // Assembled by hand, not molded: no press time of its own; its halves' press time is in their sheets.
    expect(enclosure.total_cost).toBe(enclosure.material_cost);
    expect(enclosure.material_cost).toBeGreaterThan(base.total_cost);
    expect(enclosure.margin_percentage).toBeGreaterThan(0);
  });

  it('assigns presses to molded products, leaves bought resin uncosted, and is idempotent', async () => {
    const [cap] = await getDb().select().from(productCosting).where(eq(productCosting.productId, ids['FG-CAP-28']));
    expect(cap.machineId).not.toBeNull();
    expect(await getDb().select().from(costSheets).where(eq(costSheets.productId, ids['RM-PP-H12']))).toHaveLength(0);
    // Under the demo seed's lock: on a shared PostgreSQL database another file's demo seed may re-cost the plant meanwhile.
    await withDemoSeedLock(async () => {
      const before = await getDb().select({ id: costSheets.id }).from(costSheets).where(eq(costSheets.productId, ids['FG-ENC-100']));
      const { seed } = await import('@/db/seed/costing');
      expect(await seed(getDb())).toMatch(/^0 product costing inputs/);
      expect(await getDb().select({ id: costSheets.id }).from(costSheets).where(eq(costSheets.productId, ids['FG-ENC-100']))).toEqual(before);
    });
  });
});
