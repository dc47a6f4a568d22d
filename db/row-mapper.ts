import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';

/** A selected field as drizzle orders a selection (`orderSelectedFields`): its key path and the column or SQL. */
export type OrderedField = { path: string[]; field: unknown };
/** Per table name: false when a left/right/full join may leave it without a row (drizzle's joinsNotNullableMap). */
export type JoinsNotNullable = Record<string, boolean> | undefined;
type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Row = Record<string, unknown>;

/** drizzle's choice of decoder in mapResultRow (`decoder` is internal to drizzle's SQL types). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * drizzle's `mapResultRow`, with what it works out for every field of every row — the field's decoder, whether it
 * is a column and of which table — worked out once per query. drizzle does it again per row and field, through up
 * to three `is()` checks that walk the class chain of an aliased or SQL field: a measurable share of a list request's CPU
 * (issue 13). The result is drizzle's, key for key: a flat selection's keys at the top level; a nested
 * one's objects built along each path, and an object of columns from a joined table that may have no row is null
 * when its first column is (drizzle's rule, `joinsNotNullable` as the query's join says).
 */
export function rowMapper(fields: OrderedField[]): (rows: unknown[][], joinsNotNullable: JoinsNotNullable) => Row[] {
  const width = fields.length;
  const keys = fields.map((f) => f.path[f.path.length - 1]);
  const decoders = fields.map((f) => decoderOf(f.field));
  if (fields.every((f) => f.path.length === 1)) {
    return (rows) =>
      rows.map((row) => {
        const out: Row = {};
        for (let i = 0; i < width; i++) {
          const value = row[i];
          out[keys[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
        }
        return out;
      });
  }
  const parents = fields.map((f) => f.path.slice(0, -1));
  // The table of a column directly under a top-level object (the only place drizzle nulls an object).
  const tables = fields.map((f) => (f.path.length === 2 && is(f.field, Column) ? getTableName((f.field as Column).table) : undefined));
  return (rows, joinsNotNullable) =>
    rows.map((row) => {
      const out: Row = {};
      let nullify: Record<string, string | false> | undefined;
      for (let i = 0; i < width; i++) {
        let node = out;
        for (const chunk of parents[i]) node = (chunk in node ? node[chunk] : (node[chunk] = {})) as Row;
        const raw = row[i];
        const value = (node[keys[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw));
        const table = tables[i];
        if (joinsNotNullable && table !== undefined) {
          const objectName = parents[i][0];
          nullify ??= {};
          if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
          else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== table) nullify[objectName] = false;
        }
      }
      if (joinsNotNullable && nullify) {
        for (const [objectName, table] of Object.entries(nullify)) if (typeof table === 'string' && !joinsNotNullable[table]) out[objectName] = null;
      }
      return out;
    });
}

type PreparedQuery = { customResultMapper?: unknown; joinsNotNullableMap?: JoinsNotNullable };
type PrepareQuery = (query: unknown, fields: OrderedField[] | undefined, name: unknown, arrayMode: boolean, customResultMapper?: unknown, ...rest: unknown[]) => PreparedQuery;
const INSTALLED = Symbol.for('moldline.rowMapper');

/** A query's mapper, worked out once per fields list: a prepared query (lib/db/prepared.ts) runs with the same list every time. */
const mappers = new WeakMap<OrderedField[], ReturnType<typeof rowMapper>>();
function mapperOf(fields: OrderedField[]): ReturnType<typeof rowMapper> {
  let map = mappers.get(fields);
  if (map === undefined) {
    map = rowMapper(fields);
    mappers.set(fields, map);
  }
  return map;
}

/**
 * Both drivers' sessions map a selection's rows through `rowMapper`: drizzle hands a query's result mapper the raw
 * rows, as it does for its relational queries (which bring their own mapper and are left alone). The join's
 * nullability is read from the prepared query when it runs (drizzle sets it after preparing). Installed once per
 * process by db/client.ts, on the session classes, so transactions' sessions map the same way.
 */
export function installRowMapper(): void {
  for (const session of [PostgresJsSession, PgliteSession] as unknown as { prototype: { prepareQuery: PrepareQuery; [INSTALLED]?: true } }[]) {
    const proto = session.prototype;
    if (proto[INSTALLED]) continue;
    const prepareQuery = proto.prepareQuery;
    proto.prepareQuery = function (query, fields, name, arrayMode, customResultMapper, ...rest) {
      const prepared = prepareQuery.call(this, query, fields, name, arrayMode, customResultMapper, ...rest);
      if (customResultMapper === undefined && arrayMode && fields?.length) {
        const map = mapperOf(fields);
        prepared.customResultMapper = (rows: unknown[][]) => map(rows, prepared.joinsNotNullableMap);
      }
      return prepared;
    };
    proto[INSTALLED] = true;
  }
}
