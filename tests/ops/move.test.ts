/**
 * db:move (issue 29): the embedded database — the demo plant — copied into an empty PostgreSQL database; every
 * table's rows, every sequence and the key tables' checksums as they were, and the app on PostgreSQL continues
 * the numbering (next customer code, next work-order number) without a collision. PostgreSQL runs only.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, migrateDb, pgliteExtensions, postgresOptions, useDatabase } from '@/db/client';
import { runSeed } from '@/db/seed';
import { createCustomer } from '@/lib/customers/service';
import { addDays, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { createWorkOrder } from '@/lib/production/service';
import { openPostgres, pgliteSession } from '@/lib/system/backup/connection';
import { moveToPostgres } from '@/lib/system/backup/service';
import { createTestUser } from '../helpers';
import { factsOf, scratchDir, scratchPostgres } from './databases';

describe.skipIf(!process.env.DATABASE_URL)('db:move from the embedded database to PostgreSQL', () => {
  const scratch = scratchDir();
  const dropped: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await (getDb() as unknown as { $client: postgres.Sql }).$client.end();
    for (const drop of dropped) await drop();
    scratch.cleanup();
  });

  it('copies the demo plant with every row, sequence and checksum, then numbering continues on PostgreSQL', async () => {
    // The embedded database, as `npm run demo` leaves it (the test file's own PostgreSQL pool is set aside).
    const run = getDb() as unknown as { $client: postgres.Sql };
    const dir = path.join(scratch.dir, 'pglite');
    const embedded = new PGlite(dir, { extensions: pgliteExtensions() });
    useDatabase({ kind: 'pglite', client: embedded });
    await migrateDb();
    await runSeed(getDb(), ['--demo'], () => {});
    const expected = await factsOf(pgliteSession(embedded, dir));
    await embedded.close();
    await run.$client.end();

    const target = await scratchPostgres('move');
    dropped.push(target.drop);
    const keep = path.join(scratch.dir, 'moved.backup');
    const moved = await moveToPostgres(dir, target.url, keep);
    expect(moved.manifest).toMatchObject({ format: 'logical', database: { kind: 'pglite' }, tables: expected.counts });

    const session = await openPostgres(target.url);
    try {
      expect(await factsOf(session)).toEqual(expected);
    } finally {
      await session.close();
    }

    // A second move into the now non-empty database is refused before anything is read.
    await expect(moveToPostgres(dir, target.url, path.join(scratch.dir, 'again.backup'))).rejects.toThrow(/is not empty .* db:move copies into an empty database only/);
    await expect(moveToPostgres(dir, 'mysql://x@y/z', path.join(scratch.dir, 'again.backup'))).rejects.toThrow(/--to must be a PostgreSQL URL/);

    // The app on PostgreSQL: migrations have nothing to do, and the numbers follow on.
    useDatabase({ kind: 'postgres', client: postgres(target.url, postgresOptions({ max: 4 })) });
    await migrateDb();
    const ctx = { db: getDb(), user: await createTestUser({ role: 'Admin' }) };
    const customer = await createCustomer(ctx, { company_name: 'Moved Over Inc.' });
    expect(customer.customer_code).toBe(`CN${Number(expected.sequences.customer_code_seq.split('/')[0]) + 1}`);
    const [pick] = await executeRows<{ product_id: number; mold_id: number }>(
      getDb(),
      sql`select (select min(id) from products) as product_id, (select min(id) from molds where status = 'active') as mold_id`,
    );
    const order = await createWorkOrder(ctx, { ...pick, quantity_planned: 50, priority: 'low', target_date: addDays(todayInPlant(), 3) });
    const year = todayInPlant().slice(0, 4);
    expect(order.work_order_number).toBe(`WO-${year}-${String((expected.lastWorkOrder[year] ?? 0) + 1).padStart(5, '0')}`);
  }, 600_000);
});
