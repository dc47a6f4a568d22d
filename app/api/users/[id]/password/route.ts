import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { resetUserPassword } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

/** PUT (or POST) {password, password_confirmation}: an Admin sets a new password; the user's sessions and tokens end. */
const reset = apiHandler<{ id: string }>(
  async ({ ctx, params, body }) => {
    const id = parseId(params.id, 'User');
    return respond.updated('Password reset. The user\u2019s sessions and tokens have been ended.', await resetUserPassword(ctx, id, await body()));
  },
  { permission: 'users.manage' },
);

export { reset as PUT, reset as POST };
