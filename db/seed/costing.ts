import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { costingRates, currentCostSheets, machines, productCosting, products } from '@/db/schema';
import { DEFAULT_COSTING_RATES } from '@/lib/costing/constants';
import { recomputeAllCostSheets } from '@/lib/costing/recompute';
import { transactionWithRetry } from '@/lib/db/retry';
import { seedContext } from './context';

/**
 * Demo costing: the plant rates, the press each molded product runs on (by part size: small closures on the
 * fast 150 t presses, housings and pails on the big ones), then every cost sheet computed from the BOMs,
 * cycle times and rates seeded before. Presses are production's table; when none has an hourly rate yet
 * (costing seeded without production) a few demo presses are added, found again by machine number. Idempotent.
 */
const DEMO_PRESSES = [
  { machineNumber: 'IMM-150-01', machineName: 'Engel e-mac 150', tonnage: 150, hourlyRate: 38 },
  { machineNumber: 'IMM-150-02', machineName: 'Arburg Allrounder 470', tonnage: 150, hourlyRate: 36 },
  { machineNumber: 'IMM-300-01', machineName: 'Husky HyPET 300', tonnage: 300, hourlyRate: 52 },
  { machineNumber: 'IMM-500-01', machineName: 'Krauss-Maffei GX 500', tonnage: 500, hourlyRate: 74 },
];

/** Product code → the demo press (machine number) it runs on, and its crewing where it differs from the plant's. */
const ASSIGNMENTS: Record<string, { press: string; operators?: number }> = {
  'FG-CAP-28': { press: 'IMM-150-01', operators: 0.25 },
  'FG-CAP-38': { press: 'IMM-150-02', operators: 0.25 },
  'FG-AUTO-CLIP': { press: 'IMM-150-02' },
  'WIP-CLIP-A': { press: 'IMM-150-01' },
  'WIP-LENS-C': { press: 'IMM-150-02' },
  'FG-CTR-500': { press: 'IMM-300-01' },
  'WIP-HSG-T': { press: 'IMM-300-01' },
  'WIP-HSG-B': { press: 'IMM-500-01' },
  'FG-HANDLE-T': { press: 'IMM-500-01', operators: 1 },
};

export async function seed(db: Db): Promise<string> {
  const ctx = await seedContext(db);
  // Retried whole on a deadlock: its re-costing of the plant meets a product update or create holding a product
  // row while it waits for the costing lock (on a shared database, other test files' writes).
  return transactionWithRetry(db, async (tx) => {
    const ratesAdded = (
      await tx
        .insert(costingRates)
        .values({
          id: 1,
          laborRatePerHour: DEFAULT_COSTING_RATES.labor_rate_per_hour,
          operatorsPerPress: DEFAULT_COSTING_RATES.operators_per_press,
          overheadRatePerHour: DEFAULT_COSTING_RATES.overhead_rate_per_hour,
          defaultMachineRate: DEFAULT_COSTING_RATES.default_machine_rate,
        })
        .onConflictDoNothing()
        .returning({ id: costingRates.id })
    ).length;

    // Presses with an hourly rate: the demo ones by number, else whatever production seeded, by size. A press
    // without a rate (0, the column's default) would cost the demo parts no press time, so the demo presses are
    // added when no press has one (costing-seed.test.ts failed on a shared database when a part landed on another
    // test's unpriced press).
    const pricedPresses = async () => (await tx.select().from(machines)).filter((p) => Number(p.hourlyRate) > 0);
    let presses = await pricedPresses();
    if (presses.length === 0) {
      await tx
        .insert(machines)
        .values(DEMO_PRESSES.map((p) => ({ ...p, status: 'idle' as const })))
        .onConflictDoNothing();
      presses = await pricedPresses();
      // Demo press numbers taken by unpriced presses of the plant's own: cost with those rather than not at all.
      if (presses.length === 0) presses = await tx.select().from(machines);
    }
    const byNumber = new Map(presses.map((p) => [p.machineNumber.toLowerCase(), p]));
    const bySize = [...presses].sort((a, b) => (a.tonnage ?? 0) - (b.tonnage ?? 0) || a.id - b.id);
    const pressFor = (number: string, index: number) => {
      const exact = byNumber.get(number.toLowerCase());
      if (exact) return exact;
      const size = DEMO_PRESSES.findIndex((p) => p.machineNumber === number) / DEMO_PRESSES.length;
      return bySize[Math.min(bySize.length - 1, Math.floor(size * bySize.length))] ?? bySize[index % bySize.length];
    };

    const molded = await tx
      .select({ id: products.id, code: products.productCode })
      .from(products)
      .where(and(inArray(products.productCode, Object.keys(ASSIGNMENTS)), isNotNull(products.cycleTimeSeconds)));
    const assigned = new Set((await tx.select({ id: productCosting.productId }).from(productCosting)).map((r) => r.id));
    let inputs = 0;
    for (const [index, p] of molded.entries()) {
      if (assigned.has(p.id)) continue;
      const a = ASSIGNMENTS[p.code];
      await tx.insert(productCosting).values({ productId: p.id, machineId: pressFor(a.press, index).id, operatorsPerPress: a.operators ?? null });
      inputs++;
    }

    const result = await recomputeAllCostSheets(tx, ctx.user);
    const [{ current }] = await tx.select({ current: sql<number>`count(*)::int` }).from(currentCostSheets);
    return `${ratesAdded ? 'plant rates set; ' : ''}${inputs} product costing inputs; ${result.created} cost sheet versions written, ${current} current`;
  });
}
