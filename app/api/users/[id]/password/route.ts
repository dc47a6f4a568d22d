import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { authorize } from '@/lib/auth/permissions';
import { resetUserPassword } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

/** PUT (or POST) {password, password_confirmation}: an Admin sets a new password; the user's sessions and tokens end. */
const reset = apiHandler<{ id: string }>(async ({ ctx, params, body }) => {
  authorize(ctx, 'users.manage');
  const id = parseId(params.id, 'User');
  return respond.updated('Password reset. The user\u2019s sessions and tokens have been ended.', await resetUserPassword(ctx, id, await body()));
});

export { reset as PUT, reset as POST };
