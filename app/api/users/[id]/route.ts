import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { getUser, updateUser } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

type Params = { id: string };
/** Admin only (CONTRACT §9): 403 before the 404 of a bad id. */
const ADMIN = { permission: 'users.manage' } as const;

export const GET = apiHandler<Params>(async ({ ctx, params }) => getUser(ctx, parseId(params.id, 'User')), ADMIN);

/** PATCH or PUT {name?, role?, active?}. */
const update = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'User');
  return respond.updated('User updated', await updateUser(ctx, id, await body()));
}, ADMIN);

export { update as PATCH, update as PUT };
