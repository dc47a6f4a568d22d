/**
 * The stored form of a cost sheet's inputs snapshot (`cost_sheets.inputs`). Pure, client-safe.
 *
 * A plant rates change writes a new version of every sheet (~50,000 at plant scale) in one transaction; stored as
 * objects each snapshot was ~1 kB of JSON (the keys repeated on every BOM line), and building, sending and parsing
 * them was most of that transaction. Since issue 30 a snapshot is stored positionally (~200 bytes):
 *
 *   [cycle_time_seconds, parts_per_cycle, hours_per_part, machine_id, machine_rate, labor_rate_per_hour,
 *    operators_per_press, overhead_rate_per_hour, selling_price, bom]
 *   bom:  null | [[item_id, quantity, scrap_percentage, unit, component_unit, unit_cost, rolled_up (1/0),
 *                  unit_factor, unit_mismatch (1/0), extended_cost], …]
 *
 * `machine_rate_source` is not stored: it is 'press' exactly when the sheet has a press (`machine_id`).
 * Sheets written before are objects and read as they are; `unpackInputs` gives both as `CostSheetInputs`, its keys
 * in the order PostgreSQL's jsonb gave the objects back (shorter keys first), so the API answers byte for byte as it did.
 */
import type { CostLine, CostSheetInputs } from './formulas';

type PackedLine = [
  item_id: number,
  quantity: number,
  scrap_percentage: number,
  unit: string | null,
  component_unit: string | null,
  unit_cost: number,
  rolled_up: 0 | 1,
  unit_factor: number,
  unit_mismatch: 0 | 1,
  extended_cost: number,
];

export type PackedInputs = [
  cycle_time_seconds: number | null,
  parts_per_cycle: number | null,
  hours_per_part: number | null,
  machine_id: number | null,
  machine_rate: number,
  labor_rate_per_hour: number,
  operators_per_press: number,
  overhead_rate_per_hour: number,
  selling_price: number,
  bom: PackedLine[] | null,
];

/** The snapshot as stored (see above). */
export function packInputs(inputs: CostSheetInputs): PackedInputs {
  return [
    inputs.cycle_time_seconds,
    inputs.parts_per_cycle,
    inputs.hours_per_part,
    inputs.machine_id,
    inputs.machine_rate,
    inputs.labor_rate_per_hour,
    inputs.operators_per_press,
    inputs.overhead_rate_per_hour,
    inputs.selling_price,
    inputs.bom === null
      ? null
      : inputs.bom.map((l) => [
          l.item_id,
          l.quantity,
          l.scrap_percentage,
          l.unit ?? null,
          l.component_unit ?? null,
          l.unit_cost,
          l.cost_source === 'rolled_up' ? 1 : 0,
          l.unit_factor,
          l.unit_mismatch ? 1 : 0,
          l.extended_cost,
        ]),
  ];
}

function unpackLine(l: PackedLine): CostLine {
  // The keys in jsonb's order (by length, then bytes); `unit` and `component_unit` only when known.
  if (l[3] !== null && l[4] !== null) {
    return {
      unit: l[3],
      item_id: l[0],
      quantity: l[1],
      unit_cost: l[5],
      cost_source: l[6] === 1 ? 'rolled_up' : 'standard',
      unit_factor: l[7],
      extended_cost: l[9],
      unit_mismatch: l[8] === 1,
      component_unit: l[4],
      scrap_percentage: l[2],
    };
  }
  const line = {} as CostLine;
  if (l[3] !== null) line.unit = l[3];
  line.item_id = l[0];
  line.quantity = l[1];
  line.unit_cost = l[5];
  line.cost_source = l[6] === 1 ? 'rolled_up' : 'standard';
  line.unit_factor = l[7];
  line.extended_cost = l[9];
  line.unit_mismatch = l[8] === 1;
  if (l[4] !== null) line.component_unit = l[4];
  line.scrap_percentage = l[2];
  return line;
}

/** A stored snapshot (packed, or an object written before packing; jsonb text from a raw query too) as the inputs. */
export function unpackInputs(stored: PackedInputs | CostSheetInputs | string): CostSheetInputs {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as PackedInputs | CostSheetInputs) : stored;
  if (!Array.isArray(value)) return value;
  const [cycle, parts, hours, machineId, machineRate, labor, operators, overhead, selling, bom] = value;
  return {
    bom: bom === null ? null : bom.map(unpackLine),
    machine_id: machineId,
    machine_rate: machineRate,
    selling_price: selling,
    hours_per_part: hours,
    parts_per_cycle: parts,
    cycle_time_seconds: cycle,
    labor_rate_per_hour: labor,
    machine_rate_source: machineId === null ? 'plant_default' : 'press',
    operators_per_press: operators,
    overhead_rate_per_hour: overhead,
  };
}
