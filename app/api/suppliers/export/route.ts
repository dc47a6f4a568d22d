import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { supplierListQuerySchema } from '@/lib/suppliers/list-state';
import { supplierExportBatches } from '@/lib/suppliers/service';

const COLUMNS: CsvColumn<SupplierDto>[] = [
  ...fieldColumns<SupplierDto>([
    'supplier_code', 'company_name', 'contact_person', 'email', 'phone', 'city', 'state', 'country', 'payment_terms', 'lead_time_days',
    'minimum_order_value', 'currency', 'quality_rating', 'status',
  ]),
  { header: 'overall_score', value: (s) => s.scorecard.overall_score },
  { header: 'rating_category', value: (s) => s.scorecard.rating_category },
  { header: 'last_review_date', value: (s) => s.scorecard.last_review_date },
  { header: 'open_corrective_actions', value: (s) => s.open_corrective_actions },
];

/** GET /api/suppliers/export?search&rating&status: the list as filtered on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('suppliers', todayInPlant()), COLUMNS, supplierExportBatches(ctx, query)), {
  query: supplierListQuerySchema,
});
