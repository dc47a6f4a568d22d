import { defineChildList } from '@/lib/list/child-list';
import { defineSorts } from '@/lib/list/sort';

/**
 * The orders of a product's stock-movement history (Inventory tab of /products/{id}): newest first by default
 * (movement date, then the order they were recorded), and its URL keys beside `movements_page`
 * (`movements_sort`, `movements_dir`). Client-safe.
 */
export const MOVEMENT_SORT = defineSorts({ date: 'desc', type: 'asc', quantity: 'desc', unit_cost: 'desc' }, 'date');
export const movementHistorySort = defineChildList('movements', MOVEMENT_SORT, 20);
