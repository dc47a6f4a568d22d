#!/usr/bin/env node
// The weight of the list pages' documents (issue 30, item 5): per page the HTML as the server sends it, the part of
// it that is the inlined RSC payload (the `self.__next_f.push(…)` scripts React reads to hydrate and to navigate)
// and the rest (the markup), raw and gzipped (level 6, as a proxy compresses), signed in as the demo admin.
//
//   npm run build && npm run page-weight                            # starts the production build on a fresh demo database
//   npm run page-weight -- --url=http://127.0.0.1:3103              # an already running server with the demo data
//   npm run page-weight -- --only=/molds,/products --json
//
// Options: --url (a running server; without it scripts/e2e-server.sh serves $NEXT_DIST_DIR or .next on --port,
// default 3191), --only (comma-separated paths), --json (the figures as JSON), --email/--password (default the demo
// admin). kB = 1,000 bytes. Each page is fetched twice and the second answer measured (the first warms the caches).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { signIn } from './sign-in.mjs';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, ...rest] = arg.replace(/^--/, '').split('=');
    return [key, rest.length ? rest.join('=') : 'true'];
  }),
);
const email = args.get('email') ?? 'admin@example.com';
const password = args.get('password') ?? 'admin123';
const port = Number(args.get('port') ?? 3191);
const only = args.get('only')?.split(',').filter(Boolean);
const asJson = args.get('json') === 'true';

/** The list screens (app/(app)/<list>/page.tsx that draw a DataTable). */
const PAGES = [
  '/molds',
  '/products',
  '/customers',
  '/suppliers',
  '/inventory',
  '/production',
  '/sales',
  '/shipping',
  '/purchasing',
  '/maintenance',
  '/costing',
  '/admin/users',
  '/admin/audit',
  '/scorecard-dashboard',
  '/reports',
].filter((path) => !only || only.includes(path));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let server;
process.on('exit', () => {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
});

async function startServer() {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(dist, 'BUILD_ID'))) throw new Error(`No production build in ${dist}/: run \`npm run build\` first (or pass --url).`);
  server = spawn('bash', ['scripts/e2e-server.sh'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ; await sleep(500)) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return url;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('The server did not start');
  }
}

const RSC_SCRIPT = /<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;
const gz = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;
const bytes = (text) => Buffer.byteLength(text);

/** One document split into its RSC scripts (their contents) and the rest. */
function weigh(html) {
  const rsc = [...html.matchAll(RSC_SCRIPT)].map((m) => m[1]).join('\n');
  const markup = html.replace(RSC_SCRIPT, '');
  return { html: bytes(html), htmlGzip: gz(html), rsc: bytes(rsc), rscGzip: gz(rsc), markup: bytes(markup), markupGzip: gz(markup) };
}

async function main() {
  const base = args.get('url')?.replace(/\/$/, '') ?? (await startServer());
  const cookie = await signIn(base, email, password);
  const results = [];
  for (const path of PAGES) {
    let html = '';
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      html = await res.text();
    }
    results.push({ path, ...weigh(html) });
  }
  if (asJson) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const kb = (n) => (n / 1000).toFixed(1).padStart(7);
  console.log(`${'page'.padEnd(22)} ${'HTML'.padStart(7)} ${'gz'.padStart(7)}  ${'RSC'.padStart(7)} ${'gz'.padStart(7)}  ${'markup'.padStart(7)} ${'gz'.padStart(7)}   RSC share   (kB)`);
  for (const r of results) {
    console.log(
      `${r.path.padEnd(22)} ${kb(r.html)} ${kb(r.htmlGzip)}  ${kb(r.rsc)} ${kb(r.rscGzip)}  ${kb(r.markup)} ${kb(r.markupGzip)}   ${String(Math.round((100 * r.rsc) / r.html)).padStart(3)} %`,
    );
  }
  const sum = (key) => results.reduce((s, r) => s + r[key], 0);
  console.log(`${'total'.padEnd(22)} ${kb(sum('html'))} ${kb(sum('htmlGzip'))}  ${kb(sum('rsc'))} ${kb(sum('rscGzip'))}  ${kb(sum('markup'))} ${kb(sum('markupGzip'))}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  })
  .finally(() => setTimeout(() => process.exit(), 300).unref());
