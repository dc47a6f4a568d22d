import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { transferStock } from '@/lib/stock/service';

export const POST = apiHandler(async ({ ctx, body }) => respond.created('Stock transferred successfully', await transferStock(ctx, await body())));
