#!/usr/bin/env node
// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the app's screens, signed in:
// /login, /dashboard, every list screen, a planned module's page and one record page of each kind.
//
//   npm run build && npm run lighthouse                 # starts the production build on a fresh demo database
//   npm run lighthouse -- --url=http://127.0.0.1:3000   # an already running server with the demo data
//   npm run lighthouse -- --runs=2 --min=95 --only=/molds,/customers --desktop
//   npm run lighthouse -- --index=2000                  # the phone a machine of benchmark index 2,000 at 4× is (default)
//   npm run lighthouse -- --cpu=8                       # a fixed slowdown of 8× instead
//
// Options: --url (a running server; without it scripts/e2e-server.sh serves $NEXT_DIST_DIR or .next on
// --port, default 3190), --runs (per page, default 3), --min (the performance score every run of every page must
// reach, default 95), --only (comma-separated paths; record pages by their list, e.g. /molds/[id]), --desktop
// (the desktop preset instead), --email/--password (default the demo admin). Chromium: $CHROMIUM_PATH, else
// /usr/bin/chromium (scripts/ensure-browser.sh installs one).
//
// The same phone on any machine: Lighthouse's mobile preset slows the CPU 4×, which is a mid-range phone only on
// a machine of benchmark index ≈ 2,000 (this VM measured 1,600–4,000 on different days, and less while other work
// runs). Before every run the script measures the machine's index as Lighthouse does (its own page function, the
// median of three) and slows the CPU by 4 × index / --index (default 2,000; never below 1×), so a faster or idler
// machine is slowed more. `--cpu=N` fixes the slowdown instead. Each run prints the index it measured, the slowdown
// it used and the index Lighthouse itself measured during the run.
//
// A page passes when its lowest run reaches --min (issue 30: the minimum over 3 runs). Every run is printed, and
// the full reports are kept in test-results/lighthouse/. Exits 1 when a page is below --min.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { signIn } from './sign-in.mjs';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...rest] = arg.replace(/^--/, '').split('=');
    return [key, rest.length ? rest.join('=') : 'true'];
  }),
);
const runs = Number(args.get('runs') ?? 3);
const min = Number(args.get('min') ?? 95);
const desktop = args.get('desktop') === 'true';
const only = args.get('only')?.split(',').filter(Boolean);
const email = args.get('email') ?? 'admin@example.com';
const password = args.get('password') ?? 'admin123';
const port = Number(args.get('port') ?? 3190);
const cpu = args.has('cpu') ? Number(args.get('cpu')) : undefined;
if (cpu !== undefined && !(cpu >= 1)) throw new Error(`--cpu must be a slowdown of 1 or more, not "${args.get('cpu')}"`);
/** The benchmark index at which the preset's 4× is the phone we aim at (issue 30: "index ~2,000"). */
const PRESET_SLOWDOWN = 4;
const targetIndex = Number(args.get('index') ?? 2000);
if (!(targetIndex > 0)) throw new Error(`--index must be a benchmark index above 0, not "${args.get('index')}"`);
if (!Number.isInteger(runs) || runs < 1 || !Number.isFinite(min)) {
  console.error('--runs must be a whole number ≥ 1 and --min a score (0–100).');
  process.exit(2);
}
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: run \`bash scripts/ensure-browser.sh\` or set CHROMIUM_PATH.`);
  process.exit(2);
}

/** The screens: signed out, the lists (and pages without a record id), then one record page of each kind. */
const SIGNED_OUT = ['/login'];
const LISTS = [
  '/dashboard',
  '/sales',
  '/customers',
  '/suppliers',
  '/scorecard-dashboard',
  '/production',
  '/inventory',
  '/products',
  '/molds',
  '/shop-floor',
  '/costing',
  '/account',
  '/admin/users',
  '/admin/audit',
  '/quality', // a planned module's page (app/(app)/[module])
];
/** Record pages: the first link of the kind found on its list screen. */
const RECORDS = [
  { kind: '/customers/[id]', list: '/customers', link: /href="(\/customers\/\d+)"/ },
  { kind: '/suppliers/[id]', list: '/suppliers', link: /href="(\/suppliers\/\d+)"/ },
  { kind: '/products/[id]', list: '/products', link: /href="(\/products\/\d+)"/ },
  { kind: '/products/[id]/bom', list: '/products', link: /href="(\/products\/\d+)"/, suffix: '/bom' },
  { kind: '/molds/[id]', list: '/molds', link: /href="(\/molds\/\d+)"/ },
  { kind: '/production/work-orders/[id]', list: '/production', link: /href="(\/production\/work-orders\/\d+)"/ },
  { kind: '/shop-floor/[id]', list: '/shop-floor', link: /href="(\/shop-floor\/\d+)"/ },
  { kind: '/admin/users/[id]', list: '/admin/users', link: /href="(\/admin\/users\/\d+)"/ },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address();
      srv.close(() => resolve(p));
    });
  });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

const children = [];
function stopChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM'); // its own process group: the server script and node under it
      } catch {
        child.kill('SIGTERM');
      }
    }
  }
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function startServer() {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(dist, 'BUILD_ID'))) {
    throw new Error(`No production build in ${dist}/: run \`npm run build\` first (or pass --url of a running server).`);
  }
  console.log(`Starting the production build in ${dist}/ on a fresh demo database (port ${port})…`);
  const child = spawn('bash', ['scripts/e2e-server.sh'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.once('exit', (code) => {
    if (code) console.error(`The server exited with ${code}:\n${stderr}`);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, 180_000, 'The server');
  return url;
}

async function recordPaths(base, cookie) {
  const html = new Map();
  const paths = [];
  for (const record of RECORDS) {
    if (!html.has(record.list)) {
      const res = await fetch(`${base}${record.list}`, { headers: { Cookie: cookie } });
      html.set(record.list, res.ok ? await res.text() : '');
    }
    const match = html.get(record.list).match(record.link);
    if (!match) throw new Error(`${record.list} links to no ${record.kind} page: is the demo data loaded?`);
    paths.push({ label: record.kind, path: match[1] + (record.suffix ?? '') });
  }
  return paths;
}

async function launchChrome() {
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'moldline-lighthouse-'));
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  children.push(chrome);
  chrome.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000, 'Chromium');
  return debugPort;
}

/**
 * This machine's benchmark index now, as Lighthouse computes it (its page function, in a tab of the same
 * Chromium): the median of three, about 3 s.
 */
async function measureBenchmarkIndex(debugPort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debugPort}` });
  try {
    const tab = await browser.newPage();
    const values = [];
    for (let i = 0; i < 3; i++) values.push(await tab.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await tab.close();
    return values.sort((a, b) => a - b)[1];
  } finally {
    await browser.disconnect();
  }
}

/** The CPU slowdown that makes this machine, at `index`, the phone the preset means at --index. */
const slowdownFor = (index) => Math.max(1, Math.round(((PRESET_SLOWDOWN * index) / targetIndex) * 10) / 10);

const round = (n, d = 0) => (n == null ? null : Number(n.toFixed(d)));
function summary(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const num = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    tbtMs: round(num('total-blocking-time')),
    lcpMs: round(num('largest-contentful-paint')),
    fcpMs: round(num('first-contentful-paint')),
    cls: round(num('cumulative-layout-shift'), 3),
    benchmarkIndex: round(lhr.environment?.benchmarkIndex),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    failedA11y: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score !== null && a.score < 1)
      .map((a) => a.id),
  };
}

async function main() {
  const base = args.get('url')?.replace(/\/$/, '') ?? (await startServer());
  const cookie = await signIn(base, email, password);
  const pages = [
    ...SIGNED_OUT.map((path) => ({ label: path, path, signedOut: true })),
    ...LISTS.map((path) => ({ label: path, path })),
    ...(await recordPaths(base, cookie)),
  ].filter((p) => !only || only.includes(p.label) || only.includes(p.path));
  if (pages.length === 0) throw new Error(`--only=${args.get('only')} names none of the pages`);

  const debugPort = await launchChrome();
  const outDir = join('test-results', 'lighthouse');
  mkdirSync(outDir, { recursive: true });
  const preset = desktop ? 'desktop' : 'mobile';
  const scaled = cpu === undefined && !desktop;
  console.log(
    `Lighthouse ${preset} preset${cpu ? `, CPU slowed ${cpu}×` : scaled ? `, CPU slowed to a machine of benchmark index ${targetIndex} at ${PRESET_SLOWDOWN}×` : ''}, ${runs} run(s) per page, against ${base}; reports in ${outDir}/`,
  );

  // Warm the server (first renders compile nothing in production, but fill the database's caches).
  for (const page of pages) await fetch(`${base}${page.path}`, { headers: page.signedOut ? {} : { Cookie: cookie } }).catch(() => {});

  const results = [];
  for (const page of pages) {
    const page_runs = [];
    for (let run = 1; run <= runs; run++) {
      const machineIndex = scaled ? await measureBenchmarkIndex(debugPort) : undefined;
      const slowdown = cpu ?? (scaled ? slowdownFor(machineIndex) : undefined);
      const flags = {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: page.signedOut ? undefined : { Cookie: cookie },
        ...(slowdown ? { throttling: { cpuSlowdownMultiplier: slowdown } } : {}),
      };
      // A run whose trace came out broken (NO_NAVSTART and the like, on a busy machine) is run once more.
      let result;
      for (let attempt = 1; attempt <= 2; attempt++) {
        result = await lighthouse(`${base}${page.path}`, flags, desktop ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (!result.lhr.runtimeError) break;
      }
      const slug = `${preset}-${page.label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${run}`;
      writeFileSync(join(outDir, `${slug}.json`), result.report);
      const s = { ...summary(result.lhr), machineIndex: round(machineIndex), slowdown: slowdown ?? null };
      if (new URL(s.finalUrl).pathname !== page.path) s.runtimeError ??= `ended on ${s.finalUrl}`;
      page_runs.push(s);
      console.log(
        `  ${page.label} run ${run}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, TBT ${s.tbtMs} ms, LCP ${s.lcpMs} ms, benchmark index ${s.machineIndex ?? s.benchmarkIndex}${s.slowdown ? ` → CPU ${s.slowdown}×` : ''} (Lighthouse's own: ${s.benchmarkIndex})${s.runtimeError ? `  ERROR ${s.runtimeError}` : ''}`,
      );
    }
    results.push({ ...page, runs: page_runs });
  }

  const width = Math.max(...results.map((r) => r.label.length), 4);
  const cell = (values, w) => values.map((v) => String(v ?? '–')).join(' / ').padStart(w);
  const rw = runs * 6;
  console.log(`\nLighthouse ${preset} — each cell lists run 1 / run 2 …; a page passes when its lowest performance run is ≥ ${min}`);
  console.log(
    `${'Page'.padEnd(width)}  ${'Performance'.padStart(rw)}  ${'Accessibility'.padStart(rw)}  ${'Best pract.'.padStart(rw)}  ${'TBT ms'.padStart(rw + 2)}  ${'LCP ms'.padStart(rw + 4)}  ${'CPU ×'.padStart(rw)}`,
  );
  const failing = [];
  for (const r of results) {
    const lowest = Math.min(...r.runs.map((x) => x.performance ?? 0));
    const broken = r.runs.some((x) => x.runtimeError);
    const a11y = [...new Set(r.runs.flatMap((x) => x.failedA11y))];
    if (lowest < min || broken) failing.push(r.label);
    console.log(
      `${r.label.padEnd(width)}  ${cell(r.runs.map((x) => x.performance), rw)}  ${cell(r.runs.map((x) => x.accessibility), rw)}  ${cell(r.runs.map((x) => x.bestPractices), rw)}  ${cell(r.runs.map((x) => x.tbtMs), rw + 2)}  ${cell(r.runs.map((x) => x.lcpMs), rw + 4)}  ${cell(r.runs.map((x) => x.slowdown), rw)}${lowest < min ? '  BELOW' : ''}${broken ? '  ERROR' : ''}${a11y.length ? `  a11y: ${a11y.join(', ')}` : ''}`,
    );
  }
  writeFileSync(join(outDir, `summary-${preset}.json`), JSON.stringify({ base, preset, cpu: cpu ?? null, targetIndex: scaled ? targetIndex : null, runs, min, results }, null, 2));
  if (failing.length) {
    console.error(`\n${failing.length} page(s) below ${min} (or failed to load): ${failing.join(', ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  })
  .finally(() => {
    stopChildren();
    setTimeout(() => process.exit(), 500).unref();
  });
