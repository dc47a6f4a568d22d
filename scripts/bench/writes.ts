/**
 * The write paths a plant feels (issue 30), beside `npm run bench`'s read ratios: each bench below runs as its own
 * process on its own scratch database — with DATABASE_URL a new database on that server (created and dropped through
 * it), else PGlite in memory — and ends with a BENCH_RESULT line (harness.ts `emitResult`) that goes in the table.
 *
 *   npm run bench                                    # the read table, then these
 *   npm run bench -- --writes=load                   # only some of them; --writes=none: the read table alone
 *   npx tsx --conditions=react-server scripts/bench/writes.ts --writes=load,history,costing,import     # these alone
 *
 * - load: scripts/bench/production-load.ts — 32 presses reporting at once for 30 s (reports/s, p50/p99, deadlocks,
 *   consistency afterwards);
 * - history: the same on a floor with months behind it — 5,000 emptied lots for each of its products (a lot per
 *   report, a lot per resin delivery, all kept once used up or shipped);
 * - costing: scripts/bench/costing.ts — 50,000 products: a raw material's cost change, the plant-rates change;
 * - import: scripts/bench/import.ts — the 100,000-row inventory CSV files.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { BENCH_RESULT, benchArgs } from './harness';

const ROOT = path.resolve(__dirname, '..', '..');

/** Each write bench: its script and the options it runs with here. */
export const WRITE_BENCHES = {
  load: { script: 'production-load.ts', args: [] as string[] },
  history: { script: 'production-load.ts', args: ['--history=5000'] },
  costing: { script: 'costing.ts', args: [] as string[] },
  import: { script: 'import.ts', args: [] as string[] },
} as const;
export type WriteBench = keyof typeof WRITE_BENCHES;

export type WriteResult = { bench: WriteBench; ok: boolean; seconds: number; results: { name: string; figures: Record<string, string> }[] };

/** `--writes=load,history,costing,import` (the default: all), `none` for none; an unknown name is refused. */
export function parseWrites(value: string | undefined): WriteBench[] {
  if (value === undefined || value === 'all' || value === 'true') return Object.keys(WRITE_BENCHES) as WriteBench[];
  if (value === 'none' || value === '') return [];
  const names = value.split(',').map((s) => s.trim());
  for (const n of names) if (!(n in WRITE_BENCHES)) throw new Error(`--writes: unknown bench "${n}" (known: ${Object.keys(WRITE_BENCHES).join(', ')}, none)`);
  return names as WriteBench[];
}

async function withScratchDatabase<T>(url: string | undefined, run: (url: string | undefined) => Promise<T>): Promise<T> {
  if (!url) return run(undefined);
  const name = `moldline_bench_w_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await run(scratch.toString());
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch((err) => console.error(`could not drop ${name}:`, err instanceof Error ? err.message : err));
    await admin.end({ timeout: 5 });
  }
}

function runBench(bench: WriteBench, url: string | undefined): Promise<WriteResult> {
  const { script, args } = WRITE_BENCHES[bench];
  const env = { ...process.env };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=react-server', path.join(ROOT, 'scripts/bench', script), ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const results: WriteResult['results'] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(BENCH_RESULT)) results.push(JSON.parse(line.slice(BENCH_RESULT.length)));
        else console.log(`  [${bench}] ${line}`);
      }
    });
    child.on('close', (code) => resolve({ bench, ok: code === 0, seconds: (Date.now() - started) / 1000, results }));
  });
}

/** Runs the benches one after the other (each on a fresh scratch database) and returns their figures. */
export async function runWriteBenches(benches: WriteBench[], databaseUrl = process.env.DATABASE_URL): Promise<WriteResult[]> {
  const out: WriteResult[] = [];
  for (const bench of benches) {
    console.log(`\nWrite bench "${bench}" (scripts/bench/${WRITE_BENCHES[bench].script}) on ${databaseUrl ? 'a scratch PostgreSQL database' : 'PGlite in memory'}…`);
    out.push(await withScratchDatabase(databaseUrl, (url) => runBench(bench, url)));
  }
  return out;
}

/** The write-path table in Markdown: one row per figure. */
export function writeTable(results: WriteResult[]): string {
  const lines = ['| write path | figure | value |', '|---|---|---:|'];
  for (const r of results) {
    if (!r.results.length) lines.push(`| ${r.bench} | ${r.ok ? 'no figures printed' : 'FAILED (see its output above)'} | — |`);
    for (const { name, figures } of r.results) for (const [label, value] of Object.entries(figures)) lines.push(`| ${name} | ${label} | ${value} |`);
    if (r.results.length && !r.ok) lines.push(`| ${r.bench} | exit | FAILED |`);
  }
  return lines.join('\n');
}

if (require.main === module) {
  const args = benchArgs();
  for (const k of Object.keys(args)) if (k !== 'writes') throw new Error(`Unknown option --${k} (known: --writes)`);
  runWriteBenches(parseWrites(args.writes)).then((results) => {
    console.log(`\n${writeTable(results)}`);
    if (results.some((r) => !r.ok)) process.exitCode = 1;
  });
}
