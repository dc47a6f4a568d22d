import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bomRoute } from '@/app/api/boms/route';
import { PATCH as inputsPatch } from '@/app/api/costing/products/[id]/inputs/route';
import { getDb, type Db } from '@/db/client';
import { costingRates, costSheets, currentCostSheets, productCosting } from '@/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import type { CostSheetDetailDto } from '@/lib/costing/dto';
import { computeCostSheet, type CostingRates, type ProductCostInput } from '@/lib/costing/formulas';
import { loadRates, recomputeCostSheets, storedBasis, type RecomputeSizes } from '@/lib/costing/recompute';
import { getCurrentCostSheet } from '@/lib/costing/service';
import { unpackInputs } from '@/lib/costing/snapshot';
import { makeMachine, setTestRates } from '../factories/costing';
import { makeBom, makeProduct } from '../factories/products';
import { signedInAs } from '../factories/users';
import { call, rolledBack, withDemoSeedLock } from '../helpers';

/**
 * Set-based recomputation (issue 30): many products' sheets computed in one pass and written in a few statements
 * give the very sheets the product-by-product path gives, on a BOM four levels deep, also rolled up and stored a few
 * products at a time; sheets stored before the snapshot was packed read and compare as they did, and so do current
 * sheets without a change basis of their own version (migration 0038).
 */
let token: string;
let user: SessionUser;
beforeAll(async () => {
  await setTestRates();
  ({ token, user } = await signedInAs('Manager'));
});

/**
 * `work` with the plant frozen: on the shared PostgreSQL database the demo seed (costing-seed.test.ts) and the rates
 * test of costing.test.ts recompute every product's sheet, and would store versions of this file's products between
 * its steps. The seed's lock keeps the one out; a share lock on the plant rates' row the other (its PATCH waits for
 * it). PGlite: each file has its own database.
 */
async function withPlantFrozen<T>(work: () => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) return work();
  return withDemoSeedLock(async () => {
    const single = postgres(url, { max: 1, onnotice: () => {} });
    try {
      return (await single.begin(async (q) => {
        await q`select 1 from costing_rates where id = 1 for share`;
        return work();
      })) as T;
    } finally {
      await single.end({ timeout: 5 });
    }
  });
}

/** The seed's lock may be held by the other files' demo seeds for a while. */
const FROZEN_TIMEOUT = 180_000;

class Rollback extends Error {}
/** `work` in a transaction that is always rolled back (a plant rates change must not reach the other test files). */
async function inRolledBack(work: (tx: Db) => Promise<void>) {
  await expect(
    getDb().transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

/**
 * resin (kg) and carton and insert (bought) → part (48.5 g of resin, 2 % scrap; on a press) → sub-assembly (2 parts,
 * an insert) → finished good (a sub-assembly, a part, 0.02 carton; crewed by 1.5 operators): the same inputs each call.
 */
async function plant() {
  const press = await makeMachine({ hourlyRate: 55 });
  const resin = await makeProduct({ productType: 'raw_material', unit: 'kg', standardCost: 2.35 });
  const carton = await makeProduct({ productType: 'packaging', unit: 'ea', standardCost: 0.41 });
  const insert = await makeProduct({ productType: 'component', unit: 'pcs', standardCost: 0.3 });
  const part = await makeProduct({ productType: 'component', unit: 'pcs', cycleTimeSeconds: 37, partsPerCycle: 4, standardCost: 1 });
  const sub = await makeProduct({ productType: 'semi_finished', unit: 'pcs', cycleTimeSeconds: 21, partsPerCycle: 1, standardCost: 1 });
  const fg = await makeProduct({ unit: 'ea', cycleTimeSeconds: 3600, partsPerCycle: 90, sellingPrice: 9.95 });
  const boms = {
    part: [{ item_id: resin.id, quantity: 48.5, unit: 'g' as const, scrap_percentage: 2 }],
    sub: [
      { item_id: part.id, quantity: 2, unit: 'pcs' as const, scrap_percentage: 1 },
      { item_id: insert.id, quantity: 1, unit: 'pcs' as const, scrap_percentage: 0 },
    ],
    fg: [
      { item_id: sub.id, quantity: 1, unit: 'pcs' as const, scrap_percentage: 0.5 },
      { item_id: part.id, quantity: 1, unit: 'pcs' as const, scrap_percentage: 0.5 },
      { item_id: carton.id, quantity: 0.02, unit: 'ea' as const, scrap_percentage: 0.5 },
    ],
  };
  return { press, resin, carton, insert, part, sub, fg, boms, made: [part, sub, fg] };
}

type Plant = Awaited<ReturnType<typeof plant>>;

/** One product at a time, as a planner would: each BOM saved through the API (which recomputes it and its parents). */
async function productByProduct() {
  const p = await plant();
  for (const [product, items] of [
    [p.part, p.boms.part],
    [p.sub, p.boms.sub],
    [p.fg, p.boms.fg],
  ] as const) {
    expect((await call(bomRoute, 'POST', '/api/boms', { token, body: { product_id: product.id, items } })).status).toBe(201);
  }
  const inputs = (id: number, body: unknown) => call(inputsPatch, 'PATCH', `/api/costing/products/${id}/inputs`, { token, body, params: { id: String(id) } });
  expect((await inputs(p.part.id, { machine_id: p.press.id })).status).toBe(200);
  expect((await inputs(p.fg.id, { operators_per_press: 1.5 })).status).toBe(200);
  return p;
}

/** The same plant written straight into the tables (no sheets yet), then every sheet computed in one recompute. */
async function inOnePass() {
  const p = await plant();
  const line = (l: { item_id: number; quantity: number; unit: 'g' | 'pcs' | 'ea'; scrap_percentage: number }) => ({ itemId: l.item_id, quantity: l.quantity, unit: l.unit, scrapPercentage: l.scrap_percentage });
  await makeBom(p.part.id, p.boms.part.map(line));
  await makeBom(p.sub.id, p.boms.sub.map(line));
  await makeBom(p.fg.id, p.boms.fg.map(line));
  await getDb()
    .insert(productCosting)
    .values([
      { productId: p.part.id, machineId: p.press.id },
      { productId: p.fg.id, operatorsPerPress: 1.5 },
    ]);
  const result = await getDb().transaction((tx) => recomputeCostSheets(tx, [p.resin.id, p.carton.id, p.insert.id], user));
  expect(result.productIds.sort()).toEqual(p.made.map((m) => m.id).sort());
  return p;
}

const sheetOf = (db: Db, productId: number) => getCurrentCostSheet({ db, user }, productId);

/** A sheet with the other plant's ids and codes replaced by this one's, to compare two plants of the same inputs. */
function comparable(sheet: CostSheetDetailDto, p: Plant) {
  const names = new Map<number, string>(['resin', 'carton', 'insert', 'part', 'sub', 'fg'].map((k) => [p[k as 'resin'].id, k]));
  return {
    figures: [sheet.material_cost, sheet.machine_cost, sheet.labor_cost, sheet.overhead_cost, sheet.total_cost, sheet.selling_price, sheet.margin_percentage],
    inputs: {
      ...sheet.inputs,
      machine_id: sheet.inputs.machine_id === null ? null : 'press',
      machine: sheet.inputs.machine === null ? null : 'press',
      bom: sheet.inputs.bom?.map(({ item_id, product_code: _code, product_name: _name, ...l }) => ({ item: names.get(item_id), ...l })) ?? null,
    },
  };
}

const figuresOf = (s: Pick<CostSheetDetailDto, 'material_cost' | 'machine_cost' | 'labor_cost' | 'overhead_cost' | 'total_cost' | 'selling_price' | 'margin_percentage'>) => ({
  material_cost: s.material_cost,
  machine_cost: s.machine_cost,
  labor_cost: s.labor_cost,
  overhead_cost: s.overhead_cost,
  total_cost: s.total_cost,
  selling_price: s.selling_price,
  margin_percentage: s.margin_percentage,
});

/** Each product's sheet by the formulas alone, one product at a time, bottom-up (components at their figures). */
function byTheFormulas(p: Plant, rates: CostingRates) {
  const totals = new Map<number, number>([p.resin, p.carton, p.insert].map((b) => [b.id, b.standardCost]));
  const rolled = new Set<number>();
  const unitCost = (id: number) => ({ cost: totals.get(id)!, source: rolled.has(id) ? ('rolled_up' as const) : ('standard' as const) });
  const unitOf = new Map([p.resin, p.carton, p.insert, p.part, p.sub, p.fg].map((x) => [x.id, x.unit]));
  const sheets = new Map<number, ReturnType<typeof computeCostSheet>>();
  for (const [product, items, machine, operators] of [
    [p.part, p.boms.part, { id: p.press.id, hourly_rate: 55 }, null],
    [p.sub, p.boms.sub, null, null],
    [p.fg, p.boms.fg, null, 1.5],
  ] as const) {
    const input: ProductCostInput = {
      product_id: product.id,
      cycle_time_seconds: product.cycleTimeSeconds,
      parts_per_cycle: product.partsPerCycle,
      selling_price: product.sellingPrice,
      machine,
      operators_per_press: operators,
      bom: items.map((l) => ({ ...l, component_unit: unitOf.get(l.item_id) })),
    };
    const sheet = computeCostSheet(input, rates, unitCost);
    sheets.set(product.id, sheet);
    totals.set(product.id, sheet.total_cost);
    rolled.add(product.id);
  }
  return sheets;
}

describe('set-based recomputation', () => {
  it('computes, in one pass, the sheets the product-by-product path stores (four BOM levels, units converted, a press, crewing)', () =>
    withPlantFrozen(async () => {
    const one = await productByProduct();
    const many = await inOnePass();
    for (const key of ['part', 'sub', 'fg'] as const) {
      const a = await sheetOf(getDb(), one[key].id);
      const b = await sheetOf(getDb(), many[key].id);
      expect(comparable(b, many)).toEqual(comparable(a, one));
      expect(b).toMatchObject({ version: 1, is_current: true, changes: ['initial'] });
    }
    // And both are the formulas' figures, product by product.
    const expected = byTheFormulas(many, await loadRates(getDb())); // the plant's rates (frozen meanwhile)
    for (const product of many.made) {
      const sheet = await sheetOf(getDb(), product.id);
      const want = expected.get(product.id)!;
      expect(figuresOf(sheet)).toEqual(figuresOf(want));
      const { machine: _machine, bom, ...inputs } = sheet.inputs;
      expect({ ...inputs, bom: bom?.map(({ product_code: _c, product_name: _n, ...l }) => l) ?? null }).toEqual(JSON.parse(JSON.stringify(want.inputs)));
    }
    }), FROZEN_TIMEOUT);

  it('after a plant rates change every sheet gets a new version, equal to the formulas at the new rates', async () => {
    const { one, many } = await withPlantFrozen(async () => ({ one: await productByProduct(), many: await inOnePass() }));
    await inRolledBack(async (tx) => {
      // The rates' row locked first: no other rates change is under way; the versions as they are now.
      await tx.update(costingRates).set({ laborRatePerHour: 31.5, overheadRatePerHour: 22.25 }).where(eq(costingRates.id, 1));
      const before = new Map(await Promise.all([...one.made, ...many.made].map(async (p) => [p.id, (await sheetOf(tx, p.id)).version] as const)));
      // What the rates PATCH runs (recomputeAllCostSheets) over these two plants only: over the whole shared database
      // its INSERT would take every product's key-share lock and deadlock with another file's product update.
      const result = await recomputeCostSheets(tx, [one, many].flatMap((p) => [p.resin.id, p.carton.id, p.insert.id]), user);
      expect(result.created).toBe(6);
      const rates = await loadRates(tx);
      expect(rates).toMatchObject({ labor_rate_per_hour: 31.5, overhead_rate_per_hour: 22.25 });
      const expected = byTheFormulas(many, rates);
      for (const key of ['part', 'sub', 'fg'] as const) {
        const a = await sheetOf(tx, one[key].id);
        const b = await sheetOf(tx, many[key].id);
        expect(comparable(b, many)).toEqual(comparable(a, one));
        expect(figuresOf(b)).toEqual(figuresOf(expected.get(many[key].id)!));
        expect(a.version).toBe(before.get(one[key].id)! + 1);
        expect(b.version).toBe(before.get(many[key].id)! + 1);
        expect(b.changes).toEqual(key === 'part' ? ['labor', 'overhead'] : ['component_cost', 'labor', 'overhead']);
      }
    });
  }, FROZEN_TIMEOUT);

  it('sheets stored before the snapshot was packed read the same, and a recompute without a change basis compares against them as before', async () => {
    const p = await withPlantFrozen(inOnePass);
    const ids = p.made.map((m) => m.id);
    await inRolledBack(async (tx) => {
      await tx.select().from(costingRates).where(eq(costingRates.id, 1)).for('update');
      const packed = await Promise.all(ids.map((id) => sheetOf(tx, id)));
      // The objects the earlier code stored (jsonb puts their keys in its own order).
      for (const id of ids) {
        const [row] = await tx.select({ id: costSheets.id, inputs: costSheets.inputs }).from(costSheets).innerJoin(currentCostSheets, eq(currentCostSheets.sheetId, costSheets.id)).where(eq(currentCostSheets.productId, id));
        expect(Array.isArray(row.inputs)).toBe(true);
        await tx.update(costSheets).set({ inputs: unpackInputs(row.inputs as never) }).where(eq(costSheets.id, row.id));
      }
      // Kept then without a change basis: the next version is compared against the legacy snapshot itself.
      await tx.update(currentCostSheets).set({ changeBasis: null }).where(inArray(currentCostSheets.productId, ids));
      const legacy = await Promise.all(ids.map((id) => sheetOf(tx, id)));
      expect(JSON.stringify(legacy)).toBe(JSON.stringify(packed));
      // Nothing changed: no new version; a change: the new version says what moved since the legacy one.
      expect((await recomputeCostSheets(tx, ids, user)).created).toBe(0);
      await tx.update(costingRates).set({ overheadRatePerHour: 23 }).where(eq(costingRates.id, 1));
      await recomputeCostSheets(tx, ids, user);
      const after = await tx
        .select({ productId: costSheets.productId, changes: costSheets.changes, inputs: costSheets.inputs })
        .from(costSheets)
        .innerJoin(currentCostSheets, eq(currentCostSheets.sheetId, costSheets.id))
        .where(inArray(currentCostSheets.productId, ids));
      expect(Object.fromEntries(after.map((r) => [r.productId, r.changes]))).toEqual({ [p.part.id]: ['overhead'], [p.sub.id]: ['component_cost', 'overhead'], [p.fg.id]: ['component_cost', 'overhead'] });
      expect(after.every((r) => Array.isArray(r.inputs))).toBe(true);
    });
  }, FROZEN_TIMEOUT);

  it('current sheets without a change basis of their own version are compared against their snapshot, and keep one after', async () => {
    const p = await withPlantFrozen(inOnePass);
    const ids = p.made.map((m) => m.id);
    const afterLaborChange = (basis: 'kept' | 'none' | 'stale') =>
      rolledBack(async (tx) => {
        await tx.select().from(costingRates).where(eq(costingRates.id, 1)).for('update');
        if (basis === 'none') await tx.update(currentCostSheets).set({ changeBasis: null }).where(inArray(currentCostSheets.productId, ids));
        // As an instance from before migration 0038 leaves it: the version moved on, the basis did not (here it says
        // the labor rate was 37 already: trusted, no sheet would name 'labor').
        if (basis === 'stale')
          await tx
            .update(currentCostSheets)
            .set({ version: sql`${currentCostSheets.version} + 100`, changeBasis: sql`jsonb_set(${currentCostSheets.changeBasis}::jsonb, '{4}', '37')::json` })
            .where(inArray(currentCostSheets.productId, ids));
        await tx.update(costingRates).set({ laborRatePerHour: 37 }).where(eq(costingRates.id, 1));
        expect((await recomputeCostSheets(tx, ids, user)).created).toBe(ids.length);
        const rows = await tx
          .select({ productId: costSheets.productId, changes: costSheets.changes, basis: currentCostSheets.changeBasis, inputs: costSheets.inputs, version: costSheets.version })
          .from(costSheets)
          .innerJoin(currentCostSheets, eq(currentCostSheets.sheetId, costSheets.id))
          .where(inArray(currentCostSheets.productId, ids));
        for (const row of rows) expect(row.basis).toEqual(storedBasis(unpackInputs(row.inputs as never), row.version));
        return Object.fromEntries(rows.map((r) => [r.productId, r.changes]));
      });
    const kept = await afterLaborChange('kept');
    expect(kept).toEqual({ [p.part.id]: ['labor'], [p.sub.id]: ['component_cost', 'labor'], [p.fg.id]: ['component_cost', 'labor'] });
    expect(await afterLaborChange('none')).toEqual(kept);
    expect(await afterLaborChange('stale')).toEqual(kept);
  }, FROZEN_TIMEOUT);

  it('rolled up a product at a time and stored two versions a statement, or all but the last at once, the same versions as in one batch', async () => {
    const p = await withPlantFrozen(inOnePass);
    const ids = p.made.map((m) => m.id);
    const afterOverheadChange = (sizes?: RecomputeSizes) =>
      rolledBack(async (tx) => {
        await tx.select().from(costingRates).where(eq(costingRates.id, 1)).for('update');
        await tx.update(costingRates).set({ overheadRatePerHour: 29 }).where(eq(costingRates.id, 1));
        const result = await recomputeCostSheets(tx, ids, user, sizes);
        const rows = await tx
          .select({ productId: costSheets.productId, version: costSheets.version, total: costSheets.totalCost, changes: costSheets.changes, basis: currentCostSheets.changeBasis })
          .from(costSheets)
          .innerJoin(currentCostSheets, eq(currentCostSheets.sheetId, costSheets.id))
          .where(inArray(currentCostSheets.productId, ids))
          .orderBy(costSheets.productId);
        const versions = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(costSheets).where(inArray(costSheets.productId, ids));
        return { result: { ...result, productIds: [...result.productIds].sort((a, b) => a - b) }, rows, versions: versions[0].n };
      });
    const whole = await afterOverheadChange();
    expect(whole.result.created).toBe(ids.length);
    expect(await afterOverheadChange({ insertBatch: 2, rollUpChunk: 1 })).toEqual(whole);
    // One chunk of every product, a batch of all but one: the last version goes out after the roll-up.
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(await afterOverheadChange({ insertBatch: ids.length - 1, rollUpChunk: ids.length })).toEqual(whole);
  }, FROZEN_TIMEOUT);
});
