import crypto from 'node:crypto';
import { and, eq, gt, isNull, like, lt, min, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { apiTokens, loginAttempts, users, type User } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { env } from '@/lib/env';
import { InvalidCredentialsError, ThrottledError, ValidationError } from '@/lib/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import { createUserSchema, loginSchema, type CreateUserInput } from './schemas';
import type { SessionUser } from './types';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;
/**
 * The per-address limit relies on X-Forwarded-For, which a client can forge when no proxy overwrites it;
 * this cap per email across all addresses bounds password guessing all the same.
 */
export const LOGIN_MAX_FAILURES_PER_EMAIL = 30;

export function toSessionUser(u: Pick<User, 'id' | 'name' | 'email' | 'role'>): SessionUser {
  return { id: u.id, name: u.name, email: u.email, role: u.role };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findActiveUser(db: Db, id: number): Promise<SessionUser | null> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.active, true))).limit(1);
  return row ? toSessionUser(row) : null;
}

export async function createUser(db: Db, input: CreateUserInput, actor: SessionUser | null = null): Promise<SessionUser> {
  const parsed = createUserSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const data = parsed.data;
  if (await findUserByEmail(db, data.email)) throw ValidationError.field('email', 'The email has already been taken.');
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ name: data.name, email: data.email, role: data.role, passwordHash }).returning();
    await writeAudit(tx, { user: actor, entity: 'user', entityId: row.id, action: 'create', changes: { email: row.email, role: row.role } });
    return toSessionUser(row);
  });
}

function throttleKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}

/**
 * Checks email + password for both the browser sign-in and POST /api/login.
 * Failures are counted per email+IP in the database; the 6th inside a minute is refused with 429
 * until the window passes, whatever the password. A success clears the counter.
 */
export async function verifyLogin(db: Db, input: unknown, ip: string): Promise<SessionUser> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const { email, password } = parsed.data;
  const key = throttleKey(email, ip);
  const windowStart = new Date(Date.now() - LOGIN_WINDOW_SECONDS * 1000);

  const emailPrefix = `${email.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;
  // The attempt is recorded before it is counted, and counted with those before it: parallel guesses
  // cannot all see "fewer than 5" and slip through together.
  const [attempt] = await db.insert(loginAttempts).values({ throttleKey: key }).returning({ id: loginAttempts.id });
  const [recent] = await db
    .select({
      failures: sql<number>`count(*) filter (where ${loginAttempts.throttleKey} = ${key} and ${loginAttempts.id} <= ${attempt.id})`.mapWith(Number),
      oldest: sql<string | null>`min(${loginAttempts.attemptedAt}) filter (where ${loginAttempts.throttleKey} = ${key})`,
      emailFailures: sql<number>`count(*) filter (where ${loginAttempts.id} <= ${attempt.id})`.mapWith(Number),
      emailOldest: min(loginAttempts.attemptedAt),
    })
    .from(loginAttempts)
    .where(and(like(loginAttempts.throttleKey, emailPrefix), gt(loginAttempts.attemptedAt, windowStart)));
  const retryAfter = (oldest: string | Date | null) =>
    Math.max(1, Math.ceil(((oldest ? new Date(oldest).getTime() : Date.now()) + LOGIN_WINDOW_SECONDS * 1000 - Date.now()) / 1000));
  const throttled =
    recent.failures > LOGIN_MAX_FAILURES
      ? retryAfter(recent.oldest)
      : recent.emailFailures > LOGIN_MAX_FAILURES_PER_EMAIL
        ? retryAfter(recent.emailOldest)
        : null;
  if (throttled !== null) {
    // A refused attempt is not a failure of its own: the window ends 60 s after the failures that caused it.
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw new ThrottledError(throttled);
  }

  const user = await findUserByEmail(db, email);
  const valid = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !valid || !user.active) {
    // The recorded attempt stays as the failure. Housekeeping: attempts older than a day are no longer needed.
    await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - 86_400_000)));
    throw new InvalidCredentialsError();
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.throttleKey, key));
  return toSessionUser(user);
}

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new opaque bearer token (32 random bytes), returned once; only its SHA-256 is stored. */
export async function issueApiToken(db: Db, user: SessionUser): Promise<string> {
  const token = `mlt_${crypto.randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + env().API_TOKEN_TTL_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.insert(apiTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    await writeAudit(tx, { user, entity: 'user', entityId: user.id, action: 'login', changes: { via: 'api_token' } });
  });
  return token;
}

/** The active user a bearer token belongs to, or null when it is unknown, expired or revoked. */
export async function userForApiToken(db: Db, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, new Date()), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  // last_used_at to the minute is enough, and spares a write on every request.
  if (!row.lastUsedAt || Date.now() - new Date(row.lastUsedAt).getTime() > 60_000) {
    await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  }
  return toSessionUser(row.user);
}

export async function revokeApiToken(db: Db, token: string, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
    await writeAudit(tx, { user, entity: 'user', entityId: user.id, action: 'logout', changes: { via: 'api_token' } });
  });
}
