/**
 * The production HTTP server (npm start): Next.js's request handler behind node:http, so that every request
 * carries the TCP peer's address in `x-moldline-peer` — set here, overwriting anything a client sent. Next.js
 * itself only fills X-Forwarded-For when the client sent none, so without this a client could choose the
 * address its login attempts are counted under. lib/auth/request.ts `clientIp()` reads it (see TRUSTED_PROXIES).
 * /api requests go straight to their built route handlers (scripts/api-router.mjs) where that answers exactly
 * as Next.js would.
 *
 * Operations (issue 29, CONTRACT §14): every request gets an X-Request-Id (a trusted proxy's is kept) and one JSON
 * log line (scripts/logger.mjs); SIGTERM stops accepting connections, lets the requests in flight finish (at most
 * 10 s), closes the database and exits — GET /api/health/ready answers 503 from the signal on.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';
import { createApiRouter, directPathOff, routedPath } from './api-router.mjs';
import { createLogger, parseLogLevel, requestLevel, routeConsole } from './logger.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

let logLevel;
try {
  logLevel = parseLogLevel(process.env.LOG_LEVEL);
} catch (error) {
  console.error(`Moldline refuses to start: ${error.message}`);
  process.exit(1);
}
const logger = createLogger({ level: logLevel });
routeConsole(logger);

/**
 * The request a piece of code runs for: its id, and the user once lib/auth has resolved the credential
 * (lib/system/request-context.ts writes it there, through the same registered symbol).
 */
const requestContext = new AsyncLocalStorage();
globalThis[Symbol.for('moldline.requestContext')] = requestContext;
/** lib/system/lifecycle.ts: `shuttingDown` for the readiness probe, `closeDatabase` set by instrumentation.ts. */
const lifecycle = (globalThis[Symbol.for('moldline.lifecycle')] ??= { migrated: false, shuttingDown: false });

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();
const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
/** The direct /api path (scripts/api-router.mjs), unless turned off by hand or the installed Next.js is not the proven one. */
const directOff = directPathOff({ setting: process.env.API_DIRECT_PATH, nextVersion: installedNextVersion() });
if (directOff) console.warn(`[api] the direct /api path is off, every /api request goes through Next.js: ${directOff}`);
/** API_DIRECT_PATH=compare (tests/ops/server/direct-path.test.ts): a request saying `x-moldline-via: next` skips the direct path. */
const compareMode = process.env.API_DIRECT_PATH?.trim().toLowerCase() === 'compare';
const api = directOff ? null : createApiRouter({ distDir, hostname, port, fallback: handle });

function installedNextVersion() {
  try {
    return createRequire(import.meta.url)('next/package.json').version;
  } catch {
    return undefined;
  }
}
/**
 * Next.js runs instrumentation.ts (migrations, the start checks) on the first request it handles itself. The
 * direct /api path would not wait for it, so until it has run only the probes take that path (readiness says
 * 503 "starting" meanwhile) and every other request goes through Next.js, which waits. It is started right after
 * listening, not on the first request: migrations run while the orchestrator polls the readiness probe.
 */
const PROBES = new Set(['/api/health', '/api/health/ready']);

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

/**
 * A proxy's X-Request-Id is kept only when TRUSTED_PROXIES says there is one (as for X-Forwarded-For): a client
 * facing the app directly cannot choose the id its lines are logged under. Letters, digits and . _ : - only.
 */
const trustedProxies = envInt('TRUSTED_PROXIES', 0);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
function requestIdOf(req) {
  const sent = req.headers['x-request-id'];
  return trustedProxies > 0 && typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Responses not yet finished, so that shutdown knows what it waits for. */
const inFlight = new Set();
let shuttingDown = false;
let drained = () => {};

/**
 * Request lines and headers (issue 24): Node's parser refuses more than `maxHeaderSize` bytes of them with an empty
 * 431 and a closed connection — a client still sending then sees a reset. Headers up to 128 KiB are read, so that a
 * long URL gets a JSON answer: 414 past MAX_URL_LENGTH (CONTRACT §1's envelope); beyond 128 KiB, and for a request
 * Node cannot parse at all, `clientError` below answers 431 or 400 with the envelope.
 */
const MAX_HEADER_BYTES = 128 * 1024;
const MAX_URL_LENGTH = 16 * 1024;
const URI_TOO_LONG = JSON.stringify({ success: false, message: `The request URL is too long (more than ${MAX_URL_LENGTH} characters).` });

function rawJsonAnswer(status, reason, body) {
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  const started = performance.now();
  const context = { id: requestIdOf(req), userId: null };
  req.headers['x-request-id'] = context.id;
  res.setHeader('X-Request-Id', context.id);
  if (shuttingDown) res.setHeader('Connection', 'close');
  inFlight.add(res);
  res.once('close', () => {
    inFlight.delete(res);
    const status = res.statusCode;
    logger.log(requestLevel(status), {
      msg: 'request',
      request_id: context.id,
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      user_id: context.userId,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
    if (shuttingDown && inFlight.size === 0) drained();
  });
  requestContext.run(context, () => dispatch(req, res));
});

function dispatch(req, res) {
  req.headers['x-moldline-peer'] = req.socket.remoteAddress ?? 'unknown';
  if ((req.url ?? '').length > MAX_URL_LENGTH) {
    res.writeHead(414, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
    res.end(URI_TOO_LONG);
    req.resume();
    return;
  }
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
  if (api && req.url?.startsWith('/api/') && (lifecycle.migrated || PROBES.has(routedPath(req.url))) && !(compareMode && req.headers['x-moldline-via'] === 'next')) api(req, res);
  else handle(req, res);
}
// What Node's parser refuses (headers past MAX_HEADER_BYTES, a malformed request line) gets the envelope too.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', `The request line and headers are too large (more than ${MAX_HEADER_BYTES / 1024} KiB).`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request could not be read as HTTP.'];
  socket.end(rawJsonAnswer(status, reason, JSON.stringify({ success: false, message })));
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
  const { ensureInstrumentationRegistered } = createRequire(import.meta.url)('next/dist/server/lib/router-utils/instrumentation-globals.external');
  ensureInstrumentationRegistered(process.cwd(), path.relative(process.cwd(), distDir)).then(
    () => console.log('Ready: migrations applied, start checks passed'),
    (error) => {
      console.error(`Moldline could not start: ${error?.message ?? error}`);
      process.exit(1);
    },
  );
});

/** How long requests in flight may take to finish after SIGTERM (CONTRACT §14), then their connections are cut. */
const DRAIN_MS = 10_000;

async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  lifecycle.shuttingDown = true;
  logger.log('info', { msg: `${signal}: no new connections; waiting for ${inFlight.size} request(s) in flight`, in_flight: inFlight.size });
  // Stop listening and close idle kept-alive connections; answers still to be sent tell their client to go.
  server.close();
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  let exitCode = 0;
  if (inFlight.size > 0) {
    const finished = new Promise((resolve) => (drained = resolve));
    const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), DRAIN_MS).unref());
    if ((await Promise.race([finished, timedOut])) === 'timeout') {
      logger.log('warn', { msg: `${inFlight.size} request(s) still in flight after ${DRAIN_MS / 1000} s: closing their connections`, in_flight: inFlight.size });
      server.closeAllConnections();
      exitCode = 1;
    }
  }
  try {
    await lifecycle.closeDatabase?.();
    logger.log('info', { msg: 'stopped: requests drained, database closed' });
  } catch (error) {
    logger.log('error', { msg: `stopped, but the database did not close cleanly: ${error?.message ?? error}` });
    exitCode = 1;
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
