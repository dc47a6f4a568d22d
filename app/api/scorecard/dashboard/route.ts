import { apiHandler } from '@/lib/api/handler';
import { getScorecardDashboard } from '@/lib/suppliers/dashboard';

export const GET = apiHandler(async ({ ctx }) => getScorecardDashboard(ctx));
