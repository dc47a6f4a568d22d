import { apiHandler } from '@/lib/api/handler';
import { shopFloorMachines } from '@/lib/production/service';

export const GET = apiHandler(async ({ ctx }) => shopFloorMachines(ctx));
