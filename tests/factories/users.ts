import { encode } from 'next-auth/jwt';
import { hashPassword } from '@/lib/auth/password';
import { authSecret } from '@/lib/auth/secret';
import { createSession } from '@/lib/auth/sessions';
import { createApiToken } from '@/lib/auth/tokens';
import { getDb } from '@/db/client';
import type { users } from '@/db/schema';
import { PERMISSIONS, type Permission } from '@/lib/auth/permissions';
import { ROLES, type Role } from '@/lib/auth/roles';
import type { SessionUser } from '@/lib/auth/types';
import type { ServiceContext } from '@/lib/service-context';
import { createTestUser, uid } from '../helpers';

/**
 * Users for tests: a user of any role, a bearer token for them, and the roles that do or do not hold a
 * permission (CONTRACT §9), so a 403 test reads `signedInAs(roleWithout('molds.write'))`.
 */
export type SignedIn = { user: SessionUser; token: string; ctx: ServiceContext };

/** A user in the database (unique name and email; role Admin unless given). */
export async function makeUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<SessionUser> {
  return createTestUser(overrides);
}


/** A new user of `role`, their token and the service context services take. */
export async function signedInAs(role: Role = 'Admin', overrides: Partial<typeof users.$inferInsert> = {}): Promise<SignedIn> {
  const user = await makeUser({ ...overrides, role });
  return { user, token: (await tokenFor(user)).token, ctx: { db: getDb(), user } };
}

/** A role that may NOT do `permission` (Viewer may do nothing). */
export function roleWithout(permission: Permission): Role {
  const allowed = PERMISSIONS[permission].roles as readonly Role[];
  return ROLES.find((r) => r === 'Viewer' && !allowed.includes(r)) ?? ROLES.find((r) => !allowed.includes(r))!;
}

/** A role other than Admin and Manager that may do `permission` (Admin/Manager when only they may). */
export function roleWith(permission: Permission): Role {
  const allowed = PERMISSIONS[permission].roles as readonly Role[];
  return allowed.find((r) => r !== 'Admin' && r !== 'Manager') ?? allowed[0];
}

/** A user whose password is known (hashed with the test cost). */
export async function userWithPassword(opts: { password?: string; role?: Role; active?: boolean } = {}) {
  const password = opts.password ?? `Correct-horse-${uid()}`;
  const email = `person-${uid()}@example.test`;
  const user = await createTestUser({ email, role: opts.role ?? 'Viewer', active: opts.active ?? true, passwordHash: await hashPassword(password) });
  return { user, email, password };
}

/** A bearer token for `user` (named as /account makes them, else as POST /api/login issues them). */
export async function tokenFor(user: SessionUser, name?: string): Promise<{ token: string; id: number }> {
  const { token, row } = await createApiToken(getDb(), user, { via: name ? 'account' : 'api_login', name });
  return { token, id: row.id };
}

/** A browser session the way a sign-in makes it: the row, and the cookie header carrying its signed JWT. */
export async function sessionFor(user: SessionUser, ip = '127.0.0.1'): Promise<{ sid: number; cookie: string; jwt: string }> {
  const sid = await createSession(getDb(), user, { ip, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' });
  const jwt = await encode({ token: { uid: user.id, sid, role: user.role, name: user.name, email: user.email }, secret: authSecret() });
  return { sid, jwt, cookie: `next-auth.session-token=${jwt}` };
}

/** Each address its own throttling counter, so tests never share one. */
export function peerHeaders(): Record<string, string> {
  return { 'x-moldline-peer': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}
