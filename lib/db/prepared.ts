import type { Db } from '@/db/client';

/**
 * A hot read as a prepared statement (issue 13): `build(db)` returns a drizzle query ending in `.prepare(name)`,
 * with `sql.placeholder()`s for its inputs. It is built once per database handle (the app has one; tests and
 * benches open their own), so a request binds its values and runs it: no query building, and on PostgreSQL a
 * named statement parsed once per connection.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
