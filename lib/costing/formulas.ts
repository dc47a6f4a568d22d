/**
 * The cost sheet formulas. Pure (no I/O, client-safe), unit-tested in formulas.test.ts; the service loads the
 * inputs and stores what these return.
 *
 *   hours per part = cycle time (s) ÷ parts per cycle ÷ 3600      (null without a cycle time or parts per cycle > 0)
 *   material       = Σ BOM quantity × (1 + scrap% ÷ 100) × component unit cost
 *                    (the quantity converted from the line's unit to the component's: 48.5 g of a resin costed per kg
 *                    is 0.0485 kg; units of different kinds, e.g. box vs ea, are taken as they are and flagged)
 *                    (unit cost: a component with its own active BOM costs its rolled-up total, else its standard cost)
 *   machine        = hours per part × press hourly rate
 *   labor          = hours per part × labor rate per hour × operators per press
 *   overhead       = hours per part × overhead rate per hour
 *   total          = material + machine + labor + overhead (each rounded to 4 decimals first, so the parts add up)
 *   margin %       = (selling price − total) ÷ selling price × 100, 2 decimals; null without a selling price
 */
import { round } from '@/lib/numbers';
import type { CostSheetChange } from './constants';

export type CostingRates = {
  labor_rate_per_hour: number;
  operators_per_press: number;
  overhead_rate_per_hour: number;
  default_machine_rate: number;
};

/** A BOM line; `unit` is the line's, `component_unit` the component's own (its cost is per that unit). */
export type BomLineInput = { item_id: number; quantity: number; scrap_percentage: number; unit?: string; component_unit?: string };

const UNIT_KINDS: Record<string, [kind: string, toBase: number]> = {
  kg: ['mass', 1],
  g: ['mass', 0.001],
  lb: ['mass', 0.45359237],
  m: ['length', 1],
  ft: ['length', 0.3048],
  l: ['volume', 1],
  gal: ['volume', 3.785411784],
  ea: ['count', 1],
  pcs: ['count', 1],
  set: ['count', 1],
};

/** How many component units one line unit is (g → kg = 0.001); null when they cannot be converted (box → ea). */
export function unitFactor(from: string | undefined, to: string | undefined): number | null {
  if (!from || !to || from === to) return 1;
  const a = UNIT_KINDS[from];
  const b = UNIT_KINDS[to];
  if (!a || !b || a[0] !== b[0]) return null;
  return a[1] / b[1];
}

export type ProductCostInput = {
  product_id: number;
  cycle_time_seconds: number | null;
  parts_per_cycle: number | null;
  selling_price: number;
  /** The press the product runs on; null: the plant's default machine rate. */
  machine: { id: number; hourly_rate: number } | null;
  /** The product's own crewing; null: the plant's. */
  operators_per_press: number | null;
  /** The active BOM's lines; null: no (active) BOM. */
  bom: BomLineInput[] | null;
};

export type CostLine = BomLineInput & {
  unit_cost: number;
  cost_source: 'rolled_up' | 'standard';
  /** Line units → component units (1 when equal or not convertible). */
  unit_factor: number;
  unit_mismatch: boolean;
  extended_cost: number;
};

export type CostSheetInputs = {
  cycle_time_seconds: number | null;
  parts_per_cycle: number | null;
  hours_per_part: number | null;
  machine_id: number | null;
  machine_rate: number;
  machine_rate_source: 'press' | 'plant_default';
  labor_rate_per_hour: number;
  operators_per_press: number;
  overhead_rate_per_hour: number;
  selling_price: number;
  bom: CostLine[] | null;
};

export type CostSheetFigures = {
  material_cost: number;
  machine_cost: number;
  labor_cost: number;
  overhead_cost: number;
  total_cost: number;
  selling_price: number;
  margin_percentage: number | null;
  inputs: CostSheetInputs;
};

/** Press hours one part takes; null when it cannot be known (no cycle time, parts per cycle missing or ≤ 0). */
export function hoursPerPart(cycleTimeSeconds: number | null, partsPerCycle: number | null): number | null {
  if (cycleTimeSeconds == null || !(cycleTimeSeconds > 0)) return null;
  if (partsPerCycle == null || !(partsPerCycle > 0)) return null;
  return cycleTimeSeconds / partsPerCycle / 3600;
}

export function marginPercentage(sellingPrice: number, totalCost: number): number | null {
  if (!(sellingPrice > 0)) return null;
  return round(((sellingPrice - totalCost) / sellingPrice) * 100, 2);
}

const lineCost = (line: BomLineInput, factor: number, unitCost: number) => line.quantity * factor * (1 + line.scrap_percentage / 100) * unitCost;

/** Material lines and their sum for one BOM, given each component's unit cost. */
export function materialLines(bom: readonly BomLineInput[], unitCost: (itemId: number) => { cost: number; source: CostLine['cost_source'] }): CostLine[] {
  // Object literals of one shape (not `...line`): a plant rates change builds ~140,000 of them.
  return bom.map((line) => {
    const { cost, source } = unitCost(line.item_id);
    const unit = round(cost, 4);
    const factor = unitFactor(line.unit, line.component_unit);
    return {
      item_id: line.item_id,
      quantity: line.quantity,
      scrap_percentage: line.scrap_percentage,
      unit: line.unit,
      component_unit: line.component_unit,
      unit_cost: unit,
      cost_source: source,
      unit_factor: factor ?? 1,
      unit_mismatch: factor === null,
      extended_cost: round(lineCost(line, factor ?? 1, unit), 4),
    };
  });
}

/** One product's sheet from its inputs, the plant rates and its components' unit costs. */
export function computeCostSheet(
  product: ProductCostInput,
  rates: CostingRates,
  unitCost: (itemId: number) => { cost: number; source: CostLine['cost_source'] },
): CostSheetFigures {
  const lines = product.bom ? materialLines(product.bom, unitCost) : null;
  const material = round(
    (lines ?? []).reduce((sum, l) => sum + lineCost(l, l.unit_factor, l.unit_cost), 0),
    4,
  );
  const hours = hoursPerPart(product.cycle_time_seconds, product.parts_per_cycle);
  const machineRate = product.machine ? product.machine.hourly_rate : rates.default_machine_rate;
  const operators = product.operators_per_press ?? rates.operators_per_press;
  const machine = hours === null ? 0 : round(hours * machineRate, 4);
  const labor = hours === null ? 0 : round(hours * rates.labor_rate_per_hour * operators, 4);
  const overhead = hours === null ? 0 : round(hours * rates.overhead_rate_per_hour, 4);
  const total = round(material + machine + labor + overhead, 4);
  return {
    material_cost: material,
    machine_cost: machine,
    labor_cost: labor,
    overhead_cost: overhead,
    total_cost: total,
    selling_price: round(product.selling_price, 4),
    margin_percentage: marginPercentage(product.selling_price, total),
    inputs: {
      cycle_time_seconds: product.cycle_time_seconds,
      parts_per_cycle: product.parts_per_cycle,
      hours_per_part: hours === null ? null : round(hours, 8),
      machine_id: product.machine?.id ?? null,
      machine_rate: machineRate,
      machine_rate_source: product.machine ? 'press' : 'plant_default',
      labor_rate_per_hour: rates.labor_rate_per_hour,
      operators_per_press: operators,
      overhead_rate_per_hour: rates.overhead_rate_per_hour,
      selling_price: product.selling_price,
      bom: lines,
    },
  };
}

/**
 * Cost sheets of many products at once, components first: a component with an active BOM in `products` costs
 * its own computed total; any other component costs `externalCost(id)` (the service answers the current sheet's
 * total of a component with a BOM outside the set, else its standard cost). Throws on a BOM cycle (the BOM
 * service refuses those, so this is a guard).
 */
export function rollUpCostSheets(
  products: ReadonlyMap<number, ProductCostInput>,
  rates: CostingRates,
  externalCost: (itemId: number) => { cost: number; source: CostLine['cost_source'] },
): Map<number, CostSheetFigures> {
  return new Map([...rollUpInChunks(products, rates, externalCost, Infinity)].flat());
}

/**
 * The same roll-up in chunks: after every `size` products of `products` (in its order), the sheets computed since
 * the chunk before — those products and the components they needed that were not done yet, components before the
 * products that use them. A bulk recompute stores one chunk while it computes the next.
 */
export function* rollUpInChunks(
  products: ReadonlyMap<number, ProductCostInput>,
  rates: CostingRates,
  externalCost: (itemId: number) => { cost: number; source: CostLine['cost_source'] },
  size: number,
): Generator<[id: number, sheet: CostSheetFigures][]> {
  const done = new Map<number, CostSheetFigures>();
  const visiting = new Set<number>();
  let chunk: [number, CostSheetFigures][] = [];

  const unitCost = (itemId: number): { cost: number; source: CostLine['cost_source'] } => {
    const component = products.get(itemId);
    if (component?.bom) return { cost: sheetOf(itemId).total_cost, source: 'rolled_up' };
    return externalCost(itemId);
  };

  function sheetOf(id: number): CostSheetFigures {
    const known = done.get(id);
    if (known) return known;
    if (visiting.has(id)) throw new Error(`BOM cycle through product ${id}`);
    visiting.add(id);
    const sheet = computeCostSheet(products.get(id)!, rates, unitCost);
    visiting.delete(id);
    done.set(id, sheet);
    chunk.push([id, sheet]);
    return sheet;
  }

  // Iterative over the set; recursion depth is the BOM depth (a handful of levels).
  let counted = 0;
  for (const id of products.keys()) {
    sheetOf(id);
    if (++counted % size === 0 && chunk.length) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

/** The scalar inputs that decide the figures, in the order the input key and the change basis both keep them. */
type ScalarInputs = [
  cycle_time_seconds: number | null,
  parts_per_cycle: number | null,
  machine_id: number | null,
  machine_rate: number,
  labor_rate_per_hour: number,
  operators_per_press: number,
  overhead_rate_per_hour: number,
  selling_price: number,
];

function scalarInputs(inputs: CostSheetInputs): ScalarInputs {
  return [
    inputs.cycle_time_seconds,
    inputs.parts_per_cycle,
    inputs.machine_id,
    inputs.machine_rate,
    inputs.labor_rate_per_hour,
    inputs.operators_per_press,
    inputs.overhead_rate_per_hour,
    inputs.selling_price,
  ];
}

/** The inputs that decide the figures, canonical: equal keys ⇔ nothing that matters changed. */
export function inputKey(inputs: CostSheetInputs): string {
  return JSON.stringify([
    ...scalarInputs(inputs),
    inputs.bom?.map((l) => [l.item_id, l.quantity, l.unit ?? null, l.unit_factor, l.scrap_percentage, l.unit_cost]) ?? null,
  ]);
}

/**
 * What `describeChanges` compares, compact enough to keep beside the current version
 * (`current_cost_sheets.change_basis`), so a recompute names what changed without reading the replaced snapshot:
 *   [cycle_time_seconds, parts_per_cycle, machine_id, machine_rate, labor_rate_per_hour, operators_per_press,
 *    overhead_rate_per_hour, selling_price, bom shape, bom unit costs]
 * The BOM's shape (each line's component, quantity, unit and scrap) and its unit costs (each line's component and
 * unit cost) are canonical JSON — equal exactly when the lines compare equal — put through `digest` (the service
 * keeps a hash; the identity keeps them as they are). Null without a BOM.
 */
export type ChangeBasis = [...ScalarInputs, bom_shape: string | null, bom_unit_costs: string | null];

export function changeBasis(inputs: CostSheetInputs, digest: (canonical: string) => string = (canonical) => canonical): ChangeBasis {
  const bom = inputs.bom;
  return [
    ...scalarInputs(inputs),
    bom ? digest(JSON.stringify(bom.map((l) => [l.item_id, l.quantity, l.unit ?? null, l.scrap_percentage]))) : null,
    bom ? digest(JSON.stringify(bom.map((l) => [l.item_id, l.unit_cost]))) : null,
  ];
}

/**
 * What differs between the previous version's basis and the new one's (["initial"] without a previous version):
 * 'bom' when the lines differ in shape, else 'component_cost' when a unit cost moved; then cycle time, press (or its
 * rate), labor (rate or crewing), overhead, selling price. Bases made with different digests do not compare.
 */
export function describeChanges(previous: ChangeBasis | null, next: ChangeBasis): CostSheetChange[] {
  if (!previous) return ['initial'];
  const [cycle, parts, machine, machineRate, labor, operators, overhead, selling, shape, unitCosts] = previous;
  const changes: CostSheetChange[] = [];
  if (shape !== next[8]) changes.push('bom');
  else if (unitCosts !== next[9]) changes.push('component_cost');
  if (cycle !== next[0] || parts !== next[1]) changes.push('cycle_time');
  if (machine !== next[2]) changes.push('press');
  else if (machineRate !== next[3]) changes.push('press_rate');
  if (labor !== next[4] || operators !== next[5]) changes.push('labor');
  if (overhead !== next[6]) changes.push('overhead');
  if (selling !== next[7]) changes.push('selling_price');
  return changes;
}
