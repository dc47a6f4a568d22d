/**
 * The sales API in the OpenAPI document: one entry per method and path of app/api/sales-orders/** and
 * app/api/shipments/**, naming the schemas the routes parse (CONTRACT §10).
 */
import type { Operation } from '@/lib/openapi/types';
import type { OnTimeCustomer, CustomerContactDto, CustomerLocationDto, CustomerPartNumberDto, SalesOrderDto, SalesOrderSummaryDto, ShipmentDto, ShipmentSummaryDto } from './dto';
import { onTimeReportQuerySchema, salesOrderListQuerySchema, shipmentListQuerySchema } from './list-state';
import { closeSalesOrderSchema, confirmSalesOrderSchema, createSalesOrderSchema, createShipmentSchema, customerContactSchema, customerLocationSchema, customerPartNumberSchema, updateSalesOrderSchema } from './schemas';

const at = '2026-11-20T06:00:00.000Z';
const customer = { id: 4, customer_code: 'CN04', company_name: 'Northwind Appliances' };

export const salesOrderSummaryExample: SalesOrderSummaryDto = {
  id: 120,
  order_number: 'SO-2026-00120',
  customer_id: 4,
  customer,
  customer_po: 'PO-88412',
  order_date: '2026-11-20',
  requested_date: '2026-12-04',
  status: 'partially_shipped',
  subtotal: 3420,
  line_count: 2,
  quantity_ordered: 12000,
  quantity_shipped: 5000,
  version: 3,
  created_at: at,
  updated_at: at,
};

export const salesOrderExample: SalesOrderDto = {
  ...salesOrderSummaryExample,
  ship_to_address: '1200 Harbor Rd, Dock 4, Tacoma WA 98421',
  notes: null,
  confirmed_at: at,
  shipped_at: null,
  closed_at: null,
  cancelled_at: null,
  created_by: 7,
  lines: [
    {
      id: 301,
      line_number: 1,
      product_id: 18,
      product: { id: 18, product_code: 'FG-2041', product_name: 'Dishwasher rack clip', unit: 'pcs' },
      quantity: 10000,
      quantity_shipped: 5000,
      quantity_remaining: 5000,
      quantity_allocated: 1200,
      quantity_in_production: 3800,
      unit_price: 0.285,
      line_total: 2850,
      requested_date: '2026-12-04',
      customer_part_number: 'NW-77120',
      completed_date: null,
    },
  ],
  shipments: [{ id: 55, shipment_number: 'SH-2026-00055', ship_date: '2026-11-24', carrier: 'UPS Freight', tracking_number: '1Z999AA10123456784', value: 1425 }],
  work_orders: [{ id: 910, work_order_number: 'WO-2026-00910', sales_order_line_id: 301, product_id: 18, status: 'in_progress', quantity_planned: 3800, quantity_completed: 0, progress: 0, target_date: '2026-12-04' }],
};

export const shipmentExample: ShipmentDto = {
  id: 55,
  shipment_number: 'SH-2026-00055',
  sales_order: { id: 120, order_number: 'SO-2026-00120', customer_po: 'PO-88412' },
  customer,
  ship_date: '2026-11-24',
  carrier: 'UPS Freight',
  tracking_number: '1Z999AA10123456784',
  value: 1425,
  created_at: at,
  ship_to_address: '1200 Harbor Rd, Dock 4, Tacoma WA 98421',
  lines: [
    {
      line_id: 301,
      line_number: 1,
      product_id: 18,
      product_code: 'FG-2041',
      product_name: 'Dishwasher rack clip',
      unit: 'pcs',
      customer_part_number: 'NW-77120',
      quantity: 5000,
      lots: [{ lot_id: 77, lot_number: 'WO-2026-00871', quantity: 5000 }],
    },
  ],
};

const { ship_to_address: _shipTo, lines: _lines, ...shipmentSummaryExample } = shipmentExample;
const shipmentSummary: ShipmentSummaryDto = shipmentSummaryExample;

const SO = { id: 'Sales order' };
const tag = 'Sales' as const;

const onTimeExample: OnTimeCustomer[] = [
  { customer_id: 4, customer_code: 'CUST-004', company_name: 'Northwind Closures', lines_completed: 12, on_time: 11, late: 1, on_time_percent: 91.7 },
];

export const salesOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/reports/on-time-delivery',
    tag: 'Reports',
    summary: 'Customer on-time delivery over a period (default the last 30 days): lines completed and on time per customer, most lines first',
    description: 'A line is completed on the day a shipment brings it in full; on time when that day is on or before its requested date (the line’s, else the order’s).',
    query: onTimeReportQuerySchema,
    response: 'list',
    example: onTimeExample,
  },
  { method: 'get', path: '/api/reports/on-time-delivery/export', tag: 'Reports', summary: 'Customer on-time delivery as CSV', query: onTimeReportQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/sales-orders', tag, summary: 'List sales orders, newest first (the paginator)', query: salesOrderListQuerySchema, response: 'paged', example: [salesOrderSummaryExample] },
  {
    method: 'post',
    path: '/api/sales-orders',
    tag,
    summary: 'Create a draft sales order (SO-YYYY-NNNNN)',
    description: '`order_date` defaults to today, `ship_to_address` to the customer’s shipping address, `unit_price` to the product’s selling price.',
    permission: 'sales.write',
    body: createSalesOrderSchema,
    bodyExample: { customer_id: 4, customer_po: 'PO-88412', requested_date: '2026-12-04', lines: [{ product_id: 18, quantity: 10000, unit_price: 0.285, customer_part_number: 'NW-77120' }] },
    response: 'created',
    message: 'Sales order created successfully',
  },
  { method: 'get', path: '/api/sales-orders/export', tag, summary: 'Export the orders list as CSV (filters and order as on screen)', query: salesOrderListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/sales-orders/{id}', tag, summary: 'One sales order with its lines, shipments and linked work orders', entities: SO, response: 'record', versioned: true, example: salesOrderExample },
  ...(['put', 'patch'] as const).map(
    (method): Operation => ({
      method,
      path: '/api/sales-orders/{id}',
      tag,
      summary: 'Edit a draft order (`lines` replaces every line)',
      description: 'Only a draft: any other status → 422 on `status`.',
      permission: 'sales.write',
      entities: SO,
      body: updateSalesOrderSchema,
      bodyExample: { customer_po: 'PO-88412-R1', requested_date: '2026-12-06' },
      response: 'updated',
      message: 'Sales order updated successfully',
      versioned: true,
    }),
  ),
  {
    method: 'post',
    path: '/api/sales-orders/{id}/confirm',
    tag,
    summary: 'Confirm a draft: credit-limit check, finished goods allocated FIFO',
    description: 'Past the customer’s credit limit → 422 on `credit_limit` unless a Manager or Admin sends `override_reason` (audited).',
    permission: 'sales.write',
    entities: SO,
    body: confirmSalesOrderSchema,
    bodyExample: { override_reason: 'Payment received by wire, not yet posted' },
    response: 'updated',
    message: 'Sales order confirmed',
    versioned: true,
  },
  {
    method: 'post',
    path: '/api/sales-orders/{id}/close',
    tag,
    summary: 'Close a partially shipped order short (allocations released)',
    permission: 'sales.write',
    entities: SO,
    body: closeSalesOrderSchema,
    bodyExample: { reason: 'Customer accepts the short shipment' },
    response: 'updated',
    message: 'Sales order closed short',
    versioned: true,
  },
  {
    method: 'post',
    path: '/api/sales-orders/{id}/cancel',
    tag,
    summary: 'Cancel an order nothing has shipped on (allocations released)',
    permission: 'sales.write',
    entities: SO,
    body: closeSalesOrderSchema,
    bodyExample: { reason: 'Duplicate of SO-2026-00119' },
    response: 'updated',
    message: 'Sales order cancelled',
    versioned: true,
  },
  {
    method: 'post',
    path: '/api/sales-orders/{id}/work-orders',
    tag,
    summary: 'Make to order: a work order for every line’s shortfall on the product’s mold, linked both ways',
    description: 'A product without a mold → 422 on `lines.N.product_id`. Lines already covered get nothing new.',
    permission: 'sales.write',
    entities: SO,
    response: 'updated',
    message: 'N work orders created',
    example: salesOrderExample,
  },
  {
    method: 'post',
    path: '/api/sales-orders/{id}/shipments',
    tag,
    summary: 'Ship some or all of what remains (SH-YYYY-NNNNN): stock issued FIFO, allocated first, in one transaction',
    description: 'Only confirmed or partially shipped orders (else 422 on `status`); over a line’s remaining or short of stock → 422 on `lines.N.quantity`, nothing changes.',
    permission: 'shipments.write',
    entities: SO,
    body: createShipmentSchema,
    bodyExample: { ship_date: '2026-11-24', carrier: 'UPS Freight', tracking_number: '1Z999AA10123456784', lines: [{ line_id: 301, quantity: 5000 }] },
    response: 'created',
    message: 'Shipment created successfully',
  },
  { method: 'get', path: '/api/shipments', tag, summary: 'List shipments, newest first (the paginator)', query: shipmentListQuerySchema, response: 'paged', example: [shipmentSummary] },
  { method: 'get', path: '/api/shipments/{id}', tag, summary: 'One shipment with its lines and lots (the packing slip)', entities: { id: 'Shipment' }, response: 'record', example: shipmentExample },
];


const contactExample: CustomerContactDto = { id: 8, customer_id: 4, name: 'Dana Reyes', title: 'Buyer', email: 'dana.reyes@northwind.example', phone: '(253) 555-0142', created_at: at };
const locationExample: CustomerLocationDto = { id: 3, customer_id: 4, name: 'Tacoma DC', address: '1200 Harbor Rd, Dock 4\nTacoma WA 98421', created_at: at };
const partNumberExample: CustomerPartNumberDto = {
  id: 12,
  customer_id: 4,
  customer_part_number: 'NW-77120',
  product_id: 18,
  product: { id: 18, product_code: 'FG-2041', product_name: 'Dishwasher rack clip' },
  description: 'Rack clip, grey',
  created_at: at,
};

/** A customer's contacts, ship-to locations and part cross-references (the customer page's tabs). */
function customerRecordOperations(path: string, label: string, plural: string, body: Operation['body'], bodyExample: Record<string, unknown>, example: unknown): Operation[] {
  const C = { id: 'Customer' };
  return [
    { method: 'get', path: `/api/customers/{id}/${path}`, tag: 'Customers', summary: `The customer's ${plural}`, entities: C, response: 'list', example: [example] },
    { method: 'post', path: `/api/customers/{id}/${path}`, tag: 'Customers', summary: `Add a ${label.toLowerCase()}`, permission: 'customers.write', entities: C, body, bodyExample, response: 'created', message: `${label} added` },
    { method: 'delete', path: `/api/customers/{id}/${path}/{recordId}`, tag: 'Customers', summary: `Remove a ${label.toLowerCase()}`, permission: 'customers.write', entities: { ...C, recordId: label }, response: 'message', message: `${label} removed` },
  ];
}

export const customerRecordOps: Operation[] = [
  ...customerRecordOperations('contacts', 'Contact', 'contacts', customerContactSchema, { name: 'Dana Reyes', title: 'Buyer', email: 'dana.reyes@northwind.example' }, contactExample),
  ...customerRecordOperations('locations', 'Location', 'ship-to locations', customerLocationSchema, { name: 'Tacoma DC', address: '1200 Harbor Rd, Dock 4, Tacoma WA 98421' }, locationExample),
  ...customerRecordOperations('part-numbers', 'Part cross-reference', 'part cross-references (unique per customer)', customerPartNumberSchema, { customer_part_number: 'NW-77120', product_id: 18 }, partNumberExample),
];
