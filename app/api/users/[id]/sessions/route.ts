import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { endAllUserAccess, userSessions } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

type Params = { id: string };
const ADMIN = { permission: 'users.manage' } as const;

/** A user's open browser sessions (Admin). */
export const GET = apiHandler<Params>(async ({ ctx, params }) => userSessions(ctx, parseId(params.id, 'User')), ADMIN);

/** Ends all of a user's sessions and revokes all their tokens. */
export const DELETE = apiHandler<Params>(async ({ ctx, params }) => {
  const ended = await endAllUserAccess(ctx, parseId(params.id, 'User'));
  return json({ ...envelope.message('Sessions ended and tokens revoked'), data: { ended_sessions: ended.sessions, revoked_tokens: ended.tokens } });
}, ADMIN);
