import { apiHandler } from '@/lib/api/handler';
import { listLocations } from '@/lib/inventory/service';

export const GET = apiHandler(async ({ ctx }) => listLocations(ctx));
