/**
 * The restore drill (issue 29) on the database the run uses: the demo plant seeded, backed up, restored into a
 * fresh database, and every table's rows, every sequence and a checksum of the key tables compared. Then the app
 * runs on the result: migrations find nothing to do, and the next customer code and work-order number follow on.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, migrateDb, pgliteExtensions, postgresOptions, useDatabase } from '@/db/client';
import { runSeed } from '@/db/seed';
import { createCustomer } from '@/lib/customers/service';
import { addDays, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { createWorkOrder } from '@/lib/production/service';
import { openPostgres, pgliteSession, type Session } from '@/lib/system/backup/connection';
import { findPgTool } from '@/lib/system/backup/pg-tools';
import { backupDatabase, restoreDatabase } from '@/lib/system/backup/service';
import { createTestUser } from '../helpers';
import { currentPgliteSession, factsOf, scratchDir, scratchPostgres, type DatabaseFacts } from './databases';

const onPostgres = !!process.env.DATABASE_URL;
const quiet = () => {};

/** The app on the restored database: the next customer code and work-order number after the restored ones. */
async function appRunsOn(facts: DatabaseFacts) {
  await migrateDb();
  const admin = await createTestUser({ role: 'Admin' });
  const ctx = { db: getDb(), user: admin };
  const customer = await createCustomer(ctx, { company_name: 'After The Restore Inc.', email: 'after@restore.example' });
  const [customerSeq] = facts.sequences.customer_code_seq.split('/');
  expect(customer.customer_code).toBe(`CN${Number(customerSeq) + 1}`);
  const [pick] = await executeRows<{ product_id: number; mold_id: number }>(
    getDb(),
    sql`select (select min(id) from products) as product_id, (select min(id) from molds where status = 'active') as mold_id`,
  );
  const order = await createWorkOrder(ctx, { product_id: pick.product_id, mold_id: pick.mold_id, quantity_planned: 100, priority: 'low', target_date: addDays(todayInPlant(), 7) });
  const year = todayInPlant().slice(0, 4);
  expect(order.work_order_number).toBe(`WO-${year}-${String((facts.lastWorkOrder[year] ?? 0) + 1).padStart(5, '0')}`);
}

describe.skipIf(onPostgres)('restore drill on the embedded database', () => {
  const scratch = scratchDir();
  let source: Session;
  let restored: PGlite;
  afterAll(async () => {
    scratch.cleanup();
  });

  it('restores the demo plant into a fresh directory with every row, sequence and key-table checksum, and the app runs on it', async () => {
    await runSeed(getDb(), ['--demo'], quiet);
    source = currentPgliteSession();
    const file = path.join(scratch.dir, 'demo.backup');
    const { manifest } = await backupDatabase({ kind: 'pglite', dir: 'memory' }, file, { session: source });
    const expected = await factsOf(source);
    expect(manifest).toMatchObject({ format: 'logical', database: { kind: 'pglite' }, tables: expected.counts });
    expect(manifest.tables.molds).toBeGreaterThan(10);

    const dir = path.join(scratch.dir, 'restored');
    await restoreDatabase(file, { kind: 'pglite', dir });
    restored = new PGlite(dir, { extensions: pgliteExtensions() });
    const got = await factsOf(pgliteSession(restored, dir));
    expect(got).toEqual(expected);

    useDatabase({ kind: 'pglite', client: restored }); // closed by tests/setup-db.ts
    await appRunsOn(expected);
  }, 600_000);
});

describe.skipIf(!onPostgres)('restore drill on PostgreSQL', () => {
  let sourceDb: Awaited<ReturnType<typeof scratchPostgres>>;
  const targets: Awaited<ReturnType<typeof scratchPostgres>>[] = [];
  const scratch = scratchDir();
  let expected: DatabaseFacts;
  let file: { pg_dump: string; logical: string };

  beforeAll(async () => {
    sourceDb = await scratchPostgres('drill_src');
    const client = postgres(sourceDb.url, postgresOptions({ max: 4 }));
    await (getDb() as unknown as { $client: postgres.Sql }).$client.end();
    useDatabase({ kind: 'postgres', client });
    await migrateDb();
    await runSeed(getDb(), ['--demo'], quiet);
    const session = await openPostgres(sourceDb.url);
    expected = await factsOf(session);
    await session.close();
    file = { pg_dump: path.join(scratch.dir, 'pg_dump.backup'), logical: path.join(scratch.dir, 'logical.backup') };
  }, 600_000);

  afterAll(async () => {
    for (const t of targets) await t.drop();
    await (getDb() as unknown as { $client: postgres.Sql }).$client.end();
    await sourceDb?.drop();
    scratch.cleanup();
  });

  for (const format of ['pg_dump', 'logical'] as const) {
    it(`restores a ${format} backup of the demo plant into a fresh database with every row, sequence and key-table checksum`, async () => {
      if (format === 'pg_dump' && !findPgTool('pg_dump')) return expect(findPgTool('pg_dump')).toBeNull(); // no client programs here: the logical test covers it
      const { manifest } = await backupDatabase({ kind: 'postgres', url: sourceDb.url }, file[format], { logical: format === 'logical' });
      expect(manifest).toMatchObject({ format, database: { kind: 'postgres' }, tables: expected.counts });
      const target = await scratchPostgres(`drill_${format}`);
      targets.push(target);
      await restoreDatabase(file[format], { kind: 'postgres', url: target.url });
      const session = await openPostgres(target.url);
      try {
        expect(await factsOf(session)).toEqual(expected);
        // The foreign keys checked once per statement (migration 0036) are so again: pg_restore recreates their
        // per-row checks, which the restore turns back off.
        const [{ on }] = await session.query<{ on: number }>(
          `select count(*)::int as on from pg_trigger g join pg_proc f on f.oid = g.tgfoid
            where g.tgrelid = 'cost_sheets'::regclass and f.proname = 'RI_FKey_check_ins' and g.tgenabled <> 'D'`,
        );
        expect(on, 'per-row insert checks on cost_sheets').toBe(0);
      } finally {
        await session.close();
      }
    }, 600_000);
  }

  it('runs the app on the restored database: migrations have nothing to do, codes and numbers follow on', async () => {
    const target = targets[targets.length - 1];
    const client = postgres(target.url, postgresOptions({ max: 4 }));
    await (getDb() as unknown as { $client: postgres.Sql }).$client.end();
    useDatabase({ kind: 'postgres', client });
    await appRunsOn(expected);
  }, 60_000);
});
