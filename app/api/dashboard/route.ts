import { apiHandler } from '@/lib/api/handler';
import { plantDashboard } from '@/lib/dashboard/service';

/** GET /api/dashboard: what needs attention now (counts with the list each links to) and the plant's shots per day. */
export const GET = apiHandler(async ({ ctx }) => plantDashboard(ctx));
