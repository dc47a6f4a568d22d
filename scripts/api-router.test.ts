/**
 * The API's direct path (scripts/api-router.mjs) against a small build of its own: what it answers itself, that it
 * answers as Next.js's pipeline would (headers rules, forwarded headers, parameters), and that everything it
 * cannot answer exactly reaches the fallback (Next.js) untouched.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiRouter, directPathOff, PROVEN_NEXT_VERSION, routedPath } from './api-router.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'api-router-'));

const route = (page: string, source: string) => {
  const file = path.join(dist, 'server', 'app', page, 'route.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return [`${page}/route`, `app${page}/route.js`];
};

function writeBuild(headers: unknown[]) {
  const modules = Object.fromEntries([
    route(
      '/api/things',
      `exports.routeModule = { ensureUserland: async () => {}, userland: {
        GET: async (req) => Response.json({ route: 'things', url: req.url, forwarded: ['x-forwarded-host', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-for'].map((h) => req.headers.get(h)) }, { headers: { 'cache-control': 'no-store' } }),
        POST: async (req) => new Response(JSON.stringify({ got: await req.text(), type: req.headers.get('content-type') }), { status: 201, headers: { 'content-type': 'application/json', 'set-cookie': 'a=1' } }),
      } };`,
    ),
    route('/api/things/search', `exports.routeModule = { userland: { GET: async () => Response.json({ route: 'search' }) } };`),
    route(
      '/api/things/[id]',
      `exports.routeModule = { userland: {
        GET: async (req, { params }) => Response.json({ route: 'thing', params: await params }),
        PATCH: async () => { throw new Error('boom'); },
        DELETE: async () => new Response(JSON.stringify({ refused: true }), { status: 401, headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer', vary: 'accept', 'x-content-type-options': 'sniff', 'content-length': '999' } }),
        POST: async (req) => { await req.body?.cancel(); return Response.json({ success: false }, { status: 413, headers: { connection: 'close' } }); },
      } };`,
    ),
    route(
      '/api/things/slow',
      `exports.routeModule = { userland: { GET: async () => new Response(new ReadableStream({
        pull(c) { if (!globalThis.__slowStarted) { globalThis.__slowStarted = true; c.enqueue(new TextEncoder().encode('first\\n'.repeat(2000))); return; } return new Promise(() => {}); },
        cancel() { globalThis.__slowCancelled = true; },
      }), { headers: { 'content-type': 'text/csv' } }) } };`,
    ),
    route('/api/things/big', `exports.routeModule = { userland: { GET: async () => Response.json({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Bottle cap ' + i })) }) } };`),
    route('/api/things/static', `exports.routeModule = { userland: { dynamic: 'force-static', GET: async () => Response.json({ route: 'static' }) } };`),
    route('/api/things/prerendered', `exports.routeModule = { userland: { GET: async () => Response.json({ route: 'prerendered' }) } };`),
    route(
      '/api/things/export',
      `exports.routeModule = { userland: { GET: async () => new Response(new ReadableStream({
        start(c) { for (let i = 0; i < 3; i++) c.enqueue(new TextEncoder().encode('row ' + i + '\\n')); c.close(); },
      }), { headers: { 'content-type': 'text/csv' } }) } };`,
    ),
    route('/api/broken', `throw new Error('cannot load');`),
    route('/api/[...path]', `exports.routeModule = { userland: { GET: async () => Response.json({ route: 'catch-all' }) } };`),
    route('/api/auth/[...nextauth]', `exports.routeModule = { userland: { GET: async () => Response.json({ route: 'nextauth' }) } };`),
  ]);
  fs.writeFileSync(path.join(dist, 'server', 'app-paths-manifest.json'), JSON.stringify(modules));
  const dynamic = (page: string, regex: string, keys: Record<string, string>) => ({ page, regex, routeKeys: keys, namedRegex: regex });
  fs.writeFileSync(
    path.join(dist, 'routes-manifest.json'),
    JSON.stringify({
      version: 3,
      basePath: '',
      headers,
      redirects: [{ source: '/:path+/', destination: '/:path+', internal: true, statusCode: 308, regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' }],
      rewrites: { beforeFiles: [], afterFiles: [{ source: '/api/old', destination: '/api/things', regex: '^/api/old(?:/)?$' }], fallback: [] },
      staticRoutes: ['/api/things', '/api/things/search', '/api/things/export', '/api/things/slow', '/api/things/big', '/api/things/static', '/api/things/prerendered', '/api/broken'].map((page) => ({ page, regex: `^${page}(?:/)?$`, routeKeys: {}, namedRegex: `^${page}(?:/)?$` })),
      dynamicRoutes: [
        dynamic('/api/auth/[...nextauth]', '^/api/auth/(?<nxtPnextauth>.+?)(?:/)?$', { nxtPnextauth: 'nxtPnextauth' }),
        dynamic('/api/things/[id]', '^/api/things/(?<nxtPid>[^/]+?)(?:/)?$', { nxtPid: 'nxtPid' }),
        dynamic('/api/[...path]', '^/api/(?<nxtPpath>.+?)(?:/)?$', { nxtPpath: 'nxtPpath' }),
      ],
    }),
  );
  fs.writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/api/things/prerendered': {} }, dynamicRoutes: {} }));
  fs.writeFileSync(
    path.join(dist, 'server', 'middleware-manifest.json'),
    JSON.stringify({ middleware: { '/': { matchers: [{ regexp: '^/api/guarded(?:/.*)?$' }] } } }),
  );
  fs.writeFileSync(path.join(dist, 'required-server-files.json'), JSON.stringify({ config: { compress: true } }));
}

const HEADER_RULES = [
  { source: '/:path*', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
  { source: '/api/:path*', regex: '^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }] },
  {
    source: '/api/:path*',
    regex: '^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
    has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
    headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000' }],
  },
  { source: '/api/:path*', regex: '^/api(?:/.*)?$', has: [{ type: 'header', key: 'x-trace' }], headers: [{ key: 'X-Traced', value: 'yes' }] },
];

let server: http.Server;
let base: string;
const fallbacks: string[] = [];

beforeAll(async () => {
  writeBuild(HEADER_RULES);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createApiRouter({
    distDir: dist,
    hostname: '127.0.0.1',
    port: 4321,
    fallback: (req, res) => {
      fallbacks.push(`${req.method} ${req.url}`);
      res.writeHead(299, { 'content-type': 'text/plain' }).end('next.js');
    },
  });
  expect(router).not.toBeNull();
  server = http.createServer((req, res) => router!(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A request with its path sent as written (fetch would normalise `..` and `//`). */
function raw(method: string, urlPath: string, headers: Record<string, string> = {}, body?: string, agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/`, { method, path: urlPath, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('when the direct path is on', () => {
  it('only on the Next.js version it was proven on, and not when API_DIRECT_PATH turns it off', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'node_modules', 'next', 'package.json'), 'utf8')).version;
    expect(installed, 'the installed Next.js is the proven one: run tests/ops/server/direct-path.test.ts on it, then move PROVEN_NEXT_VERSION').toBe(PROVEN_NEXT_VERSION);
    expect(directPathOff({ nextVersion: PROVEN_NEXT_VERSION })).toBeUndefined();
    expect(directPathOff({ setting: 'compare', nextVersion: PROVEN_NEXT_VERSION })).toBeUndefined();
    expect(directPathOff({ nextVersion: '16.5.0' })).toMatch(/the installed Next.js is 16\.5\.0/);
    expect(directPathOff({ nextVersion: undefined })).toMatch(/unknown/);
    for (const setting of ['off', 'OFF', ' 0 ', 'false', 'no']) expect(directPathOff({ setting, nextVersion: PROVEN_NEXT_VERSION })).toBe('API_DIRECT_PATH is off');
  });
});

describe('the API direct path', () => {
  it('answers a route it serves with the build’s header rules and Vary, in one piece with its length', async () => {
    const res = await raw('GET', '/api/things?page=2', { host: 'plant.example:8080' });
    expect(res.status).toBe(200);
    expect(json(res.body)).toEqual({
      route: 'things',
      // Next.js builds the URL from its own host and port, not from the Host header.
      url: 'http://127.0.0.1:4321/api/things?page=2',
      forwarded: ['plant.example:8080', '4321', 'http', '127.0.0.1'],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-traced']).toBeUndefined();
    expect(res.headers.vary).toBe('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  });

  it('keeps what a proxy sent, and applies the header rules with a condition on the request as it arrived', async () => {
    const res = await raw('GET', '/api/things', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'erp.example', 'x-forwarded-for': '10.0.0.9', 'x-trace': '1' });
    expect(json(res.body).forwarded).toEqual(['erp.example', '4321', 'https', '10.0.0.9']);
    expect(json(res.body).url).toBe('https://127.0.0.1:4321/api/things');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000');
    expect(res.headers['x-traced']).toBe('yes');
    expect((await raw('GET', '/api/things', { 'x-trace': '' })).headers['x-traced']).toBeUndefined(); // as Next.js: an empty header is absent
  });

  it('prefers a static route to a dynamic one and passes the parameters', async () => {
    expect(json((await raw('GET', '/api/things/search')).body)).toEqual({ route: 'search' });
    expect(json((await raw('GET', '/api/things/a-b_c')).body)).toEqual({ route: 'thing', params: { id: 'a-b_c' } });
  });

  it('passes a request body through, and every Set-Cookie of the answer', async () => {
    const res = await raw('POST', '/api/things', { 'content-type': 'application/json' }, '{"name":"Cap"}');
    expect(res.status).toBe(201);
    expect(json(res.body)).toEqual({ got: '{"name":"Cap"}', type: 'application/json' });
    expect(res.headers['set-cookie']).toEqual(['a=1']);
  });

  it('merges the handler’s headers as Next.js does: the rules’ stay, Vary and WWW-Authenticate add, lengths are its own', async () => {
    const res = await raw('DELETE', '/api/things/1');
    expect(res.status).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.headers.vary).toBe('rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, accept');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  });

  it('answers a refusal that never reads a large body, and the connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = 'x'.repeat(300_000);
      const refused = await raw('POST', '/api/things/7', { 'content-type': 'application/json', 'content-length': String(big.length) }, big, agent);
      expect(refused.status).toBe(413);
      const again = await raw('GET', '/api/things/search', {}, undefined, agent);
      expect(again.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('does not compress, as Next.js does not compress a route handler’s answer', async () => {
    const res = await new Promise<{ encoding?: string; vary?: string; body: string }>((resolve, reject) => {
      http
        .get(`${base}/api/things/big`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
          let text = '';
          r.setEncoding('utf8');
          r.on('data', (c) => (text += c));
          r.on('end', () => resolve({ encoding: r.headers['content-encoding'], vary: r.headers.vary, body: text }));
        })
        .on('error', reject);
    });
    expect(res.encoding).toBeUndefined();
    expect(res.vary).not.toContain('Accept-Encoding');
    expect((json(res.body).rows as unknown[]).length).toBe(200);
  });

  it('streams a body that is not JSON, and stops reading it when the client goes away', async () => {
    const res = await raw('GET', '/api/things/export');
    expect(res.status).toBe(200);
    expect(res.body).toBe('row 0\nrow 1\nrow 2\n');
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['transfer-encoding']).toBe('chunked');

    const g = globalThis as { __slowCancelled?: boolean };
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${base}/api/things/slow`, (r) => r.once('data', () => (req.destroy(), resolve())));
      req.on('error', (e) => ((e as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(e)));
    });
    await vi.waitFor(() => expect(g.__slowCancelled).toBe(true));
  });

  it('answers Next.js’s empty 500, with the header rules, when a handler throws', async () => {
    const res = await raw('PATCH', '/api/things/7', { 'content-type': 'application/json' }, '{}');
    expect(res.status).toBe(500);
    expect(res.body).toBe('');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['HEAD', '/api/things'],
    ['OPTIONS', '/api/things'],
    ['PUT', '/api/things'], // not exported: Next.js answers 405 with Allow
    ['GET', '/api/things/'], // trailing slash: Next.js redirects
    ['GET', '/api/things//search'],
    ['GET', '/api/things/../things'],
    ['GET', '/api/things/%73earch'], // Next.js decodes it to the static route
    ['GET', '/api/things/%2E%2E'],
    ['GET', '/api/things/a%20b'],
    ['GET', '/api/things/%E0%A4%A'], // a malformed escape
    ['GET', '/api/things/7.rsc'],
    ['GET', '/api/old'], // a rewrite's source
    ['GET', '/api/guarded/x'], // a middleware matcher's
    ['GET', '/api/unknown/path'], // the catch-all's JSON 404
    ['GET', '/api/auth/session'], // NextAuth
    ['GET', '/api/things/static'], // exports dynamic
    ['GET', '/api/things/prerendered'],
    ['GET', '/api/broken'], // a module that does not load
    ['GET', '/apiary'],
  ])('leaves %s %s to Next.js', async (method, urlPath) => {
    fallbacks.length = 0;
    const res = await raw(method, urlPath);
    expect(res.status).toBe(299);
    expect(fallbacks).toEqual([`${method} ${urlPath}`]);
  });

  it('turns itself off for a header rule it cannot evaluate, or a build it cannot read', () => {
    writeBuild([...HEADER_RULES, { source: '/api/:path*', regex: '^/api(?:/.*)?$', has: [{ type: 'query', key: 'debug' }], headers: [{ key: 'X-Debug', value: '1' }] }]);
    try {
      expect(createApiRouter({ distDir: dist, hostname: '127.0.0.1', port: 1, fallback: () => {} })).toBeNull();
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("'query' condition"));
      expect(createApiRouter({ distDir: path.join(dist, 'missing'), hostname: '127.0.0.1', port: 1, fallback: () => {} })).toBeNull();
    } finally {
      writeBuild(HEADER_RULES);
    }
  });
});

describe('routedPath', () => {
  it.each([
    ['/api/login', '/api/login'],
    ['/api/login?x=1#y', '/api/login'],
    ['/api/login#x', '/api/login'],
    ['/api/%6Cogin', '/api/%6Cogin'], // Next.js answers 404
    ['/api/x/../login', '/api/login'],
    ['/api/x/%2e%2e/login', '/api/login'],
    ['http://host.example/api/login', '/api/login'],
    ['/api/%E0%A4%A', '/api/%E0%A4%A'],
  ])('routes %s as %s', (target, expected) => {
    expect(routedPath(target)).toBe(expected);
  });
});
