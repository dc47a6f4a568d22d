import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { authorize } from '@/lib/auth/permissions';
import { getUser, updateUser } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => {
  authorize(ctx, 'users.manage'); // 403 before the 404 of a bad id
  return getUser(ctx, parseId(params.id, 'User'));
});

/** PATCH or PUT {name?, role?, active?}. */
const update = apiHandler<Params>(async ({ ctx, params, body }) => {
  authorize(ctx, 'users.manage');
  const id = parseId(params.id, 'User');
  return respond.updated('User updated', await updateUser(ctx, id, await body()));
});

export { update as PATCH, update as PUT };
