import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { bearerToken } from '@/lib/auth/request';
import { revokeApiToken } from '@/lib/auth/service';

/** Revokes the presented bearer token. Browser sessions end through next-auth's signOut (cookie cleared). */
export const POST = apiHandler(async ({ req, ctx, user }) => {
  const token = bearerToken(req.headers);
  if (token && user) await revokeApiToken(ctx.db, token, user);
  return json(envelope.message('Logged out'));
});
