import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { lockDataDir, pgliteExtensions } from '@/db/client';

/**
 * One session on either database, as the backup tools need it: plain statements, explicit transactions, COPY out
 * and in. Each tool opens its own (never the app's pool): one connection, so BEGIN … COMMIT and the snapshot it
 * holds belong to the statements that follow.
 */
export interface Session {
  kind: 'postgres' | 'pglite';
  /** Where it points, without any password (for messages). */
  label: string;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters. */
  exec(text: string): Promise<void>;
  /** The rows of `table` (its `columns`) in COPY's text format, as chunks of whole lines. */
  copyOut(table: string, columns: string[]): AsyncIterable<string>;
  /** COPY table (columns) FROM STDIN; `lines` are pieces of whole rows in the text format. */
  copyIn(table: string, columns: string[], lines: AsyncIterable<string>): Promise<void>;
  close(): Promise<void>;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A connection string without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

export async function openPostgres(url: string): Promise<Session> {
  // max 1: one session, so a BEGIN sent with unsafe() and the statements after it share the connection.
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { application_name: 'moldline-backup' } });
  await sql`select 1`;
  return {
    kind: 'postgres',
    label: redactUrl(url),
    query: async <T,>(text: string, params: unknown[] = []) => (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
    exec: async (text) => {
      await sql.unsafe(text).simple();
    },
    async *copyOut(table, columns) {
      const stream = await sql.unsafe(`copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) to stdout`).readable();
      let rest = '';
      const utf8 = new StringDecoder('utf8'); // a character split between two chunks stays whole
      for await (const chunk of stream) {
        const text = rest + (typeof chunk === 'string' ? chunk : utf8.write(chunk));
        const end = text.lastIndexOf('\n') + 1;
        rest = text.slice(end);
        if (end) yield text.slice(0, end);
      }
      if (rest) yield rest;
      // postgres.js pauses the socket when a pushed chunk fills the stream's buffer and resumes it from the
      // stream's read(); when the table's last chunk and CopyDone arrive together, the stream ends while the
      // socket is paused and the next statement never gets its answer. Resume it (read() only does that).
      (stream as unknown as { _read(size: number): void })._read(0);
    },
    async copyIn(table, columns, lines) {
      const stream = await sql.unsafe(`copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from stdin`).writable();
      const done = new Promise<void>((resolve, reject) => {
        stream.once('finish', resolve);
        stream.once('error', reject);
      });
      for await (const line of lines) {
        if (!stream.write(line)) await new Promise((resolve) => stream.once('drain', resolve));
      }
      stream.end();
      await done;
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/** How many table pages (8 kB) one PGlite COPY reads at most: bounds the memory a large table takes. */
const PAGES_PER_COPY = 2048;
/** Characters per PGlite COPY FROM (the rows are handed over in memory). */
const CHARS_PER_COPY_IN = 16 * 1024 * 1024;

/**
 * The embedded database in `dir`, taken with its lock file (the app must not be running on it: two processes on
 * one directory lose writes). `create`: the directory may be new.
 */
export async function openPglite(dir: string, { create = false } = {}): Promise<Session> {
  if (!create && !hasPgliteData(dir)) throw new Error(`There is no embedded database at ${dir}.`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  let pg: PGlite;
  try {
    pg = new PGlite(dir, { extensions: pgliteExtensions() });
    await pg.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  return pgliteSession(pg, dir, async () => {
    await pg.close();
    release();
  });
}

/** A PGlite instance the caller opened (tests: in memory). */
export function pgliteSession(pg: PGlite, label: string, close: () => Promise<void> = () => pg.close()): Session {
  return {
    kind: 'pglite',
    label,
    query: async <T,>(text: string, params: unknown[] = []) => (await pg.query<T>(text, params)).rows,
    exec: async (text) => {
      await pg.exec(text);
    },
    async *copyOut(table, columns) {
      // PGlite hands COPY's output over in memory: a large table goes out in ranges of its pages (ctid), each row
      // once, all in the caller's transaction (one snapshot), a bounded amount at a time.
      const [{ pages }] = (await pg.query<{ pages: number }>(`select (pg_relation_size($1) / current_setting('block_size')::int)::int as pages`, [quoteIdent(table)])).rows;
      const select = `select ${columns.map(quoteIdent).join(', ')} from ${quoteIdent(table)}`;
      for (let from = 0; from < pages; from += PAGES_PER_COPY) {
        const range = `ctid >= '(${from},0)'::tid and ctid < '(${from + PAGES_PER_COPY},0)'::tid`;
        const text = await blobText(pg, `copy (${select} where ${range}) to '/dev/blob'`);
        if (text) yield text;
      }
    },
    async copyIn(table, columns, lines) {
      const statement = `copy ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) from '/dev/blob'`;
      let batch: string[] = [];
      let size = 0;
      const flush = async () => {
        if (!batch.length) return;
        await pg.query(statement, [], { blob: new Blob(batch) });
        batch = [];
        size = 0;
      };
      for await (const piece of lines) {
        batch.push(piece);
        size += piece.length;
        if (size >= CHARS_PER_COPY_IN) await flush();
      }
      await flush();
    },
    close,
  };
}

async function blobText(pg: PGlite, statement: string): Promise<string> {
  const result = await pg.query(statement);
  return result.blob ? await result.blob.text() : '';
}

/** A PGlite data directory holds a cluster once PG_VERSION is there. */
export function hasPgliteData(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'PG_VERSION'));
}
