import { describe, expect, it } from 'vitest';
import {
  changeBasis,
  computeCostSheet,
  describeChanges,
  unitFactor,
  hoursPerPart,
  inputKey,
  marginPercentage,
  rollUpCostSheets,
  rollUpInChunks,
  type CostingRates,
  type ProductCostInput,
} from './formulas';

const rates: CostingRates = { labor_rate_per_hour: 30, operators_per_press: 0.5, overhead_rate_per_hour: 20, default_machine_rate: 40 };
const standard = (costs: Record<number, number>) => (id: number) => ({ cost: costs[id] ?? 0, source: 'standard' as const });

function product(overrides: Partial<ProductCostInput> = {}): ProductCostInput {
  return { product_id: 1, cycle_time_seconds: null, parts_per_cycle: null, selling_price: 0, machine: null, operators_per_press: null, bom: null, ...overrides };
}

describe('hoursPerPart', () => {
  it('is cycle time ÷ parts per cycle in hours', () => {
    expect(hoursPerPart(36, 4)).toBeCloseTo(0.0025, 10);
  });
  it('is null without a cycle time, or with zero, negative or missing parts per cycle', () => {
    expect(hoursPerPart(null, 4)).toBeNull();
    expect(hoursPerPart(0, 4)).toBeNull();
    expect(hoursPerPart(30, 0)).toBeNull();
    expect(hoursPerPart(30, -2)).toBeNull();
    expect(hoursPerPart(30, null)).toBeNull();
  });
});

describe('computeCostSheet', () => {
  it('prices material with scrap and the press hour with machine, labor and overhead rates', () => {
    // 2 × 1.05 × 1.50 = 3.15; 0.5 × 1.10 × 4.00 = 2.20 → material 5.35
    // 36 s ÷ 4 parts = 9 s = 0.0025 h: machine 0.0025 × 60 = 0.15, labor 0.0025 × 30 × 0.5 = 0.0375, overhead 0.0025 × 20 = 0.05
    const sheet = computeCostSheet(
      product({
        cycle_time_seconds: 36,
        parts_per_cycle: 4,
        selling_price: 8,
        machine: { id: 7, hourly_rate: 60 },
        bom: [
          { item_id: 10, quantity: 2, scrap_percentage: 5 },
          { item_id: 11, quantity: 0.5, scrap_percentage: 10 },
        ],
      }),
      rates,
      standard({ 10: 1.5, 11: 4 }),
    );
    expect(sheet.material_cost).toBe(5.35);
    expect(sheet.machine_cost).toBe(0.15);
    expect(sheet.labor_cost).toBe(0.0375);
    expect(sheet.overhead_cost).toBe(0.05);
    expect(sheet.total_cost).toBe(5.5875);
    expect(sheet.margin_percentage).toBe(30.16); // (8 − 5.5875) ÷ 8 = 30.156…
    expect(sheet.inputs.machine_rate_source).toBe('press');
    expect(sheet.inputs.bom?.map((l) => l.extended_cost)).toEqual([3.15, 2.2]);
  });

  it('converts the line quantity to the component unit: grams of a resin costed per kg', () => {
    const sheet = computeCostSheet(
      product({
        bom: [
          { item_id: 10, quantity: 48.5, unit: 'g', component_unit: 'kg', scrap_percentage: 2 },
          { item_id: 11, quantity: 2, unit: 'pcs', component_unit: 'ea', scrap_percentage: 0 },
          { item_id: 12, quantity: 0.02, unit: 'box', component_unit: 'ea', scrap_percentage: 0 },
        ],
      }),
      rates,
      standard({ 10: 1.42, 11: 0.1, 12: 0.5 }),
    );
    // 0.0485 kg × 1.02 × 1.42 = 0.07024…; 2 × 0.10; box → ea cannot convert: taken as is, flagged
    expect(sheet.inputs.bom!.map((l) => [l.unit_factor, l.unit_mismatch, l.extended_cost])).toEqual([
      [0.001, false, 0.0702],
      [1, false, 0.2],
      [1, true, 0.01],
    ]);
    expect(sheet.material_cost).toBe(0.2802);
    expect(unitFactor('lb', 'kg')).toBeCloseTo(0.45359237, 10);
    expect(unitFactor('kg', 'm')).toBeNull();
  });

  it('rounds each part to 4 decimals, so the parts add up to the total', () => {
    // 1 s ÷ 3 parts = 1/10800 h; machine 45/10800 = 0.0041666… → 0.0042
    const sheet = computeCostSheet(product({ cycle_time_seconds: 1, parts_per_cycle: 3 }), { ...rates, default_machine_rate: 45 }, standard({}));
    expect(sheet.machine_cost).toBe(0.0042);
    expect(sheet.labor_cost).toBe(0.0014); // 30 × 0.5 / 10800 = 0.00138…
    expect(sheet.overhead_cost).toBe(0.0019); // 20 / 10800 = 0.00185…
    expect(sheet.total_cost).toBe(0.0075);
    expect(sheet.total_cost).toBe(sheet.material_cost + sheet.machine_cost + sheet.labor_cost + sheet.overhead_cost);
  });

  it('uses the plant default machine rate without a press, and the product crewing over the plant one', () => {
    const sheet = computeCostSheet(product({ cycle_time_seconds: 3600, parts_per_cycle: 1, operators_per_press: 2 }), rates, standard({}));
    expect(sheet.machine_cost).toBe(40);
    expect(sheet.labor_cost).toBe(60);
    expect(sheet.inputs.machine_rate_source).toBe('plant_default');
    expect(sheet.inputs.operators_per_press).toBe(2);
  });

  it('costs no press time with zero parts per cycle (no division by zero)', () => {
    const sheet = computeCostSheet(product({ cycle_time_seconds: 30, parts_per_cycle: 0, bom: [{ item_id: 10, quantity: 1, scrap_percentage: 0 }] }), rates, standard({ 10: 2 }));
    expect(sheet.machine_cost).toBe(0);
    expect(sheet.labor_cost).toBe(0);
    expect(sheet.overhead_cost).toBe(0);
    expect(sheet.total_cost).toBe(2);
    expect(sheet.inputs.hours_per_part).toBeNull();
    expect(Number.isFinite(sheet.total_cost)).toBe(true);
  });

  it('has no material without a BOM', () => {
    const sheet = computeCostSheet(product({ cycle_time_seconds: 36, parts_per_cycle: 1, selling_price: 1 }), rates, standard({}));
    expect(sheet.material_cost).toBe(0);
    expect(sheet.inputs.bom).toBeNull();
    expect(sheet.total_cost).toBe(0.75); // 0.01 h × (40 + 15 + 20)
  });

  it('has no margin without a selling price, and a negative one below cost', () => {
    expect(marginPercentage(0, 5)).toBeNull();
    expect(marginPercentage(4, 5)).toBe(-25);
    expect(marginPercentage(10, 8)).toBe(20);
  });
});

describe('rollUpCostSheets', () => {
  it('costs a component with its own BOM at its rolled-up total, three levels deep', () => {
    // resin 100 (standard 2.00/kg), insert 101 (standard 0.30)
    // part 1 (BOM: 0.1 kg resin, 10% scrap; 36 s, 2 parts): material 0.22, press 0.005 h × 75 = 0.375 → 0.595
    // sub 2 (BOM: 2 × part 1, 1 × insert; no press time): 1.19 + 0.30 = 1.49
    // fg 3 (BOM: 1 × sub 2 with 0% scrap, 3 × insert 101 with 0%; 3600 s, 100 parts): 1.49 + 0.9 = 2.39, press 0.01 h × 75 = 0.75 → 3.14
    const set = new Map<number, ProductCostInput>([
      [3, product({ product_id: 3, cycle_time_seconds: 3600, parts_per_cycle: 100, selling_price: 5, bom: [{ item_id: 2, quantity: 1, scrap_percentage: 0 }, { item_id: 101, quantity: 3, scrap_percentage: 0 }] })],
      [2, product({ product_id: 2, bom: [{ item_id: 1, quantity: 2, scrap_percentage: 0 }, { item_id: 101, quantity: 1, scrap_percentage: 0 }] })],
      [1, product({ product_id: 1, cycle_time_seconds: 36, parts_per_cycle: 2, bom: [{ item_id: 100, quantity: 0.1, scrap_percentage: 10 }] })],
    ]);
    const sheets = rollUpCostSheets(set, rates, standard({ 100: 2, 101: 0.3 }));
    expect(sheets.get(1)!.total_cost).toBe(0.595);
    expect(sheets.get(2)!.total_cost).toBe(1.49);
    expect(sheets.get(2)!.inputs.bom![0]).toMatchObject({ item_id: 1, unit_cost: 0.595, cost_source: 'rolled_up', extended_cost: 1.19 });
    expect(sheets.get(3)!.material_cost).toBe(2.39);
    expect(sheets.get(3)!.total_cost).toBe(3.14);
  });

  it('uses the external cost for components outside the set or without a BOM of their own', () => {
    const set = new Map<number, ProductCostInput>([
      [5, product({ product_id: 5, bom: [{ item_id: 6, quantity: 2, scrap_percentage: 0 }, { item_id: 7, quantity: 1, scrap_percentage: 0 }] })],
      // In the set (a cycle time) but no BOM: its standard cost counts.
      [6, product({ product_id: 6, cycle_time_seconds: 10, parts_per_cycle: 1 })],
    ]);
    const external = (id: number) => (id === 7 ? { cost: 9.5, source: 'rolled_up' as const } : { cost: 1.25, source: 'standard' as const });
    const sheets = rollUpCostSheets(set, rates, external);
    expect(sheets.get(5)!.material_cost).toBe(12);
    expect(sheets.get(5)!.inputs.bom!.map((l) => l.cost_source)).toEqual(['standard', 'rolled_up']);
  });

  it('refuses a cycle instead of looping', () => {
    const set = new Map<number, ProductCostInput>([
      [1, product({ product_id: 1, bom: [{ item_id: 2, quantity: 1, scrap_percentage: 0 }] })],
      [2, product({ product_id: 2, bom: [{ item_id: 1, quantity: 1, scrap_percentage: 0 }] })],
    ]);
    expect(() => rollUpCostSheets(set, rates, standard({}))).toThrow(/cycle/);
  });
});

describe('inputKey and describeChanges', () => {
  const base = computeCostSheet(product({ cycle_time_seconds: 20, parts_per_cycle: 2, selling_price: 3, bom: [{ item_id: 10, quantity: 1, scrap_percentage: 2 }] }), rates, standard({ 10: 1 }));

  it('keys equal inputs equally and different ones differently', () => {
    const same = computeCostSheet(product({ cycle_time_seconds: 20, parts_per_cycle: 2, selling_price: 3, bom: [{ item_id: 10, quantity: 1, scrap_percentage: 2 }] }), rates, standard({ 10: 1 }));
    expect(inputKey(same.inputs)).toBe(inputKey(base.inputs));
    const cheaper = computeCostSheet(product({ cycle_time_seconds: 20, parts_per_cycle: 2, selling_price: 3, bom: [{ item_id: 10, quantity: 1, scrap_percentage: 2 }] }), rates, standard({ 10: 0.9 }));
    expect(inputKey(cheaper.inputs)).not.toBe(inputKey(base.inputs));
  });

  it('names what changed', () => {
    expect(describeChanges(null, changeBasis(base.inputs))).toEqual(['initial']);
    const next = computeCostSheet(
      product({ cycle_time_seconds: 25, parts_per_cycle: 2, selling_price: 3, machine: { id: 4, hourly_rate: 50 }, bom: [{ item_id: 10, quantity: 1, scrap_percentage: 2 }] }),
      { ...rates, overhead_rate_per_hour: 21 },
      standard({ 10: 1.1 }),
    );
    expect(describeChanges(changeBasis(base.inputs), changeBasis(next.inputs))).toEqual(['component_cost', 'cycle_time', 'press', 'overhead']);
  });

  it('tells a BOM changed in shape from one whose unit costs moved, through a digest too', () => {
    const sheet = (bom: ProductCostInput['bom'], costs: Record<number, number>, over: Partial<CostingRates> = {}) =>
      computeCostSheet(product({ cycle_time_seconds: 20, parts_per_cycle: 2, selling_price: 3, bom }), { ...rates, ...over }, standard(costs)).inputs;
    const line = (item_id: number, quantity = 1, scrap_percentage = 0, unit?: string) => ({ item_id, quantity, scrap_percentage, unit });
    const digest = (canonical: string) => `#${canonical.length}:${canonical}`;
    for (const basisOf of [(i: ReturnType<typeof sheet>) => changeBasis(i), (i: ReturnType<typeof sheet>) => changeBasis(i, digest)]) {
      const before = basisOf(sheet([line(10), line(11)], { 10: 1, 11: 2 }));
      expect(describeChanges(before, basisOf(sheet([line(10), line(11)], { 10: 1, 11: 2 })))).toEqual([]);
      expect(describeChanges(before, basisOf(sheet([line(10), line(11)], { 10: 1, 11: 2.5 })))).toEqual(['component_cost']);
      expect(describeChanges(before, basisOf(sheet([line(11), line(10)], { 10: 1, 11: 2 })))).toEqual(['bom']);
      expect(describeChanges(before, basisOf(sheet([line(10, 2), line(11)], { 10: 3, 11: 2 })))).toEqual(['bom']);
      expect(describeChanges(before, basisOf(sheet([line(10, 1, 5), line(11)], { 10: 1, 11: 2 })))).toEqual(['bom']);
      expect(describeChanges(before, basisOf(sheet([line(10, 1, 0, 'g'), line(11)], { 10: 1, 11: 2 })))).toEqual(['bom']);
      expect(describeChanges(before, basisOf(sheet([line(10)], { 10: 1 })))).toEqual(['bom']);
      expect(describeChanges(before, basisOf(sheet(null, {})))).toEqual(['bom']);
      expect(describeChanges(basisOf(sheet(null, {})), basisOf(sheet(null, {})))).toEqual([]);
      expect(describeChanges(before, basisOf(sheet([line(10), line(11)], { 10: 1, 11: 2 }, { labor_rate_per_hour: 31, overhead_rate_per_hour: 19 })))).toEqual(['labor', 'overhead']);
      expect(describeChanges(before, basisOf(sheet([line(10), line(11)], { 10: 1, 11: 2 }, { operators_per_press: 1 })))).toEqual(['labor']);
    }
  });

});

describe('rollUpInChunks', () => {
  // Finished goods first in the set's order: each pulls its sub-assembly and that sub-assembly's part in.
  const set = new Map<number, ProductCostInput>();
  for (let i = 0; i < 7; i++) set.set(300 + i, product({ product_id: 300 + i, bom: [{ item_id: 200 + (i % 3), quantity: 1, scrap_percentage: 0 }] }));
  for (let i = 0; i < 3; i++) set.set(200 + i, product({ product_id: 200 + i, bom: [{ item_id: 100 + i, quantity: 2, scrap_percentage: 0 }] }));
  for (let i = 0; i < 3; i++) set.set(100 + i, product({ product_id: 100 + i, cycle_time_seconds: 10, parts_per_cycle: 1, bom: [{ item_id: 1, quantity: 0.1, scrap_percentage: 0 }] }));

  it('gives every sheet once, components before the products that use them, and the same sheets as the whole roll-up', () => {
    const whole = rollUpCostSheets(set, rates, standard({ 1: 2 }));
    for (const size of [1, 2, 4, 13, 100]) {
      const chunks = [...rollUpInChunks(set, rates, standard({ 1: 2 }), size)];
      const order = chunks.flat().map(([id]) => id);
      expect(new Set(order).size).toBe(order.length);
      expect(order.sort()).toEqual([...set.keys()].sort());
      const seen = new Set<number>();
      for (const [id, sheet] of chunks.flat()) {
        for (const line of set.get(id)!.bom ?? []) if (set.get(line.item_id)?.bom) expect(seen.has(line.item_id)).toBe(true);
        seen.add(id);
        expect(sheet).toEqual(whole.get(id));
      }
      expect(chunks.every((chunk) => chunk.length > 0)).toBe(true);
    }
  });

  it('ends a chunk after every `size` products of the set, with what they pulled in', () => {
    const ids = (size: number) => [...rollUpInChunks(set, rates, standard({ 1: 2 }), size)].map((chunk) => chunk.map(([id]) => id));
    expect(ids(1)).toEqual([[100, 200, 300], [101, 201, 301], [102, 202, 302], [303], [304], [305], [306]]);
    expect(ids(4)).toEqual([[100, 200, 300, 101, 201, 301, 102, 202, 302, 303], [304, 305, 306]]);
    expect(ids(Infinity)).toEqual([ids(4).flat()]);
  });
});
