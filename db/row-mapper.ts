import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import { PostgresJsSession } from 'drizzle-orm/postgres-js';

/** A selected field as drizzle orders a selection (`orderSelectedFields`): its key path and the column or SQL. */
export type OrderedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** drizzle's choice of decoder in mapResultRow (`decoder` is internal to drizzle's SQL types). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * drizzle's `mapResultRow` for a flat selection (every key at the top level, as the app's lists and records
 * select), with each field's decoder found once per query. drizzle finds it again for every field of every row,
 * through up to three `is()` checks that walk the class chain for an aliased or SQL field: on a 25-row molds page
 * that was ≈ 6 % of the request's CPU (issue 13). A nested selection (`select().from(a).leftJoin(b)` → `{ a, b }`)
 * is not flat and keeps drizzle's own mapping, which also nulls a left-joined table's object when it found no row.
 * Undefined when the selection is not flat.
 */
export function flatRowMapper(fields: OrderedField[] | undefined): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (!fields?.length || fields.some((f) => f.path.length !== 1)) return undefined;
  const keys = fields.map((f) => f.path[0]);
  const decoders = fields.map((f) => decoderOf(f.field));
  const width = keys.length;
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        out[keys[i]] = value === null ? null : decoders[i].mapFromDriverValue(value);
      }
      return out;
    });
}

type PrepareQuery = (query: unknown, fields: OrderedField[] | undefined, name: unknown, arrayMode: boolean, customResultMapper?: unknown, ...rest: unknown[]) => unknown;
const INSTALLED = Symbol.for('moldline.flatRowMapper');

/**
 * Both drivers' sessions hand a flat selection's rows to `flatRowMapper` (drizzle calls a query's result mapper
 * with the raw rows, as it does for its relational queries, which bring their own and are left alone). Installed
 * once per process by db/client.ts, on the session classes, so transactions' sessions map the same way.
 */
export function installFlatRowMapper(): void {
  for (const session of [PostgresJsSession, PgliteSession] as unknown as { prototype: { prepareQuery: PrepareQuery; [INSTALLED]?: true } }[]) {
    const proto = session.prototype;
    if (proto[INSTALLED]) continue;
    const prepareQuery = proto.prepareQuery;
    proto.prepareQuery = function (query, fields, name, arrayMode, customResultMapper, ...rest) {
      return prepareQuery.call(this, query, fields, name, arrayMode, customResultMapper ?? (arrayMode ? flatRowMapper(fields) : undefined), ...rest);
    };
    proto[INSTALLED] = true;
  }
}
