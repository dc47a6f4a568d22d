import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { changeOwnPassword } from '@/lib/auth/account';

/** PUT (or POST) /api/me/password {current_password, password, password_confirmation}. */
const change = apiHandler(async ({ ctx, body }) => {
  const result = await changeOwnPassword(ctx, await body());
  return json({ ...envelope.message('Password changed'), data: result });
});

export { change as PUT, change as POST };
