/**
 * Production servers on PostgreSQL (issue 29; skipped without DATABASE_URL, whose server they use for databases
 * of their own):
 * - two instances on one database with one secret, started together (they take turns migrating): a browser
 *   session and a token made on one work on the other, a token revoked on one is refused by the other at once,
 *   login throttling counts across both, 50 parallel creates spread over both get distinct numbers, and what one
 *   writes the other answers at once (no cache of tokens, statements or totals changes an answer);
 * - kill -9 during a burst of production reports: every acknowledged report is there after the restart,
 *   counters equal their recomputation, nothing is half-written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/lib/system/backup/connection';
import { scratchPostgres } from '../databases';
import { reportInvariants } from '../invariants';
import { ADMIN, api, apiLogin, browserSignIn, command, logLine, startServer, type Server } from './harness';
import { killDuringBurst, runningOrders } from './production';

const onPostgres = !!process.env.DATABASE_URL;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!onPostgres)('two production servers on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    db = await scratchPostgres('instances');
    // Started together on an empty database: one migrates while the other waits for the migration lock.
    [a, b] = await Promise.all([startServer({ url: db.url }), startServer({ url: db.url })]);
    const seeded = command('scripts/seed.ts', [], { url: db.url }, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(seeded.code, seeded.stderr).toBe(0);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('a browser session and a token made on one work on the other; a revoked token is refused by the other at once', async () => {
    const cookie = await browserSignIn(a);
    expect((await api(b, 'GET', '/api/me', { cookie })).body.data.email).toBe(ADMIN.email);
    const page = await fetch(`${b.base}/molds`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(200);

    const token = await apiLogin(b);
    expect((await api(a, 'GET', '/api/me', { token })).status).toBe(200);
    expect((await api(b, 'POST', '/api/logout', { token })).status).toBe(200);
    expect((await api(a, 'GET', '/api/me', { token })).status).toBe(401);

    expect((await api(a, 'POST', '/api/logout', { cookie })).status).toBe(200);
    expect((await api(b, 'GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('counts failed sign-ins across both: the sixth within a minute is throttled on either', async () => {
    const email = `nobody-${Date.now()}@plant.example`;
    const attempt = (s: Server) => api(s, 'POST', '/api/login', { body: { email, password: 'wrong-guess-1' } });
    for (const s of [a, b, a, b, a]) expect((await attempt(s)).status).toBe(401);
    const sixth = await attempt(b);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(a)).status).toBe(429);
  });

  it('gives 50 parallel creates spread over both distinct numbers: customer codes and work-order numbers', async () => {
    const [tokenA, tokenB] = await Promise.all([apiLogin(a), apiLogin(b)]);
    const pick = (i: number) => (i % 2 ? { s: a, token: tokenA } : { s: b, token: tokenB });
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api(pick(i).s, 'POST', '/api/customers', { token: pick(i).token, body: { company_name: `Parallel Plastics ${i}` } })),
    );
    expect(customers.map((c) => c.status)).toEqual(Array(50).fill(201));
    const codes = customers.map((c) => c.body.data.customer_code as string);
    expect(new Set(codes).size).toBe(50);

    const product = await api(a, 'POST', '/api/products', { token: tokenA, body: { product_code: `PAR-${Date.now()}`, product_name: 'Parallel part', product_type: 'finished_good', unit: 'pcs' } });
    const mold = await api(b, 'POST', '/api/molds', { token: tokenB, body: { mold_code: `PM-${Date.now()}`, mold_name: 'Parallel mold', ownership: 'company_owned', cavity_count: 2 } });
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api(pick(i).s, 'POST', '/api/production/work-orders', {
          token: pick(i).token,
          body: { product_id: product.body.data.id, mold_id: mold.body.data.id, quantity_planned: 100 + i, priority: 'medium', target_date: inDays(10) },
        }),
      ),
    );
    expect(orders.map((o) => o.status)).toEqual(Array(50).fill(201));
    const numbers = orders.map((o) => Number(String(o.body.data.work_order_number).split('-')[2])).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49] - numbers[0]).toBe(49); // consecutive: none skipped, none shared
  });

  it('answers on one what the other just wrote: no instance keeps a cache that changes an answer', async () => {
    const [tokenA, tokenB] = await Promise.all([apiLogin(a), apiLogin(b)]);
    // The list statements are prepared per connection: they bind values, they keep no rows.
    const before = await api(b, 'GET', '/api/customers?page=1&per_page=5', { token: tokenB });
    const created = await api(a, 'POST', '/api/customers', { token: tokenA, body: { company_name: 'Seen Everywhere Ltd.' } });
    const after = await api(b, 'GET', '/api/customers?page=1&per_page=5&search=seen%20everywhere', { token: tokenB });
    expect(after.body.data.map((c: { id: number }) => c.id)).toContain(created.body.data.id);
    expect((await api(b, 'GET', '/api/customers?page=1&per_page=5', { token: tokenB })).body.total).toBe(before.body.total + 1);

    // A version bumped on one is the version the other checks against.
    const id = created.body.data.id;
    const updated = await api(b, 'PATCH', `/api/customers/${id}`, { token: tokenB, body: { phone: '555-0100', version: created.body.data.version } });
    expect(updated.status).toBe(200);
    expect((await api(a, 'PATCH', `/api/customers/${id}`, { token: tokenA, body: { phone: '555-0101', version: created.body.data.version } })).status).toBe(409);
    expect((await api(a, 'GET', `/api/customers/${id}`, { token: tokenA })).body.data.phone).toBe('555-0100');

    // A user deactivated through one is refused by the other at once (sessions and tokens are read per request).
    const user = await api(a, 'POST', '/api/users', { token: tokenA, body: { name: 'Short Stay', email: `short-${Date.now()}@plant.example`, role: 'Viewer', password: 'blue-press-42-tonnage' } });
    expect(user.status).toBe(201);
    const theirToken = await apiLogin(b, user.body.data.email, 'blue-press-42-tonnage');
    expect((await api(a, 'GET', '/api/me', { token: theirToken })).status).toBe(200);
    const deactivated = await api(b, 'PATCH', `/api/users/${user.body.data.id}`, { token: tokenB, body: { active: false } });
    expect(deactivated.status).toBe(200);
    expect((await api(a, 'GET', '/api/me', { token: theirToken })).status).toBe(401);
  });

  it('gives every response its own X-Request-Id, ignoring one a client sends without a trusted proxy', async () => {
    const res = await api(a, 'GET', '/api/health', { headers: { 'x-request-id': 'client-chosen' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const line = await logLine(a, (l) => l.request_id === res.headers.get('x-request-id'));
    expect(line).toMatchObject({ path: '/api/health', status: 200 });
  });
});

describe.skipIf(!onPostgres)('kill -9 during a burst of production reports on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let server: Server | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.drop();
  });

  it('keeps every acknowledged report: counters equal a recomputation, nothing half-written', async () => {
    db = await scratchPostgres('kill');
    const seeded = command('scripts/seed.ts', [], { url: db.url }, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(seeded.code, seeded.stderr).toBe(0);
    const setup = await openPostgres(db.url);
    await setup.exec(`insert into storage_locations (location_code, location_name, location_type) values ('WH-1', 'Main warehouse', 'warehouse')`);
    await setup.close();

    server = await startServer({ url: db.url });
    const token = await apiLogin(server);
    const orders = await runningOrders(server, token, 3);
    const acknowledged = await killDuringBurst(server, token, orders);

    server = await startServer({ url: db.url });
    expect((await api(server, 'POST', `/api/production/work-orders/${orders[1]}/reports`, { token, body: { shots: 1, good_parts: 4, scrap_parts: 0 } })).status).toBe(201);
    expect(await server.stop('SIGTERM')).toBe(0);
    server = undefined;

    const session = await openPostgres(db.url);
    try {
      const stored = new Set((await session.query<{ id: number }>('select id from production_reports')).map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      const facts = await reportInvariants(session, orders);
      expect(facts.broken).toEqual([]);
      expect(facts.reports).toBeGreaterThanOrEqual(acknowledged.length + 1);
      const [{ lots }] = await session.query<{ lots: number }>('select count(*)::int as lots from stock_lots');
      expect(lots).toBe(facts.reports);
    } finally {
      await session.close();
    }
  }, 300_000);
});
