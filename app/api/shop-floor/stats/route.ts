import { apiHandler } from '@/lib/api/handler';
import { shopFloorStats } from '@/lib/machines/service';

export const GET = apiHandler(async ({ ctx }) => shopFloorStats(ctx));
