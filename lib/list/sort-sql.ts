import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortSpec, SortState } from './sort';

/**
 * ORDER BY for a list's sort (see `lib/list/sort.ts`): the key's expression in the chosen direction, nulls last
 * either way, then the row id in the same direction so pages never overlap or skip rows.
 */
export function orderBySort<K extends string>(_spec: SortSpec<K>, expressions: Record<K, SQL | AnyColumn>, state: SortState<K>, id: AnyColumn): SQL[] {
  const dir = state.dir === 'desc' ? sql`desc` : sql`asc`;
  return [sql`${expressions[state.sort]} ${dir} nulls last`, sql`${id} ${dir}`];
}
