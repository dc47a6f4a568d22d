import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createUserAsAdmin, listUsers } from '@/lib/auth/users';
import { queryObject } from '@/lib/validation/parse';

/** Admin only (CONTRACT §9): GET lists users (paged; q, role, status), POST creates one with a role. */
export const GET = apiHandler(async ({ ctx, query }) => respond.paginated(await listUsers(ctx, queryObject(query))));

export const POST = apiHandler(async ({ ctx, body }) => {
  const user = await createUserAsAdmin(ctx, await body());
  return respond.created('User created', user, `/api/users/${user.id}`);
});
