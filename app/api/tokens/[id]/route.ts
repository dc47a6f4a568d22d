import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { revokeOwnToken } from '@/lib/auth/account';
import { parseId } from '@/lib/validation/parse';

/** Revokes one of the caller's own tokens (another user's token is a 404). */
export const DELETE = apiHandler<{ id: string }>(async ({ ctx, params }) => {
  await revokeOwnToken(ctx, parseId(params.id, 'Token'));
  return json(envelope.message('Token revoked'));
});
