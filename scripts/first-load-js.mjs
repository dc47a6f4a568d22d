#!/usr/bin/env node
// First Load JS per page, from a production build (`npm run build` first): the gzipped bytes of every script a
// browser loads to show the page, as `next build` printed it before Turbopack. Next 16 no longer prints it.
//
//   npm run first-load-js                      # the build in $NEXT_DIST_DIR or .next
//   npm run first-load-js -- --limit=150 --json
//
// Per page it adds up the root scripts every page loads (build-manifest.json `rootMainFiles`; the `nomodule`
// polyfills are left out: modern browsers skip them) and the chunks of every segment the page renders (its
// layouts, page, loading, error and not-found boundaries: `entryJSFiles` of the page's
// server/app/**/page_client-reference-manifest.js), each file counted once and gzipped at level 9. Chunks loaded
// later (`next/dynamic`, `import()`: dialogs, charts on first open) are not First Load JS and are not counted.
// Exits 1 when a page is over the limit (150 kB by default, kB = 1,000 bytes, as Next printed it).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const distDir = args.get('dir') ?? process.env.NEXT_DIST_DIR ?? '.next';
const limitKb = Number(args.get('limit') ?? 150);
const asJson = args.get('json') === 'true';
if (!Number.isFinite(limitKb) || limitKb <= 0) {
  console.error(`--limit must be a positive number of kB, not "${args.get('limit')}"`);
  process.exit(2);
}

const root = join(process.cwd(), distDir);
const buildManifestPath = join(root, 'build-manifest.json');
if (!existsSync(buildManifestPath)) {
  console.error(`No production build in ${distDir}/ (build-manifest.json is missing): run \`npm run build\` first.`);
  process.exit(2);
}
const buildManifest = JSON.parse(readFileSync(buildManifestPath, 'utf8'));
const rootMainFiles = buildManifest.rootMainFiles ?? [];

const gzipCache = new Map();
/** Gzipped size of one static file (a path under the dist dir, with or without the /_next/ prefix). */
function gzipped(file) {
  const path = file.replace(/^\/?_next\//, '');
  if (!gzipCache.has(path)) {
    const full = join(root, path);
    if (!existsSync(full)) throw new Error(`${path} is named by the build manifests but missing from ${distDir}/`);
    gzipCache.set(path, gzipSync(readFileSync(full), { level: 9 }).length);
  }
  return gzipCache.get(path);
}

function* manifestsUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* manifestsUnder(full);
    else if (entry.name === 'page_client-reference-manifest.js') yield full;
  }
}

/** "/(app)/(records)/molds/[id]/page" → "/molds/[id]" (route groups are not part of the URL). */
function routeOf(entryName) {
  const route = entryName.replace(/\/page$/, '').split('/').filter((part) => part && !/^\(.*\)$/.test(part)).join('/');
  return `/${route}`;
}

const require = createRequire(import.meta.url);
const appDir = join(root, 'server', 'app');
const pages = [];
for (const file of manifestsUnder(appDir)) {
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[entry]; run it in a fresh global slot.
  globalThis.__RSC_MANIFEST = {};
  require(file);
  const entries = Object.entries(globalThis.__RSC_MANIFEST);
  delete require.cache[file];
  for (const [entryName, manifest] of entries) {
    const route = routeOf(entryName);
    if (route.startsWith('/_')) continue; // Next's own /_not-found and /_global-error
    const files = new Set(rootMainFiles);
    for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
    pages.push({ route, entry: relative(root, file).split(sep).join('/'), files: [...files] });
  }
}
if (pages.length === 0) {
  console.error(`No page manifests under ${relative(process.cwd(), appDir)}: is ${distDir}/ an App Router production build?`);
  process.exit(2);
}
pages.sort((a, b) => a.route.localeCompare(b.route));

// "Shared": the chunks every page loads (React, Next's client, the root layout).
const shared = pages.map((p) => new Set(p.files)).reduce((acc, set) => new Set([...acc].filter((f) => set.has(f))));
const sharedBytes = [...shared].reduce((sum, f) => sum + gzipped(f), 0);
const rows = pages.map((p) => {
  const total = p.files.reduce((sum, f) => sum + gzipped(f), 0);
  return { route: p.route, firstLoadBytes: total, ownBytes: total - sharedBytes, files: p.files.length, over: total > limitKb * 1000 };
});

const kb = (bytes) => (bytes / 1000).toFixed(1);
if (asJson) {
  console.log(JSON.stringify({ distDir, limitKb, sharedBytes, pages: rows }, null, 2));
} else {
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`First Load JS (gzip) of ${distDir}/, limit ${limitKb} kB; shared by all pages: ${kb(sharedBytes)} kB (${shared.size} files)`);
  console.log(`${'Route'.padEnd(width)}  ${'own kB'.padStart(7)}  ${'first load kB'.padStart(13)}  files`);
  for (const r of rows) {
    console.log(`${r.route.padEnd(width)}  ${kb(r.ownBytes).padStart(7)}  ${kb(r.firstLoadBytes).padStart(13)}  ${String(r.files).padStart(5)}${r.over ? '  OVER' : ''}`);
  }
}
const over = rows.filter((r) => r.over);
if (over.length > 0) {
  console.error(`${over.length} page(s) load more than ${limitKb} kB of JavaScript first: ${over.map((r) => r.route).join(', ')}`);
  process.exit(1);
}
