import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { endUserSession } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

/** Ends one of a user's sessions (Admin; 404 when it is not theirs or already ended). */
export const DELETE = apiHandler<{ id: string; sessionId: string }>(
  async ({ ctx, params }) => {
    await endUserSession(ctx, parseId(params.id, 'User'), parseId(params.sessionId, 'Session'));
    return json(envelope.message('Session ended'));
  },
  { permission: 'users.manage' },
);
