import { defineListState, parseAsString } from '@/lib/list/url-state';
import { COST_SHEETS_PER_PAGE } from './constants';

/** The /costing screen's state in the URL (?search=&page=), read by the page and written by the toolbar. Client-safe. */
export const costSheetList = defineListState('/costing', { search: parseAsString.withDefault('') }, { perPage: COST_SHEETS_PER_PAGE, searchKey: 'search' });
