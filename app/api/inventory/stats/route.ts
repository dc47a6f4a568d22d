import { apiHandler } from '@/lib/api/handler';
import { inventoryStats } from '@/lib/inventory/service';

export const GET = apiHandler(async ({ ctx }) => inventoryStats(ctx));
