import 'server-only';
import type { UserDto } from './dto';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { sessions, users } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { isoTimestamp } from '@/lib/dates';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { listBatches } from '@/lib/list/csv-export';
import { pageOf, pageRequest, type PageQuery, type Paginated } from '@/lib/list/paging';
import { containsPattern, searchTerm } from '@/lib/list/search';
import { resolveSort } from '@/lib/list/sort';
import { orderBySort } from '@/lib/list/sort-sql';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import { hashPassword, withVerificationSlot } from './password';
import { USER_SORT, USERS_PER_PAGE, type UserListQuery } from './list-state';
import { authorize } from './permissions';
import { resetPasswordSchema, updateUserSchema, type CreateUserInput } from './schemas';
import { assertPasswordAcceptable, createUser } from './service';
import { endSession, endUserAccess, openSessionCount, openSessions, type SessionDto } from './sessions';
import { liveTokenCount, liveTokens, revokeToken, type TokenDto } from './tokens';
import type { SessionUser } from './types';

/**
 * User administration (CONTRACT §9: Admin only, reading included): the list, create with a role, role and
 * name changes, deactivation, password resets, and a user's sessions and tokens. Deactivating a user, changing
 * their role or resetting their password ends their sessions and revokes their tokens in the same transaction.
 */
export type { UserDto } from './dto';

// The latest browser session or POST /api/login token. Spelled out like the counts in sessions.ts/tokens.ts
// (drizzle leaves columns unqualified in a one-table select).
const lastSignIn = sql<string | null>`greatest(
  (select max(s."created_at") from "sessions" s where s."user_id" = "users"."id"),
  (select max(t."created_at") from "api_tokens" t where t."user_id" = "users"."id" and t."name" = 'API login'))`;

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  active: users.active,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lastSignInAt: lastSignIn,
  openSessions: openSessionCount(),
  liveTokens: liveTokenCount(),
};

type UserRow = { id: number; name: string; email: string; role: UserDto['role']; active: boolean; createdAt: Date | string; updatedAt: Date | string; lastSignInAt: Date | string | null; openSessions: number; liveTokens: number };

function toDto(r: UserRow): UserDto {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    active: r.active,
    created_at: isoTimestamp(r.createdAt),
    updated_at: isoTimestamp(r.updatedAt),
    last_sign_in_at: isoTimestamp(r.lastSignInAt),
    open_sessions: Number(r.openSessions),
    live_tokens: Number(r.liveTokens),
  };
}

/**
 * The user list as filtered and sorted on screen (`q` on name and email, `role`, `status`, `sort`/`dir`), as a
 * PageQuery: the page and the CSV export read the same query. A plant has hundreds of users, not millions: the
 * orders sort the matches without an index of their own.
 */
function userListQuery(filters: UserListQuery): PageQuery<UserRow, UserDto> {
  const where: SQL[] = [];
  const term = searchTerm(filters.q);
  if (term) {
    const pattern = containsPattern(term);
    where.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (filters.role) where.push(eq(users.role, filters.role));
  if (filters.status) where.push(eq(users.active, filters.status === 'active'));
  const condition = where.length ? and(...where) : undefined;
  const order = orderBySort(
    USER_SORT,
    {
      name: sql`lower(${users.name})`,
      email: sql`lower(${users.email})`,
      role: sql`${users.role}::text`,
      status: sql`not ${users.active}`,
      last_sign_in: lastSignIn,
      created_at: users.createdAt,
    },
    resolveSort(USER_SORT, filters.sort, filters.dir),
    users.id,
    { notNull: ['name', 'email', 'role', 'status', 'created_at'] },
  );
  return {
    count: async (tx) => (await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(condition))[0].n,
    rows: (tx, p) => tx.select(userColumns).from(users).where(condition).orderBy(...order).limit(p.perPage).offset(p.offset) as Promise<UserRow[]>,
    map: toDto,
  };
}

/** GET /api/users?page&per_page&q&role&status&sort&dir — paged (20 a page unless `per_page` says), `q` matches name and email. */
export async function listUsers(ctx: ServiceContext, query: UserListQuery = {}): Promise<Paginated<UserDto>> {
  authorize(ctx, 'users.manage');
  return pageOf(ctx.db, pageRequest(query, USERS_PER_PAGE), userListQuery(query));
}

/** GET /api/users/export: every user of the list as filtered and sorted on screen, batch by batch (Admin only). */
export function userExportBatches(ctx: ServiceContext, query: UserListQuery = {}): AsyncGenerator<UserDto[]> {
  authorize(ctx, 'users.manage');
  return listBatches(ctx.db, userListQuery(query));
}

/** Whether the user exists (its admin page's 404 check before it streams); Admin only, like every read of users. */
export async function userExists(ctx: ServiceContext, id: number): Promise<boolean> {
  authorize(ctx, 'users.manage');
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

export async function getUser(ctx: ServiceContext, id: number): Promise<UserDto> {
  authorize(ctx, 'users.manage');
  const [row] = await ctx.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new NotFoundError('User');
  return toDto(row);
}

/** Every user's id and name (the audit log's user filter). */
export async function userOptions(ctx: ServiceContext): Promise<{ id: number; name: string; email: string }[]> {
  authorize(ctx, 'audit.read');
  return ctx.db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name)).limit(2000);
}

export async function createUserAsAdmin(ctx: ServiceContext, input: unknown): Promise<UserDto> {
  authorize(ctx, 'users.manage');
  const created = await createUser(ctx.db, (input ?? {}) as CreateUserInput, ctx.user);
  return getUser(ctx, created.id);
}

async function lockedUser(tx: Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0], id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  if (!row) throw new NotFoundError('User');
  return row;
}

/**
 * PATCH /api/users/{id} {name?, role?, active?}. An Admin cannot change their own role or deactivate
 * themselves (there would be no one left to undo it). A change of role, or a deactivation, ends the user's
 * sessions and revokes their tokens at once. Nothing changed → the user as it is, no audit row.
 */
export async function updateUser(ctx: ServiceContext, id: number, input: unknown): Promise<UserDto> {
  authorize(ctx, 'users.manage');
  const data = parseInput(updateUserSchema, input ?? {});
  const actor = ctx.user as SessionUser;
  await ctx.db.transaction(async (tx) => {
    const before = await lockedUser(tx, id);
    const changes: Record<string, [unknown, unknown]> = {};
    if (data.name !== undefined && data.name !== before.name) changes.name = [before.name, data.name];
    if (data.role !== undefined && data.role !== before.role) changes.role = [before.role, data.role];
    if (data.active !== undefined && data.active !== before.active) changes.active = [before.active, data.active];
    if (!Object.keys(changes).length) return;
    if (id === actor.id && changes.role) throw ValidationError.field('role', 'You cannot change your own role.');
    if (id === actor.id && changes.active) throw ValidationError.field('active', 'You cannot deactivate yourself.');
    await tx
      .update(users)
      .set({ name: data.name ?? before.name, role: data.role ?? before.role, active: data.active ?? before.active, updatedAt: new Date() })
      .where(eq(users.id, id));
    let ended: { sessions: number; tokens: number } | undefined;
    if (changes.active && data.active === false) ended = await endUserAccess(tx, id, 'deactivated');
    else if (changes.role) ended = await endUserAccess(tx, id, 'role_changed');
    const action = changes.active ? (data.active ? 'reactivate' : 'deactivate') : 'update';
    await writeAudit(tx, { user: actor, entity: 'user', entityId: id, action, changes: ended ? { ...changes, ended_sessions: ended.sessions, revoked_tokens: ended.tokens } : changes });
  });
  return getUser(ctx, id);
}

/** An Admin sets someone else's password; their sessions end and their tokens are revoked. */
export async function resetUserPassword(ctx: ServiceContext, id: number, input: unknown): Promise<UserDto> {
  authorize(ctx, 'users.manage');
  const data = parseInput(resetPasswordSchema, input ?? {});
  const actor = ctx.user as SessionUser;
  if (id === actor.id) throw ValidationError.field('password', 'Change your own password on your account page.');
  const [target] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw new NotFoundError('User');
  assertPasswordAcceptable(data.password, target);
  const passwordHash = await withVerificationSlot(() => hashPassword(data.password));
  await ctx.db.transaction(async (tx) => {
    await lockedUser(tx, id);
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    const ended = await endUserAccess(tx, id, 'password_reset');
    await writeAudit(tx, { user: actor, entity: 'user', entityId: id, action: 'password_reset', changes: { ended_sessions: ended.sessions, revoked_tokens: ended.tokens } });
  });
  return getUser(ctx, id);
}

async function assertUserExists(ctx: ServiceContext, id: number): Promise<void> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new NotFoundError('User');
}

export async function userSessions(ctx: ServiceContext, id: number): Promise<SessionDto[]> {
  authorize(ctx, 'users.manage');
  await assertUserExists(ctx, id);
  return openSessions(ctx.db, id, ctx.user?.id === id ? ctx.user.credential : undefined);
}

export async function userTokens(ctx: ServiceContext, id: number): Promise<TokenDto[]> {
  authorize(ctx, 'users.manage');
  await assertUserExists(ctx, id);
  return liveTokens(ctx.db, id, ctx.user?.id === id ? ctx.user.credential : undefined);
}

/** Ends one of a user's sessions (404 when it is not theirs or already ended). */
export async function endUserSession(ctx: ServiceContext, userId: number, sessionId: number): Promise<void> {
  authorize(ctx, 'users.manage');
  await assertUserExists(ctx, userId);
  const ended = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    if (!row || row.userId !== userId) return false;
    return endSession(tx, sessionId, 'ended_by_admin', ctx.user);
  });
  if (!ended) throw new NotFoundError('Session');
}

/** Ends all of a user's sessions and revokes all their tokens (a lost laptop, a leaked token). */
export async function endAllUserAccess(ctx: ServiceContext, userId: number): Promise<{ sessions: number; tokens: number }> {
  authorize(ctx, 'users.manage');
  await assertUserExists(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    // An Admin ending their own access keeps the session they are using.
    const ended = await endUserAccess(tx, userId, 'ended_by_admin', ctx.user?.id === userId ? ctx.user.credential : undefined);
    await writeAudit(tx, { user: ctx.user, entity: 'user', entityId: userId, action: 'sessions_end', changes: { ended_sessions: ended.sessions, revoked_tokens: ended.tokens } });
    return ended;
  });
}

export async function revokeUserToken(ctx: ServiceContext, userId: number, tokenId: number): Promise<void> {
  authorize(ctx, 'users.manage');
  await assertUserExists(ctx, userId);
  const revoked = await ctx.db.transaction((tx) => revokeToken(tx, userId, tokenId, ctx.user as SessionUser, 'token_revoke'));
  if (!revoked) throw new NotFoundError('Token');
}
