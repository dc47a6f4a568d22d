import { apiHandler } from '@/lib/api/handler';
import { shopFloorJobs } from '@/lib/machines/service';

export const GET = apiHandler(async ({ ctx }) => shopFloorJobs(ctx));
