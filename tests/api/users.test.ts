import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as auditGet } from '@/app/api/audit/route';
import { POST as login } from '@/app/api/login/route';
import { GET as me } from '@/app/api/me/route';
import { DELETE as tokenDelete } from '@/app/api/tokens/[id]/route';
import { GET as tokensGet, POST as tokensPost } from '@/app/api/tokens/route';
import { PUT as resetPassword } from '@/app/api/users/[id]/password/route';
import { GET as userGet, PATCH as userPatch } from '@/app/api/users/[id]/route';
import { DELETE as sessionDelete } from '@/app/api/users/[id]/sessions/[sessionId]/route';
import { DELETE as sessionsDelete, GET as sessionsGet } from '@/app/api/users/[id]/sessions/route';
import { DELETE as userTokenDelete } from '@/app/api/users/[id]/tokens/[tokenId]/route';
import { GET as userTokensGet } from '@/app/api/users/[id]/tokens/route';
import { GET as usersGet, POST as usersPost } from '@/app/api/users/route';
import { getDb } from '@/db/client';
import { auditLog } from '@/db/schema';
import { todayInPlant } from '@/lib/dates';
import { expectAudit } from '../audit';
import { call, createTestUser, uid } from '../helpers';
import { peerHeaders, sessionFor, tokenFor, userWithPassword } from '../factories/users';

async function admin() {
  const user = await createTestUser({ role: 'Admin' });
  return { user, token: (await tokenFor(user)).token };
}

describe('/api/users (Admin)', () => {
  it('creates a user with a role; refuses a taken email, a common password and an unknown role', async () => {
    const { user: actor, token } = await admin();
    const email = `new-${uid()}@example.test`;
    const res = await call(usersPost, 'POST', '/api/users', { token, body: { name: 'Nadia Petrova', email: email.toUpperCase(), password: 'Tundra-Falcon-19', role: 'Quality' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'User created', data: { name: 'Nadia Petrova', email, role: 'Quality', active: true, open_sessions: 0, live_tokens: 0 } });
    await expectAudit('user', res.body.data.id, 'create', { userId: actor.id, changes: { email, role: 'Quality' } });
    expect((await call(login, 'POST', '/api/login', { body: { email, password: 'Tundra-Falcon-19' }, headers: peerHeaders() })).body.data.user.role).toBe('Quality');

    const taken = await call(usersPost, 'POST', '/api/users', { token, body: { name: 'X', email, password: 'Tundra-Falcon-19', role: 'Viewer' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
    const common = await call(usersPost, 'POST', '/api/users', { token, body: { name: 'X', email: `c-${uid()}@example.test`, password: 'qwerty123', role: 'Viewer' } });
    expect(common.body.errors.password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    const mine = await call(usersPost, 'POST', '/api/users', { token, body: { name: 'X', email: `jsmith${uid()}@example.test`, password: 'Aa1!aaaa', role: 'Viewer' } });
    expect(mine.status).toBe(201);
    const bad = await call(usersPost, 'POST', '/api/users', { token, body: { name: '', email: 'nope', password: 'short', role: 'Boss' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  it('lists users paged, searched by name or email, filtered by role and status', async () => {
    const { token } = await admin();
    const tag = uid();
    await createTestUser({ name: `Zed ${tag} One`, role: 'Planning' });
    await createTestUser({ name: `Zed ${tag} Two`, role: 'Sales', active: false });
    const all = await call(usersGet, 'GET', `/api/users?q=${tag}`, { token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, total: 2, current_page: 1, last_page: 1, per_page: 20 });
    expect(all.body.data.map((u: { name: string }) => u.name)).toEqual([`Zed ${tag} One`, `Zed ${tag} Two`]);
    expect((await call(usersGet, 'GET', `/api/users?q=${tag}&role=Sales`, { token })).body.data).toHaveLength(1);
    expect((await call(usersGet, 'GET', `/api/users?q=${tag}&status=inactive`, { token })).body.data[0].name).toBe(`Zed ${tag} Two`);
    expect((await call(usersGet, 'GET', `/api/users?q=${tag}&per_page=1&page=2`, { token })).body).toMatchObject({ total: 2, last_page: 2, from: 2, to: 2 });
    expect((await call(usersGet, 'GET', '/api/users?role=Boss', { token })).status).toBe(422);
    expect((await call(usersGet, 'GET', '/api/users?q=%25', { token })).status).toBe(200);
  });

  it('refuses another role before it judges the query: 403, not 422, for a bad filter', async () => {
    const { token: viewer } = await tokenFor(await createTestUser({ role: 'Viewer' }));
    const { token } = await admin();
    const bad = await call(usersGet, 'GET', '/api/users?role=Boss&sort=password_hash', { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['role', 'sort']);
    expect((await call(usersGet, 'GET', '/api/users?role=Boss&sort=password_hash', { token: viewer })).status).toBe(403);
    expect((await call(auditGet, 'GET', '/api/audit?from=yesterday', { token: viewer })).status).toBe(403);
    expect((await call(userGet, 'GET', '/api/users/abc', { token: viewer, params: { id: 'abc' } })).status).toBe(403);
    expect((await call(userGet, 'GET', '/api/users/999999999', { token, params: { id: '999999999' } })).status).toBe(404);
  });

  it('an Admin cannot change their own role or deactivate themselves; a change of nothing writes nothing', async () => {
    const { user, token } = await admin();
    const role = await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { role: 'Viewer' } });
    expect(role.status).toBe(422);
    expect(role.body.errors).toEqual({ role: ['You cannot change your own role.'] });
    const off = await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { active: false } });
    expect(off.body.errors).toEqual({ active: ['You cannot deactivate yourself.'] });
    const same = await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { role: 'Admin', name: user.name } });
    expect(same.status).toBe(200);
    await expectAudit('user', user.id, 'update', { count: 0 });
    const renamed = await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { name: 'Renamed Admin' } });
    expect(renamed.body).toMatchObject({ message: 'User updated', data: { name: 'Renamed Admin', role: 'Admin' } });
    expect((await call(userGet, 'GET', '/api/users/999999999', { token, params: { id: '999999999' } })).status).toBe(404);
    expect((await call(userGet, 'GET', '/api/users/abc', { token, params: { id: 'abc' } })).body).toEqual({ success: false, message: 'User not found' });
  });

  it('a role change or a deactivation ends the sessions and tokens at once; reactivation lets them sign in again', async () => {
    const { user: actor, token } = await admin();
    const { user, email, password } = await userWithPassword({ role: 'Sales' });
    const s1 = await sessionFor(user);
    const t1 = await tokenFor(user);
    const promoted = await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { role: 'Manager' } });
    expect(promoted.body.data).toMatchObject({ role: 'Manager', open_sessions: 0, live_tokens: 0 });
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: s1.cookie } })).status).toBe(401);
    expect((await call(me, 'GET', '/api/me', { token: t1.token })).status).toBe(401);
    await expectAudit('user', user.id, 'update', { userId: actor.id, changes: { role: ['Sales', 'Manager'], ended_sessions: 1, revoked_tokens: 1 } });

    const s2 = await sessionFor(user);
    const off = await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { active: false } });
    expect(off.body.data.active).toBe(false);
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: s2.cookie } })).status).toBe(401);
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers: peerHeaders() })).status).toBe(401);
    await expectAudit('user', user.id, 'deactivate', { changes: { active: [true, false], ended_sessions: 1 } });
    await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { active: true } });
    await expectAudit('user', user.id, 'reactivate');
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers: peerHeaders() })).status).toBe(200);
  });

  it('resets a password: the old one stops working, sessions and tokens end; not for yourself', async () => {
    const { user: actor, token } = await admin();
    const { user, email, password } = await userWithPassword();
    const s = await sessionFor(user);
    const body = { password: 'Quartz-Lynx-58', password_confirmation: 'Quartz-Lynx-58' };
    const res = await call(resetPassword, 'PUT', `/api/users/${user.id}/password`, { token, params: { id: String(user.id) }, body });
    expect(res.status).toBe(200);
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: s.cookie } })).status).toBe(401);
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers: peerHeaders() })).status).toBe(401);
    expect((await call(login, 'POST', '/api/login', { body: { email, password: 'Quartz-Lynx-58' }, headers: peerHeaders() })).status).toBe(200);
    await expectAudit('user', user.id, 'password_reset', { userId: actor.id, changes: { ended_sessions: 1 } });
    const self = await call(resetPassword, 'PUT', `/api/users/${actor.id}/password`, { token, params: { id: String(actor.id) }, body });
    expect(self.body.errors).toEqual({ password: ['Change your own password on your account page.'] });
    const mismatch = await call(resetPassword, 'PUT', `/api/users/${user.id}/password`, { token, params: { id: String(user.id) }, body: { password: 'Quartz-Lynx-58', password_confirmation: 'x' } });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
  });

  it("lists and ends a user's sessions and tokens, one or all", async () => {
    const { token } = await admin();
    const { user } = await userWithPassword();
    const a = await sessionFor(user, '198.51.100.4');
    const b = await sessionFor(user);
    const t = await tokenFor(user, 'ERP bridge');
    const t2 = await tokenFor(user, 'Scale');
    const params = { id: String(user.id) };
    const list = await call(sessionsGet, 'GET', `/api/users/${user.id}/sessions`, { token, params });
    expect(list.body.data.map((s: { id: number }) => s.id).sort()).toEqual([a.sid, b.sid].sort());
    expect(list.body.data.find((s: { id: number }) => s.id === a.sid)).toMatchObject({ ip: '198.51.100.4', current: false });
    const tokens = await call(userTokensGet, 'GET', `/api/users/${user.id}/tokens`, { token, params });
    expect(tokens.body.data.map((x: { name: string }) => x.name).sort()).toEqual(['ERP bridge', 'Scale']);
    expect(JSON.stringify(tokens.body)).not.toContain(t.token);

    expect((await call(sessionDelete, 'DELETE', '/x', { token, params: { ...params, sessionId: String(a.sid) } })).body).toEqual({ success: true, message: 'Session ended' });
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: a.cookie } })).status).toBe(401);
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: b.cookie } })).status).toBe(200);
    expect((await call(sessionDelete, 'DELETE', '/x', { token, params: { ...params, sessionId: String(a.sid) } })).status).toBe(404);
    const stranger = await userWithPassword();
    const theirs = await sessionFor(stranger.user);
    expect((await call(sessionDelete, 'DELETE', '/x', { token, params: { ...params, sessionId: String(theirs.sid) } })).status).toBe(404);

    expect((await call(userTokenDelete, 'DELETE', '/x', { token, params: { ...params, tokenId: String(t.id) } })).status).toBe(200);
    expect((await call(me, 'GET', '/api/me', { token: t.token })).status).toBe(401);
    await expectAudit('user', user.id, 'token_revoke', { changes: { token_id: t.id, name: 'ERP bridge' } });

    const all = await call(sessionsDelete, 'DELETE', '/x', { token, params });
    expect(all.body).toEqual({ success: true, message: 'Sessions ended and tokens revoked', data: { ended_sessions: 1, revoked_tokens: 1 } });
    expect((await call(me, 'GET', '/api/me', { headers: { cookie: b.cookie } })).status).toBe(401);
    expect((await call(me, 'GET', '/api/me', { token: t2.token })).status).toBe(401);
  });
});

describe('/api/tokens (everyone, own tokens)', () => {
  it('creates a named token shown once, lists it with last use, revokes it; another user’s token is a 404', async () => {
    const viewer = await createTestUser({ role: 'Viewer' });
    const { cookie } = await sessionFor(viewer);
    const created = await call(tokensPost, 'POST', '/api/tokens', { headers: { cookie }, body: { name: 'Press counter', expires_in_days: 7 } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Token created. Copy it now: it will not be shown again.');
    const { token, id, expires_at } = created.body.data;
    expect(token).toMatch(/^mlt_[A-Za-z0-9_-]{43}$/);
    const days = (new Date(expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await expectAudit('user', viewer.id, 'token_create', { changes: { token_id: id, name: 'Press counter' } });

    expect((await call(me, 'GET', '/api/me', { token })).body.data.id).toBe(viewer.id);
    const listed = await call(tokensGet, 'GET', '/api/tokens', { headers: { cookie } });
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ id, name: 'Press counter', current: false });
    expect(listed.body.data[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const other = await createTestUser({ role: 'Admin' });
    const otherToken = await tokenFor(other, 'Theirs');
    expect((await call(tokenDelete, 'DELETE', '/x', { headers: { cookie }, params: { id: String(otherToken.id) } })).status).toBe(404);
    expect((await call(me, 'GET', '/api/me', { token: otherToken.token })).status).toBe(200);
    expect((await call(tokenDelete, 'DELETE', '/x', { headers: { cookie }, params: { id: String(id) } })).body).toEqual({ success: true, message: 'Token revoked' });
    expect((await call(me, 'GET', '/api/me', { token })).status).toBe(401);

    const bad = await call(tokensPost, 'POST', '/api/tokens', { headers: { cookie }, body: { name: '', expires_in_days: 1000 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['expires_in_days', 'name']);
  });
});

describe('/api/audit (Admin)', () => {
  it('pages newest first and filters by user, entity, action and date', async () => {
    const { user: actor, token } = await admin();
    const { user } = await userWithPassword();
    await call(userPatch, 'PATCH', `/api/users/${user.id}`, { token, params: { id: String(user.id) }, body: { name: `Renamed ${uid()}` } });
    const res = await call(auditGet, 'GET', `/api/audit?user_id=${actor.id}&entity=user&action=update`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 1, per_page: 25 });
    expect(res.body.data[0]).toMatchObject({ user: { id: actor.id, name: actor.name }, entity: 'user', entity_id: String(user.id), action: 'update' });
    const today = todayInPlant();
    expect((await call(auditGet, 'GET', `/api/audit?user_id=${actor.id}&from=${today}&to=${today}`, { token })).body.total).toBeGreaterThanOrEqual(1);
    expect((await call(auditGet, 'GET', `/api/audit?user_id=${actor.id}&to=2000-01-01`, { token })).body.total).toBe(0);
    const backwards = await call(auditGet, 'GET', '/api/audit?from=2025-02-02&to=2025-02-01', { token });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.to).toBeDefined();
    expect((await call(auditGet, 'GET', '/api/audit?from=yesterday', { token })).status).toBe(422);
    const rows = await getDb().select().from(auditLog).where(and(eq(auditLog.userId, actor.id)));
    expect(rows.length).toBeGreaterThanOrEqual(2); // the token sign-in and the update
  });

  it('pages by cursor (issue 30): the same entries as page numbers, in each order, and a filtered total stays exact', async () => {
    const { token } = await admin();
    const entity = `cursor_${uid()}`;
    // Seven entries, two of them at the same instant (the id breaks the tie), over three actions.
    const at = new Date('2026-03-04T05:06:07.123456Z');
    await getDb()
      .insert(auditLog)
      .values(['create', 'update', 'update', 'delete', 'update', 'create', 'update'].map((action, i) => ({ entity, entityId: String(i), action, at: new Date(at.getTime() - (i === 2 ? 1000 : i * 1000)) })));
    for (const order of ['', '&sort=action', '&sort=entity&dir=desc', '&sort=at&dir=asc']) {
      const byPage: string[] = [];
      for (let p = 1; p <= 4; p++) byPage.push(...(await call(auditGet, 'GET', `/api/audit?entity=${entity}&per_page=2&page=${p}${order}`, { token })).body.data.map((e: { entity_id: string }) => e.entity_id));
      expect(byPage).toHaveLength(7);
      const byCursor: string[] = [];
      let res = await call(auditGet, 'GET', `/api/audit?entity=${entity}&per_page=2${order}`, { token });
      expect(res.body).toMatchObject({ total: 7, total_is_estimate: false });
      byCursor.push(...res.body.data.map((e: { entity_id: string }) => e.entity_id));
      while (res.body.next) {
        res = await call(auditGet, 'GET', `/api/audit?entity=${entity}&per_page=2${order}&cursor=${res.body.next}`, { token });
        expect(res.status).toBe(200);
        byCursor.push(...res.body.data.map((e: { entity_id: string }) => e.entity_id));
      }
      expect(byCursor, order).toEqual(byPage);
    }
    expect((await call(auditGet, 'GET', `/api/audit?entity=${entity}&cursor=nonsense`, { token })).status).toBe(422);
  });
});
