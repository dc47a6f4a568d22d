import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { clientIp } from '@/lib/auth/request';
import { verifyLogin } from '@/lib/auth/service';
import { createApiToken } from '@/lib/auth/tokens';
import { publicUser } from '@/lib/auth/types';

export const POST = apiHandler(
  async ({ req, ctx, body }) => {
    const ip = clientIp(req.headers);
    const user = await verifyLogin(ctx.db, await body(), ip, 'api_token');
    const { token } = await createApiToken(ctx.db, user, { via: 'api_login', ip });
    return respond.updated('Login successful', { user: publicUser(user), token });
  },
  { public: true },
);
