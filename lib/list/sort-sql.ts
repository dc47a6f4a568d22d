import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortSpec, SortState } from './sort';

/**
 * ORDER BY for a list's sort (see `lib/list/sort.ts`): the key's expression in the chosen direction, nulls last
 * either way, then the row id in the same direction so pages never overlap or skip rows. Keys listed in
 * `options.notNull` (NOT NULL columns) leave out `nulls last`, so a descending order can walk an ascending index
 * backwards (PostgreSQL matches an index on the NULLS order too, not knowing the column has none).
 */
export function orderBySort<K extends string>(
  _spec: SortSpec<K>,
  expressions: Record<K, SQL | AnyColumn>,
  state: SortState<K>,
  id: AnyColumn,
  options: { notNull?: readonly K[] } = {},
): SQL[] {
  const dir = state.dir === 'desc' ? sql`desc` : sql`asc`;
  const nulls = options.notNull?.includes(state.sort) ? sql`` : sql` nulls last`;
  return [sql`${expressions[state.sort]} ${dir}${nulls}`, sql`${id} ${dir}`];
}

const nonNullExpressions = new WeakSet<SQL>();

/**
 * Marks a sort expression that is never NULL (`lower(<a not-null column>)`): its keyset condition is then a plain
 * row comparison, which an index on the expression answers in order. NOT NULL columns of the list's own table are
 * known without this.
 */
export function nonNull(expression: SQL): SQL {
  nonNullExpressions.add(expression);
  return expression;
}

/**
 * A NOT NULL column is never NULL in the list only when it belongs to the list's own table (the table of `id`): a
 * column of a LEFT JOINed table (a supplier's scorecard) is NULL for the rows the join finds nothing for.
 */
function isNonNull(expression: SQL | AnyColumn, id: AnyColumn): boolean {
  return is(expression, Column) ? expression.notNull && expression.table === id.table : nonNullExpressions.has(expression as SQL);
}

/** The select columns that carry a row's place in the list's order (read back by `pageOf` for the `next` cursor). */
export type SortKeyColumns = { __sort_key: SQL<string | null>; __sort_id: SQL<number> };

/**
 * A list's order with what keyset paging needs (issue 13): the ORDER BY (as `orderBySort`), the columns that carry
 * each row's sort key (as text: exact for numbers, timestamps and floats) and id, and the condition "after this
 * row" in that order — `(key, id) > (k, i)` (`<` descending), plus the NULL keys that sort last. Give it to
 * `pageOf` as the query's `sort`: every list built on it answers `cursor=` and carries `next`.
 */
export type ListSort<K extends string = string> = {
  state: SortState<K>;
  orderBy: SQL[];
  columns: SortKeyColumns;
  after: (key: string | null, id: number) => SQL;
};

export function listSort<K extends string>(spec: SortSpec<K>, expressions: Record<K, SQL | AnyColumn>, state: SortState<K>, id: AnyColumn): ListSort<K> {
  const expression = expressions[state.sort];
  const op = state.dir === 'desc' ? sql.raw('<') : sql.raw('>');
  const nullable = !isNonNull(expression, id);
  return {
    state,
    // A key that is never NULL orders without `nulls last`, so a descending page can walk an ascending index backwards.
    orderBy: orderBySort(spec, expressions, state, id, { notNull: nullable ? [] : [state.sort] }),
    columns: { __sort_key: sql<string | null>`(${expression})::text`, __sort_id: sql<number>`${id}`.mapWith(Number) },
    after: (key, lastId) => {
      // NULL keys sort last in both directions: after a NULL key come only NULL keys with a later id.
      if (key === null) return sql`(${expression} is null and ${id} ${op} ${lastId})`;
      const rows = sql`(${expression}, ${id}) ${op} (${key}, ${lastId})`;
      return nullable ? sql`(${rows} or ${expression} is null)` : rows;
    },
  };
}
