import { apiHandler } from '@/lib/api/handler';
import { auditExportBatches, type AuditEntryDto } from '@/lib/auth/audit-log';
import { auditListQuerySchema } from '@/lib/auth/list-state';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, type CsvColumn } from '@/lib/list/csv-export';

const COLUMNS: CsvColumn<AuditEntryDto>[] = [
  { header: 'at', value: (e) => e.at },
  { header: 'user_name', value: (e) => e.user?.name },
  { header: 'user_email', value: (e) => e.user?.email },
  { header: 'action', value: (e) => e.action },
  { header: 'entity', value: (e) => e.entity },
  { header: 'entity_id', value: (e) => e.entity_id },
  { header: 'changes', value: (e) => (e.changes == null ? null : JSON.stringify(e.changes)) },
];

/** GET /api/audit/export?user_id&entity&action&from&to&sort&dir (audit.read only): the log as on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('audit-log', todayInPlant()), COLUMNS, auditExportBatches(ctx, query)), {
  query: auditListQuerySchema,
  permission: 'audit.read',
});
