import type { TokenDto } from './dto';
import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { apiTokens, users } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { preparedQuery } from '@/lib/db/prepared';
import { isoTimestamp } from '@/lib/dates';
import { env } from '@/lib/env';
import type { SessionUser } from './types';

const at = (v: Date | string | null) => isoTimestamp(v);

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * A new opaque bearer token (32 random bytes), returned once; only its SHA-256 is stored. `via` says how it was
 * made: `api_login` (POST /api/login, audited as a sign-in) or `account` (a named integration token).
 */
export async function createApiToken(
  db: Db,
  user: SessionUser,
  options: { name?: string; ttlDays?: number; via?: 'api_login' | 'account'; ip?: string } = {},
): Promise<{ token: string; row: typeof apiTokens.$inferSelect }> {
  const token = `mlt_${crypto.randomBytes(32).toString('base64url')}`;
  const ttlDays = options.ttlDays ?? env().API_TOKEN_TTL_DAYS;
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt, name: options.name ?? 'API login' })
      .returning();
    if (options.via === 'account') {
      await writeAudit(tx, { user, entity: 'user', entityId: user.id, action: 'token_create', changes: { token_id: created.id, name: created.name, expires_at: at(expiresAt) } });
    } else {
      await writeAudit(tx, { user, entity: 'user', entityId: user.id, action: 'login', changes: { via: 'api_token', token_id: created.id, ...(options.ip ? { ip: options.ip } : {}) } });
    }
    return created;
  });
  return { token, row };
}

/** Every API request's first read: the token's live user (one indexed read on token_hash). */
const tokenUser = preparedQuery((db) =>
  db
    .select({ tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, id: users.id, name: users.name, email: users.email, role: users.role })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('hash')), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql.placeholder('now')), eq(users.active, true)))
    .limit(1)
    .prepare('token_user'),
);

/** The active user a bearer token belongs to, or null when it is unknown, expired or revoked. */
export async function userForApiToken(db: Db, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await tokenUser(db).execute({ hash: hashToken(token), now: new Date().toISOString() });
  if (!row) return null;
  // last_used_at to the minute is enough, and spares a write on every request.
  if (!row.lastUsedAt || Date.now() - new Date(row.lastUsedAt).getTime() > 60_000) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  }
  return { id: row.id, name: row.name, email: row.email, role: row.role, credential: { via: 'token', tokenId: row.tokenId } };
}

/**
 * Revokes one live token of `ownerId`; true when it was live. `action`: 'logout' when its holder signs out with
 * it, 'token_revoke' when it is revoked from /account or /admin/users.
 */
export async function revokeToken(db: DbOrTx, ownerId: number, tokenId: number, actor: SessionUser, action: 'logout' | 'token_revoke'): Promise<boolean> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, ownerId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, name: apiTokens.name });
  if (!revoked.length) return false;
  await writeAudit(db, {
    user: actor,
    entity: 'user',
    entityId: ownerId,
    action,
    changes: action === 'logout' ? { via: 'api_token', token_id: tokenId } : { token_id: tokenId, name: revoked[0].name },
  });
  return true;
}

export type { TokenDto } from './dto';

/** A user's live tokens (not revoked, not expired), newest first. */
export async function liveTokens(db: Db, userId: number, current?: SessionUser['credential']): Promise<TokenDto[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date())))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(500);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    created_at: at(t.createdAt),
    expires_at: at(t.expiresAt),
    last_used_at: at(t.lastUsedAt),
    current: current?.via === 'token' && current.tokenId === t.id,
  }));
}

/** Live tokens per user, for a list of users (one query). */
export function liveTokenCount() {
  // Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would bind to the token.
  return sql<number>`(select count(*) from "api_tokens" t where t."user_id" = "users"."id" and t."revoked_at" is null and t."expires_at" > now())`.mapWith(Number);
}
