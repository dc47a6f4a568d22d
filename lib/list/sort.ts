/**
 * Sortable lists (issue 14), one mechanism: a list names its sort keys with each key's natural direction (names
 * A→Z, amounts and dates largest/newest first) and a default. The URL and the API carry `sort=<key>` and, when it
 * differs from the key's natural direction or is chosen, `dir=asc|desc`; the server orders in SQL with the row id
 * as tiebreak (`lib/list/sort-sql.ts`), the column headers link to the next order and say `aria-sort`.
 * Client-safe.
 */
import { z } from 'zod';
import { enumOf } from '@/lib/validation';
import { parseAsStringLiteral } from './url-state';

export const SORT_DIRS = ['asc', 'desc'] as const;
export type SortDir = (typeof SORT_DIRS)[number];

export type SortSpec<K extends string> = { keys: readonly [K, ...K[]]; natural: Record<K, SortDir>; defaultKey: K };

export function defineSorts<const K extends string>(natural: Record<K, SortDir>, defaultKey: NoInfer<K>): SortSpec<K> {
  return { keys: Object.keys(natural) as unknown as readonly [K, ...K[]], natural, defaultKey };
}

/** The URL parsers of a list's order (spread into `defineListState`): an unknown key or direction is dropped. */
export function sortParsers<K extends string>(spec: SortSpec<K>) {
  return { sort: parseAsStringLiteral(spec.keys).withDefault(spec.defaultKey), dir: parseAsStringLiteral(SORT_DIRS) };
}

/** The API's order parameters: a key the list does not sort by, or a direction not asc/desc, is a 422. */
export function sortQuerySchema<K extends string>(spec: SortSpec<K>) {
  return z.object({ sort: enumOf(spec.keys, 'sort').optional(), dir: enumOf(SORT_DIRS, 'dir').optional() });
}

export type SortState<K extends string = string> = { sort: K; dir: SortDir };

/** The order to apply: the key (default when absent) and its direction (natural when absent). */
export function resolveSort<K extends string>(spec: SortSpec<K>, sort: K | null | undefined, dir: SortDir | null | undefined): SortState<K> {
  const key = sort && spec.keys.includes(sort) ? sort : spec.defaultKey;
  return { sort: key, dir: dir ?? spec.natural[key] };
}

/** Where a click on `key`'s header leads: the other direction when it is the current order, else its natural one. */
export function nextSort<K extends string>(spec: SortSpec<K>, current: SortState<K>, key: K): { sort: K; dir: SortDir | null } {
  if (current.sort === key) {
    const dir: SortDir = current.dir === 'asc' ? 'desc' : 'asc';
    return { sort: key, dir: dir === spec.natural[key] ? null : dir };
  }
  return { sort: key, dir: null };
}
