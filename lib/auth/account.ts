import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { isoTimestamp } from '@/lib/dates';
import { NotFoundError, UnauthenticatedError, ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { hashPassword, verifyPassword, withVerificationSlot } from './password';
import { changePasswordSchema, createTokenSchema } from './schemas';
import { assertPasswordAcceptable } from './service';
import { endSession, endUserAccess, openSessions, type SessionDto } from './sessions';
import type { CreatedTokenDto } from './dto';
import { createApiToken, liveTokens, revokeToken, type TokenDto } from './tokens';
import type { SessionUser } from './types';

/**
 * What every signed-in user may do for themselves (CONTRACT §9): change their password, and create, list and
 * revoke their own integration tokens. No permission beyond being signed in.
 */
function me(ctx: ServiceContext): SessionUser {
  if (!ctx.user) throw new UnauthenticatedError();
  return ctx.user;
}

/**
 * Changes the caller's password after checking the current one. Their other sessions end and their tokens are
 * revoked — all but the session or token this request came with, so they stay signed in where they are.
 */
export async function changeOwnPassword(ctx: ServiceContext, input: unknown): Promise<{ ended_sessions: number; revoked_tokens: number }> {
  const user = me(ctx);
  const data = parseInput(changePasswordSchema, input ?? {});
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) throw new UnauthenticatedError();
  if (!(await verifyPassword(data.current_password, row.passwordHash))) {
    throw ValidationError.field('current_password', 'The current password is incorrect.');
  }
  if (data.password === data.current_password) throw ValidationError.field('password', 'The new password must be different from the current one.');
  assertPasswordAcceptable(data.password, row, 'password');
  const passwordHash = await withVerificationSlot(() => hashPassword(data.password));
  return ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    const ended = await endUserAccess(tx, user.id, 'password_changed', user.credential);
    await writeAudit(tx, { user, entity: 'user', entityId: user.id, action: 'password_change', changes: { ended_sessions: ended.sessions, revoked_tokens: ended.tokens } });
    return { ended_sessions: ended.sessions, revoked_tokens: ended.tokens };
  });
}

export type { CreatedTokenDto } from './dto';

/** POST /api/tokens {name, expires_in_days}: the token is in this answer and never again. */
export async function createOwnToken(ctx: ServiceContext, input: unknown): Promise<CreatedTokenDto> {
  const user = me(ctx);
  const data = parseInput(createTokenSchema, input ?? {});
  const { token, row } = await createApiToken(ctx.db, user, { name: data.name, ttlDays: data.expires_in_days, via: 'account' });
  return {
    id: row.id,
    name: row.name,
    created_at: isoTimestamp(row.createdAt),
    expires_at: isoTimestamp(row.expiresAt),
    last_used_at: null,
    current: false,
    token,
  };
}

export function ownTokens(ctx: ServiceContext): Promise<TokenDto[]> {
  const user = me(ctx);
  return liveTokens(ctx.db, user.id, user.credential);
}

export function ownSessions(ctx: ServiceContext): Promise<SessionDto[]> {
  const user = me(ctx);
  return openSessions(ctx.db, user.id, user.credential);
}

/** DELETE /api/tokens/{id}: one of the caller's own live tokens (someone else's is a 404, as if it did not exist). */
export async function revokeOwnToken(ctx: ServiceContext, tokenId: number): Promise<void> {
  const user = me(ctx);
  const revoked = await ctx.db.transaction((tx) => revokeToken(tx, user.id, tokenId, user, 'token_revoke'));
  if (!revoked) throw new NotFoundError('Token');
}

/**
 * POST /api/logout: ends what the request signed in with — the bearer token, or the browser session of the
 * cookie. Returns which it was.
 */
export async function signOut(ctx: ServiceContext): Promise<'token' | 'session' | null> {
  const user = me(ctx);
  const credential = user.credential;
  if (credential?.via === 'token') {
    await ctx.db.transaction((tx) => revokeToken(tx, user.id, credential.tokenId, user, 'logout'));
    return 'token';
  }
  if (credential?.via === 'session') {
    await ctx.db.transaction((tx) => endSession(tx, credential.sessionId, 'sign_out', user));
    return 'session';
  }
  return null;
}
