/**
 * `npm run bench`: the API under load, against a bare server that sends the same SQL (issue 13 item 4).
 *
 *   npm run bench                                                    # PGlite (a scratch data directory)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline npm run bench     # PostgreSQL (a scratch database beside it)
 *
 * 1. Builds the app (`npm run build`) when there is no production build in NEXT_DIST_DIR (default .next).
 * 2. Creates a scratch database — with DATABASE_URL a new database on that server (`moldline_bench_…`, created and
 *    dropped through DATABASE_URL; nothing is written to DATABASE_URL's own database), else a PGlite data directory
 *    in the system's temp folder — migrates it and loads the issue's dataset (scripts/bench/dataset.ts: 100,000
 *    customers, 50,000 products, 5,000 molds with 500,000 usage records) with `INSERT … SELECT generate_series`,
 *    then `VACUUM (ANALYZE)`. Creates an Admin user and an API token for the run (lib/auth: createUser,
 *    createApiToken — what `npm run user:create` and /account do).
 *    The recording client and the bare server open PostgreSQL with the options db/client.ts gives the production
 *    server's client (read back from it: pool size, prepared statements, session settings).
 * 3. Records the SQL of each benchmarked call: the app's own route handler runs in this process, three times with
 *    the run's bearer token, on a database client that logs every statement (scripts/bench/recorder.ts); the third
 *    run is the steady state (a first request may update the token's last_used_at, later ones do not). Nothing is
 *    copied by hand: when the app's queries change, the next run records the new ones. Also checks that each list
 *    answers 401 without the token, and prints the statements.
 * 4. Starts the production server as `npm start` does (scripts/start.sh → scripts/server.mjs, NODE_ENV=production,
 *    a random NEXTAUTH_SECRET) and the bare server (scripts/bench/bare-server.mjs: node:http + postgres.js, or
 *    PGlite, with the recording) on the scratch database; for each call and server: a warm-up, then a measured run
 *    of autocannon (`--connections` at once, keep-alive, the bearer token) for `--duration` seconds.
 * 5. On PostgreSQL both servers run at once and each call is measured on the app, then at once on the bare server
 *    (the load generator drives one at a time; the other idles), so a drift of the machine's speed moves both sides
 *    of a ratio; `--rounds` (3) times over, the warm-up in the first round only. PGlite's data directory is one
 *    process's: there the app runs all calls and rounds, then the bare server.
 * 6. Prints the Markdown table (medians over the rounds of 2xx req/s, p50 and p99 latency; the median of the rounds'
 *    app ÷ bare throughput, and each round's; statements per request),
 *    then drops the scratch database — also after an error or Ctrl-C (`--keep` keeps it and says where).
 *
 * 7. Then the write paths (scripts/bench/writes.ts: concurrent production reports, costing recomputes, the CSV
 *    import), each bench in its own process on its own scratch database, and their table.
 *
 * Options: --duration=10 (s per call and server) --warmup=3 (s) --rounds=3 --connections=32 --scale=1 (dataset factor, e.g. 0.1
 * for a quick try) --app-port=3100 --bare-port=3101 --only=app|bare --keep --writes=load,history,costing,import (none: the read table alone).
 * Runs in about 6 minutes on a 2-core machine with PostgreSQL (PGlite loads slower), after the build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { GET as customersRoute } from '@/app/api/customers/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { GET as moldsRoute } from '@/app/api/molds/route';
import { GET as productsRoute } from '@/app/api/products/route';
// Not a React hook: the test/bench hook-in of the app's database, renamed so the hooks lint rule reads it right.
import { closeDb, dbKind, getDb, MIGRATIONS_DIR, pgliteExtensions, useDatabase as installDatabase, type Db } from '@/db/client';
import { createUser } from '@/lib/auth/service';
import { createApiToken, hashToken } from '@/lib/auth/tokens';
import { executeRows } from '@/lib/db/rows';
import { env } from '@/lib/env';
import { loadDataset, scaledDataset } from './dataset';
import { markTokenParams, recordPglite, recordPostgres, statementCount, type Recorder, type Step, type TokenDerivation } from './recorder';
import { benchArgs, summarize } from './harness';
import { parseWrites, runWriteBenches, writeTable } from './writes';

const ROOT = path.resolve(__dirname, '..', '..');

const args = benchArgs();
/** Every option, once: its default (the check below and the reads come from this list, so none can be missed). */
const OPTIONS = { duration: 10, warmup: 3, connections: 32, rounds: 3, scale: 1, 'app-port': 3100, 'bare-port': 3101, only: '', keep: 'false', writes: 'load,history,costing,import' } as const;
const known = Object.keys(OPTIONS);
for (const k of Object.keys(args)) if (!known.includes(k)) throw new Error(`Unknown option --${k} (known: ${known.map((o) => `--${o}`).join(' ')})`);
const positive = (name: keyof typeof OPTIONS) => {
  const v = Number(args[name] ?? OPTIONS[name]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
};
const DURATION = Math.round(positive('duration'));
const WARMUP = Math.round(positive('warmup'));
const CONNECTIONS = Math.round(positive('connections'));
const ROUNDS = Math.round(positive('rounds'));
const SCALE = positive('scale');
const APP_PORT = Math.round(positive('app-port'));
const BARE_PORT = Math.round(positive('bare-port'));
const ONLY = (args.only || undefined) as 'app' | 'bare' | undefined;
if (ONLY && ONLY !== 'app' && ONLY !== 'bare') throw new Error('--only is app or bare');
const KEEP = args.keep === 'true';
const WRITES = parseWrites(args.writes ?? OPTIONS.writes);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

type Handler = (req: Request) => Promise<Response>;
/** The calls of issue 13, in its table's order. */
const CALLS: { path: string; handler: Handler; describe: (body: Record<string, unknown>, total: DatasetCounts) => string }[] = [
  { path: '/api/customers?search=falcon', handler: customersRoute, describe: (b, t) => `${pct(b.total, t.customers)} of ${t.customers.toLocaleString('en-US')} customers match` },
  { path: '/api/products?q=tamper&page=1', handler: productsRoute, describe: (b, t) => `${pct(b.total, t.products)} of ${t.products.toLocaleString('en-US')} products match` },
  { path: '/api/molds?page=1&per_page=25', handler: moldsRoute, describe: (b) => `${(b.data as unknown[]).length} rows of ${b.total}` },
  { path: '/api/health', handler: healthRoute, describe: () => 'public: no token check' },
];
type DatasetCounts = { customers: number; products: number };
const pct = (n: unknown, of: number) => `${Number(n).toLocaleString('en-US')} (${((Number(n) / of) * 100).toFixed(1)} %)`;

/** What each parameter of a token check may be computed as (the app's lookup sends hashToken(token)). */
const TOKEN_DERIVATIONS: Record<TokenDerivation, (token: string) => string> = { raw: (t) => t, 'sha256-hex': hashToken };
if (hashToken('x') !== crypto.createHash('sha256').update('x').digest('hex')) {
  throw new Error('lib/auth/tokens.ts hashToken is no longer SHA-256 hex: teach scripts/bench/bare-server.mjs the new derivation.');
}

// ---------------------------------------------------------------------------------------------------- clean-up

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
let interrupted = false;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error('clean-up:', err instanceof Error ? err.message : err);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and dropping the scratch database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------- helpers

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`))));
  });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop what listens there or pass --app-port / --bare-port.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

type Server = { name: string; base: string; stop: () => Promise<void> };

/** Starts a server process, waits until GET /api/health answers 200; its output goes to `logFile`. */
async function startServer(name: string, command: string, argv: string[], env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<Server> {
  await assertPortFree(port);
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(command, argv, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(killed);
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`The ${name} stopped while starting:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 120_000) throw new Error(`The ${name} did not answer /api/health within 2 minutes:\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  console.log(`${name} ready on ${base} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { name, base, stop };
}

const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');

/**
 * Waits until what autocannon left in flight is answered: a server that works through a queue (PGlite takes one
 * statement at a time) would otherwise start the next run behind the last one's backlog. One request joins the end
 * of that queue; its answer means the queue is empty.
 */
async function drain(server: Server, urlPath: string, token: string): Promise<void> {
  await get(`${server.base}${urlPath}`, token);
}

/**
 * One GET with the bearer token, read to the end. Retried on a network error: a kept-alive connection the server
 * closed while autocannon ran answers the next request with ECONNRESET.
 */
async function get(url: string, token: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(120_000) });
      await res.arrayBuffer();
      return res.status;
    } catch (err) {
      if (attempt >= 3 || (err instanceof Error && err.name === 'TimeoutError')) throw err;
    }
  }
}

type Measurement = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
type Summary = { rps: number; p50: number; p99: number; failed: number };

const median = (values: number[]) => summarize(values).median;

/** A call's rounds on one server: the median of each figure, and every failed request. */
function summaryOf(rounds: Measurement[]): Summary | undefined {
  if (!rounds.length) return undefined;
  return {
    rps: median(rounds.map((m) => m.rps)),
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    failed: rounds.reduce((n, m) => n + m.non2xx + m.errors, 0),
  };
}

async function measure(server: Server, urlPath: string, token: string, warm: boolean): Promise<Measurement> {
  const options = { url: `${server.base}${urlPath}`, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  if (warm) {
    await autocannon({ ...options, duration: WARMUP });
    await drain(server, urlPath, token);
  }
  const r = await autocannon({ ...options, duration: DURATION });
  await drain(server, urlPath, token);
  const m = { rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  console.log(
    `  ${server.name.padEnd(17)} ${urlPath.padEnd(32)} ${m.rps.toFixed(0).padStart(6)} req/s   p50 ${String(m.p50).padStart(5)} ms   p99 ${String(m.p99).padStart(5)} ms` +
      (m.non2xx || m.errors ? `   !! ${m.non2xx} non-2xx, ${m.errors} errors/timeouts` : ''),
  );
  return m;
}

// ---------------------------------------------------------------------------------------------------- scratch database

type Scratch = { kind: 'postgres'; url: string; name: string } | { kind: 'pglite'; dir: string };

async function createScratch(work: string): Promise<Scratch> {
  const url = process.env.DATABASE_URL;
  if (!url) return { kind: 'pglite', dir: path.join(work, 'pglite') };
  const name = `moldline_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (err) {
    throw new Error(`Could not create the scratch database ${name} through DATABASE_URL (${err instanceof Error ? err.message : err}): its user needs CREATEDB.`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  if (!KEEP) {
    cleanups.push(async () => {
      const drop = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await drop.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await drop.end({ timeout: 5 });
      }
      console.log(`dropped the scratch database ${name}`);
    });
  }
  return { kind: 'postgres', url: scratchUrl.toString(), name };
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

// ---------------------------------------------------------------------------------------------------- recording

/** How long a recorded request's statements may go on after its answer (background work it started). */
const SETTLE_MS = 250;

type CallRecording = { path: string; auth: boolean; steps: Step[]; statements: number; coldStatements: number };
export type RecordingFile = { kind: 'postgres' | 'pglite'; tokenHash: string; postgresOptions?: PostgresOptions; calls: CallRecording[] };

/** The pool and session options that decide what goes over the wire (plain values: the bare server gets them too). */
type PostgresOptions = Pick<postgres.Options<Record<string, postgres.PostgresType>>, 'max' | 'prepare' | 'fetch_types' | 'connection'>;

/**
 * The options of the client the production server will open: db/client.ts opens it here, on the scratch database, as
 * the server will (nothing connects until a query), and its options are read back; the recording client and the bare
 * server use the same ones (pool size, prepared statements, session settings such as `plan_cache_mode`).
 */
async function appPostgresOptions(url: string): Promise<PostgresOptions> {
  process.env.DATABASE_URL = url;
  if (env().DATABASE_URL !== url) throw new Error('lib/env read DATABASE_URL before the scratch database was set: open the app database later in scripts/bench/api.ts.');
  const client = (getDb() as unknown as { $client: postgres.Sql }).$client;
  if (dbKind() !== 'postgres' || !client?.options) throw new Error('db/client.ts did not open a postgres.js client on DATABASE_URL.');
  const o = client.options as unknown as Required<PostgresOptions>;
  const options: PostgresOptions = { max: o.max, prepare: o.prepare, fetch_types: o.fetch_types, connection: { ...o.connection } };
  await closeDb();
  return options;
}

async function recordCalls(recorder: Recorder<unknown>, token: string, counts: DatasetCounts): Promise<CallRecording[]> {
  const out: CallRecording[] = [];
  for (const call of CALLS) {
    const anonymous = await call.handler(new Request(`http://localhost${call.path}`));
    const auth = anonymous.status === 401;
    if (!auth && anonymous.status !== 200) throw new Error(`${call.path} without a token answered ${anonymous.status}`);
    let steps: Step[] = [];
    let coldStatements = 0;
    let body: Record<string, unknown> = {};
    for (let i = 0; i < 3; i++) {
      const log = recorder.start();
      const res = await call.handler(new Request(`http://localhost${call.path}`, { headers: { authorization: `Bearer ${token}` } }));
      body = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`${call.path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      // What the request started without awaiting it (a write or a refresh after the answer) is its work too.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      steps = [...log];
      const sent = recorder.wireCount();
      if (sent !== null && sent !== statementCount(steps)) {
        throw new Error(`${call.path}: the server saw ${sent} statements, the recorder ${statementCount(steps)}: a statement went around the recorder (scripts/bench/recorder.ts).`);
      }
      const marked = markTokenParams(steps, token, TOKEN_DERIVATIONS);
      if (i === 0) {
        coldStatements = statementCount(steps);
        if (auth && marked === 0) {
          throw new Error(`${call.path} checks the token, but no statement of its first request carried it: scripts/bench/recorder.ts TOKEN_DERIVATIONS does not know how the app looks tokens up.`);
        }
      }
    }
    const statements = statementCount(steps);
    console.log(`\n${call.path} — ${call.describe(body, counts)}; ${statements} statement${statements === 1 ? '' : 's'} per request${coldStatements !== statements ? ` (${coldStatements} on the first request: caches, the token's last_used_at)` : ''}:`);
    for (const step of steps) {
      const show = (s: { text: string; params: { t: string }[] }, indent: string) =>
        console.log(`${indent}${s.text.replace(/\s+/g, ' ').slice(0, 150)}${s.text.length > 150 ? '…' : ''}${s.params.some((p) => p.t === 'token') ? '   ← token check' : ''}`);
      if ('statement' in step) show(step.statement, '  ');
      else {
        console.log('  BEGIN');
        for (const s of step.transaction) show(s, '    ');
        console.log('  COMMIT');
      }
    }
    out.push({ path: call.path, auth, steps, statements, coldStatements });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  const loadBefore = os.loadavg()[0]; // before this script adds its own
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'moldline-bench-'));
  cleanups.push(() => (KEEP ? undefined : fs.rmSync(work, { recursive: true, force: true })));

  if (ONLY !== 'bare' && !fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) {
    console.log(`No production build in ${DIST_DIR}: running npm run build first.`);
    await run('npm', ['run', 'build']);
  }

  const size = scaledDataset(SCALE);
  const scratch = await createScratch(work);
  console.log(`Scratch database: ${scratch.kind === 'postgres' ? `${scratch.name} on ${redact(process.env.DATABASE_URL!)}` : `PGlite in ${scratch.dir}`}`);

  // Load, create the run's user and token, record — all through the app's own code, in this process.
  let recorder: Recorder<unknown>;
  let db: Db;
  let postgresOptions: PostgresOptions | undefined;
  if (scratch.kind === 'postgres') {
    postgresOptions = await appPostgresOptions(scratch.url);
    const options = postgresOptions;
    const r = recordPostgres((debug) => postgres(scratch.url, { ...options, onnotice: () => {}, debug }));
    await migratePostgres(drizzlePostgres(r.client), { migrationsFolder: MIGRATIONS_DIR });
    db = installDatabase({ kind: 'postgres', client: r.client });
    recorder = r;
  } else {
    const r = recordPglite(new PGlite(scratch.dir, { extensions: pgliteExtensions() }));
    await migratePglite(drizzlePglite(r.client), { migrationsFolder: MIGRATIONS_DIR });
    db = installDatabase({ kind: 'pglite', client: r.client });
    recorder = r;
  }
  const [{ version }] = await executeRows<{ version: string }>(db, sql`select version() as version`);
  const dbLabel = scratch.kind === 'postgres' ? `PostgreSQL ${version.split(' ')[1]}` : `PGlite (PostgreSQL ${version.split(' ')[1]})`;
  console.log(`Loading the dataset into ${dbLabel}:`);
  const loadStarted = Date.now();
  await loadDataset(db, size, console.log);
  console.log(`  loaded in ${((Date.now() - loadStarted) / 1000).toFixed(0)} s`);

  const user = await createUser(db, { name: 'Bench', email: `bench-${crypto.randomBytes(4).toString('hex')}@example.test`, role: 'Admin', password: crypto.randomBytes(24).toString('base64url') });
  const { token } = await createApiToken(db, user, { name: 'npm run bench', via: 'account', ttlDays: 1 });
  const calls = await recordCalls(recorder, token, size);
  await closeDb();
  const recordingFile = path.join(work, 'recording.json');
  const recording: RecordingFile = { kind: scratch.kind, tokenHash: hashToken(token), postgresOptions, calls };
  fs.writeFileSync(recordingFile, JSON.stringify(recording, null, 2));

  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOSTNAME: '127.0.0.1',
    NEXTAUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    ...(scratch.kind === 'postgres' ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '', PGLITE_DATA_DIR: scratch.dir }),
  };
  // results[which][call][round]
  const results: Record<'app' | 'bare', Measurement[][]> = { app: calls.map(() => []), bare: calls.map(() => []) };
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up (first round) + ${DURATION} s measured per call, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}`);
  const startApp = () => startServer('production server', 'bash', ['scripts/start.sh'], { ...serverEnv, PORT: String(APP_PORT) }, APP_PORT, path.join(work, 'app.log'));
  const startBare = () => startServer('bare server', process.execPath, ['scripts/bench/bare-server.mjs', recordingFile], { ...serverEnv, PORT: String(BARE_PORT) }, BARE_PORT, path.join(work, 'bare.log'));
  const measureCall = async (which: 'app' | 'bare', server: Server, i: number, round: number) => {
    const call = calls[i];
    if (call.auth && round === 0) {
      const refused = await get(`${server.base}${call.path}`, 'mlt_not-a-token');
      if (refused !== 401) throw new Error(`${server.name}: ${call.path} with a wrong token answered ${refused}, not 401`);
    }
    results[which][i].push(await measure(server, call.path, token, round === 0));
  };
  if (scratch.kind === 'postgres' && !ONLY) {
    // Both servers up, each call measured on one right after the other, round after round: the machine's drift
    // (a 2-core VM's neighbours) then moves both numbers of a ratio together, and the median of the rounds'
    // ratios stands against a burst that hits one run.
    const app = await startApp();
    const bare = await startBare();
    for (let round = 0; round < ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`round ${round + 1} of ${ROUNDS}`);
      for (let i = 0; i < calls.length; i++) {
        await measureCall('app', app, i, round);
        await measureCall('bare', bare, i, round);
      }
    }
    await app.stop();
    await bare.stop();
  } else {
    // PGlite's data directory is one process's: one server at a time.
    for (const which of ['app', 'bare'] as const) {
      if (ONLY && ONLY !== which) continue;
      const server = which === 'app' ? await startApp() : await startBare();
      for (let round = 0; round < ROUNDS; round++) for (let i = 0; i < calls.length; i++) await measureCall(which, server, i, round);
      await server.stop();
    }
  }

  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  const loadAfter = os.loadavg()[0];
  console.log(
    `\n${date} · ${os.cpus().length} cores (${cpu}), load average ${loadBefore.toFixed(1)} at the start / ${loadAfter.toFixed(1)} at the end · Node ${process.version} · ${dbLabel} · ` +
      `${size.customers.toLocaleString('en-US')} customers, ${size.products.toLocaleString('en-US')} products, ${size.molds.toLocaleString('en-US')} molds, ` +
      `${size.usage.toLocaleString('en-US')} usage records${SCALE === 1 ? '' : ` (--scale=${SCALE})`} · autocannon ${CONNECTIONS} connections, ${DURATION} s per call${ROUNDS > 1 ? ` × ${ROUNDS} rounds` : ''}\n`,
  );
  const ms = (v: number | undefined) => (v === undefined ? '—' : `${v.toLocaleString('en-US')} ms`);
  const rps = (m: Summary | undefined) => (m === undefined ? '—' : `${m.rps.toLocaleString('en-US', { maximumFractionDigits: 0 })}${m.failed ? ` (${m.failed} failed)` : ''}`);
  if (ROUNDS > 1) console.log(`Medians of ${ROUNDS} rounds (the ratio: the median of the rounds' ratios, each round's in the last column).\n`);
  console.log(`| call | SQL statements | app req/s | app p50 | app p99 | bare req/s | bare p50 | bare p99 | app ÷ bare |${ROUNDS > 1 ? ' rounds |' : ''}`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|${ROUNDS > 1 ? '---|' : ''}`);
  calls.forEach((call, i) => {
    const a = summaryOf(results.app[i]);
    const b = summaryOf(results.bare[i]);
    const ratios = results.app[i].flatMap((m, round) => (results.bare[i][round]?.rps ? [m.rps / results.bare[i][round].rps] : []));
    const ratio = ratios.length ? median(ratios).toFixed(2) : '—';
    const each = ROUNDS > 1 ? ` ${ratios.length ? ratios.map((r) => r.toFixed(2)).join(', ') : '—'} |` : '';
    console.log(`| \`GET ${call.path}\` | ${call.statements} | ${rps(a)} | ${ms(a?.p50)} | ${ms(a?.p99)} | ${rps(b)} | ${ms(b?.p50)} | ${ms(b?.p99)} | ${ratio} |${each}`);
  });
  if (WRITES.length) {
    // The write paths (issue 30), each on its own scratch database, while the two servers above idle.
    const writes = await runWriteBenches(WRITES);
    console.log(`\nWrite paths (${dbLabel}; load average ${os.loadavg()[0].toFixed(1)} at the end):\n\n${writeTable(writes)}`);
    if (writes.some((w) => !w.ok)) process.exitCode = 1;
  }
  if (KEEP) console.log(`\nKept: ${scratch.kind === 'postgres' ? `database ${scratch.name}` : scratch.dir}; recording and server logs in ${work}`);
  console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main()
  .catch((err) => {
    if (interrupted) return; // the servers were stopped under a running step
    console.error(err instanceof Error ? err.message : err);
    if (err instanceof Error && err.cause) console.error('caused by:', err.cause instanceof Error ? err.cause.message : err.cause);
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeDb().catch(() => {});
    await cleanUp();
  });

