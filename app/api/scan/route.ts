import { apiHandler } from '@/lib/api/handler';
import { scanQuerySchema } from '@/lib/scan/list-state';
import { resolveScan } from '@/lib/scan/service';

/** GET /api/scan?code: the records a scanned code names and the pages they open (issue 31). */
export const GET = apiHandler(async ({ ctx, query }) => resolveScan(ctx, query), { query: scanQuerySchema });
