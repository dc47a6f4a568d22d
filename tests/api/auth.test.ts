import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as me } from '@/app/api/me/route';
import { GET as welcome } from '@/app/api/welcome/route';
import { GET as health } from '@/app/api/health/route';
import { getDb } from '@/db/client';
import { apiTokens, auditLog, loginAttempts } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { call, createTestUser, uid } from '../helpers';

async function userWithPassword(password = 'correct-horse-1') {
  const email = `login-${uid()}@example.test`;
  const user = await createTestUser({ email, passwordHash: await hashPassword(password) });
  return { user, email, password };
}

// Each test uses its own client address so throttling counters never leak between tests.
function ipHeaders() {
  return { 'x-forwarded-for': `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

describe('POST /api/login', () => {
  it('returns the user and an opaque token stored only as a hash', async () => {
    const { email, password, user } = await userWithPassword();
    const res = await call(login, 'POST', '/api/login', { body: { email: email.toUpperCase(), password }, headers: ipHeaders() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful', data: { user: { id: user.id, email, name: user.name, role: 'Admin' } } });
    const token: string = res.body.data.token;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await getDb().select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (new Date(rows[0].expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers wrong email and wrong password with the same 401', async () => {
    const { email } = await userWithPassword();
    const wrongPassword = await call(login, 'POST', '/api/login', { body: { email, password: 'nope' }, headers: ipHeaders() });
    const wrongEmail = await call(login, 'POST', '/api/login', { body: { email: `nobody-${uid()}@example.test`, password: 'nope' }, headers: ipHeaders() });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid credentials' });
    expect(wrongEmail.status).toBe(401);
    expect(wrongEmail.body).toEqual({ success: false, message: 'Invalid credentials' });
  });

  it('refuses an inactive user', async () => {
    const { email, password } = await userWithPassword();
    await createTestUser({ email: `x-${uid()}@example.test`, active: false });
    const inactive = await userWithPassword();
    const { users } = await import('@/db/schema');
    await getDb().update(users).set({ active: false }).where(eq(users.id, inactive.user.id));
    expect((await call(login, 'POST', '/api/login', { body: inactive, headers: ipHeaders() })).status).toBe(401);
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers: ipHeaders() })).status).toBe(200);
  });

  it('validates input with 422 and the errors map', async () => {
    const res = await call(login, 'POST', '/api/login', { body: { email: 'not-an-email', password: 12 }, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'password']);
    expect(res.body.message).toBe(res.body.errors.email[0]);
    const missing = await call(login, 'POST', '/api/login', { body: {}, headers: ipHeaders() });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.email).toBeDefined();
    expect(missing.body.errors.password).toBeDefined();
  });

  it('answers malformed JSON and non-JSON bodies with 400', async () => {
    const bad = await call(login, 'POST', '/api/login', { rawBody: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
    const form = await call(login, 'POST', '/api/login', { rawBody: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(400);
    const array = await call(login, 'POST', '/api/login', { rawBody: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(array.status).toBe(400);
  });

  it('throttles after 5 failures per email+IP, even for the right password, with Retry-After', async () => {
    const { email, password } = await userWithPassword();
    const headers = ipHeaders();
    for (let i = 0; i < 5; i++) {
      expect((await call(login, 'POST', '/api/login', { body: { email, password: 'wrong' }, headers })).status).toBe(401);
    }
    const blocked = await call(login, 'POST', '/api/login', { body: { email, password }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Try again in \d+ seconds\.$/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not blocked.
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers: ipHeaders() })).status).toBe(200);
  });

  it('counts parallel guesses: at most 5 of 10 simultaneous wrong passwords are even tried', async () => {
    const { email } = await userWithPassword();
    const headers = ipHeaders();
    const results = await Promise.all(Array.from({ length: 10 }, () => call(login, 'POST', '/api/login', { body: { email, password: 'guess' }, headers })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('caps failures per email across addresses, so a forged X-Forwarded-For does not help', async () => {
    const { email, password } = await userWithPassword();
    await getDb().insert(loginAttempts).values(Array.from({ length: 30 }, (_, i) => ({ throttleKey: `${email}|172.16.0.${i}` })));
    const blocked = await call(login, 'POST', '/api/login', { body: { email, password }, headers: ipHeaders() });
    expect(blocked.status).toBe(429);
    // Another account is not affected.
    const other = await userWithPassword();
    expect((await call(login, 'POST', '/api/login', { body: { email: other.email, password: other.password }, headers: ipHeaders() })).status).toBe(200);
  });

  it('says which field has the wrong type', async () => {
    const res = await call(login, 'POST', '/api/login', { body: { email: 5, password: [] }, headers: ipHeaders() });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email must be a string.'], password: ['The password must be a string.'] });
  });

  it('lets the window pass and resets the counter on success', async () => {
    const { email, password } = await userWithPassword();
    const headers = ipHeaders();
    for (let i = 0; i < 5; i++) await call(login, 'POST', '/api/login', { body: { email, password: 'wrong' }, headers });
    // Age the failures past the 60 s window.
    await getDb().update(loginAttempts).set({ attemptedAt: new Date(Date.now() - 61_000) }).where(eq(loginAttempts.throttleKey, `${email}|${headers['x-forwarded-for']}`));
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers })).status).toBe(200);
    const left = await getDb().select().from(loginAttempts).where(eq(loginAttempts.throttleKey, `${email}|${headers['x-forwarded-for']}`));
    expect(left).toHaveLength(0);
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('requires a token, then revokes it on logout', async () => {
    const { email, password, user } = await userWithPassword();
    const { body } = await call(login, 'POST', '/api/login', { body: { email, password }, headers: ipHeaders() });
    const token = body.data.token;

    expect((await call(me, 'GET', '/api/me')).status).toBe(401);
    expect((await call(me, 'GET', '/api/me')).body).toEqual({ success: false, message: 'Unauthenticated.' });
    expect((await call(me, 'GET', '/api/me', { token: 'mlt_unknown' })).status).toBe(401);
    expect((await call(me, 'GET', '/api/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);

    const who = await call(me, 'GET', '/api/me', { token });
    expect(who.status).toBe(200);
    expect(who.body).toEqual({ success: true, data: { id: user.id, name: user.name, email, role: 'Admin' } });
    const [row] = await getDb().select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row.lastUsedAt).not.toBeNull();

    const out = await call(logout, 'POST', '/api/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out' });
    expect((await call(me, 'GET', '/api/me', { token })).status).toBe(401);
    expect((await call(logout, 'POST', '/api/logout', { token })).status).toBe(401);
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(user.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['login', 'logout']));
  });

  it('refuses an expired token', async () => {
    const { email, password, user } = await userWithPassword();
    const { body } = await call(login, 'POST', '/api/login', { body: { email, password }, headers: ipHeaders() });
    await getDb().update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.userId, user.id));
    expect((await call(me, 'GET', '/api/me', { token: body.data.token })).status).toBe(401);
  });
});

describe('GET /api/welcome and /api/health', () => {
  it('welcome needs a caller and reports the version and the real table count', async () => {
    expect((await call(welcome, 'GET', '/api/welcome')).status).toBe(401);
    const { email, password } = await userWithPassword();
    const { body } = await call(login, 'POST', '/api/login', { body: { email, password }, headers: ipHeaders() });
    const res = await call(welcome, 'GET', '/api/welcome', { token: body.data.token });
    expect(res.status).toBe(200);
    const { version } = await import('@/package.json');
    const { countTables } = await import('@/lib/system/service');
    expect(res.body).toEqual({ success: true, version, database: { status: 'connected', tables_count: await countTables(getDb()) } });
    expect(res.body.database.tables_count).toBeGreaterThanOrEqual(10);
  });

  it('health is public', async () => {
    const res = await call(health, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'connected' });
  });
});
