import type { DbOrTx } from '@/db/client';

/** What drizzle keeps of a handle and of a prepared query (internal to drizzle, the same on both drivers). */
type Session = { prepareQuery(query: unknown, fields: unknown, name: string | undefined, arrayMode: boolean, customResultMapper?: unknown): Rebindable };
type Rebindable = { getQuery(): unknown; fields?: unknown; _isResponseInArrayMode?: boolean; customResultMapper?: unknown; joinsNotNullableMap?: unknown };
type Handle = { session: Session; dialect: object };

/** A query prepared by drizzle (`.prepare(name)`): run with its placeholders' values. */
type Runnable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/**
 * A hot statement as a prepared query (issues 13 and 30): `build(db)` returns a drizzle query ending in
 * `.prepare(name)`, with `sql.placeholder()`s for its inputs. It is built once per drizzle instance (the app has
 * one; tests and benches open their own) and runs on the handle it is given — the pool, or a transaction's handle,
 * whose statements it then joins (the built SQL and its fields are handed to that transaction's session: the same
 * as drizzle's `.execute()` would run there, without building the SQL again). So a request binds its values and
 * runs it: no query building, which was ≈ 2 ms of Node's ≈ 10 a production report took (twelve statements of
 * 70–400 µs each). A value that may be null, on a column whose encoder does not take null (numeric: `String`;
 * timestamp, date: `.toISOString()`; json), goes in as `sql\`${sql.placeholder('x')}\``, which has no encoder:
 * drizzle maps a column's placeholder value with the column's encoder even when it is null. A statement first built
 * on a transaction's handle keeps that session as its key; every other handle gets a copy bound to its own.
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  // By the instance's dialect: a transaction's handle shares its instance's.
  const built = new WeakMap<object, { session: Session; query: Q }>();
  return (db) => {
    const { session, dialect } = db as unknown as Handle;
    let entry = built.get(dialect);
    if (entry === undefined) {
      entry = { session, query: build(db) };
      built.set(dialect, entry);
    }
    return entry.session === session ? entry.query : (rebound(entry.query as Rebindable, session) as Q);
  };
}

/**
 * The prepared query on another session of the same instance (a transaction's): its SQL, fields, row mapper (the
 * app's, db/row-mapper.ts, or a relational query's own) and joins. drizzle's cache is not used here (none is set).
 */
function rebound(query: Rebindable, session: Session): Rebindable {
  const copy = session.prepareQuery(query.getQuery(), query.fields, 'rebound', query._isResponseInArrayMode ?? false, query.customResultMapper);
  copy.joinsNotNullableMap = query.joinsNotNullableMap;
  return copy;
}

/**
 * A prepared query's run not started yet, for `inOrder` (lib/db/together.ts): it starts when awaited, as a
 * drizzle query builder does, and through the same driver calls, so statements keep the order they are given in.
 */
export function runLater<R>(query: Runnable<R>, values: Record<string, unknown>): PromiseLike<R> {
  return {
    then: <A = R, B = never>(resolve?: ((value: R) => A | PromiseLike<A>) | null, reject?: ((reason: unknown) => B | PromiseLike<B>) | null) =>
      query.execute(values).then(resolve, reject),
  };
}
