import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import type { PurchaseOrderSummaryDto } from '@/lib/purchasing/dto';
import { purchaseOrderListQuerySchema } from '@/lib/purchasing/list-state';
import { purchaseOrderExportBatches } from '@/lib/purchasing/service';

const COLUMNS: CsvColumn<PurchaseOrderSummaryDto>[] = [
  ...fieldColumns<PurchaseOrderSummaryDto>(['po_number']),
  { header: 'supplier_code', value: (o) => o.supplier.supplier_code },
  { header: 'supplier_name', value: (o) => o.supplier.company_name },
  ...fieldColumns<PurchaseOrderSummaryDto>(['status', 'order_date', 'expected_date', 'line_count', 'total_amount', 'notes', 'created_at']),
];

/** GET /api/purchase-orders/export: the list as filtered and sorted on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('purchase-orders', todayInPlant()), COLUMNS, purchaseOrderExportBatches(ctx, query)), {
  query: purchaseOrderListQuerySchema,
});
