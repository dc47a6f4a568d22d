import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { products, stockBalances, stockLots, stockMovements } from '@/db/schema';
import { seedDemoUsers } from '@/db/seed/users';
import { withDemoSeedLock } from '../helpers';

describe('demo stock movements', () => {
  it('move the seeded lots, keep every balance equal to its lots, and run once', async () => {
    const db = getDb();
    await seedDemoUsers(db);
    const { seed, DEMO_MOVEMENT_KEYS } = await import('@/db/seed/stock');
    const first = await withDemoSeedLock(async () => {
      for (const name of ['customers', 'molds', 'products'] as const) await (await import(`@/db/seed/${name}`)).seed(db);
      return seed(db);
    });
    expect(first).not.toContain('left out');
    const movements = await db.select().from(stockMovements).where(inArray(stockMovements.idempotencyKey, DEMO_MOVEMENT_KEYS));
    expect(movements.length).toBe(10);
    expect(new Set(movements.map((m) => m.movementType))).toEqual(new Set(['receipt', 'issue', 'transfer', 'adjustment']));
    await seed(db);
    expect((await db.select().from(stockMovements).where(inArray(stockMovements.idempotencyKey, DEMO_MOVEMENT_KEYS))).length).toBe(10);

    // Kept balances agree with the lots they summarise (the demo's moved products; other tests' raw lots have none).
    const drift = await db
      .select({ id: products.id })
      .from(products)
      .leftJoin(stockBalances, eq(stockBalances.productId, products.id))
      .where(
        and(
          inArray(products.id, movements.map((m) => m.productId)),
          sql`coalesce(${stockBalances.quantityOnHand}, 0) <> coalesce((select sum(${stockLots.quantityOnHand}) from ${stockLots} where ${stockLots.productId} = ${products.id}), 0)`,
        ),
      );
    expect(drift).toEqual([]);
  }, 120_000);
});
