import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { getDb } from '@/db/client';
import { auditLog, loginAttempts, users } from '@/db/schema';
import { readBodyText } from '@/lib/api/body';
import { hashPassword, isBcryptHash, verificationLoad, withVerificationSlot } from '@/lib/auth/password';
import { env } from '@/lib/env';
import { UnavailableError } from '@/lib/errors';
import { NextRequest } from 'next/server';
import { call, createTestUser, uid } from '../helpers';
import { peerHeaders, userWithPassword } from '../factories/users';

/** A body streamed in 64 KB chunks with no Content-Length (chunked), counting how much the server pulled. */
function chunkedBody(totalBytes: number, chunk = '{"email":"' + 'a'.repeat(65_536 - 10)) {
  const bytes = new TextEncoder().encode(chunk);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += bytes.byteLength;
      controller.enqueue(bytes);
    },
  });
  return { stream, pulled: () => sent };
}

describe('request bodies are cut at 1 MB as they stream (413)', () => {
  it('a chunked 10 MB body: 413 after reading little more than 1 MB', async () => {
    const { stream, pulled } = chunkedBody(10_000_000);
    const req = new Request('http://localhost/api/login', { method: 'POST', headers: { 'content-type': 'application/json', ...peerHeaders() }, body: stream, duplex: 'half' } as RequestInit);
    const res = await login(req);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The request body is too large (at most 1 MB).' });
    expect(pulled()).toBeLessThan(1_300_000);
  });

  it('a Content-Length that lies small does not help; a large declared one is refused unread', async () => {
    const { stream, pulled } = chunkedBody(5_000_000);
    const lying = new Request('http://localhost/x', { method: 'POST', headers: { 'content-length': '10' }, body: stream, duplex: 'half' } as RequestInit);
    await expect(readBodyText(lying, 1_000_000)).rejects.toMatchObject({ kind: 'PayloadTooLarge' });
    expect(pulled()).toBeLessThan(1_300_000);
    const big = await call(login, 'POST', '/api/login', { rawBody: 'x'.repeat(1_000_001), headers: { 'content-type': 'application/json' } });
    expect(big.status).toBe(413);
    const exactly = await readBodyText(new Request('http://localhost/x', { method: 'POST', body: 'y'.repeat(1_000_000) }), 1_000_000);
    expect(exactly.length).toBe(1_000_000);
  });

  it("next-auth's sign-in endpoint gets the same limit", async () => {
    const { stream } = chunkedBody(3_000_000, 'email=' + 'a'.repeat(65_530));
    const req = new NextRequest('http://localhost/api/auth/callback/credentials', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half' } as never);
    const res = await nextAuthPost(req, { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) });
    expect(res.status).toBe(413);
  });
});

describe('JSON nesting', () => {
  it('400 for a 400,000-deep array and for 65 levels; 64 levels are parsed', async () => {
    const deep = await call(login, 'POST', '/api/login', { rawBody: '['.repeat(400_000) + ']'.repeat(400_000), headers: { 'content-type': 'application/json' } });
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual({ success: false, message: 'The request body is nested too deeply (more than 64 levels).' });
    const nested = (n: number) => `{"email":"a@b.test","password":"x","x":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    expect((await call(login, 'POST', '/api/login', { rawBody: nested(65), headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const ok = await call(login, 'POST', '/api/login', { rawBody: nested(64), headers: { 'content-type': 'application/json', ...peerHeaders() } });
    expect(ok.status).toBe(401); // parsed, then refused as a wrong password
    // Brackets inside strings are text, not nesting.
    const inString = await call(login, 'POST', '/api/login', { rawBody: JSON.stringify({ email: 'a@b.test', password: '['.repeat(150) + '\\"[' }), headers: { 'content-type': 'application/json', ...peerHeaders() } });
    expect(inString.status).toBe(401);
  });
});

describe('password checks: off the event loop, with a cap', () => {
  const saved = { ...env() };
  afterEach(() => Object.assign(env(), { PASSWORD_VERIFY_CONCURRENCY: saved.PASSWORD_VERIFY_CONCURRENCY, PASSWORD_VERIFY_QUEUE: saved.PASSWORD_VERIFY_QUEUE }));

  it('runs at most N at once, queues M, refuses the rest with 503 + Retry-After (the attempt is not counted)', async () => {
    Object.assign(env(), { PASSWORD_VERIFY_CONCURRENCY: 2, PASSWORD_VERIFY_QUEUE: 1 });
    const releases: (() => void)[] = [];
    const blocked = () => new Promise<void>((resolve) => releases.push(resolve));
    const first = withVerificationSlot(blocked);
    const second = withVerificationSlot(blocked);
    const third = withVerificationSlot(async () => 'queued ran');
    expect(verificationLoad()).toEqual({ running: 2, waiting: 1 });
    await expect(withVerificationSlot(async () => 'x')).rejects.toBeInstanceOf(UnavailableError);

    const { email, password } = await userWithPassword();
    const headers = peerHeaders();
    const busy = await call(login, 'POST', '/api/login', { body: { email, password }, headers });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(busy.body).toEqual({ success: false, message: 'The server is busy checking passwords. Try again in a moment.' });
    const counted = await getDb().select().from(loginAttempts).where(eq(loginAttempts.throttleKey, `${email}|${headers['x-moldline-peer']}`));
    expect(counted).toHaveLength(0);

    releases.forEach((r) => r());
    await Promise.all([first, second]);
    expect(await third).toBe('queued ran');
    expect(verificationLoad()).toEqual({ running: 0, waiting: 0 });
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers })).status).toBe(200);
  });

  it('verifies an old bcrypt hash and upgrades it to argon2id at sign-in', async () => {
    // bcrypt of "test-password-1" at cost 10, as bcryptjs made them before.
    const user = await createTestUser({ email: `legacy-${uid()}@example.test` });
    const [before] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(isBcryptHash(before.passwordHash)).toBe(true);
    const res = await call(login, 'POST', '/api/login', { body: { email: user.email, password: 'test-password-1' }, headers: peerHeaders() });
    expect(res.status).toBe(200);
    const [after] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await call(login, 'POST', '/api/login', { body: { email: user.email, password: 'test-password-1' }, headers: peerHeaders() })).status).toBe(200);
  });

  it('production hashes are argon2id at OWASP cost (19 MiB, 2 passes)', async () => {
    const { PRODUCTION_HASH_OPTIONS } = await import('@/lib/auth/password');
    expect(await hashPassword('x', PRODUCTION_HASH_OPTIONS)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('sign-in auditing and the client address', () => {
  it('audits failures (wrong password, unknown email), throttling and token sign-ins', async () => {
    const { user, email, password } = await userWithPassword();
    const headers = peerHeaders();
    const ip = headers['x-moldline-peer'];
    await call(login, 'POST', '/api/login', { body: { email, password: 'wrong' }, headers });
    const nobody = `nobody-${uid()}@example.test`;
    await call(login, 'POST', '/api/login', { body: { email: nobody, password: 'wrong' }, headers });
    const failed = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.entityId, String(user.id))));
    expect(failed).toHaveLength(1);
    expect(failed[0].changes).toEqual({ via: 'api_token', email, ip, reason: 'wrong_password' });
    const unknown = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'login_failed'), eq(auditLog.entityId, nobody)));
    expect(unknown[0].changes).toMatchObject({ reason: 'unknown_email' });

    // One failure above; four more make five, the sixth attempt is refused.
    for (let i = 0; i < 4; i++) expect((await call(login, 'POST', '/api/login', { body: { email, password: 'wrong' }, headers })).status).toBe(401);
    expect((await call(login, 'POST', '/api/login', { body: { email, password }, headers })).status).toBe(429);
    const throttled = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'login_throttled'), eq(auditLog.entityId, email)));
    expect(throttled).toHaveLength(1);
    expect(throttled[0].changes).toMatchObject({ email, ip });

    const ok = await call(login, 'POST', '/api/login', { body: { email, password }, headers: peerHeaders() });
    expect(ok.status).toBe(200);
    const signIns = await getDb().select().from(auditLog).where(and(eq(auditLog.action, 'login'), eq(auditLog.userId, user.id)));
    expect(signIns[0].changes).toMatchObject({ via: 'api_token' });
  });

  it('a forged X-Forwarded-For does not give a client new addresses (TRUSTED_PROXIES=0)', async () => {
    const { email, password } = await userWithPassword();
    const peer = peerHeaders();
    for (let i = 0; i < 5; i++) {
      const res = await call(login, 'POST', '/api/login', { body: { email, password: 'wrong' }, headers: { ...peer, 'x-forwarded-for': `192.0.2.${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await call(login, 'POST', '/api/login', { body: { email, password }, headers: { ...peer, 'x-forwarded-for': '192.0.2.99' } });
    expect(blocked.status).toBe(429);
  });
});
