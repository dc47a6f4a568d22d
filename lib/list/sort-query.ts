/**
 * The API's `sort`/`dir` query parameters of a sortable list (lib/list/sort.ts), apart from it so that the list
 * screens' URL state does not bring zod into the browser.
 */
import { z } from 'zod';
import { enumOf } from '@/lib/validation';
import { SORT_DIRS, type SortSpec } from './sort';

/** The API's order parameters: a key the list does not sort by, or a direction not asc/desc, is a 422. */
export function sortQuerySchema<K extends string>(spec: SortSpec<K>) {
  return z.object({ sort: enumOf(spec.keys, 'sort').optional(), dir: enumOf(SORT_DIRS, 'dir').optional() });
}
