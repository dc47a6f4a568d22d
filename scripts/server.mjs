/**
 * The production HTTP server (npm start): Next.js's request handler behind node:http, so that every request
 * carries the TCP peer's address in `x-moldline-peer` — set here, overwriting anything a client sent. Next.js
 * itself only fills X-Forwarded-For when the client sent none, so without this a client could choose the
 * address its login attempts are counted under. lib/auth/request.ts `clientIp()` reads it (see TRUSTED_PROXIES).
 */
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  req.headers['x-moldline-peer'] = req.socket.remoteAddress ?? 'unknown';
  handle(req, res);
});
// A client that trickles its headers or body cannot hold a connection for ever.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.listen(port, hostname, () => {
  console.log(`Moldline listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
