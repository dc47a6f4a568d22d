import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listAudit } from '@/lib/auth/audit-log';
import { auditListQuerySchema } from '@/lib/auth/list-state';

/** GET /api/audit?user_id&entity&action&from&to&sort&dir&page&per_page — Admin only, newest first. */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listAudit(ctx, query)), { query: auditListQuerySchema, permission: 'audit.read' });
