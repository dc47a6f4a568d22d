import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { authorize } from '@/lib/auth/permissions';
import { endUserSession } from '@/lib/auth/users';
import { parseId } from '@/lib/validation/parse';

export const DELETE = apiHandler<{ id: string; sessionId: string }>(async ({ ctx, params }) => {
  authorize(ctx, 'users.manage');
  await endUserSession(ctx, parseId(params.id, 'User'), parseId(params.sessionId, 'Session'));
  return json(envelope.message('Session ended'));
});
