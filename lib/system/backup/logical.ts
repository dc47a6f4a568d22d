import readline from 'node:readline';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { appTables, restoreReferenceChecks, sequenceStates, type SequenceState, type TableInfo } from './catalog';
import { quoteIdent, type Session } from './connection';

/**
 * Moldline's logical dump: the rows of every table of schema public in COPY's text format and the state of every
 * sequence, gzip-compressed. The schema is not in it: a restore builds it with this app's migrations up to the
 * manifest's level, the same DDL either database got, so a dump of the embedded database (PostgreSQL 17 in WASM)
 * loads into a PostgreSQL 15 server and back. Lines:
 *   @sequence {"name","last_value","is_called"}
 *   @table {"name","columns"}   then the table's rows, then a line "\."
 *   @end
 * A COPY text row escapes every backslash and newline, so "\." alone on a line only ever ends a table.
 */

/** The dump of `session`, read in the caller's transaction (one snapshot), as a gzip stream. */
export function logicalDump(session: Session, tables: TableInfo[]): Readable {
  async function* lines() {
    for (const s of await sequenceStates(session)) yield `@sequence ${JSON.stringify(s)}\n`;
    for (const t of tables) {
      yield `@table ${JSON.stringify({ name: t.name, columns: t.columns })}\n`;
      for await (const chunk of session.copyOut(t.name, t.columns)) yield chunk;
      yield '\\.\n';
    }
    yield '@end\n';
  }
  return Readable.from(lines()).pipe(zlib.createGzip({ level: 6 }));
}

/**
 * Reads a logical dump through once without touching any database: its framing (every table closed, the end
 * line there) and the rows of each table, which must be the manifest's. A damaged or doctored file fails here,
 * before a restore creates anything.
 */
export async function scanLogicalDump(payload: Readable, expected: Record<string, number>): Promise<void> {
  const input = readline.createInterface({ input: payload.pipe(zlib.createGunzip()), crlfDelay: Infinity });
  const rows: Record<string, number> = {};
  let table: string | null = null;
  let ended = false;
  try {
    for await (const line of input) {
      if (table !== null) {
        if (line === '\\.') table = null;
        else rows[table]++;
      } else if (line.startsWith('@table ')) {
        table = (JSON.parse(line.slice(7)) as { name: string }).name;
        if (rows[table] !== undefined) throw new Error(`The backup's data is damaged: table ${table} appears twice.`);
        rows[table] = 0;
      } else if (line === '@end') {
        ended = true;
        break;
      } else if (!line.startsWith('@sequence ') && line !== '') {
        throw new Error(`The backup's data is damaged (an unexpected line: ${JSON.stringify(line.slice(0, 40))}).`);
      }
    }
  } catch (error) {
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new Error(`The backup's data is damaged (${error instanceof Error ? error.message : error}).`);
    throw error;
  } finally {
    input.close();
  }
  if (table !== null) throw new Error(`The backup ends inside table ${table}: it is incomplete.`);
  if (!ended) throw new Error('The backup ends before its last table: it is incomplete.');
  for (const [name, count] of Object.entries(rows)) {
    if (expected[name] !== count) throw new Error(`The backup's data does not match its manifest: table ${name} holds ${count} rows, the manifest says ${expected[name] ?? 'nothing of it'}.`);
  }
  const missing = Object.keys(expected).filter((name) => !name.includes('.') && rows[name] === undefined);
  if (missing.length) throw new Error(`The backup's data does not match its manifest: it lacks ${missing.join(', ')}.`);
}

/**
 * Loads a logical dump into `session`'s database, which holds the schema at the dump's level (and the rows
 * migrations put there, emptied first). In the caller's transaction. Tables the dump has that the database lacks,
 * or columns, are an error: the dump is not of this schema.
 */
export async function loadLogicalDump(session: Session, payload: Readable): Promise<void> {
  const tables = await appTables(session);
  const byName = new Map(tables.map((t) => [t.name, t]));
  if (tables.length) await session.exec(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')}`);
  // Rows are loaded as they were: triggers that derive rows (products → stock_balances) stay out of it, the
  // derived rows are in the dump. Foreign keys are still checked (the tables come parents first), those checked per
  // statement once the rows are in (below).
  const triggered = await session.query<{ name: string }>(
    `select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not g.tgisinternal`,
  );
  for (const t of triggered) await session.exec(`alter table ${quoteIdent(t.name)} disable trigger user`);
  // Indexes are built once after the load, as pg_restore does, not row by row: a trigram index kept up to date
  // through 100,000 inserted customers takes minutes (fastupdate off), built at the end seconds. Those that back
  // a constraint (keys, unique) stay: foreign keys are checked against them as rows arrive.
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition from pg_index x
     join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
  );
  for (const i of indexes) await session.exec(`drop index ${quoteIdent(i.name)}`);

  const input = readline.createInterface({ input: payload.pipe(zlib.createGunzip()), crlfDelay: Infinity });
  const iterator = input[Symbol.asyncIterator]();
  const sequences: SequenceState[] = [];
  let ended = false;
  const next = async () => {
    const step = await iterator.next();
    return step.done ? null : step.value;
  };
  for (let line = await next(); line !== null; line = await next()) {
    if (line.startsWith('@sequence ')) {
      sequences.push(JSON.parse(line.slice(10)) as SequenceState);
    } else if (line.startsWith('@table ')) {
      const { name, columns } = JSON.parse(line.slice(7)) as { name: string; columns: string[] };
      const target = byName.get(name);
      if (!target) throw new Error(`The backup has a table ${name} that this database does not.`);
      const missing = columns.filter((c) => !target.columns.includes(c));
      if (missing.length) throw new Error(`The backup's table ${name} has columns this database does not: ${missing.join(', ')}.`);
      let closed = false;
      // Whole rows in pieces of about 256 kB: one COPY message each, not one per row.
      async function* rows() {
        let piece = '';
        for (let row = await next(); row !== null; row = await next()) {
          if (row === '\\.') {
            closed = true;
            break;
          }
          piece += `${row}\n`;
          if (piece.length >= 256 * 1024) {
            yield piece;
            piece = '';
          }
        }
        if (piece) yield piece;
      }
      await session.copyIn(name, columns, rows());
      if (!closed) throw new Error(`The backup ends inside table ${name}: it is incomplete.`);
    } else if (line === '@end') {
      ended = true;
      break;
    } else if (line !== '') {
      throw new Error(`The backup's data is damaged (an unexpected line: ${JSON.stringify(line.slice(0, 40))}).`);
    }
  }
  input.close();
  if (!ended) throw new Error('The backup ends before its last table: it is incomplete.');

  for (const i of indexes) await session.exec(i.definition);
  for (const t of triggered) await session.exec(`alter table ${quoteIdent(t.name)} enable trigger user`);
  // The foreign keys checked once per statement by a trigger were off with the user triggers.
  await restoreReferenceChecks(session, { validate: true });
  for (const s of sequences) {
    await session.query(`select setval($1, $2::bigint, $3)`, [quoteIdent(s.name), s.last_value, s.is_called]);
  }
}

export { appTables };
