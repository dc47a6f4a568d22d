import { json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { welcome } from '@/lib/system/service';

export const GET = apiHandler(async ({ ctx }) => json({ success: true, ...(await welcome(ctx.db)) }));
