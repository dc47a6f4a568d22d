import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as me } from '@/app/api/me/route';
import { PUT as changePassword } from '@/app/api/me/password/route';
import { getDb } from '@/db/client';
import { apiTokens, auditLog, sessions, users } from '@/db/schema';
import { getAuthOptions } from '@/lib/auth/options';
import { authSecret } from '@/lib/auth/secret';
import { encode } from 'next-auth/jwt';
import { call, createTestUser } from '../helpers';
import { peerHeaders, sessionFor, tokenFor, userWithPassword } from '../factories/users';

describe('browser sessions end for good', () => {
  it('a cookie replayed after POST /api/logout is refused (401), and the sign-out is audited', async () => {
    const { user } = await userWithPassword();
    const { cookie, sid } = await sessionFor(user);
    const who = await call(me, 'GET', '/api/me', { headers: { cookie } });
    expect(who.status).toBe(200);
    expect(who.body.data).toEqual({ id: user.id, name: user.name, email: user.email, role: 'Viewer' });

    const out = await call(logout, 'POST', '/api/logout', { headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out' });
    expect(out.headers.get('set-cookie')).toMatch(/next-auth\.session-token=; Path=\/; Max-Age=0; HttpOnly/);

    expect((await call(me, 'GET', '/api/me', { headers: { cookie } })).status).toBe(401);
    const [row] = await getDb().select().from(sessions).where(eq(sessions.id, sid));
    expect(row.endReason).toBe('sign_out');
    const audit = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'logout')));
    expect(audit).toHaveLength(1);
    expect(audit[0].changes).toMatchObject({ via: 'browser', session_id: sid });
  });

  it("next-auth's sign-out ends the server-side session too", async () => {
    const { user } = await userWithPassword();
    const { cookie, sid } = await sessionFor(user);
    await getAuthOptions().events!.signOut!({ token: { uid: user.id, sid }, session: undefined as never });
    expect((await call(me, 'GET', '/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('an expired session or an inactive user is refused', async () => {
    const { user } = await userWithPassword();
    const a = await sessionFor(user);
    await getDb().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, a.sid));
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: a.cookie } })).status).toBe(401);
    const b = await sessionFor(user);
    await getDb().update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: b.cookie } })).status).toBe(401);
  });

  it('a malformed, forged or foreign session cookie answers 401, never 500', async () => {
    const { user } = await userWithPassword();
    const { sid } = await sessionFor(user);
    const foreign = await encode({ token: { uid: user.id, sid }, secret: 'another-instance-secret-0123456789abcdef' });
    const noSid = await encode({ token: { uid: user.id }, secret: authSecret() });
    const otherUsersSid = await encode({ token: { uid: user.id + 1, sid }, secret: authSecret() });
    for (const value of ['%E0%A4%A', 'garbage', 'a.b.c.d.e', '', '%', foreign, noSid, otherUsersSid, 'x'.repeat(20_000)]) {
      const res = await call(me, 'GET', '/api/me', { headers: { cookie: `next-auth.session-token=${value}` } });
      expect(res.status, value.slice(0, 20)).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Unauthenticated.' });
    }
    const secure = await call(me, 'GET', '/api/me', { headers: { cookie: `__Secure-next-auth.session-token=%E0%A4%A; next-auth.session-token=%%` } });
    expect(secure.status).toBe(401);
  });

  it('the browser sign-in opens a session row and audits it; the session callback fails closed without a role', async () => {
    const { user, email, password } = await userWithPassword({ role: 'Sales' });
    const provider = getAuthOptions().providers[0] as unknown as { options: { authorize: (c: unknown, r: unknown) => Promise<{ sid: number; role: string }> } };
    const result = await provider.options.authorize({ email, password }, { headers: { ...peerHeaders(), 'user-agent': 'Test Browser' } });
    expect(result.role).toBe('Sales');
    const [row] = await getDb().select().from(sessions).where(eq(sessions.id, result.sid));
    expect(row.userId).toBe(user.id);
    expect(row.userAgent).toBe('Test Browser');
    const audit = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'login')));
    expect(audit[0].changes).toMatchObject({ via: 'browser', session_id: result.sid });

    const session = await getAuthOptions().callbacks!.session!({ session: { expires: '' } as never, token: { uid: user.id } } as never);
    expect((session as { user: { role: string } }).user.role).toBe('');
  });
});

describe('changing your own password', () => {
  it('ends your other sessions and tokens, keeps the one you are using, and needs the current password', async () => {
    const { user, password } = await userWithPassword();
    const current = await sessionFor(user);
    const other = await sessionFor(user);
    const token = await tokenFor(user);
    const wrong = await call(changePassword, 'PUT', '/api/me/password', {
      headers: { cookie: current.cookie },
      body: { current_password: 'not-it', password: 'Granite-Otter-42', password_confirmation: 'Granite-Otter-42' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    const mismatch = await call(changePassword, 'PUT', '/api/me/password', {
      headers: { cookie: current.cookie },
      body: { current_password: password, password: 'Granite-Otter-42', password_confirmation: 'Granite-Otter-43' },
    });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const common = await call(changePassword, 'PUT', '/api/me/password', {
      headers: { cookie: current.cookie },
      body: { current_password: password, password: 'Password2024!', password_confirmation: 'Password2024!' },
    });
    expect(common.status).toBe(422);
    expect(common.body.errors.password[0]).toMatch(/too common/);

    const ok = await call(changePassword, 'PUT', '/api/me/password', {
      headers: { cookie: current.cookie },
      body: { current_password: password, password: 'Granite-Otter-42', password_confirmation: 'Granite-Otter-42' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Password changed', data: { ended_sessions: 1, revoked_tokens: 1 } });
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: current.cookie } })).status).toBe(200);
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: other.cookie } })).status).toBe(401);
    expect((await call(me, 'GET', '/api/me', { token: token.token })).status).toBe(401);
    const headers = peerHeaders();
    expect((await call(login, 'POST', '/api/login', { body: { email: user.email, password }, headers })).status).toBe(401);
    expect((await call(login, 'POST', '/api/login', { body: { email: user.email, password: 'Granite-Otter-42' }, headers })).status).toBe(200);
  });

  it('through a bearer token keeps that token', async () => {
    const { user, password } = await userWithPassword();
    const a = await tokenFor(user);
    const b = await tokenFor(user);
    const res = await call(changePassword, 'PUT', '/api/me/password', { token: a.token, body: { current_password: password, password: 'Basalt-Heron-77', password_confirmation: 'Basalt-Heron-77' } });
    expect(res.status).toBe(200);
    const live = await getDb().select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(live.find((t) => t.id === a.id)?.revokedAt).toBeNull();
    expect(live.find((t) => t.id === b.id)?.revokedAt).not.toBeNull();
  });
});

describe('cookie-authenticated writes come from our own pages', () => {
  it('refuses a cross-site write with 403 (audited) but not a same-origin one or a bearer-token call', async () => {
    const user = await createTestUser({ role: 'Viewer' });
    const { cookie } = await sessionFor(user);
    const body = { current_password: 'x', password: 'y', password_confirmation: 'y' };
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }, { origin: 'null' }];
    for (const headers of crossSite) {
      const res = await call(changePassword, 'PUT', '/api/me/password', { headers: { cookie, ...headers }, body });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.message).toBe('You do not have permission to send this request from another site.');
    }
    const same = await call(changePassword, 'PUT', '/api/me/password', { headers: { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost' }, body });
    expect(same.status).toBe(422); // reached the service: the current password is wrong
    const refusals = await getDb().select().from(auditLog).where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'forbidden')));
    expect(refusals).toHaveLength(4);
    expect(refusals[0].changes).toMatchObject({ method: 'PUT', path: '/api/me/password', via: 'session' });
    const { token } = await tokenFor(user);
    const bearer = await call(changePassword, 'PUT', '/api/me/password', { token, headers: { 'sec-fetch-site': 'cross-site' }, body });
    expect(bearer.status).toBe(422);
  });
});
