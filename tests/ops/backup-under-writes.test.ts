/**
 * A backup taken while the app serves writes is one snapshot (issue 29): production reports keep landing (each
 * one transaction over the report, the order's counters, the mold's usage and counters, a stock lot and the
 * audit) while db:backup runs; the restored database holds whole reports only, its counters equal a
 * recomputation, and its rows equal the manifest's counts. PostgreSQL only: the embedded database is locked
 * by the app while it runs.
 */
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, migrateDb, postgresOptions, useDatabase } from '@/db/client';
import { openPostgres } from '@/lib/system/backup/connection';
import { findPgTool } from '@/lib/system/backup/pg-tools';
import { backupDatabase, restoreDatabase } from '@/lib/system/backup/service';
import { makeReport, makeRunningWorkOrder } from '../factories/production';
import { makeLocation } from '../factories/products';
import { scratchDir, scratchPostgres } from './databases';
import { reportInvariants } from './invariants';

describe.skipIf(!process.env.DATABASE_URL)('a backup taken during a burst of production reports', () => {
  let source: Awaited<ReturnType<typeof scratchPostgres>>;
  const targets: Awaited<ReturnType<typeof scratchPostgres>>[] = [];
  const scratch = scratchDir();
  let orders: number[] = [];
  /** Reports acknowledged on these orders so far, by both tests. */
  let acknowledged = 0;

  beforeAll(async () => {
    source = await scratchPostgres('writes_src');
    await (getDb() as unknown as { $client: postgres.Sql }).$client.end();
    useDatabase({ kind: 'postgres', client: postgres(source.url, postgresOptions({ max: 6 })) });
    await migrateDb();
    await makeLocation({ locationType: 'warehouse' });
    orders = (await Promise.all([1, 2, 3].map(() => makeRunningWorkOrder({ quantity_planned: 1_000_000 })))).map((o) => o.id);
  }, 120_000);

  afterAll(async () => {
    for (const t of targets) await t.drop();
    await (getDb() as unknown as { $client: postgres.Sql }).$client.end();
    await source?.drop();
    scratch.cleanup();
  });

  for (const format of ['pg_dump', 'logical'] as const) {
    it(`${format}: whole reports only, counters equal a recomputation, rows equal the manifest`, async () => {
      if (format === 'pg_dump' && !findPgTool('pg_dump')) return expect(findPgTool('pg_dump')).toBeNull(); // the logical case covers it
      const before = acknowledged;
      let stop = false;
      const writers = orders.map(async (id) => {
        while (!stop) {
          await makeReport(id, { shots: 2, good_parts: 3, scrap_parts: 1 });
          acknowledged++;
        }
      });
      while (acknowledged < before + 10) await new Promise((r) => setTimeout(r, 20));
      const atStart = acknowledged;
      const file = path.join(scratch.dir, `${format}.backup`);
      const { manifest } = await backupDatabase({ kind: 'postgres', url: source.url }, file, { logical: format === 'logical' });
      const atEnd = acknowledged;
      stop = true;
      await Promise.all(writers);
      expect(manifest.format).toBe(format);
      expect(atEnd).toBeGreaterThan(atStart); // reports landed while the backup ran

      const target = await scratchPostgres(`writes_${format}`);
      targets.push(target);
      await restoreDatabase(file, { kind: 'postgres', url: target.url }); // checks every count against the manifest
      const session = await openPostgres(target.url);
      try {
        const facts = await reportInvariants(session, orders);
        expect(facts.reports).toBeGreaterThanOrEqual(atStart);
        expect(facts.reports).toBeLessThanOrEqual(acknowledged);
        expect(facts.reports).toBe(manifest.tables.production_reports);
        expect(facts.broken).toEqual([]);
      } finally {
        await session.close();
      }
    }, 600_000);
  }
});
