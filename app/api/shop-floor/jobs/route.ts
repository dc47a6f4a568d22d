import { apiHandler } from '@/lib/api/handler';
import { shopFloorJobs } from '@/lib/production/service';

export const GET = apiHandler(async ({ ctx }) => shopFloorJobs(ctx));
