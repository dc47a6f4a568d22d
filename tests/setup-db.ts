import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, pgliteExtensions, postgresOptions, useDatabase } from '@/db/client';
import { lifecycle } from '@/lib/system/lifecycle';

// Each test file gets its own database handle: an in-memory PGlite copy of the migrated template,
// or a connection pool to the run's PostgreSQL database (tests make their own uniquely-named data).
// Both are migrated (tests/global-setup.ts), as instrumentation.ts records at a server's start.
beforeAll(async () => {
  lifecycle().migrated = true;
  if (process.env.DATABASE_URL) {
    useDatabase({ kind: 'postgres', client: postgres(process.env.DATABASE_URL, postgresOptions({ max: 4 })) });
    return;
  }
  const template = inject('pgliteTemplate');
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: pgliteExtensions() });
  await client.waitReady;
  useDatabase({ kind: 'pglite', client });
});

afterAll(async () => {
  await closeDb();
});
