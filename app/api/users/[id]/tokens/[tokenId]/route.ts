import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { revokeUserToken } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

/** Revokes one of a user's tokens (Admin). */
export const DELETE = apiHandler<{ id: string; tokenId: string }>(
  async ({ ctx, params }) => {
    await revokeUserToken(ctx, parseId(params.id, 'User'), parseId(params.tokenId, 'Token'));
    return json(envelope.message('Token revoked'));
  },
  { permission: 'users.manage' },
);
