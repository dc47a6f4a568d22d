import { apiHandler } from '@/lib/api/handler';
import { costingStats } from '@/lib/costing/service';

export const GET = apiHandler(async ({ ctx }) => costingStats(ctx));
