/**
 * The API's direct path (issue 13): scripts/server.mjs hands an /api request straight to the route handler that
 * Next.js built for it (app/api/**\/route.ts, the only place routes are declared), instead of through Next.js's
 * request pipeline. Next.js spends ≈ 1.2 ms of CPU on an API request before and after the handler (routing,
 * header rules, its request scope, the Web stream it copies the answer through, headers and body written
 * separately) — more than the molds page's own work; this path spends a few microseconds to find the handler and
 * writes the answer once.
 *
 * It takes only what it can answer exactly as Next.js would, and hands everything else to Next.js untouched:
 * - routes from the build's manifests (routes-manifest.json: static routes before dynamic ones, in Next.js's
 *   order; app-paths-manifest.json: the built module of each), not NextAuth's (/api/auth/*, which needs Next.js's
 *   request scope) and no catch-all route (the JSON 404 of unknown paths stays with Next.js);
 * - methods the route module exports, GET POST PUT PATCH DELETE (HEAD, OPTIONS and 405 stay with Next.js);
 * - plain paths: no trailing slash, no empty, `.` or `..` segment, a segment that decodes; none that a redirect or
 *   rewrite of the build matches;
 * - the response headers of next.config.mjs's `headers()` (from the manifest, `has`/`missing` header conditions
 *   included), set before the handler's own as Next.js does; a rule this file cannot evaluate (a condition on
 *   a query, cookie or host, a `:param` in a value) turns the direct path off at start, with a warning.
 * The request carries what Next.js would add (x-forwarded-host/-port/-proto/-for when absent). A JSON answer is
 * written in one piece with its Content-Length; any other body (CSV exports) is streamed with back-pressure and
 * cancelled when the client goes away.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';

const require = createRequire(import.meta.url);

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const SEGMENT = /^[A-Za-z0-9\-._~%!$&'()*+,;=:@]+$/;
const SERVER_ERROR = JSON.stringify({ success: false, message: 'Server error' });

/** Why the build cannot be served directly (undefined when it can): a headers rule this file cannot evaluate. */
function unsupportedHeaderRule(rule) {
  for (const condition of [...(rule.has ?? []), ...(rule.missing ?? [])]) {
    if (condition.type !== 'header') return `a headers() rule for ${rule.source} has a '${condition.type}' condition`;
  }
  for (const { value } of rule.headers) if (/:[A-Za-z_]/.test(value)) return `a headers() value for ${rule.source} names a parameter`;
  return undefined;
}

/** Next.js's `has` test for a header (matchHas): present, and when a value is given, the whole value matches it. */
function headerConditionHolds(condition, headers) {
  const raw = headers[condition.key.toLowerCase()];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined) return false;
  if (condition.value === undefined) return true;
  return new RegExp(`^${condition.value}$`).test(value);
}

/**
 * The routing table of a build, or a reason it cannot be used. Exported for the tests.
 * @param {string} distDir the build's directory (NEXT_DIST_DIR, default .next)
 */
export function loadApiRoutes(distDir) {
  const routes = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  const modules = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'app-paths-manifest.json'), 'utf8'));
  if (routes.basePath) return { problem: 'the build has a basePath' };
  if (routes.i18n) return { problem: 'the build has i18n routing' };
  for (const rule of routes.headers ?? []) {
    const problem = unsupportedHeaderRule(rule);
    if (problem) return { problem };
  }
  const served = (page) => page.startsWith('/api/') && !page.startsWith('/api/auth/') && !page.includes('[...') && !page.includes('[[...') && modules[`${page}/route`];
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
  const redirectsAndRewrites = [
    ...(routes.redirects ?? []),
    ...(Array.isArray(routes.rewrites) ? routes.rewrites : [...(routes.rewrites?.beforeFiles ?? []), ...(routes.rewrites?.afterFiles ?? [])]),
  ].map((r) => new RegExp(r.regex));
  const headerRules = (routes.headers ?? []).map((rule) => ({ ...rule, regex: new RegExp(rule.regex) }));
  return { staticRoutes, dynamicRoutes, redirectsAndRewrites, headerRules };
}

/** The route a pathname goes to, with its decoded parameters; null when Next.js must answer it. Exported for the tests. */
export function matchApiRoute(table, pathname) {
  if (!pathname.startsWith('/api/')) return null;
  const segments = pathname.slice(1).split('/');
  for (const segment of segments) if (!SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
  if (table.redirectsAndRewrites.some((regex) => regex.test(pathname))) return null;
  const fixed = table.staticRoutes.get(pathname);
  if (fixed) return fixed.file ? { route: fixed, params: {} } : null;
  for (const route of table.dynamicRoutes) {
    const match = route.regex.exec(pathname);
    if (!match) continue;
    if (!route.file) return null;
    const params = {};
    for (const [i, name] of route.names.entries()) {
      try {
        params[name] = decodeURIComponent(match[i + 1]);
      } catch {
        return null; // Next.js answers a malformed escape itself
      }
    }
    return { route, params };
  }
  return null;
}

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
  /** page → Promise of the route module's exports (its handlers), or of null when it cannot be loaded. */
  const handlers = new Map();
  const handlersOf = (route) => {
    let loading = handlers.get(route.page);
    if (!loading) {
      loading = (async () => {
        const { routeModule } = require(route.file);
        await routeModule.ensureUserland?.();
        return routeModule.userland;
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
    handlersOf(found.route).then(
      (userland) => {
        const handler = userland?.[method];
        if (typeof handler !== 'function') return fallback(req, res);
        return serve(handler, found, pathname, req, res);
      },
      () => fallback(req, res),
    );
  };

  async function serve(handler, found, pathname, req, res) {
    const headers = req.headers;
    // What Next.js adds to every request it routes (base-server.js), so the handlers see the same request.
    headers['x-forwarded-host'] ??= headers.host ?? hostname;
    headers['x-forwarded-port'] ??= String(port);
    headers['x-forwarded-proto'] ??= 'http';
    headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    let request;
    try {
      const init = new Headers();
      for (const [key, value] of Object.entries(headers)) {
        if (value === undefined) continue;
        if (Array.isArray(value)) for (const v of value) init.append(key, v);
        else init.set(key, value);
      }
      const hasBody = req.method !== 'GET';
      request = new Request(`${headers['x-forwarded-proto'].split(',')[0].trim()}://${headers['x-forwarded-host']}${req.url}`, {
        method: req.method,
        headers: init,
        ...(hasBody ? { body: Readable.toWeb(req), duplex: 'half' } : {}),
      });
    } catch {
      return fallback(req, res); // a request Next.js's own parsing must judge (e.g. a host that is no URL)
    }
    let response;
    try {
      response = await handler(request, { params: Promise.resolve(found.params) });
      if (!(response instanceof Response)) throw new Error(`${found.route.page} ${req.method} did not return a Response`);
    } catch (error) {
      console.error('[api] unexpected error', error);
      return sendServerError(res);
    }
    await write(response, pathname, req, res);
  }

  async function write(response, pathname, req, res) {
    res.statusCode = response.status;
    for (const rule of table.headerRules) {
      if (!rule.regex.test(pathname)) continue;
      if (rule.has && !rule.has.every((c) => headerConditionHolds(c, req.headers))) continue;
      if (rule.missing && rule.missing.some((c) => headerConditionHolds(c, req.headers))) continue;
      for (const { key, value } of rule.headers) res.setHeader(key, value);
    }
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') res.setHeader(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader('set-cookie', cookies);
    if (!response.body) return void res.end();
    if (/^application\/(?:[\w.+-]*\+)?json\b/i.test(response.headers.get('content-type') ?? '')) {
      let body;
      try {
        body = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        console.error('[api] could not read an answer', error);
        return sendServerError(res);
      }
      res.setHeader('content-length', body.length);
      return void res.end(body);
    }
    await stream(response.body, res);
  }
}

/** Copies a Web stream into the response, waiting while the socket is full; stops when the client goes away. */
async function stream(body, res) {
  const reader = body.getReader();
  let gone = false;
  const onClose = () => {
    gone = true;
    reader.cancel().catch(() => {});
  };
  res.once('close', onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || gone) break;
      if (!res.write(value)) {
        await new Promise((resolve) => {
          const resume = () => {
            res.off('drain', resume);
            res.off('close', resume);
            resolve();
          };
          res.on('drain', resume);
          res.on('close', resume);
        });
      }
    }
    if (!gone) res.end();
  } catch (error) {
    if (!gone) {
      console.error('[api] an answer stopped while streaming', error);
      res.destroy(error instanceof Error ? error : undefined);
    }
  } finally {
    res.off('close', onClose);
  }
}

function sendServerError(res) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(SERVER_ERROR), 'cache-control': 'no-store' });
  res.end(SERVER_ERROR);
}
