import { defineListState, parseAsString, parseAsStringLiteral } from '@/lib/list/url-state';
import { RATING_FILTERS, SUPPLIERS_PER_PAGE } from './constants';

/**
 * The /suppliers screen's state in the URL (?search=&rating=&page=), read by the server page
 * (`supplierList.load`) and written by the toolbar (`useListState(supplierList)`); the names are the API's
 * (CONTRACT §5). Client-safe.
 */
export const supplierList = defineListState(
  '/suppliers',
  {
    search: parseAsString.withDefault(''),
    rating: parseAsStringLiteral(RATING_FILTERS),
  },
  { perPage: SUPPLIERS_PER_PAGE, searchKey: 'search' },
);

export type SupplierListState = ReturnType<typeof supplierList.load>;
