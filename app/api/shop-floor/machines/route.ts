import { apiHandler } from '@/lib/api/handler';
import { shopFloorMachines } from '@/lib/machines/service';

export const GET = apiHandler(async ({ ctx }) => shopFloorMachines(ctx));
