import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { listAudit } from '@/lib/auth/audit-log';
import { queryObject } from '@/lib/validation/parse';

/** GET /api/audit?user_id&entity&action&from&to&page&per_page — Admin only, newest first. */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listAudit(ctx, queryObject(query))));
