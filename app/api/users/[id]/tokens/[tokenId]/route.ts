import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { authorize } from '@/lib/auth/permissions';
import { revokeUserToken } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

export const DELETE = apiHandler<{ id: string; tokenId: string }>(async ({ ctx, params }) => {
  authorize(ctx, 'users.manage');
  await revokeUserToken(ctx, parseId(params.id, 'User'), parseId(params.tokenId, 'Token'));
  return json(envelope.message('Token revoked'));
});
