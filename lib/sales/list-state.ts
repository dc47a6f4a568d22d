import { z } from 'zod';
import { cursorParam, dateParam, enumListParam, idParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { SALES_ORDER_STATUSES, SALES_PER_PAGE, SHIPMENTS_PER_PAGE } from './constants';

/** The orders list's orders: newest first by default. */
export const SALES_ORDER_SORT = defineSorts({ created: 'desc', order_number: 'desc', order_date: 'desc', requested_date: 'asc', subtotal: 'desc', status: 'asc' }, 'created');

/**
 * The sales-order list's query, once (CONTRACT §10): `GET /api/sales-orders` and `/export` parse it, the /sales
 * Orders tab's URL is read with it, the OpenAPI document describes it.
 */
export const salesOrderListQuerySchema = z.object({
  search: searchParam('Order number, customer name or code, customer PO (case-insensitive contains).'),
  status: enumListParam(SALES_ORDER_STATUSES, 'status'),
  customer_id: idParam('customer', 'Orders of this customer.'),
  ...sortParams(SALES_ORDER_SORT),
  ...pageParams({ perPage: SALES_PER_PAGE }),
  cursor: cursorParam(),
});
export type SalesOrderListQuery = z.output<typeof salesOrderListQuerySchema>;
export const salesOrderList = defineListState('/sales', salesOrderListQuerySchema, { searchKey: 'search' });
export type SalesOrderListState = ReturnType<typeof salesOrderList.load>;

export const SHIPMENT_SORT = defineSorts({ ship_date: 'desc', shipment_number: 'desc', value: 'desc' }, 'ship_date');

/** `GET /api/shipments` and the /shipping list. */
export const shipmentListQuerySchema = z.object({
  search: searchParam('Shipment number, order number, customer name or code, tracking number.'),
  customer_id: idParam('customer', 'Shipments to this customer.'),
  sales_order_id: idParam('sales order', 'Shipments of this order.'),
  ...sortParams(SHIPMENT_SORT),
  ...pageParams({ perPage: SHIPMENTS_PER_PAGE }),
});
export type ShipmentListQuery = z.output<typeof shipmentListQuerySchema>;
export const shipmentList = defineListState('/shipping', shipmentListQuerySchema, { searchKey: 'search' });
export type ShipmentListState = ReturnType<typeof shipmentList.load>;

/** GET /api/reports/on-time-delivery and its export: a period of plant days (default the last 30). */
export const onTimeReportQuerySchema = z.object({
  from: dateParam('from', 'First plant day (YYYY-MM-DD, default 30 days before `to`).'),
  to: dateParam('to', 'Last plant day, included (default today).'),
});
export type OnTimeReportQuery = z.output<typeof onTimeReportQuerySchema>;
