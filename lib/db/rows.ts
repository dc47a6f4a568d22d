import type { Db, DbOrTx } from '@/db/client';
import { getTableColumns, getTableName, is, SQL, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Rows of a raw `db.execute()`: postgres-js returns an array, PGlite an object with `rows`. */
export async function executeRows<T>(db: Db | DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The rows of what `db.execute` answered: postgres.js answers an array of them, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Many rows as ONE statement parameter, for set-based writes: `select … from json_to_recordset(${jsonRecords(rows)})
 * as t(id int, quantity numeric, …)`. A short statement planned once whatever the batch's size, the same on
 * postgres.js and PGlite — where drizzle's `.values(rows)` sends a parameter per cell (7,000 for 500 rows of 14
 * columns) for the server to parse and plan. Cells are JSON: numbers as numbers, text as text, null as null.
 */
export function jsonRecords(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}

/**
 * A list of ids as ONE array parameter (`= any(${intArray(ids)})`, `unnest(${intArray(ids)})`): the same statement
 * text however many ids, so it is prepared once, the same on postgres.js and PGlite. drizzle's `inArray(column,
 * ids)` sends a parameter per id: building the condition for 2,000 ids took node ≈ 7 ms, this ≈ 0.07 ms.
 */
export function intArray(ids: readonly number[]): SQL {
  return intArrayOf(ids.join(','));
}

/** `intArray` of a prepared statement (lib/db/prepared.ts): `intArrayOf(sql.placeholder('ids'))`, bound to `ids.join(',')`. */
export function intArrayOf(list: string | Placeholder): SQL {
  return sql`string_to_array(${list}, ',')::int[]`;
}

/**
 * The next value of a serial column's own sequence (`<table>_<column>_seq`, as PostgreSQL names it), written as a
 * literal: the name is turned into the sequence's oid once, when the statement is parsed. `nextval(pg_get_serial_
 * sequence(…))` looked the catalog up at every call: 4,000 ids took ≈ 20 ms of the server against ≈ 3 ms.
 */
export function nextSerial(column: PgColumn): SQL {
  return sql.raw(`nextval('${getTableName(column.table)}_${column.name}_seq')`);
}

/** Texts as ONE array parameter (see intArray); any character may be in them (a JSON array, not a delimited string). */
export function textArray(values: readonly string[]): SQL {
  return sql`array(select json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/**
 * drizzle's `insert(table).values(rows)` as ONE JSON parameter (see jsonRecords): `insert into table (cols) select
 * cols from json_to_recordset(rows) as t(col type, …)`, the types the table's own. `rows` are keyed by the table's
 * drizzle property names, as `.values()` takes them; a column is written when some row names it, and a row that
 * leaves it out gets the column's default (a literal `.default(…)`; a column with an SQL default must be given by
 * every row that names it, or by none). Values go through the column's own mapping (numbers of a numeric column,
 * dates); json/jsonb columns take the value as JSON, read as `json` and cast: json_populate_recordset's own jsonb
 * conversion took twice as long (2,000 audit rows of ~800 bytes: ≈ 80 against ≈ 40 ms). Append `on conflict …` /
 * `returning …` to the statement as needed.
 */
export function jsonInsert(table: PgTable, rows: readonly Record<string, unknown>[]): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  if (keys.length === 0) throw new Error('jsonInsert: no row names a column of the table');
  const defaults: Record<string, unknown> = {};
  for (const key of keys) {
    const column = columns[key];
    if (rows.every((row) => row[key] !== undefined)) continue;
    if (!column.hasDefault) {
      defaults[key] = null;
      continue;
    }
    if (column.default === undefined || is(column.default, SQL)) throw new Error(`jsonInsert: ${column.name} has no literal default for the rows that leave it out`);
    defaults[key] = column.default;
  }
  const data = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const key of keys) out[columns[key].name] = cellOf(columns[key], row[key] !== undefined ? row[key] : defaults[key]);
    return out;
  });
  const { head, tail } = insertText(table, columns, keys);
  return sql`${sql.raw(head)}${JSON.stringify(data)}${sql.raw(tail)}`;
}

/** jsonInsert's statement around its one parameter, per table and set of columns: worked out once, not per call. */
const insertTexts = new WeakMap<PgTable, Map<string, { head: string; tail: string }>>();
function insertText(table: PgTable, columns: Record<string, PgColumn>, keys: string[]): { head: string; tail: string } {
  let perTable = insertTexts.get(table);
  if (!perTable) insertTexts.set(table, (perTable = new Map()));
  const signature = keys.join(',');
  let text = perTable.get(signature);
  if (!text) {
    const name = (key: string) => `"${columns[key].name.replace(/"/g, '""')}"`;
    const names = keys.map(name).join(', ');
    const cells = keys.map((key) => (isJson(columns[key]) ? `${name(key)}::${columns[key].getSQLType()}` : name(key))).join(', ');
    const types = keys.map((key) => `${name(key)} ${recordType(columns[key])}`).join(', ');
    text = { head: `insert into "${getTableName(table).replace(/"/g, '""')}" (${names}) select ${cells} from json_to_recordset(`, tail: `::json) as t(${types})` };
    perTable.set(signature, text);
  }
  return text;
}

function isJson(column: PgColumn): boolean {
  return column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
}

/** A column's type in json_to_recordset's column list: its own, a serial as its integer, json(b) as json (cast after). */
function recordType(column: PgColumn): string {
  if (isJson(column)) return 'json';
  const type = column.getSQLType();
  return ({ serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' } as Record<string, string>)[type] ?? type;
}

function cellOf(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  if (isJson(column)) return value;
  return column.mapToDriverValue(value);
}
