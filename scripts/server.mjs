/**
 * The production HTTP server (npm start): Next.js's request handler behind node:http, so that every request
 * carries the TCP peer's address in `x-moldline-peer` — set here, overwriting anything a client sent. Next.js
 * itself only fills X-Forwarded-For when the client sent none, so without this a client could choose the
 * address its login attempts are counted under. lib/auth/request.ts `clientIp()` reads it (see TRUSTED_PROXIES).
 * /api requests go straight to their built route handlers (scripts/api-router.mjs) where that answers exactly
 * as Next.js would.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { createApiRouter, routedPath } from './api-router.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();
const api = createApiRouter({ distDir: path.resolve(process.env.NEXT_DIST_DIR || '.next'), hostname, port, fallback: handle });

/**
 * Sign-ins beyond what the app would check or queue (PASSWORD_VERIFY_CONCURRENCY + PASSWORD_VERIFY_QUEUE, see
 * lib/auth/password.ts) are answered 503 here, before Next.js spends any work on them: a burst of sign-in requests
 * from one client then costs the event loop a few microseconds each instead of a full request (issue 12).
 */
const envInt = (name, fallback) => (/^\d+$/.test(process.env[name] ?? '') ? Number(process.env[name]) : fallback);
const SIGN_IN_LIMIT = envInt('PASSWORD_VERIFY_CONCURRENCY', 2) + envInt('PASSWORD_VERIFY_QUEUE', 8);
const SIGN_IN_PATHS = new Set(['/api/login', '/api/auth/callback/credentials']);
const BUSY = JSON.stringify({ success: false, message: 'The server is busy checking passwords. Try again in a moment.' });
let signInsInFlight = 0;

const server = createServer((req, res) => {
  req.headers['x-moldline-peer'] = req.socket.remoteAddress ?? 'unknown';
  if (req.method === 'POST' && SIGN_IN_PATHS.has(routedPath(req.url ?? '/'))) {
    if (signInsInFlight >= SIGN_IN_LIMIT) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1', 'Cache-Control': 'no-store', Connection: 'close' });
      res.end(BUSY);
      req.resume();
      return;
    }
    signInsInFlight++;
    res.once('close', () => signInsInFlight--);
  }
  if (api && req.url?.startsWith('/api/')) api(req, res);
  else handle(req, res);
});
// A client that trickles its headers or body cannot hold a connection for ever.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
// An idle kept-alive connection stays open 65 s, not Node's 5 s: a client or proxy that reuses it after a pause
// (an API client between calls, nginx's upstream keepalive) otherwise races the close and gets ECONNRESET
// (seen in e2e: a GET after an axe scan of several seconds on the same connection).
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Moldline listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
