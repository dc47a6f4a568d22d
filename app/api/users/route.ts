import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { userListQuerySchema } from '@/lib/auth/list-state';
import { createUserAsAdmin, listUsers } from '@/lib/auth/users';

/** Admin only (CONTRACT §9): GET lists users (paged; q, role, status), POST creates one with a role. */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listUsers(ctx, query)), { query: userListQuerySchema, permission: 'users.manage' });

export const POST = apiHandler(async ({ ctx, body }) => {
  const user = await createUserAsAdmin(ctx, await body());
  return respond.created('User created', user, `/api/users/${user.id}`);
});
