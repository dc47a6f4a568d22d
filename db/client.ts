import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { env, pgliteDataDir } from '@/lib/env';
import { installRowMapper } from './row-mapper';
import * as schema from './schema';

installRowMapper();

/** The one database type every service uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

type Handle =
  | { kind: 'pglite'; db: Db; client: PGlite; release: () => void }
  | { kind: 'postgres'; db: Db; client: postgres.Sql; url?: string };

export const MIGRATIONS_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), 'db', 'migrations');

// Survives Next.js dev reloads and keeps one instance per process.
const store = globalThis as unknown as { __moldlineDb?: Handle };

export function pgliteExtensions() {
  return { pg_trgm };
}

/**
 * Two processes writing one PGlite directory silently lose writes, so the directory is
 * taken with a PID lock file and a second process fails with a message that says what to do.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database at ${dir} is in use by process ${holder}. ` +
            'Stop that process (e.g. the running app) first, or set PGLITE_DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The app's statements as named prepared statements. postgres.js sends an unnamed statement with parameters as
 * Parse+Describe, waits for the answer, then Bind+Execute: two round trips per query. A named one is described
 * once per connection and then costs one round trip (Bind+Execute), and the server parses it once (issue 13).
 * Drizzle names only `.prepare()`d queries; this names every statement sent on the pool and in its transactions
 * and savepoints (postgres.js hands `begin`'s and `savepoint`'s callbacks a handle of their own, wrapped here
 * too): a production report's twenty statements each waited for their Describe before (issue 30). A statement
 * cached before another instance's migration changed what it returns fails once inside a transaction (postgres.js
 * re-prepares it only outside one): `transactionWithRetry` runs such a transaction again (lib/db/retry.ts). Plans stay
 * custom per call (`plan_cache_mode`, see `postgresOptions`), as unnamed statements' plans are: a search keeps its
 * index plan.
 */
function preparing<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => target.unsafe(query, params, { ...options, prepare: true });
      }
      if (prop === 'begin' || prop === 'savepoint') {
        const open = Reflect.get(target, prop, receiver) as (...args: unknown[]) => unknown;
        // begin([options], fn) and savepoint([name], fn): the callback is the last argument.
        return (...args: unknown[]) => {
          const work = args.pop() as (sql: postgres.TransactionSql) => unknown;
          return open.call(target, ...args, (sql: postgres.TransactionSql) => work(preparing(sql)));
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** The pool options of the app's PostgreSQL connections (the tests' and benches' pools use them too). */
export function postgresOptions(options: postgres.Options<Record<string, postgres.PostgresType>> = {}): postgres.Options<Record<string, postgres.PostgresType>> {
  return { max: 10, onnotice: () => {}, ...options, connection: { plan_cache_mode: 'force_custom_plan', ...options.connection } };
}

function drizzleOnPostgres(client: postgres.Sql): Db {
  return drizzlePostgres(preparing(client), { schema, casing: 'snake_case' }) as unknown as Db;
}

function open(): Handle {
  const url = env().DATABASE_URL;
  if (url) {
    const client = postgres(url, postgresOptions());
    return { kind: 'postgres', client, url, db: drizzleOnPostgres(client) };
  }
  const dir = pgliteDataDir();
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  const client = new PGlite(dir, { extensions: pgliteExtensions() });
  return { kind: 'pglite', client, release, db: drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db };
}

function handle(): Handle {
  store.__moldlineDb ??= open();
  return store.__moldlineDb;
}

export function getDb(): Db {
  return handle().db;
}

export function dbKind(): 'pglite' | 'postgres' {
  return handle().kind;
}

/** Tests install their own (in-memory or per-run) database. */
export function useDatabase(h: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: postgres.Sql }) {
  store.__moldlineDb =
    h.kind === 'pglite'
      ? { kind: 'pglite', client: h.client, release: () => {}, db: drizzlePglite(h.client, { schema, casing: 'snake_case' }) as unknown as Db }
      : { kind: 'postgres', client: h.client, db: drizzleOnPostgres(h.client) };
  return store.__moldlineDb.db;
}

/** Any constant: the key of the session lock instances take turns on while they migrate. */
const MIGRATION_LOCK = 7_310_429;

/**
 * Applies the migrations not yet applied. On PostgreSQL several instances may start at once against one database
 * (CONTRACT §14): each waits for a session-level advisory lock, on a connection of its own (drizzle's migrator
 * reads what was applied before its transaction, so two at once would both apply the same migration and one
 * would fail), so the first migrates and the others find nothing left to do.
 */
export async function migrateDb(): Promise<void> {
  const h = handle();
  if (h.kind === 'pglite') {
    await migratePglite(h.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else if (h.url) {
    const single = postgres(h.url, { max: 1, onnotice: () => {}, connection: { application_name: 'moldline-migrate' } });
    try {
      await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(drizzlePostgres(single) as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await single.end({ timeout: 5 }); // ending the session releases the lock
    }
  } else {
    await migratePostgres(h.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

export async function closeDb(): Promise<void> {
  const h = store.__moldlineDb;
  store.__moldlineDb = undefined;
  if (!h) return;
  if (h.kind === 'pglite') {
    await h.client.close();
    h.release();
  } else {
    await h.client.end({ timeout: 5 });
  }
}
