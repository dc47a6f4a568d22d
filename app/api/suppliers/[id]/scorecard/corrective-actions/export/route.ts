import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import { correctiveActionExportBatches } from '@/lib/suppliers/corrective-actions';
import type { CorrectiveActionDto } from '@/lib/suppliers/dto';
import { correctiveActionExportQuerySchema } from '@/lib/suppliers/list-state';
import { parseId } from '@/lib/validation';

const COLUMNS: CsvColumn<CorrectiveActionDto>[] = [
  ...fieldColumns<CorrectiveActionDto>(['action_number', 'issue_description', 'category', 'severity', 'status', 'date_opened', 'due_date', 'days_overdue', 'date_closed']),
  { header: 'assigned_to', value: (a) => a.assigned_user?.name },
  ...fieldColumns<CorrectiveActionDto>(['resolution_notes']),
];

/** GET /api/suppliers/{id}/scorecard/corrective-actions/export?status&sort&dir: the supplier's actions as on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, params, query }) => {
  const id = parseId(params.id, 'Supplier');
  return csvResponse(exportFilename(`supplier-${id}-corrective-actions`, todayInPlant()), COLUMNS, correctiveActionExportBatches(ctx, id, query));
}, { query: correctiveActionExportQuerySchema });
