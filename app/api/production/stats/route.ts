import { apiHandler } from '@/lib/api/handler';
import { productionStats } from '@/lib/production/service';

export const GET = apiHandler(async ({ ctx }) => productionStats(ctx));
