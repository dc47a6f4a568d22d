/**
 * The API's direct path (issue 13): scripts/server.mjs hands an /api request straight to the route handler that
 * Next.js built for it (app/api/**\/route.ts, the only place routes are declared), instead of through Next.js's
 * request pipeline. Next.js spends ≈ 1.2 ms of CPU on an API request before and after the handler (routing,
 * header rules, its request scope, the Web stream it copies the answer through, headers and body written
 * separately) — more than the molds page's own work; this path spends a few microseconds to find the handler and
 * writes a JSON answer in one piece.
 *
 * It takes only what it can answer exactly as Next.js 16 would (router-server.js, resolve-routes.js,
 * base-server.js, send-response.js), and hands everything else to Next.js untouched:
 * - routes from the build's manifests (routes-manifest.json: static routes before dynamic ones, in Next.js's
 *   order; app-paths-manifest.json: the built module of each), not NextAuth's (/api/auth/*, which needs Next.js's
 *   request scope), no catch-all route (the JSON 404 of unknown paths), no prerendered route, no route module
 *   that exports `dynamic`, `revalidate` or a `runtime` other than nodejs;
 * - methods the route module exports, GET POST PUT PATCH DELETE (HEAD, OPTIONS and 405 stay with Next.js);
 * - plain paths: no trailing slash, no empty, `.` or `..` segment, no `%` escape (Next.js decodes and normalises
 *   those before it routes), no `.rsc` suffix; none that a redirect, a rewrite or a middleware matcher of the
 *   build matches;
 * - the response headers of next.config.mjs's `headers()` (from the manifest, `has`/`missing` header conditions
 *   evaluated on the request as it arrived, case-insensitive paths when the build says so) set before the
 *   handler runs, then the Vary of app routes, then the handler's own headers merged as Next.js merges them (a
 *   header already set stays, except Set-Cookie, WWW-Authenticate and Vary, which add; Content-Length,
 *   Content-Encoding and Transfer-Encoding are dropped); no compression (Next.js's compression wraps the pages'
 *   answers, not a route handler's, which it writes to the socket underneath: checked on this build with
 *   Accept-Encoding: gzip); a rule this file cannot evaluate turns the direct path off at start.
 * The handler gets the request Next.js would build: its URL from the server's own host and port (https when
 * X-Forwarded-Proto says so), the x-forwarded-host/-port/-proto/-for headers Next.js adds when absent, and the
 * Node request itself as the body (read only if the handler reads it). A JSON answer is written in one piece with
 * its Content-Length; any other body (CSV exports) is piped with back-pressure and stops when the client goes
 * away. A handler that throws gets Next.js's answer: an empty 500 (apiHandler never throws).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);

/**
 * The Next.js version this file was proven on: tests/ops/server/direct-path.test.ts sends every documented
 * operation (and malformed ones) through Next.js and through this path and compares status, headers and body. On
 * any other installed version the direct path is off (scripts/server.mjs says so in one log line) until that test
 * has passed on it and this constant is moved.
 */
export const PROVEN_NEXT_VERSION = '16.4.5';

/**
 * Why the direct path must stay off (undefined when it may be used): turned off by hand (API_DIRECT_PATH=off), or
 * a Next.js other than the one it was proven on.
 * @param {{ setting?: string, nextVersion?: string }} options
 */
export function directPathOff({ setting, nextVersion }) {
  const value = (setting ?? '').trim().toLowerCase();
  if (['off', '0', 'false', 'no'].includes(value)) return 'API_DIRECT_PATH is off';
  if (value === 'compare') return undefined; // the comparison test's mode: on, and `x-moldline-via: next` goes through Next.js
  if (nextVersion !== PROVEN_NEXT_VERSION) return `the installed Next.js is ${nextVersion ?? 'unknown'}, and the direct path was proven on ${PROVEN_NEXT_VERSION} (scripts/api-router.mjs)`;
  return undefined;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]+$/;
/** Next.js's Vary on app routes (base-server.js setVaryHeader), for a route that is not an interception route. */
const APP_ROUTE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';
/** send-response.js: headers a handler may add to one already set, and headers it may not set at all. */
const ADDITIVE_HEADERS = new Set(['set-cookie', 'www-authenticate', 'proxy-authenticate', 'vary']);
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'x-middleware-set-cookie']);
const SERVER_ERROR = JSON.stringify({ success: false, message: 'Server error' });

/** Why the build cannot be served directly (undefined when it can): a headers rule this file cannot evaluate. */
function unsupportedHeaderRule(rule) {
  for (const condition of [...(rule.has ?? []), ...(rule.missing ?? [])]) {
    if (condition.type !== 'header') return `a headers() rule for ${rule.source} has a '${condition.type}' condition`;
  }
  for (const { value } of rule.headers) if (/:[A-Za-z_]/.test(value)) return `a headers() value for ${rule.source} names a parameter`;
  return undefined;
}

/** A header condition of a rule, ready for Next.js's `has` test (matchHas): the header name and the value's regex. */
const compileCondition = (condition) => ({ key: condition.key.toLowerCase(), value: condition.value ? new RegExp(`^${condition.value}$`) : undefined });

/** matchHas for a header: a non-empty value, and when the rule gives one, matching it whole. */
function headerConditionHolds(condition, headers) {
  const raw = headers[condition.key];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (!value) return false;
  return condition.value ? condition.value.test(value) : true;
}

const readJson = (file, fallback) => (fallback !== undefined && !fs.existsSync(file) ? fallback : JSON.parse(fs.readFileSync(file, 'utf8')));

/**
 * The routing table of a build, or a reason it cannot be used. Exported for the tests.
 * @param {string} distDir the build's directory (NEXT_DIST_DIR, default .next)
 */
export function loadApiRoutes(distDir) {
  const routes = readJson(path.join(distDir, 'routes-manifest.json'));
  const modules = readJson(path.join(distDir, 'server', 'app-paths-manifest.json'));
  const prerendered = readJson(path.join(distDir, 'prerender-manifest.json'), { routes: {}, dynamicRoutes: {} });
  const middleware = readJson(path.join(distDir, 'server', 'middleware-manifest.json'), { middleware: {} });
  const config = readJson(path.join(distDir, 'required-server-files.json'), { config: {} }).config;
  if (routes.basePath) return { problem: 'the build has a basePath' };
  if (routes.i18n) return { problem: 'the build has i18n routing' };
  if (routes.onMatchHeaders?.length) return { problem: 'the build has onMatch headers' };
  if (config?.experimental?.trustHostHeader) return { problem: 'the build trusts the Host header for its URLs' };
  for (const rule of routes.headers ?? []) {
    const problem = unsupportedHeaderRule(rule);
    if (problem) return { problem };
  }
  const flags = routes.caseSensitive ? '' : 'i';
  const isPrerendered = (page) => Boolean(prerendered.routes?.[page] || prerendered.dynamicRoutes?.[page]);
  const served = (page) =>
    page.startsWith('/api/') && !page.startsWith('/api/auth/') && !page.includes('[...') && !page.includes('[[...') && !isPrerendered(page) && Boolean(modules[`${page}/route`]);
  const file = (page) => path.join(distDir, 'server', modules[`${page}/route`]);
  // Every route keeps its place in Next.js's order, served or not: a path that a route left to Next.js matches
  // first must go to Next.js.
  const staticRoutes = new Map(
    (routes.staticRoutes ?? []).filter((r) => r.page.startsWith('/api')).map((r) => [r.page, { page: r.page, file: served(r.page) ? file(r.page) : undefined }]),
  );
  const dynamicRoutes = (routes.dynamicRoutes ?? [])
    .filter((r) => r.page.startsWith('/api'))
    .map((r) => {
      const regex = new RegExp(r.regex);
      // The page's [name] segments, in the order of the regex's groups (catch-alls are never served here).
      const names = [...r.page.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
      const groups = new RegExp(`${r.regex}|`).exec('').length - 1;
      return { page: r.page, file: served(r.page) && groups === names.length ? file(r.page) : undefined, regex, names };
    });
  // Paths Next.js would not route straight to a handler: redirects, rewrites, middleware.
  const detours = [
    ...(routes.redirects ?? []),
    ...(Array.isArray(routes.rewrites) ? routes.rewrites : [...(routes.rewrites?.beforeFiles ?? []), ...(routes.rewrites?.afterFiles ?? [])]),
  ].map((r) => new RegExp(r.regex, flags));
  for (const entry of Object.values(middleware.middleware ?? {})) for (const matcher of entry.matchers ?? []) detours.push(new RegExp(matcher.regexp));
  const headerRules = (routes.headers ?? []).map((rule) => ({
    headers: rule.headers,
    regex: new RegExp(rule.regex, flags),
    has: rule.has?.map(compileCondition),
    missing: rule.missing?.map(compileCondition),
  }));
  return { staticRoutes, dynamicRoutes, detours, headerRules };
}

/** The route a pathname goes to, with its parameters; null when Next.js must answer it. Exported for the tests. */
export function matchApiRoute(table, pathname) {
  if (!pathname.startsWith('/api/') || pathname.endsWith('.rsc')) return null;
  for (const segment of pathname.slice(1).split('/')) if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
  if (table.detours.some((regex) => regex.test(pathname))) return null;
  const fixed = table.staticRoutes.get(pathname);
  if (fixed) return fixed.file ? { route: fixed, params: {} } : null;
  for (const route of table.dynamicRoutes) {
    const match = route.regex.exec(pathname);
    if (!match) continue;
    if (!route.file) return null;
    // No segment holds an escape (SEGMENT): the parameters are the segments as written.
    return { route, params: Object.fromEntries(route.names.map((name, i) => [name, match[i + 1]])) };
  }
  return null;
}

/**
 * The path Next.js routes a request target to, as WHATWG URL parsing gives it (as Next.js parses it): absolute or
 * origin form, without its query or fragment, `.` and `..` segments (also `%2e%2e`) resolved; other escapes stay
 * (Next.js answers /api/%6Cogin 404, not as /api/login). server.mjs counts sign-ins by it: `/api/login#x` and
 * `/api/x/../login` reach the sign-in route.
 */
export function routedPath(target) {
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return target;
  }
}

/** A route module Next.js treats specially (static rendering, revalidation, another runtime) stays with Next.js. */
const plainRouteModule = (userland) => userland.dynamic === undefined && userland.revalidate === undefined && (userland.runtime ?? 'nodejs') === 'nodejs';

/**
 * A handler for node:http that serves what it can and calls `fallback(req, res)` (Next.js) for the rest.
 * Returns null, after a warning, when the build cannot be served directly.
 * @param {{ distDir: string, hostname: string, port: number, fallback: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown }} options
 */
export function createApiRouter({ distDir, hostname, port, fallback }) {
  let table;
  try {
    table = loadApiRoutes(distDir);
  } catch (error) {
    table = { problem: `its manifests could not be read (${error instanceof Error ? error.message : error})` };
  }
  if (table.problem) {
    console.warn(`[api] every /api request goes through Next.js: ${table.problem}`);
    return null;
  }
  const { formatHostname } = require('next/dist/server/lib/format-hostname');
  const origin = (proto) => `${proto}://${formatHostname(hostname || 'localhost')}:${port}`;

  /** page → Promise of the route module's handlers, or of null when it must go through Next.js. */
  const handlers = new Map();
  const handlersOf = (route) => {
    let loading = handlers.get(route.page);
    if (!loading) {
      loading = (async () => {
        const { routeModule } = require(route.file);
        await routeModule.ensureUserland?.();
        const userland = routeModule.userland;
        if (!plainRouteModule(userland)) {
          console.warn(`[api] ${route.page} goes through Next.js: it exports dynamic, revalidate or runtime`);
          return null;
        }
        return userland;
      })().catch((error) => {
        console.warn(`[api] ${route.page} goes through Next.js: its module could not be loaded directly`, error);
        return null;
      });
      handlers.set(route.page, loading);
    }
    return loading;
  };

  return (req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query === -1 ? url : url.slice(0, query);
    const found = METHODS.has(method) ? matchApiRoute(table, pathname) : null;
    if (!found) return fallback(req, res);
    handlersOf(found.route)
      .then((userland) => {
        const handler = userland?.[method];
        if (typeof handler !== 'function') return fallback(req, res);
        return serve(handler, found, pathname, req, res);
      })
      .catch((error) => {
        console.error('[api] could not answer', error);
        sendServerError(res);
      });
  };

  async function serve(handler, found, pathname, req, res) {
    const headers = req.headers;
    // Next.js's router: the header rules, on the request as it arrived; then its own x-forwarded-* headers.
    const ruleHeaders = [];
    for (const rule of table.headerRules) {
      if (!rule.regex.test(pathname)) continue;
      if (rule.has && !rule.has.every((c) => headerConditionHolds(c, headers))) continue;
      if (rule.missing && rule.missing.some((c) => headerConditionHolds(c, headers))) continue;
      for (const { key, value } of rule.headers) ruleHeaders.push([key, value]);
    }
    const proto = req.socket.encrypted || headers['x-forwarded-proto']?.includes('https') ? 'https' : 'http';
    headers['x-forwarded-host'] ??= headers.host ?? hostname;
    headers['x-forwarded-port'] ??= String(port);
    headers['x-forwarded-proto'] ??= req.socket.encrypted ? 'https' : 'http';
    headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    let request;
    try {
      const init = new Headers();
      for (const [key, value] of Object.entries(headers)) {
        if (value === undefined) continue;
        if (Array.isArray(value)) for (const v of value) init.append(key, v);
        else init.set(key, value);
      }
      request = new Request(`${origin(proto)}${req.url}`, {
        method: req.method,
        headers: init,
        ...(req.method !== 'GET' ? { body: req, duplex: 'half' } : {}),
      });
    } catch {
      return fallback(req, res); // nothing read or written yet: Next.js's own parsing judges this request
    }

    for (const [key, value] of ruleHeaders) res.setHeader(key, value);
    res.appendHeader('vary', APP_ROUTE_VARY);

    let response;
    try {
      response = await handler(request, { params: Promise.resolve(found.params) });
      if (!(response instanceof Response)) throw new Error(`${found.route.page} ${req.method} did not return a Response`);
    } catch (error) {
      console.error('[api] unexpected error', error);
      res.statusCode = 500;
      return void res.end();
    }
    await write(response, res);
  }
}

/** send-response.js's merge, then the body: JSON in one piece with its length, anything else piped. */
async function write(response, res) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (DROPPED_HEADERS.has(name) || name === 'set-cookie') return;
    if (ADDITIVE_HEADERS.has(name) || res.getHeader(name) === undefined) res.appendHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) res.appendHeader('set-cookie', cookie);
  if (!response.body) return void res.end();
  if (/^application\/(?:[\w.+-]*\+)?json\b/i.test(response.headers.get('content-type') ?? '')) {
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader('content-length', body.length);
    return void res.end(body);
  }
  try {
    await pipeline(Readable.fromWeb(response.body), res);
  } catch (error) {
    if (error?.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('[api] an answer stopped while streaming', error);
  }
}

function sendServerError(res) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(SERVER_ERROR), 'cache-control': 'no-store' });
  res.end(SERVER_ERROR);
}
