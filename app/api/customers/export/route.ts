import { apiHandler } from '@/lib/api/handler';
import type { CustomerDto } from '@/lib/customers/dto';
import { customerListQuerySchema } from '@/lib/customers/list-state';
import { customerExportBatches } from '@/lib/customers/service';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns } from '@/lib/list/csv-export';
import { PARTY_FIELDS } from '@/lib/parties/fields';

const COLUMNS = fieldColumns<CustomerDto>([
  'customer_code', ...PARTY_FIELDS, 'payment_terms_text', 'credit_limit', 'currency', 'status', 'notes', 'created_at', 'updated_at',
]);

/** GET /api/customers/export?search&status: the list as filtered on screen, every row, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('customers', todayInPlant()), COLUMNS, customerExportBatches(ctx, query)), {
  query: customerListQuerySchema,
});
