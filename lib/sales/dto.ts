import { z } from 'zod';
import { WORK_ORDER_STATUSES } from '@/lib/production/constants';
import { out, timestamps } from '@/lib/validation/output';
import { SALES_ORDER_STATUSES } from './constants';

/** The JSON shapes of the sales API (client-safe). Quantities and amounts are numbers with at most 4 decimals. */

export const customerRef = z.object({ id: out.id(), customer_code: out.text(), company_name: out.text() });
export const salesProductRef = z.object({ id: out.id(), product_code: out.text(), product_name: out.text(), unit: out.text() });

export const salesOrderLineDto = z.object({
  id: out.id(),
  line_number: out.count(),
  product_id: out.id(),
  product: salesProductRef,
  quantity: out.number(),
  quantity_shipped: out.number(),
  quantity_remaining: out.number('quantity − quantity_shipped.'),
  quantity_allocated: out.number('Finished goods held for this line.'),
  quantity_in_production: out.number('Still to make on the line’s open work orders.'),
  unit_price: out.number(),
  line_total: out.number('quantity × unit_price.'),
  requested_date: out.date().nullable(),
  customer_part_number: out.text().nullable(),
  completed_date: out.date('The day the line was shipped in full.').nullable(),
});
export type SalesOrderLineDto = z.infer<typeof salesOrderLineDto>;

export const linkedWorkOrderDto = z.object({
  id: out.id(),
  work_order_number: out.text(),
  sales_order_line_id: out.id('The line it makes parts for; null once the order was cancelled or closed short while it ran (its good parts then go to free stock).').nullable(),
  product_id: out.id(),
  status: out.enum(WORK_ORDER_STATUSES, '`cancelled`: it had not started when the order was cancelled or closed short.'),
  quantity_planned: out.count(),
  quantity_completed: out.count(),
  progress: out.number('%.'),
  target_date: out.date(),
});

export const shipmentRefDto = z.object({
  id: out.id(),
  shipment_number: out.text(),
  ship_date: out.date(),
  carrier: out.text().nullable(),
  tracking_number: out.text().nullable(),
  value: out.number(),
});

/** One row of the orders list. */
export const salesOrderSummaryDto = z.object({
  id: out.id(),
  order_number: out.text('SO-YYYY-NNNNN.'),
  customer_id: out.id(),
  customer: customerRef,
  customer_po: out.text().nullable(),
  order_date: out.date(),
  requested_date: out.date().nullable(),
  status: out.enum(SALES_ORDER_STATUSES),
  subtotal: out.number('Σ line totals.'),
  line_count: out.count(),
  quantity_ordered: out.number(),
  quantity_shipped: out.number(),
  version: out.version(),
  ...timestamps,
});
export type SalesOrderSummaryDto = z.infer<typeof salesOrderSummaryDto>;

export const salesOrderDto = salesOrderSummaryDto.extend({
  ship_to_address: out.text().nullable(),
  notes: out.text().nullable(),
  confirmed_at: out.timestamp().nullable(),
  shipped_at: out.timestamp().nullable(),
  closed_at: out.timestamp().nullable(),
  cancelled_at: out.timestamp().nullable(),
  created_by: out.id().nullable(),
  lines: z.array(salesOrderLineDto),
  shipments: z.array(shipmentRefDto),
  work_orders: z.array(linkedWorkOrderDto),
});
export type SalesOrderDto = z.infer<typeof salesOrderDto>;

export const shipmentLotDto = z.object({ lot_id: out.id(), lot_number: out.text().nullable(), quantity: out.number() });
export const shipmentLineDto = z.object({
  line_id: out.id(),
  line_number: out.count(),
  product_id: out.id(),
  product_code: out.text(),
  product_name: out.text(),
  unit: out.text(),
  customer_part_number: out.text().nullable(),
  quantity: out.number(),
  lots: z.array(shipmentLotDto),
});

export const shipmentSummaryDto = z.object({
  id: out.id(),
  shipment_number: out.text('SH-YYYY-NNNNN.'),
  sales_order: z.object({ id: out.id(), order_number: out.text(), customer_po: out.text().nullable() }),
  customer: customerRef,
  ship_date: out.date(),
  carrier: out.text().nullable(),
  tracking_number: out.text().nullable(),
  value: out.number('Σ quantity × the line’s price.'),
  created_at: out.timestamp(),
});
export type ShipmentSummaryDto = z.infer<typeof shipmentSummaryDto>;

export const shipmentDto = shipmentSummaryDto.extend({
  ship_to_address: out.text().nullable(),
  lines: z.array(shipmentLineDto),
});
export type ShipmentDto = z.infer<typeof shipmentDto>;

export const salesStatsDto = z.object({
  total_orders: out.count('Every order but cancelled ones.'),
  active_customers: out.count(),
  revenue_mtd: out.number('Value shipped this month.'),
  pending_orders: out.count('Confirmed and partially shipped orders.'),
});
export type SalesStats = z.infer<typeof salesStatsDto>;

export const onTimeMonthDto = z.object({
  month: out.text('YYYY-MM.'),
  lines_completed: out.count(),
  on_time: out.count(),
  on_time_percent: out.number('on_time ÷ lines_completed, %, 1 decimal.'),
});
export type OnTimeMonth = z.infer<typeof onTimeMonthDto>;

/** GET /api/reports/on-time-delivery: one row per customer with lines completed in the period. */
export const onTimeCustomerDto = z.object({
  customer_id: out.id(),
  customer_code: out.text(),
  company_name: out.text(),
  lines_completed: out.count('Order lines shipped in full in the period.'),
  on_time: out.count('Of them, completed on or before their requested date (the line’s, else the order’s).'),
  late: out.count(),
  on_time_percent: out.number('on_time ÷ lines_completed, %, 1 decimal.'),
});
export type OnTimeCustomer = z.infer<typeof onTimeCustomerDto>;

export const customerContactDto = z.object({ id: out.id(), customer_id: out.id(), name: out.text(), title: out.text().nullable(), email: out.text().nullable(), phone: out.text().nullable(), created_at: out.timestamp() });
export type CustomerContactDto = z.infer<typeof customerContactDto>;
export const customerLocationDto = z.object({ id: out.id(), customer_id: out.id(), name: out.text(), address: out.text(), created_at: out.timestamp() });
export type CustomerLocationDto = z.infer<typeof customerLocationDto>;
export const customerPartNumberDto = z.object({
  id: out.id(),
  customer_id: out.id(),
  customer_part_number: out.text(),
  product_id: out.id(),
  product: z.object({ id: out.id(), product_code: out.text(), product_name: out.text() }),
  description: out.text().nullable(),
  created_at: out.timestamp(),
});
export type CustomerPartNumberDto = z.infer<typeof customerPartNumberDto>;
