import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { issueStock } from '@/lib/stock/service';

export const POST = apiHandler(async ({ ctx, body }) => respond.created('Stock issued successfully', await issueStock(ctx, await body())));
