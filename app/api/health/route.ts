import { json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { pingDatabase } from '@/lib/system/service';

export const GET = apiHandler(
  async ({ ctx }) =>
    (await pingDatabase(ctx.db)) ? json({ status: 'ok', database: 'connected' }) : json({ status: 'error', database: 'unavailable' }, 503),
  { public: true },
);
