import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

const migrationsFolder = path.resolve(__dirname, '..', 'db', 'migrations');

/**
 * Migrate once per run. PostgreSQL (DATABASE_URL): the run's database. PGlite: one migrated instance,
 * dumped to a file that every test file loads into its own in-memory copy (~1 s instead of a fresh migrate).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = postgres(url, { max: 1, onnotice: () => {} });
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client.end();
    project.provide('pgliteTemplate', '');
    return;
  }
  const pg = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(pg), { migrationsFolder });
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'moldline-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
