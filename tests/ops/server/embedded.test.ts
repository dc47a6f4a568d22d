/**
 * The production server on the embedded database (issue 29), as an operator runs it:
 * - db:seed → db:backup → db:restore into a new directory, and the app starts on the restored database;
 * - request logs: one JSON line per request with its X-Request-Id and user, and no password, token or cookie
 *   anywhere in the log of a run that signs in (browser and API) and uses a token;
 * - kill -9 during a burst of production reports: after the restart every acknowledged report is there, counters
 *   equal their recomputation, nothing is half-written;
 * - SIGTERM: readiness 503, no new connections, the request in flight finishes, the database is closed.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/lib/system/backup/connection';
import { scratchDir } from '../databases';
import { reportInvariants } from '../invariants';
import { ADMIN, api, apiLogin, browserSignIn, command, logLine, startServer, type Server } from './harness';
import { killDuringBurst, runningOrders } from './production';

const scratch = scratchDir();
const dir = path.join(scratch.dir, 'restored', 'pglite');
let server: Server | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  scratch.cleanup();
});

describe('the production server on the embedded database', () => {
  beforeAll(async () => {
    const original = { dir: path.join(scratch.dir, 'original', 'pglite') };
    const seeded = command('scripts/seed.ts', [], original, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(seeded.code, seeded.stderr).toBe(0);
    const file = path.join(scratch.dir, 'seeded.backup');
    const backup = command('scripts/db/backup.ts', ['--out', file], original);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*seeded\.backup\n\s+logical, \d+ tables/);
    const restore = command('scripts/db/restore.ts', [file], { dir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/every count as in the backup/);
    // Production reports receive their good parts into a warehouse.
    const session = await openPglite(dir);
    await session.exec(`insert into storage_locations (location_code, location_name, location_type) values ('WH-1', 'Main warehouse', 'warehouse')`);
    await session.close();
  }, 300_000);

  it('starts on the restored database and warns that PGlite is not for production at scale', async () => {
    server = await startServer({ dir }, { TRUSTED_PROXIES: '1', LOG_LEVEL: 'info' });
    expect(server.log().some((l) => l.level === 'warn' && /embedded database \(PGlite\)/.test(String(l.msg)))).toBe(true);
    const token = await apiLogin(server);
    expect((await api(server, 'GET', '/api/me', { token })).body.data.email).toBe(ADMIN.email);
  }, 300_000);

  it('logs one JSON line per request with its X-Request-Id and user, and never a password, token or cookie', async () => {
    const s = server!;
    const wrongPassword = 'not-the-password-71';
    const cookie = await browserSignIn(s);
    const me = await api(s, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    const adminId = me.body.data.id;
    const token = await apiLogin(s);
    const created = await api(s, 'POST', '/api/tokens', { token, body: { name: 'log test', expires_in_days: 7 } });
    expect(created.status).toBe(201);
    const secondToken: string = created.body.data.token;
    const molds = await api(s, 'GET', '/api/molds?page=1', { token: secondToken, headers: { 'x-request-id': 'proxy-req-42' } });
    expect(molds.status).toBe(200);
    expect(molds.headers.get('x-request-id')).toBe('proxy-req-42'); // TRUSTED_PROXIES=1: the proxy's id is kept
    const refused = await api(s, 'POST', '/api/login', { body: { email: ADMIN.email, password: wrongPassword } });
    expect(refused.status).toBe(401);
    const page = await fetch(`${s.base}/dashboard`, { headers: { cookie } });
    expect(page.status).toBe(200);
    await page.text();
    const logout = await api(s, 'POST', '/api/logout', { token });
    expect(logout.status).toBe(200);
    expect(await logLine(s, (l) => l.request_id === logout.headers.get('x-request-id'))).toMatchObject({ path: '/api/logout', user_id: adminId });

    const requests = s.log().filter((l) => l.msg === 'request');
    for (const line of requests) {
      expect(Object.keys(line)).toEqual(expect.arrayContaining(['time', 'level', 'request_id', 'method', 'path', 'status', 'duration_ms', 'user_id']));
    }
    const lineOf = (id: string | null) => requests.find((l) => l.request_id === id);
    expect(lineOf(molds.headers.get('x-request-id'))).toMatchObject({ method: 'GET', path: '/api/molds', status: 200, user_id: adminId });
    expect(lineOf(me.headers.get('x-request-id'))).toMatchObject({ path: '/api/me', status: 200, user_id: adminId });
    expect(lineOf(refused.headers.get('x-request-id'))).toMatchObject({ path: '/api/login', status: 401, user_id: null });
    expect(lineOf(page.headers.get('x-request-id'))).toMatchObject({ path: '/dashboard', status: 200, user_id: adminId });
    expect(requests.filter((l) => l.path === '/api/auth/callback/credentials')).toHaveLength(1);

    const log = s.lines.join('\n');
    const cookieValues = cookie.split('; ').map((c) => c.slice(c.indexOf('=') + 1));
    for (const secret of [ADMIN.password, wrongPassword, token, secondToken, ...cookieValues]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/bearer\s+\S|session-token=|"password"/i);
  }, 120_000);

  it('keeps every acknowledged report through kill -9 in a burst: counters equal a recomputation, nothing half-written', async () => {
    const token = await apiLogin(server!);
    const orders = await runningOrders(server!, token, 3);
    const acknowledged = await killDuringBurst(server!, token, orders);
    expect(fs.existsSync(`${dir}.lock`)).toBe(true); // killed: the lock of a dead process is left behind, and taken over

    server = await startServer({ dir });
    const after = await api(server, 'POST', `/api/production/work-orders/${orders[0]}/reports`, { token, body: { shots: 1, good_parts: 4, scrap_parts: 0 } });
    expect(after.status).toBe(201);
    expect(await server.stop('SIGTERM')).toBe(0);
    server = undefined;

    const session = await openPglite(dir);
    try {
      const stored = new Set((await session.query<{ id: number }>(`select id from production_reports`)).map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      const facts = await reportInvariants(session, orders);
      expect(facts.broken).toEqual([]);
      expect(facts.reports).toBeGreaterThanOrEqual(acknowledged.length + 1);
      const [{ lots }] = await session.query<{ lots: number }>(`select count(*)::int as lots from stock_lots`);
      expect(lots).toBe(facts.reports); // every report received its good parts
    } finally {
      await session.close();
    }
  }, 300_000);

  it('on SIGTERM: readiness 503, no new connections, the request in flight finishes, then the database closes', async () => {
    server = await startServer({ dir });
    const s = server;
    const open = (): Promise<net.Socket> => new Promise((resolve, reject) => {
      const socket = net.connect(s.port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
    const answer = (socket: net.Socket) => new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d) => (text += d.toString('utf8')));
      socket.on('close', () => resolve(text));
    });
    // In flight: a sign-in whose body is still arriving, and a readiness probe whose headers are not finished.
    const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    const login = await open();
    const loginAnswer = answer(login);
    login.write(`POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
    const probe = await open();
    const probeAnswer = answer(probe);
    probe.write('GET /api/health/ready HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 300));

    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await expect(open()).rejects.toThrow(/ECONNREFUSED/);
    probe.write('\r\n');
    const ready = await probeAnswer;
    expect(ready).toMatch(/^HTTP\/1\.1 503 /);
    expect(ready).toMatch(/connection: close/i);
    expect(ready).toContain('"status":"shutting_down"');

    login.write(body.slice(20));
    const signedIn = await loginAnswer;
    expect(signedIn).toMatch(/^HTTP\/1\.1 200 /);
    expect(signedIn).toContain('"Login successful"');
    expect(await s.exited).toBe(0);
    server = undefined;
    const log = s.log();
    expect(log.some((l) => /SIGTERM: no new connections; waiting for 1 request/.test(String(l.msg)))).toBe(true);
    expect(log.at(-1)?.msg).toBe('stopped: requests drained, database closed');
  }, 300_000);
});
