import type { SessionDto } from './dto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { apiTokens, sessions, users } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { preparedQuery } from '@/lib/db/prepared';
import { isoTimestamp } from '@/lib/dates';

const at = (v: Date | string) => isoTimestamp(v) ?? '';
import type { SessionUser } from './types';

/** A browser session lasts one working day plus change (the JWT's maxAge and the row's expires_at). */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

export type SessionEndReason = 'sign_out' | 'ended_by_admin' | 'deactivated' | 'role_changed' | 'password_changed' | 'password_reset';

function toSessionUser(u: { id: number; name: string; email: string; role: string }, credential: SessionUser['credential']): SessionUser {
  return { id: u.id, name: u.name, email: u.email, role: u.role, credential };
}

/** Opens the server-side record of a browser sign-in and audits it; its id goes into the session cookie. */
export async function createSession(db: Db, user: SessionUser, meta: { ip: string; userAgent?: string | null }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
        ip: meta.ip.slice(0, 100),
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .returning({ id: sessions.id });
    await writeAudit(tx, { user, entity: 'user', entityId: user.id, action: 'login', changes: { via: 'browser', session_id: row.id, ip: meta.ip } });
    return row.id;
  });
}

/** Every signed-in page's and browser request's first read (by primary key). */
const sessionUser = preparedQuery((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('uid')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/**
 * The user of session `sid` while it is open: not ended, not expired, the user active. Checked on every request
 * and every page, so sign-out, deactivation and role or password changes take effect at once.
 */
export async function userForSession(db: Db, sid: number, uid: number): Promise<SessionUser | null> {
  const [row] = await sessionUser(db).execute({ sid, uid, now: new Date().toISOString() });
  if (!row) return null;
  // last_seen_at to the minute is enough, and spares a write on every request.
  if (Date.now() - new Date(row.lastSeenAt).getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sid));
  }
  return toSessionUser(row, { via: 'session', sessionId: sid });
}

/** Ends one session (sign-out): true when it was open. */
export async function endSession(db: DbOrTx, sid: number, reason: SessionEndReason, actor: SessionUser | null): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, sid), isNull(sessions.endedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (!ended.length) return false;
  const action = reason === 'sign_out' ? 'logout' : 'session_end';
  await writeAudit(db, { user: actor, entity: 'user', entityId: ended[0].userId, action, changes: { via: 'browser', session_id: sid, reason } });
  return true;
}

/**
 * Ends every open browser session and revokes every live token of a user (deactivation, role or password
 * change), except the credential the user is acting with when they change their own password.
 * Returns how many of each were ended. Call it inside the transaction that makes the change.
 */
export async function endUserAccess(
  tx: DbOrTx,
  userId: number,
  reason: SessionEndReason,
  keep?: SessionUser['credential'],
): Promise<{ sessions: number; tokens: number }> {
  const now = new Date();
  const sessionWhere = [eq(sessions.userId, userId), isNull(sessions.endedAt)];
  if (keep?.via === 'session') sessionWhere.push(ne(sessions.id, keep.sessionId));
  const tokenWhere = [eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)];
  if (keep?.via === 'token') tokenWhere.push(ne(apiTokens.id, keep.tokenId));
  const endedSessions = await tx.update(sessions).set({ endedAt: now, endReason: reason }).where(and(...sessionWhere)).returning({ id: sessions.id });
  const revokedTokens = await tx.update(apiTokens).set({ revokedAt: now }).where(and(...tokenWhere)).returning({ id: apiTokens.id });
  return { sessions: endedSessions.length, tokens: revokedTokens.length };
}

export type { SessionDto } from './dto';

/** A user's open sessions, newest first. */
export async function openSessions(db: Db, userId: number, current?: SessionUser['credential']): Promise<SessionDto[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(200);
  return rows.map((s) => ({
    id: s.id,
    created_at: at(s.createdAt),
    last_seen_at: at(s.lastSeenAt),
    expires_at: at(s.expiresAt),
    ip: s.ip,
    user_agent: s.userAgent,
    current: current?.via === 'session' && current.sessionId === s.id,
  }));
}

/** Open sessions per user, for a list of users (one query). */
export function openSessionCount() {
  // Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would bind to the session.
  return sql<number>`(select count(*) from "sessions" s where s."user_id" = "users"."id" and s."ended_at" is null and s."expires_at" > now())`.mapWith(Number);
}
