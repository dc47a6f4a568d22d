/**
 * Production reports from a whole floor at once (issue 30, item 3): `--presses` presses (32) each report through the
 * real route handler (POST /api/production/work-orders/{id}/reports, bearer token) as fast as it answers, for
 * `--seconds` (30), all drawing on `--materials` (3) shared resins — every report issues two of them FIFO,
 * receives its good parts as a lot, counts the mold's shots, the OEE rollup and the audit, in one transaction.
 * Prints reports/s, p50 / p95 / p99 / max, refusals, deadlocks and retries (lib/db/retry.ts), then checks that
 * stock balances, mold counters, work-order quantities and status counters equal a recomputation from the
 * movements and reports (tests/ops/invariants.ts); exits 1 when they do not.
 *
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_load
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_load npx tsx --conditions=react-server scripts/bench/production-load.ts
 *   npx tsx --conditions=react-server scripts/bench/production-load.ts --seconds=10     # PGlite, in memory
 *
 * Options: --presses=32 --seconds=30 --materials=3 --history=0 (emptied lots per product before the run: a floor's
 * months of lots used up and shipped, tests/ops/load-plant.ts). Runs on an empty or earlier-used database (each run builds its
 * own presses, molds, products and materials under a new tag).
 */
import fs from 'node:fs';
import { POST as reportRoute } from '@/app/api/production/work-orders/[id]/reports/route';
import { users } from '@/db/schema';
import { authenticateRequest } from '@/lib/auth/request';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { retryStats } from '@/lib/db/retry';
import type { Session } from '@/lib/system/backup/connection';
import { reportInvariants } from '../../tests/ops/invariants';
import { buildLoadPlant } from '../../tests/ops/load-plant';
import { benchArgs, emitResult, openBenchDb, summarize } from './harness';

const args = benchArgs();
const PRESSES = Number(args.presses ?? 32);
const SECONDS = Number(args.seconds ?? 30);
const MATERIALS = Number(args.materials ?? 3);
const HISTORY = Number(args.history ?? 0);

async function main() {
  const bench = await openBenchDb();
  const { db, raw } = bench;
  console.log(`Production load on ${bench.label}: ${PRESSES} presses, ${MATERIALS} shared materials, ${SECONDS} s${HISTORY ? `, ${HISTORY} emptied lots a product` : ''}`);
  const [row] = await db.insert(users).values({ name: 'Load bench', email: `load-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const token = await issueApiToken(db, user);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await authenticateRequest(db, new Request('http://localhost/', { headers }));

  const tag = `LD${Date.now().toString(36).slice(-5)}`;
  const t0 = performance.now();
  const plant = await buildLoadPlant({ db, user }, { presses: PRESSES, materials: MATERIALS, tag, stock: 10_000_000, history: HISTORY });
  console.log(`  plant built (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const body = JSON.stringify({ shots: 10, good_parts: 38, scrap_parts: 2, operator: 'Load bench' });
  const latencies: number[] = [];
  const refused = new Map<number, number>();
  const stopAt = performance.now() + SECONDS * 1000;
  const machineBefore = machineCpu();
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    plant.orders.map(async (order) => {
      while (performance.now() < stopAt) {
        const t = performance.now();
        const res = await reportRoute(new Request(`http://localhost/api/production/work-orders/${order.id}/reports`, { method: 'POST', headers, body }), {
          params: Promise.resolve({ id: String(order.id) }),
        });
        await res.arrayBuffer();
        if (res.status === 201) latencies.push(performance.now() - t);
        else refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const node = process.cpuUsage(nodeBefore);
  const machineAfter = machineCpu();
  const s = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
  const { median, p95, max } = summarize(latencies);
  console.log(`\n${latencies.length} reports in ${elapsed.toFixed(1)} s: ${(latencies.length / elapsed).toFixed(0)} reports/s`);
  console.log(`  latency p50 ${median.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${at(99).toFixed(1)} ms   max ${max.toFixed(1)} ms`);
  // CPU per report: steadier than reports/s on a shared VM (both cores are busy: Node and the database).
  const perReport = (seconds: number) => ((seconds * 1000) / Math.max(1, latencies.length)).toFixed(2);
  const nodeSeconds = (node.user + node.system) / 1e6;
  const machineSeconds = machineBefore && machineAfter ? machineAfter.busy - machineBefore.busy : null;
  console.log(
    `  CPU per report: this process ${perReport(nodeSeconds)} ms` +
      (machineSeconds != null ? `, the whole machine ${perReport(machineSeconds)} ms (busy ${((100 * machineSeconds) / (machineAfter!.total - machineBefore!.total)).toFixed(0)} %)` : ''),
  );
  console.log(`  refused: ${refused.size ? [...refused].map(([status, n]) => `${n} × ${status}`).join(', ') : 'none'}`);
  console.log(`  deadlocks ${retryStats.deadlocks}, serialization failures ${retryStats.serializationFailures}, retried ${retryStats.retried}, gave up ${retryStats.gaveUp}`);

  const session = { kind: bench.kind, label: bench.label, query: <T>(text: string, params?: unknown[]) => raw(text, params) as Promise<T[]> } as Session;
  const facts = await reportInvariants(
    session,
    plant.orders.map((o) => o.id),
  );
  const consistent = facts.reports === latencies.length && facts.broken.length === 0;
  console.log(`\nconsistency: ${facts.reports} reports stored for ${latencies.length} acknowledged; ${facts.broken.length ? facts.broken.slice(0, 10).join('; ') : 'stock, molds, orders and counters equal a recomputation'}`);
  await bench.close();
  emitResult(HISTORY ? `production reports, ${HISTORY.toLocaleString('en-US')} emptied lots a product` : 'production reports', {
    [`${PRESSES} presses at once`]: `${(latencies.length / elapsed).toFixed(0)} reports/s`,
    'p50 / p99': `${median.toFixed(0)} / ${at(99).toFixed(0)} ms`,
    'deadlocks / retries': `${retryStats.deadlocks} / ${retryStats.retried}`,
    'CPU per report (this process / machine)': `${perReport(nodeSeconds)} / ${machineSeconds != null ? perReport(machineSeconds) : '—'} ms`,
    consistent: consistent ? 'yes' : 'NO',
  });
  if (!consistent) process.exit(1);
}

/** The machine's CPU seconds, busy and in all, from /proc/stat (Linux; null elsewhere). */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const tick = 100; // USER_HZ
    return { busy: (user + nice + system + irq + softirq) / tick, total: (user + nice + system + idle + iowait + irq + softirq) / tick };
  } catch {
    return null;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
