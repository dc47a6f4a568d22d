import { defineSorts, sortParsers, subListSort } from '@/lib/list/sort';
import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/url-state';
import { HEALTH_FILTERS, MOLD_OWNERSHIPS, MOLD_STATUSES, MOLDS_PER_PAGE, type MoldSort } from './constants';

/** The mold list's orders and their natural directions (most shots and closest to maintenance first). */
export const MOLD_SORT = defineSorts<MoldSort>({ mold_code: 'asc', mold_name: 'asc', total_shots: 'desc', maintenance: 'desc' }, 'mold_code');

/**
 * The /molds screen's state in the URL (?q=&status=&ownership=&health=&sort=&page=), so a filtered page can be
 * bookmarked, shared and reloaded: read by the server page (`moldList.load`) and written by the toolbar and the
 * health chips (`useListState(moldList)`). Invalid values in a hand-edited URL are dropped. Client-safe.
 */
export const moldList = defineListState(
  '/molds',
  {
    q: parseAsString.withDefault(''),
    status: parseAsStringLiteral(MOLD_STATUSES),
    ownership: parseAsStringLiteral(MOLD_OWNERSHIPS),
    health: parseAsStringLiteral(HEALTH_FILTERS),
    ...sortParsers(MOLD_SORT),
  },
  { perPage: MOLDS_PER_PAGE, searchKey: 'q' },
);

export type MoldListState = ReturnType<typeof moldList.load>;

/** The Usage History tab's orders (newest run first by default) and its URL keys (`usage_sort`, `usage_dir`). */
export const USAGE_SORT = defineSorts(
  { date: 'desc', work_order: 'asc', product: 'asc', shots_produced: 'desc', machine: 'asc', operator: 'asc', defect_rate: 'desc' },
  'date',
);
export const usageHistorySort = subListSort(USAGE_SORT, 'usage');

/** The Maintenance History tab's orders (newest first by default) and its URL keys (`maintenance_sort`, `maintenance_dir`). */
export const MAINTENANCE_SORT = defineSorts({ date: 'desc', type: 'asc', technician: 'asc', cost: 'desc', shots_at_maintenance: 'desc' }, 'date');
export const maintenanceHistorySort = subListSort(MAINTENANCE_SORT, 'maintenance');
