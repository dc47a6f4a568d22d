import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { clientIp } from '@/lib/auth/request';
import { issueApiToken, verifyLogin } from '@/lib/auth/service';

export const POST = apiHandler(
  async ({ req, ctx, body }) => {
    const user = await verifyLogin(ctx.db, await body(), clientIp(req.headers));
    const token = await issueApiToken(ctx.db, user);
    return respond.updated('Login successful', { user, token });
  },
  { public: true },
);
