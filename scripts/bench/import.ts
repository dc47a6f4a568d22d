/**
 * The inventory CSV import at plant scale (issue 30 item 2): a 100,000-row file of items and one of opening stock,
 * sent as the import dialog sends them — batches of IMPORT_BATCH_ROWS rows, an item's rows together (importBatches), IMPORT_IN_FLIGHT
 * requests at once (sendImportBatches), through
 * the route handler with a bearer token (JSON body parsed, the row report serialised). One row in 100 is bad (a
 * missing name, an unknown unit, an unknown code, a negative quantity) so that the refusal path is part of the
 * time. Then the first batches are sent again (a re-import: everything skipped). Prints the whole file's seconds
 * and each batch's median / p95, and checks the report's counts and the rows written.
 *
 *   npx tsx --conditions=react-server scripts/bench/import.ts                          # PGlite, in memory
 *   createdb -h 127.0.0.1 -U postgres moldline_bench_import
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/moldline_bench_import npx tsx --conditions=react-server scripts/bench/import.ts
 *   dropdb -h 127.0.0.1 -U postgres moldline_bench_import
 *
 * Options: --rows=100000 --products=20000 (the items opening stock is recorded against) --kinds=items,opening_stock
 * --again=10 (batches re-imported), --in-flight=2 (requests at once), --group=0 (rows in file order, not an item's
 * rows together: with --in-flight=1, the dialog before issue 30's second pass). Run on an empty database: the file's codes are fixed.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { POST as importRoute } from '@/app/api/inventory/import/route';
import { closeDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import { executeRows } from '@/lib/db/rows';
import { IMPORT_BATCH_ROWS, IMPORT_IN_FLIGHT } from '@/lib/inventory/constants';
import { importBatches, importRowKey, sendImportBatches } from '@/lib/inventory/import-batches';
import { benchArgs, emitResult, openBenchDb, summarize } from './harness';

const args = benchArgs();
const ROWS = Number(args.rows ?? 100_000);
const PRODUCTS = Number(args.products ?? 20_000);
const KINDS = (args.kinds ?? 'items,opening_stock').split(',');
const AGAIN = Number(args.again ?? 10);
/** As the dialog sends them (an item's rows together, IMPORT_IN_FLIGHT at once); `--group=0 --in-flight=1` sends them as it did before. */
const GROUP = args.group !== '0';
const IN_FLIGHT = Number(args['in-flight'] ?? IMPORT_IN_FLIGHT);

type Row = { row: number; values: Record<string, string> };

function itemRows(): Row[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const row = i + 2;
    const values: Record<string, string> = {
      product_code: `IMP-${String(i).padStart(6, '0')}`,
      product_name: `Imported part ${i}`,
      product_type: ['finished_good', 'raw_material', 'component', 'packaging'][i % 4],
      unit: ['ea', 'kg', 'pcs', 'box'][i % 4],
      category: ['Closures', 'Resins', 'Fasteners', 'Cartons'][i % 4],
      standard_cost: (0.5 + (i % 300) / 100).toFixed(2),
      reorder_level: String((i % 13) * 100),
      color: i % 3 ? 'black' : '',
    };
    if (i % 100 === 37) values.product_name = ''; // refused: the name is required
    if (i % 100 === 71) values.unit = 'bushel'; // refused: not a unit
    return { row, values };
  });
}

function openingRows(): Row[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const row = i + 2;
    const values: Record<string, string> = {
      product_code: `OSB-${String(1 + ((i * 7919) % PRODUCTS)).padStart(6, '0')}`,
      location_code: `OSL-${String(1 + (i % 60)).padStart(3, '0')}`,
      quantity: String(1 + (i % 500)),
      unit_cost: i % 5 ? (0.25 + (i % 200) / 100).toFixed(2) : '',
      lot_number: `OS-${i}`,
      received_date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    };
    if (i % 100 === 37) values.product_code = 'NO-SUCH-ITEM'; // refused: unknown code
    if (i % 100 === 71) values.quantity = '-3'; // refused: not positive
    return { row, values };
  });
}

async function load(db: Db) {
  const [{ n }] = await executeRows<{ n: string | number }>(db, sql`select count(*) as n from products where product_code like 'OSB-%'`);
  if (Number(n) > 0) throw new Error('Run on an empty database (the file codes are fixed): drop it and create it again.');
  await db.execute(sql`insert into storage_locations (location_code, location_name, location_type)
    select 'OSL-' || lpad(g::text, 3, '0'), 'Import location ' || g, 'warehouse'::location_type from generate_series(1, 60) g`);
  await db.execute(sql`insert into products (product_code, product_name, product_type, unit, standard_cost)
    select 'OSB-' || lpad(g::text, 6, '0'), 'Stocked part ' || g, 'raw_material', 'kg', 1 + (g % 50) / 10.0 from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`analyze`);
}

/**
 * CPU seconds spent so far by this process (PGlite runs in it) and by the PostgreSQL backends serving this
 * database (read from /proc: the server must be on this machine; otherwise null). On a shared, loaded machine the
 * wall-clock time of a run varies 2× with the other work; the CPU time it used varies far less.
 */
async function cpuSeconds(db: Db, kind: string): Promise<{ node: number; db: number | null }> {
  const { user, system } = process.cpuUsage();
  const node = (user + system) / 1e6;
  if (kind !== 'postgres') return { node, db: null };
  const pids = await executeRows<{ pid: number }>(db, sql`select pid from pg_stat_activity where datname = current_database()`);
  let ticks = 0;
  for (const { pid } of pids) {
    try {
      // Fields 14 and 15 (utime, stime) after the ")" that ends the command name.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return { node, db: null };
    }
  }
  return { node, db: ticks / 100 };
}

type Report = { imported: number[]; skipped: unknown[]; refused: { row: number }[] };

async function main() {
  const bench = await openBenchDb();
  try {
    await load(bench.db);
    const [user] = await bench.db.insert(users).values({ name: 'Bench', email: `bench-import-${Date.now()}@example.test`, passwordHash: 'x', role: 'Admin' }).returning();
    const token = await issueApiToken(bench.db, toSessionUser(user));
    const send = async (kind: string, rows: Row[]): Promise<Report> => {
      const res = await importRoute(
        new Request('http://bench.test/api/inventory/import', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ kind, rows }) }),
        { params: Promise.resolve({}) },
      );
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      return body.data as Report;
    };

    const lines: string[] = [];
    const figures: Record<string, string> = {};
    for (const kind of KINDS) {
      const rows = kind === 'items' ? itemRows() : openingRows();
      const batches = GROUP ? importBatches(rows, undefined, undefined, importRowKey) : importBatches(rows);
      const times: number[] = [];
      const totals = { imported: 0, skipped: 0, refusedRows: 0 };
      const cpuBefore = await cpuSeconds(bench.db, bench.kind);
      const started = performance.now();
      const failed = await sendImportBatches(
        batches,
        importRowKey,
        async (batch) => {
          const t = performance.now();
          const report = await send(kind, batch);
          times.push(performance.now() - t);
          return { ok: true as const, value: report };
        },
        (_batch, report) => {
          totals.imported += report.imported.length;
          totals.skipped += report.skipped.length;
          totals.refusedRows += new Set(report.refused.map((p) => p.row)).size;
        },
        IN_FLIGHT,
      );
      if (failed) throw new Error('a batch was refused');
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = await cpuSeconds(bench.db, bench.kind);
      const cpu =
        `${(cpuAfter.node - cpuBefore.node).toFixed(1)} s node` +
        (cpuAfter.db !== null && cpuBefore.db !== null ? ` + ${(cpuAfter.db - cpuBefore.db).toFixed(1)} s PostgreSQL` : '');
      const per = summarize(times);
      // The re-import: the first batches again, every good row skipped.
      const againTimes: number[] = [];
      let againImported = 0;
      for (const batch of batches.slice(0, AGAIN)) {
        const t = performance.now();
        const report = await send(kind, batch);
        againTimes.push(performance.now() - t);
        againImported += report.imported.length;
      }
      const again = summarize(againTimes);
      const [written] = await executeRows<{ n: string | number }>(
        bench.db,
        kind === 'items' ? sql`select count(*) as n from products where product_code like 'IMP-%'` : sql`select count(*) as n from stock_movements where idempotency_key like 'opening|%'`,
      );
      lines.push(
        `| ${kind} | ${rows.length.toLocaleString('en')} rows in ${batches.length} batches of ${IMPORT_BATCH_ROWS}${GROUP ? ', grouped by item' : ''}, ${IN_FLIGHT} at once | ${seconds.toFixed(1)} s (load ${loadavg()[0].toFixed(1)}) | ${cpu} | ${per.median.toFixed(1)} / ${per.p95.toFixed(1)} ms | ` +
          `${totals.imported} imported, ${totals.skipped} skipped, ${totals.refusedRows} refused; ${Number(written.n)} written | ` +
          `${again.median.toFixed(1)} / ${again.p95.toFixed(1)} ms (${againImported} imported again) |`,
      );
      console.log(lines[lines.length - 1]);
      figures[`${kind}: ${rows.length.toLocaleString('en')} rows`] = `${seconds.toFixed(1)} s (batch ${per.median.toFixed(0)} / ${per.p95.toFixed(0)} ms)`;
    }
    console.log(`\n${bench.label}\n`);
    console.log('| file | size | whole file | CPU time | one batch: median / p95 | report | re-import of a batch: median / p95 |');
    console.log('|---|---|---:|---:|---:|---|---:|');
    for (const line of lines) console.log(line);
    emitResult('CSV import', figures);
  } finally {
    await closeDb().catch(() => {});
    await bench.close().catch(() => {});
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
