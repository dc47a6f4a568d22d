import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import type { SalesOrderSummaryDto } from '@/lib/sales/dto';
import { salesOrderListQuerySchema } from '@/lib/sales/list-state';
import { salesOrderExportBatches } from '@/lib/sales/service';

const COLUMNS: CsvColumn<SalesOrderSummaryDto>[] = [
  ...fieldColumns<SalesOrderSummaryDto>(['order_number']),
  { header: 'customer_code', value: (o) => o.customer.customer_code },
  { header: 'customer', value: (o) => o.customer.company_name },
  ...fieldColumns<SalesOrderSummaryDto>(['customer_po', 'order_date', 'requested_date', 'status', 'line_count', 'quantity_ordered', 'quantity_shipped', 'subtotal', 'created_at']),
];

/** GET /api/sales-orders/export: the orders list as filtered and sorted on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('sales-orders', todayInPlant()), COLUMNS, salesOrderExportBatches(ctx, query)), {
  query: salesOrderListQuerySchema,
});
