import { apiHandler } from '@/lib/api/handler';
import { userTokens } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

/** A user's live bearer tokens (Admin): name, created, expires, last used. Never the token itself. */
export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => userTokens(ctx, parseId(params.id, 'User')), { permission: 'users.manage' });
