/**
 * The purchase-order list's query, once (CONTRACT §11): `GET /api/purchase-orders` and `/export` parse it, the
 * /purchasing screen's URL is read with it, the OpenAPI document describes it.
 */
import { z } from 'zod';
import { cursorParam, enumListParam, idParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { PO_STATUSES, PURCHASE_ORDERS_PER_PAGE } from './constants';

/** The orders list's orders: newest first by default. */
export const PURCHASE_ORDER_SORT = defineSorts(
  { created: 'desc', po_number: 'desc', order_date: 'desc', expected_date: 'asc', status: 'asc', total_amount: 'desc' },
  'created',
);

export const purchaseOrderListQuerySchema = z.object({
  search: searchParam('PO number, supplier code or supplier name (case-insensitive contains; `%` and `_` match literally).'),
  status: enumListParam(PO_STATUSES, 'status'),
  supplier_id: idParam('supplier', 'Orders of this supplier.'),
  product_id: idParam('product', 'Orders with a line of this product.'),
  ...sortParams(PURCHASE_ORDER_SORT),
  ...pageParams({ perPage: PURCHASE_ORDERS_PER_PAGE }),
  cursor: cursorParam(),
});
export type PurchaseOrderListQuery = z.output<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderList = defineListState('/purchasing', purchaseOrderListQuerySchema, { searchKey: 'search' });
export type PurchaseOrderListState = ReturnType<typeof purchaseOrderList.load>;
