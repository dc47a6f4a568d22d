import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { adjustStock } from '@/lib/stock/service';

export const POST = apiHandler(async ({ ctx, body }) => respond.created('Stock adjusted successfully', await adjustStock(ctx, await body())));
