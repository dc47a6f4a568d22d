import { and, eq, gt, like, lt, min, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { loginAttempts, users, type User } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { InvalidCredentialsError, ThrottledError, ValidationError } from '@/lib/errors';
import { parseInput } from '@/lib/validation/parse';
import { burnPasswordCheck, checkPassword, hashPassword, needsRehash, withVerificationSlot } from './password';
import { passwordProblem } from './password-policy';
import { createUserSchema, loginSchema, type CreateUserInput } from './schemas';
import { createApiToken } from './tokens';
import type { SessionUser } from './types';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 60;
/**
 * The per-address limit trusts X-Forwarded-For only behind TRUSTED_PROXIES; this cap per email across all
 * addresses bounds password guessing all the same (a botnet, or a misconfigured proxy count).
 */
export const LOGIN_MAX_FAILURES_PER_EMAIL = 30;

export function toSessionUser(u: Pick<User, 'id' | 'name' | 'email' | 'role'>): SessionUser {
  return { id: u.id, name: u.name, email: u.email, role: u.role };
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findActiveUser(db: Db, id: number): Promise<SessionUser | null> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.active, true))).limit(1);
  return row ? toSessionUser(row) : null;
}

/** A 422 on `field` when `password` is common or guessable for this person. */
export function assertPasswordAcceptable(password: string, who: { email?: string | null; name?: string | null }, field = 'password'): void {
  const problem = passwordProblem(password, who);
  if (problem) throw ValidationError.field(field, problem);
}

/**
 * Creates a user (the first admin from the CLI or ADMIN_EMAIL, or an Admin on /admin/users — the permission is
 * checked by the caller, `createUserAsAdmin`). Real users' passwords are checked against the common list.
 */
export async function createUser(db: Db, input: CreateUserInput, actor: SessionUser | null = null): Promise<SessionUser> {
  const data = parseInput(createUserSchema, input);
  assertPasswordAcceptable(data.password, data);
  if (await findUserByEmail(db, data.email)) throw ValidationError.field('email', 'The email has already been taken.');
  const passwordHash = await withVerificationSlot(() => hashPassword(data.password));
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ name: data.name, email: data.email, role: data.role, passwordHash }).returning();
    await writeAudit(tx, { user: actor, entity: 'user', entityId: row.id, action: 'create', changes: { name: row.name, email: row.email, role: row.role } });
    return toSessionUser(row);
  });
}

function throttleKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}

export type LoginVia = 'browser' | 'api_token';

/**
 * Checks email + password for both the browser sign-in and POST /api/login.
 * Failures are counted per email+IP in the database; the 6th inside a minute is refused with 429
 * until the window passes, whatever the password. A success clears the counter. Failures and refusals are
 * audited (the success is audited where the session or token is made).
 *
 * A whole attempt (its database work and the password check) holds one of the PASSWORD_VERIFY_CONCURRENCY
 * slots: a flood of attempts queues a bounded few and is refused beyond that (503 + Retry-After) before it
 * touches the database, so it cannot stall everyone else's requests.
 */
export async function verifyLogin(db: Db, input: unknown, ip: string, via: LoginVia = 'api_token'): Promise<SessionUser> {
  const credentials = parseInput(loginSchema, input);
  return withVerificationSlot(() => attemptLogin(db, credentials, ip, via));
}

async function attemptLogin(db: Db, credentials: { email: string; password: string }, ip: string, via: LoginVia): Promise<SessionUser> {
  const { email: rawEmail, password } = credentials;
  const email = rawEmail.toLowerCase();
  const key = throttleKey(email, ip);
  const windowStart = new Date(Date.now() - LOGIN_WINDOW_SECONDS * 1000);

  const emailPrefix = `${email.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;
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
    await writeAudit(db, { user: null, entity: 'user', entityId: email, action: 'login_throttled', changes: { via, email, ip, retry_after: throttled } });
    throw new ThrottledError(throttled);
  }

  const user = await findUserByEmail(db, email);
  const valid = user ? await checkPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !valid || !user.active) {
    // The recorded attempt stays as the failure. Housekeeping: attempts older than a day are no longer needed.
    await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - 86_400_000)));
    const reason = !user ? 'unknown_email' : !valid ? 'wrong_password' : 'inactive';
    await writeAudit(db, { user: null, entity: 'user', entityId: user ? user.id : email, action: 'login_failed', changes: { via, email, ip, reason } });
    throw new InvalidCredentialsError();
  }
  await db.delete(loginAttempts).where(eq(loginAttempts.throttleKey, key));
  if (needsRehash(user.passwordHash)) {
    // bcrypt from before, or weaker argon2 parameters: upgrade while the plain password is at hand.
    const upgraded = await hashPassword(password).catch(() => null);
    if (upgraded) await db.update(users).set({ passwordHash: upgraded }).where(eq(users.id, user.id));
  }
  return toSessionUser(user);
}

/** A bearer token for `user` as POST /api/login makes it (30 days, audited as a sign-in); returns the token. */
export async function issueApiToken(db: Db, user: SessionUser): Promise<string> {
  return (await createApiToken(db, user, { via: 'api_login' })).token;
}
