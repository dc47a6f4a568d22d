/**
 * The API's `sort`/`dir` query parameters of a sortable list (lib/list/sort.ts), apart from it so that the list
 * screens' URL state does not bring zod into the browser.
 */
import { z } from 'zod';
import { enumOf } from '@/lib/validation';
import { SORT_DIRS, type SortSpec } from './sort';

/** A query string's empty value (`?sort=`) is "not sent"; anything else must be one of the values exactly. */
const blankToAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function build<K extends string>(spec: SortSpec<K>) {
  return z.object({
    sort: z.preprocess(blankToAbsent, enumOf(spec.keys, 'sort').optional()),
    dir: z.preprocess(blankToAbsent, enumOf(SORT_DIRS, 'dir').optional()),
  });
}

const built = new WeakMap<SortSpec<string>, ReturnType<typeof build>>();

/**
 * The API's order parameters: a key the list does not sort by, or a direction not asc/desc, is a 422. One schema
 * per spec, built on first use: a zod schema costs its construction and, on its first parses, compiling its
 * parser — per request that was ≈ 5 % of a list request's CPU.
 */
export function sortQuerySchema<K extends string>(spec: SortSpec<K>): ReturnType<typeof build<K>> {
  let schema = built.get(spec);
  if (!schema) built.set(spec, (schema = build(spec)));
  return schema as ReturnType<typeof build<K>>;
}
