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
import { createApiRouter } from './api-router.mjs';

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
      } };`,
    ),
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
      staticRoutes: ['/api/things', '/api/things/search', '/api/things/export', '/api/broken'].map((page) => ({ page, regex: `^${page}(?:/)?$`, routeKeys: {}, namedRegex: `^${page}(?:/)?$` })),
      dynamicRoutes: [
        dynamic('/api/auth/[...nextauth]', '^/api/auth/(?<nxtPnextauth>.+?)(?:/)?$', { nxtPnextauth: 'nxtPnextauth' }),
        dynamic('/api/things/[id]', '^/api/things/(?<nxtPid>[^/]+?)(?:/)?$', { nxtPid: 'nxtPid' }),
        dynamic('/api/[...path]', '^/api/(?<nxtPpath>.+?)(?:/)?$', { nxtPpath: 'nxtPpath' }),
      ],
    }),
  );
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
function raw(method: string, urlPath: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/`, { method, path: urlPath, headers }, (res) => {
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

describe('the API direct path', () => {
  it('answers a route it serves with the build’s header rules, in one piece with its length', async () => {
    const res = await raw('GET', '/api/things?page=2', { host: 'plant.example:8080' });
    expect(res.status).toBe(200);
    expect(json(res.body)).toEqual({
      route: 'things',
      url: 'http://plant.example:8080/api/things?page=2',
      forwarded: ['plant.example:8080', '4321', 'http', '127.0.0.1'],
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  });

  it('keeps what a proxy sent, and applies the header rules with a condition', async () => {
    const res = await raw('GET', '/api/things', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'erp.example', 'x-forwarded-for': '10.0.0.9' });
    expect(json(res.body).forwarded).toEqual(['erp.example', '4321', 'https', '10.0.0.9']);
    expect(json(res.body).url).toBe('https://erp.example/api/things');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000');
  });

  it('prefers a static route to a dynamic one and decodes parameters', async () => {
    expect(json((await raw('GET', '/api/things/search')).body)).toEqual({ route: 'search' });
    expect(json((await raw('GET', '/api/things/a%20b')).body)).toEqual({ route: 'thing', params: { id: 'a b' } });
  });

  it('passes a request body through, and every Set-Cookie of the answer', async () => {
    const res = await raw('POST', '/api/things', { 'content-type': 'application/json' }, '{"name":"Cap"}');
    expect(res.status).toBe(201);
    expect(json(res.body)).toEqual({ got: '{"name":"Cap"}', type: 'application/json' });
    expect(res.headers['set-cookie']).toEqual(['a=1']);
  });

  it('streams a body that is not JSON', async () => {
    const res = await raw('GET', '/api/things/export');
    expect(res.status).toBe(200);
    expect(res.body).toBe('row 0\nrow 1\nrow 2\n');
    expect(res.headers['content-type']).toBe('text/csv');
    expect(res.headers['transfer-encoding']).toBe('chunked');
  });

  it('answers the JSON 500 envelope when a handler throws', async () => {
    const res = await raw('PATCH', '/api/things/7', { 'content-type': 'application/json' }, '{}');
    expect(res.status).toBe(500);
    expect(json(res.body)).toEqual({ success: false, message: 'Server error' });
  });

  it.each([
    ['HEAD', '/api/things'],
    ['OPTIONS', '/api/things'],
    ['DELETE', '/api/things'], // not exported: Next.js answers 405 with Allow
    ['GET', '/api/things/'], // trailing slash: Next.js redirects
    ['GET', '/api/things//search'],
    ['GET', '/api/things/../things'],
    ['GET', '/api/things/%E0%A4%A'], // a malformed escape
    ['GET', '/api/old'], // a rewrite's source
    ['GET', '/api/unknown/path'], // the catch-all's JSON 404
    ['GET', '/api/auth/session'], // NextAuth
    ['GET', '/api/broken'], // a module that does not load
    ['GET', '/apiary'],
  ])('leaves %s %s to Next.js', async (method, urlPath) => {
    fallbacks.length = 0;
    const res = await raw(method, urlPath);
    expect(res.status).toBe(299);
    expect(fallbacks).toEqual([`${method} ${urlPath}`]);
  });

  it('turns itself off for a header rule it cannot evaluate', () => {
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
