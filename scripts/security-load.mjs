/**
 * The issue-12 checks against a running server (npm start / npm run demo), with numbers:
 *   1. 60 parallel failed logins with 60 different emails (none throttled) while /api/health is polled:
 *      health latency median / p95 must stay under 100 ms.
 *   2. Chunked 10 MB bodies to POST /api/login (no Content-Length): 413 each, and the server's resident
 *      memory must not grow more than 50 MB above idle (one body, then six at once).
 *
 *   BASE_URL=http://127.0.0.1:3000 SERVER_PID=<pid of node scripts/server.mjs> node scripts/security-load.mjs
 * SERVER_PID is optional (no memory figures without it). Exits 1 when a limit is exceeded.
 */
import fs from 'node:fs';
import http from 'node:http';

const base = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000');
const pid = process.env.SERVER_PID;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMb() {
  if (!pid) return null;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function request(path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: base.hostname, port: base.port, path, method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, headers: res.headers }));
    });
    req.on('error', reject);
    if (typeof body === 'function') body(req);
    else req.end(body);
  });
}

const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (v) => v.toFixed(1);

async function healthSeries(untilPromise) {
  const times = [];
  let done = false;
  untilPromise.finally(() => (done = true));
  while (!done) {
    times.push((await request('/api/health')).ms);
    await sleep(20);
  }
  return times;
}

async function badLogins() {
  const idle = [];
  for (let i = 0; i < 30; i++) idle.push((await request('/api/health')).ms);
  const run = Date.now().toString(36);
  // Steady state, not a cold start: a few sign-ins first, one at a time, so the sign-in path is compiled and warm.
  for (let i = 0; i < 3; i++) {
    await request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `warm-${run}-${i}@example.com`, password: 'warm-up' }) });
  }
  const attack = Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      request('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `attacker-${run}-${i}@example.com`, password: `guess-${i}` }),
      }),
    ),
  );
  const during = await healthSeries(attack);
  const results = await attack;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const attackMs = Math.max(...results.map((r) => r.ms));
  console.log(`health idle: median ${fmt(pct(idle, 50))} ms, p95 ${fmt(pct(idle, 95))} ms`);
  console.log(`60 parallel bad logins: ${JSON.stringify(statuses)}, all answered within ${fmt(attackMs)} ms`);
  console.log(`health during them (${during.length} probes): median ${fmt(pct(during, 50))} ms, p95 ${fmt(pct(during, 95))} ms, max ${fmt(Math.max(...during))} ms`);
  return pct(during, 95) < 100;
}

function chunkedTenMb() {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    body: (req) => {
      let sent = 0;
      req.write('{"email":"');
      const pump = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once('drain', pump);
        }
        req.end('"}');
      };
      req.on('error', () => {}); // the server may close the connection once it has answered 413
      pump();
    },
  }).catch((e) => ({ status: `connection ${e.code ?? e.message}`, ms: 0 }));
}

async function bigBodies() {
  for (let i = 0; i < 5; i++) await request('/api/health');
  await sleep(500);
  const idle = rssMb();
  let peak = idle ?? 0;
  const sampler = setInterval(() => {
    const now = rssMb();
    if (now !== null) peak = Math.max(peak, now);
  }, 25);
  const one = await chunkedTenMb();
  const six = await Promise.all(Array.from({ length: 6 }, chunkedTenMb));
  await sleep(300);
  clearInterval(sampler);
  console.log(`chunked 10 MB body: ${one.status} in ${fmt(one.ms)} ms; six at once: ${six.map((r) => r.status).join(', ')}`);
  if (idle === null) {
    console.log('memory: set SERVER_PID to measure');
    return true;
  }
  console.log(`server RSS: idle ${fmt(idle)} MB, peak ${fmt(peak)} MB (+${fmt(peak - idle)} MB)`);
  // Refused either way: a 413, or the connection closed by the server once it had answered (EPIPE/ECONNRESET).
  const refused = [one, ...six].every((r) => r.status === 413 || String(r.status).startsWith('connection'));
  return peak - idle < 50 && refused;
}

const healthy = await badLogins();
const bounded = await bigBodies();
console.log(healthy && bounded ? 'OK: within the limits' : 'FAIL: a limit was exceeded');
process.exit(healthy && bounded ? 0 : 1);
