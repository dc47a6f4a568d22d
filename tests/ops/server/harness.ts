/**
 * Production servers for the server-level tests (vitest.server.config.mts): `node scripts/server.mjs` on the
 * build scripts/test.sh made (NEXT_DIST_DIR, default .next), each with its own port, database and log. The
 * db:* commands run as an operator runs them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
/** The secret every instance of a test shares (CONTRACT §14: one secret for all instances). */
export const SECRET = 'ops-test-secret-0123456789abcdefghijklmnop';
export const ADMIN = { email: 'ops-admin@plant.example', password: 'correct horse battery staple 42' };

export function assertBuilt() {
  if (!fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) throw new Error(`No production build in ${DIST_DIR}: run \`NEXT_DIST_DIR=${DIST_DIR} npm run build\` first.`);
}

/** The environment of a server or command: the database given, nothing inherited that would point elsewhere. */
function envFor(db: Db, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: DIST_DIR, NEXTAUTH_SECRET: SECRET, ...extra };
  delete env.DATABASE_URL;
  delete env.PGLITE_DATA_DIR;
  delete env.NODE_OPTIONS;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  if ('url' in db) env.DATABASE_URL = db.url;
  else env.PGLITE_DATA_DIR = db.dir;
  return env;
}

export type Db = { url: string } | { dir: string };

/** An operator command (`npm run db:backup -- …` and the like), run to its end. */
export function command(script: string, args: string[], db: Db, extra: Record<string, string> = {}) {
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['--conditions=react-server', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: envFor(db, extra),
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type Server = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Every line the server wrote (stdout and stderr), as written. */
  lines: string[];
  /** The JSON log lines. */
  log(): Record<string, unknown>[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Starts a production server and waits until /api/health/ready answers 200. */
export async function startServer(db: Db, extra: Record<string, string> = {}): Promise<Server> {
  assertBuilt();
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: ROOT,
    env: envFor(db, { NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (d: Buffer) => {
      const text = rest + d.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    lines,
    log: () => lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>),
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + 180_000;
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${server.base}/api/health/ready`);
      if (res.status === 200) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become ready (${gone ? `it exited` : 'timeout'}):\n${lines.slice(-30).join('\n')}`);
}

/** The log line `match` finds, waited for: a request's line is written as its answer closes, just after the client has it. */
export async function logLine(server: Server, match: (line: Record<string, unknown>) => boolean, timeoutMs = 5_000): Promise<Record<string, unknown> | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = server.log().find(match);
    if (line || Date.now() > deadline) return line;
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One API call: JSON in and out, a bearer token or a cookie. */
export async function api(server: Server, method: string, path: string, options: { token?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // Cookie-authenticated writes must come from the app's own pages (Sec-Fetch-Site / Origin).
  if (options.cookie && method !== 'GET') headers.origin = server.base;
  const res = await fetch(`${server.base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** POST /api/login: the bearer token. */
export async function apiLogin(server: Server, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await api(server, 'POST', '/api/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]);

/** Signs in as the browser does (next-auth's credentials callback): the Cookie header of the session. */
export async function browserSignIn(server: Server, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const csrf = await fetch(`${server.base}/api/auth/csrf`);
  const jar = cookiesOf(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${server.base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; '), origin: server.base },
    body: new URLSearchParams({ email, password, csrfToken, callbackUrl: `${server.base}/dashboard`, json: 'true' }),
  });
  const session = cookiesOf(res).filter((c) => c.includes('session-token'));
  if (!session.length) throw new Error(`browser sign-in failed: ${res.status} ${await res.text()}`);
  return session.join('; ');
}
