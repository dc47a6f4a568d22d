import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { receiveStock } from '@/lib/stock/service';

export const POST = apiHandler(async ({ ctx, body }) => respond.created('Stock received successfully', await receiveStock(ctx, await body())));
