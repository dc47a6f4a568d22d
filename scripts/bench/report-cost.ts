/**
 * What one production report costs (issue 30, item 3): the SQL statements it sends (a logging drizzle, `--show`
 * lists them), then `--n` (300) reports one after the other through the route handler on one order — wall time, the
 * Node process's CPU and, on a local PostgreSQL, the CPU of this database's backends (/proc), each per report. CPU
 * is what bounds the floor at once (scripts/bench/production-load.ts): it is not spent waiting, so the figures
 * hold up on a busy machine where the load bench's wall-clock ones do not.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_cost npx tsx --conditions=react-server scripts/bench/report-cost.ts --show
 */
import fs from 'node:fs';
import { POST as reportRoute } from '@/app/api/production/work-orders/[id]/reports/route';
import { users } from '@/db/schema';
import { authenticateRequest } from '@/lib/auth/request';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { reportProduction } from '@/lib/production/service';
import { buildLoadPlant } from '../../tests/ops/load-plant';
import { benchArgs, openBenchDb } from './harness';

const args = benchArgs();
const N = Number(args.n ?? 300);
const HISTORY = Number(args.history ?? 0);
async function main() {
  const bench = await openBenchDb();
  const { db } = bench;
  const [row] = await db.insert(users).values({ name: 'Report cost', email: `cost-${Date.now()}@example.test`, role: 'Admin', passwordHash: 'x' }).returning();
  const user = toSessionUser(row);
  const token = await issueApiToken(db, user);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const tag = `RC${Date.now().toString(36).slice(-5)}`;
  const plant = await buildLoadPlant({ db, user }, { presses: 2, materials: 3, tag, stock: 10_000_000, history: HISTORY });
  const body = JSON.stringify({ shots: 10, good_parts: 38, scrap_parts: 2, operator: 'Report cost' });
  const order = plant.orders[0];
  const send = async () => {
    const res = await reportRoute(new Request(`http://localhost/api/production/work-orders/${order.id}/reports`, { method: 'POST', headers, body }), { params: Promise.resolve({ id: String(order.id) }) });
    const text = await res.text();
    if (res.status !== 201) throw new Error(text);
    return text;
  };
  await send();
  const traced: string[] = [];
  const tdb = bench.logged({ logQuery: (query) => traced.push(query) });
  await authenticateRequest(tdb, new Request('http://localhost/', { headers }));
  await reportProduction({ db: tdb, user }, order.id, JSON.parse(body));
  console.log(`${traced.length} statements`);
  if (args.show) traced.forEach((query, i) => console.log(i + 1, query.slice(0, 220)));
  for (let i = 0; i < 30; i++) await send();
  const pgCpu = async () => {
    if (bench.kind !== 'postgres') return 0;
    const pids = (await bench.raw('select pid from pg_stat_activity where datname = current_database()')).map((r) => Number(r.pid));
    let ticks = 0;
    for (const pid of pids) {
      try {
        const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // a backend that has gone
      }
    }
    return ticks * 10; // ms (100 ticks a second)
  };
  const p0 = await pgCpu();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await send();
  const el = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const p1 = await pgCpu();
  console.log(`${N} reports one after another: ${(el / N).toFixed(2)} ms/report, Node CPU ${((c.user + c.system) / 1000 / N).toFixed(2)} ms/report${bench.kind === 'postgres' ? `, PostgreSQL CPU ${((p1 - p0) / N).toFixed(2)} ms/report` : ''}`);
  await bench.close();
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
