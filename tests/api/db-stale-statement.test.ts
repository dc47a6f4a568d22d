import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresOptions, useDatabase, type Db } from '@/db/client';
import { executeRows } from '@/lib/db/rows';
import { transactionWithRetry } from '@/lib/db/retry';

/**
 * A transaction's statements are named prepared statements (db/client.ts). When another instance's migration
 * changes a column one of them returns, the cached statement fails once with "cached plan must not change result
 * type": inside a transaction that aborts it, so `transactionWithRetry` runs it again and the statement is prepared
 * anew. PostgreSQL only (PGlite prepares nothing across statements); one connection, so the second run meets the
 * statement the first one cached.
 */
describe.skipIf(!process.env.DATABASE_URL)('a stale prepared statement in a transaction', () => {
  const table = `stale_check_${Date.now().toString(36)}`;
  let client: postgres.Sql;
  let db: Db;
  beforeAll(async () => {
    client = postgres(process.env.DATABASE_URL!, postgresOptions({ max: 1 }));
    db = useDatabase({ kind: 'postgres', client });
    // A temporary table (this client is one connection): the other files' counts of the schema's tables stay still.
    await client.unsafe(`create temp table ${table} (a int)`);
    await client.unsafe(`insert into ${table} values (7)`);
  });
  afterAll(async () => {
    await client.unsafe(`drop table if exists ${table}`);
  });

  it('is run again whole, and answers the new type', async () => {
    const read = (tx: Db) => executeRows<{ a: unknown }>(tx, sql`select a from ${sql.identifier(table)} where a is not null or ${1} = 1`);
    expect(await transactionWithRetry(db, (tx) => read(tx as unknown as Db))).toEqual([{ a: 7 }]);
    await client.unsafe(`alter table ${table} alter column a type text`);
    // The first run meets "cached plan must not change result type" (0A000); without the retry the write would
    // answer 500 once on every connection that had cached the statement.
    expect(await transactionWithRetry(db, (tx) => read(tx as unknown as Db))).toEqual([{ a: '7' }]);
  });
});
