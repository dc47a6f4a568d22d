import { apiHandler } from '@/lib/api/handler';
import { shopFloorStats } from '@/lib/production/service';

export const GET = apiHandler(async ({ ctx }) => shopFloorStats(ctx));
