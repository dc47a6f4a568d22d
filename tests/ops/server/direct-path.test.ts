/**
 * The API's direct path stays honest (issue 24 item 7): scripts/api-router.mjs serves /api from Next.js's build
 * manifests and private internals, so every documented operation — and malformed requests — is sent through
 * Next.js and through the direct path of one production server (API_DIRECT_PATH=compare: a request saying
 * `x-moldline-via: next` skips the direct path), and the two answers must agree: status, the headers that mean
 * something (content type, ETag, Location, caching, authentication, the security headers, Vary, a download's name),
 * an X-Request-Id on both, and the body (timestamps of "last used" aside).
 */
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type Operation } from '@/lib/openapi/operations';
import { scratchDir } from '../databases';
import { ADMIN, api, apiLogin, command, startServer, type Server } from './harness';

const scratch = scratchDir();
let server: Server | undefined;
let token = '';
/** Ids of records made through the API, per path parameter of a path. */
const ids: Record<string, Record<string, string>> = {};

const HEADERS = [
  'content-type',
  'etag',
  'location',
  'cache-control',
  'www-authenticate',
  'retry-after',
  'content-disposition',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'vary',
];

type Sent = { method: string; path: string; auth?: boolean; body?: unknown; raw?: string; headers?: Record<string, string> };
type Answer = { status: number; headers: Record<string, string | null>; requestId: boolean; body: string };

async function send(s: Server, req: Sent, via: 'next' | 'direct'): Promise<Answer> {
  const headers: Record<string, string> = { ...req.headers };
  if (via === 'next') headers['x-moldline-via'] = 'next';
  if (req.auth !== false) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (req.raw !== undefined) body = req.raw;
  else if (req.body !== undefined) body = JSON.stringify(req.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${s.base}${req.path}`, { method: req.method, headers, body, redirect: 'manual' });
  return {
    status: res.status,
    headers: Object.fromEntries(HEADERS.map((h) => [h, res.headers.get(h)])),
    requestId: Boolean(res.headers.get('x-request-id')),
    body: normalized(await res.text()),
  };
}

/** Times that move between two calls ("last used", "now") read alike; anything else must be the same. */
function normalized(text: string): string {
  return text.replace(/"(last_used_at|last_seen_at|generated_at|now|checked_at|uptime_seconds)":("[^"]*"|[\d.]+|null)/g, '"$1":"<moves>"');
}

function pathOf(op: Operation, known = true): string {
  const own = Object.entries(ids)
    .filter(([p]) => op.path === p || op.path.startsWith(`${p}/`))
    .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => (known && own?.[name]) || '999999');
}

/** Reads whose default window is today up to this moment (OEE): read over a past window instead. */
const CLOCK_READS = new Set(['get /api/oee', 'get /api/oee/export']);

/** The requests of one operation: what changes nothing lasting (reads, refusals, no-op updates). */
function requestsOf(op: Operation): Sent[] {
  const method = op.method.toUpperCase();
  const key = `${op.method} ${op.path}`;
  if (key === 'post /api/logout') return [{ method, path: op.path, auth: false }];
  if (key === 'post /api/login') {
    return [
      { method, path: op.path, auth: false, body: {} },
      { method, path: op.path, auth: false, raw: '{' },
    ];
  }
  const out: Sent[] = [{ method, path: pathOf(op), auth: false }];
  if (op.method === 'get' && CLOCK_READS.has(key)) {
    // Today's window ends now: the two paths answer a millisecond apart. A past window reads the same both times.
    out.push({ method, path: `${pathOf(op)}?from=2026-01-05&to=2026-01-06` }, { method, path: `${pathOf(op)}?from=2026-01-05&to=2026-01-06&group_by=nope` });
    return out;
  }
  if (op.method === 'get') {
    out.push({ method, path: pathOf(op) }, { method, path: `${pathOf(op)}?page=1&per_page=2&sort=nope` });
    if (op.path.includes('{')) out.push({ method, path: pathOf(op, false) }, { method, path: op.path.replace(/\{\w+\}/, 'abc') });
    return out;
  }
  if (op.method === 'delete') return [...out, { method, path: pathOf(op, false) }];
  // Writes: refusals (bad JSON, empty body, a wrong type), and an update's no-op on a record of this test.
  const target = pathOf(op, !['post'].includes(op.method) || op.path.includes('{'));
  out.push(
    { method, path: target, raw: '{' },
    { method, path: target, raw: '' },
    { method, path: target, raw: '\uFEFF{}' },
    { method, path: target, raw: 'a=1', headers: { 'content-type': 'text/plain' } },
    { method, path: target, body: { unexpected: '12', version: 'x' } },
  );
  if (op.method === 'put' || op.method === 'patch') out.push({ method, path: target, body: {} }, { method, path: pathOf(op, false), body: op.bodyExample ?? {} });
  if (key === 'put /api/costing/rates' || key === 'patch /api/costing/rates') out.push({ method, path: target, body: { operators_per_press: '12' } });
  return out;
}

const MALFORMED: Sent[] = [
  { method: 'GET', path: '/api/customers/%zz', auth: false },
  { method: 'GET', path: '/api/nope/%zz', auth: false },
  { method: 'GET', path: '/api/molds/%zz' },
  { method: 'PATCH', path: '/api/molds/%C0%80', body: {} },
  { method: 'GET', path: '/api/molds/%31' },
  { method: 'GET', path: '/api/nope' },
  { method: 'GET', path: '/api/molds/' },
  { method: 'GET', path: `/api/molds?q=${'a'.repeat(100_000)}` },
  { method: 'GET', path: `/api/molds?q=${'%zz'.repeat(10)}` },
];

beforeAll(async () => {
  const dir = path.join(scratch.dir, 'pglite');
  const made = command('scripts/user-create.ts', ['--email', ADMIN.email, '--name', 'Ops Admin', '--role', 'Admin'], { dir }, { ADMIN_PASSWORD: ADMIN.password });
  expect(made.code, made.stderr).toBe(0);
  server = await startServer({ dir }, { API_DIRECT_PATH: 'compare' });
  token = await apiLogin(server);
  const s = server;
  const created = async (p: string, body: Record<string, unknown>) => {
    const res = await api(s, 'POST', p, { token, body });
    expect(res.status, `${p} ${JSON.stringify(res.body)}`).toBe(201);
    return String(res.body.data.id);
  };
  const example = (p: string) => OPERATIONS.find((op) => op.method === 'post' && op.path === p)?.bodyExample ?? {};
  const customer = await created('/api/customers', { ...example('/api/customers'), company_name: 'Direct Path Plastics' });
  const mold = await created('/api/molds', { mold_code: 'DP-1', mold_name: 'Direct mold', ownership: 'company_owned', cavity_count: 2 });
  const product = await created('/api/products', { product_code: 'DP-P1', product_name: 'Direct part', product_type: 'finished_good', unit: 'pcs' });
  const machine = await created('/api/machines', { machine_number: 'DP-M1', machine_name: 'Direct press', tonnage: 100, hourly_rate: 40 });
  const order = await created('/api/production/work-orders', { product_id: Number(product), mold_id: Number(mold), quantity_planned: 100, priority: 'medium', target_date: '2099-01-01' });
  const supplier = await created('/api/suppliers', { ...example('/api/suppliers'), company_name: 'Direct Path Resins' });
  const me = await api(s, 'GET', '/api/me', { token });
  Object.assign(ids, {
    '/api/users/{id}': { id: String(me.body.data.id) },
    '/api/customers/{id}': { id: customer },
    '/api/molds/{id}': { id: mold },
    '/api/products/{id}': { id: product },
    '/api/boms/product/{id}': { id: product },
    '/api/inventory/product/{id}': { id: product },
    '/api/costing/products/{id}': { id: product },
    '/api/machines/{id}': { id: machine },
    '/api/production/work-orders/{id}': { id: order },
    '/api/suppliers/{id}': { id: supplier },
  });
}, 300_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  scratch.cleanup();
});

async function compare(req: Sent) {
  const s = server!;
  const next = await send(s, req, 'next');
  const direct = await send(s, req, 'direct');
  const what = `${req.method} ${req.path.slice(0, 120)} ${req.raw !== undefined ? JSON.stringify(req.raw) : JSON.stringify(req.body ?? '')}`;
  expect(direct, what).toEqual(next);
  expect(next.status, what).toBeLessThan(500);
  expect(next.requestId, what).toBe(true);
  if (next.status >= 400 && req.method !== 'HEAD') expect(JSON.parse(next.body), what).toMatchObject({ success: false, message: expect.any(String) });
  return next;
}

/** A raw request over a socket (a request line fetch would not send): the whole answer as text. */
function rawRequest(s: Server, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(s.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(text);
  });
}

describe('what Node.js cannot parse gets the envelope too', () => {
  it('headers past 128 KiB: 431 in JSON, not an empty answer or a reset; a request that is not HTTP: 400 in JSON', async () => {
    const huge = await rawRequest(server!, `GET /api/molds?q=${'a'.repeat(200_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, message: expect.stringMatching(/too large/) });
    const garbage = await rawRequest(server!, 'NOT HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false });
  });
});

describe('the direct /api path answers as Next.js does', () => {
  it('is on (compare mode), and the build is the one it serves', () => {
    expect(server!.lines.join('\n')).not.toMatch(/direct \/api path is off/);
  });

  it('every documented operation, read and refused, through both paths', async () => {
    let count = 0;
    for (const op of OPERATIONS) {
      for (const req of requestsOf(op)) {
        await compare(req);
        count++;
      }
    }
    expect(count).toBeGreaterThan(400);
  }, 300_000);

  it('malformed paths and a long query string, through both paths: the JSON envelope, never a 5xx', async () => {
    const statuses: Record<string, number> = {};
    for (const req of MALFORMED) {
      const answer = await compare(req);
      statuses[req.path.slice(0, 24)] = answer.status;
      if (answer.status >= 400) expect(answer.headers['content-type'], req.path.slice(0, 80)).toMatch(/^application\/json/);
    }
    expect(statuses).toMatchObject({
      '/api/customers/%zz': 400,
      '/api/nope/%zz': 400,
      '/api/molds/%zz': 400,
      '/api/molds/%C0%80': 400,
      '/api/molds/%31': 200, // an escape that decodes is the id it spells (mold 1, made above)
      '/api/nope': 404,
      '/api/molds/': 308, // Next.js's redirect to the path without the slash
      '/api/molds?q=aaaaaaaaaaa': 414,
    });
  });
});
