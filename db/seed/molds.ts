import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customers, moldMaintenanceRecords, moldUsageRecords, molds } from '@/db/schema';
import { demoCustomersOf, type Industry } from './customers';
import { addDays, todayInPlant } from '@/lib/dates';
import type { MaintenanceTypeValue, MoldOwnership, MoldStatus } from '@/lib/molds/constants';
import { resetsCounterByDefault } from '@/lib/molds/maintenance-rules';

/**
 * Demo molds: 60 tools of a mid-size molding plant (MLD-1001 … MLD-1060) with six months of production runs
 * and maintenance, simulated day by day so that every counter agrees with the records:
 *   total_shots_lifetime    = shots before the history + Σ runs
 *   shots_since_maintenance = Σ runs dated on/after the last counter-resetting record
 *   shots_at_maintenance    = lifetime shots when the record was made
 * Every health state appears (Good, Due Soon, Overdue, Not Set), idle and brand-new molds have no predicted
 * date, running ones do. Deterministic (seeded PRNG) and idempotent: a mold code that exists is skipped.
 */

const HORIZON_DAYS = 180;

type Profile = 'good' | 'due_soon' | 'overdue' | 'not_set' | 'idle' | 'new';

const PARTS: [name: string, cavities: number][] = [
  ['Door Handle Bezel', 4], ['Bottle Cap 28mm', 32], ['Air Vent Louver LH', 2], ['Air Vent Louver RH', 2],
  ['Battery Cover', 8], ['Connector Housing 6-pin', 16], ['Lens Housing', 4], ['Knob Insert', 8],
  ['Cable Clip', 16], ['Trim Panel Clip', 24], ['Filter Housing', 2], ['Pump Dispenser Cap', 24],
  ['Luer Lock Cap', 48], ['Syringe Barrel 5ml', 16], ['Toothbrush Handle', 8], ['Razor Handle', 4],
  ['Phone Case Shell', 2], ['Remote Control Top', 1], ['Remote Control Bottom', 1], ['Gear Wheel 40T', 8],
  ['Bearing Cage', 12], ['Fan Blade 120mm', 1], ['Relay Base', 8], ['Rocker Switch', 16],
  ['Lamp Socket', 4], ['Mirror Housing', 1], ['Bumper Bracket', 2], ['Wiper Arm Cover', 4],
  ['Buckle Cover', 4], ['Cup Holder Insert', 2], ['Spray Nozzle', 32], ['Flip-top Closure 38mm', 16],
  ['Food Container Lid 1L', 4], ['Yogurt Cup 150g', 8], ['Paint Bucket Handle', 4], ['Cosmetic Jar 50ml', 8],
  ['Lipstick Tube Base', 16], ['Pipette Tip 200ul', 64], ['Petri Dish 90mm', 4], ['Test Tube Rack', 1],
  ['Drip Chamber', 8], ['Inhaler Body', 4], ['Hinge Bracket', 6], ['Drawer Slide Roller', 16],
  ['Chair Caster Housing', 4], ['Hose Connector', 8], ['Sprinkler Head', 4], ['Electrical Box Cover', 2],
  ['Cable Gland M20', 16], ['Terminal Block 12-way', 4], ['Fuse Box Lid', 2], ['USB-C Housing', 16],
  ['Charger Shell', 4], ['Earbud Case Lid', 4], ['Keycap Set', 8], ['Mouse Shell Top', 2],
  ['Controller Grip', 2], ['Watch Strap Loop', 16], ['Pen Barrel', 16], ['Ruler 30cm', 4],
];

// One profile per mold, in catalogue order: mostly Good, a toolroom queue of Due Soon and Overdue,
// some without an interval, a few idle (stored) and two brand new.
const PROFILES: Profile[] = (
  'good due_soon good overdue good not_set good good due_soon good ' +
  'overdue good idle good good due_soon not_set good overdue good ' +
  'good good due_soon good idle overdue good not_set good good ' +
  'due_soon good good overdue good new good idle due_soon good ' +
  'not_set good overdue good good due_soon good good idle good ' +
  'overdue good not_set good due_soon new good good overdue good'
).split(' ') as Profile[];

const INTERVALS = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000];
const RACKS = ['Rack A', 'Rack B', 'Rack C', 'Rack D', 'Toolroom Bay'];
const PRESSES = ['Press 01 (110T)', 'Press 03 (180T)', 'Press 04 (250T)', 'Press 07 (350T)', 'Press 09 (500T)', 'Press 12 (800T)'];
const OPERATORS = ['J. Ortiz', 'S. Kowalski', 'T. Nguyen', 'P. Haddad', 'K. Brennan', 'E. Rossi', 'M. Osei'];
const TECHNICIANS = ['R. Novak', 'M. Chen', 'A. Okafor', 'L. Schmidt', 'D. Patel'];
const WORK: Record<MaintenanceTypeValue, string[]> = {
  preventive: [
    'Scheduled PM: cleaned vents, checked ejector pins, greased slides and lifters',
    'PM at interval: replaced cooling O-rings, polished parting line, checked leader pins',
    'PM: de-scaled water lines, replaced worn ejector pins (4), verified hot runner zones',
  ],
  corrective: ['Flash on parting line: re-fitted shut-offs', 'Sticking ejector pin replaced, ejector plate re-aligned', 'Short shots on cavity 3: cleared blocked gate'],
  repair: ['Cracked core insert welded and re-machined', 'Hot runner nozzle heater and thermocouple replaced', 'Damaged slide wear plate replaced'],
  cleaning: ['Dry-ice cleaning of cavities and vents', 'Ultrasonic cleaning of inserts', 'Vent cleaning after gassing on PC/ABS'],
  inspection: ['Visual inspection of cavities: no wear found', 'First-article dimensional check: within tolerance', 'Gate and vent wear inspection, photos in the mold file'],
};
const COST: Record<MaintenanceTypeValue, [number, number]> = {
  preventive: [350, 1800],
  corrective: [800, 3500],
  repair: [1500, 9000],
  cleaning: [80, 250],
  inspection: [0, 150],
};

/** mulberry32: a small deterministic PRNG, so the demo looks the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

type Run = { date: string; shots: number; workOrder: string; product: string; machine: string; operator: string; defectRate: number };
type Service = { date: string; type: MaintenanceTypeValue; description: string; technician: string; cost: number; resets: boolean; shotsAt: number };

type Plan = {
  mold: typeof molds.$inferInsert;
  runs: Omit<Run, 'workOrder'>[];
  services: Service[];
};

/** Splits `total` shots over `n` runs with ±25% variation, exactly. */
function split(total: number, n: number, rnd: ReturnType<typeof prng>): number[] {
  if (n <= 0) return [];
  const weights = Array.from({ length: n }, () => rnd.between(0.75, 1.25));
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  parts[n - 1] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** The industry a part is made for, so a customer-owned tool belongs to a customer who buys such parts. */
const PART_INDUSTRY: [RegExp, Industry][] = [
  [/Door Handle|Louver|Battery Cover|Connector Housing|Lens Housing|Knob|Cable Clip|Trim Panel|Mirror|Bumper|Wiper|Buckle|Cup Holder|Fuse Box/, 'automotive'],
  [/Luer|Syringe|Pipette|Petri|Test Tube|Drip Chamber|Inhaler/, 'medical'],
  [/Bottle Cap|Dispenser|Closure|Container Lid|Yogurt|Bucket|Cosmetic|Lipstick|Spray Nozzle/, 'packaging'],
  [/Gear|Bearing|Relay|Rocker|Lamp Socket|Hose|Sprinkler|Electrical Box|Cable Gland|Terminal|Filter/, 'industrial'],
];

/** Tools whose owner the demo's products rely on (the product is sold to the mold's owner). */
const PREFERRED_OWNER: Record<string, string> = {
  'Paint Bucket Handle': 'Allegheny Industrial Pails',
  'Bottle Cap 28mm': 'Pinnacle Food Packaging LLC',
};

function industryOf(part: string): Industry {
  return PART_INDUSTRY.find(([re]) => re.test(part))?.[1] ?? 'consumer';
}

function planMold(index: number, today: string, customersByIndustry: Map<Industry, number[]>, customerIdByName: Map<string, number>): Plan {
  const rnd = prng(1009 * (index + 1));
  const [part, cavities] = PARTS[index];
  const profile = PROFILES[index];
  const code = `MLD-${1001 + index}`;
  const interval = profile === 'not_set' ? null : INTERVALS[index % INTERVALS.length];
  let ownership: MoldOwnership = index % 7 === 3 ? 'leased' : index % 3 === 1 ? 'customer_owned' : 'company_owned';
  const preferred = customerIdByName.get(PREFERRED_OWNER[part]);
  const owners = preferred ? [preferred] : (customersByIndustry.get(industryOf(part)) ?? []);
  if (ownership === 'customer_owned' && owners.length === 0) ownership = 'company_owned';
  const status: MoldStatus = profile === 'idle' ? 'inactive' : profile === 'overdue' && index % 2 === 0 ? 'maintenance' : 'active';
  const perDay = Math.round(rnd.between(600, 2600)); // shots on a production day
  const lifetimeBefore = profile === 'new' ? 0 : Math.round(rnd.between(150_000, 2_800_000) / 1000) * 1000;

  // When the mold ran: every 1–3 days over the horizon; idle molds stopped 60–90 days ago; new ones start now.
  const firstDay = profile === 'new' ? 0 : HORIZON_DAYS;
  const lastDay = profile === 'idle' ? rnd.int(60, 90) : profile === 'new' ? 1 : rnd.int(0, 1);
  const runDays: number[] = [];
  for (let d = firstDay; d >= lastDay && profile !== 'new'; d -= rnd.int(1, 3)) runDays.push(d);

  // The last counter reset: k days ago, chosen so shots since then hit the profile's share of the interval.
  const target =
    profile === 'good' ? rnd.between(0.15, 0.85) : profile === 'due_soon' ? rnd.between(0.905, 0.985) : profile === 'overdue' ? rnd.between(1.02, 1.25) : profile === 'idle' ? rnd.between(0.3, 0.7) : 0;
  const runsAfterReset = interval && runDays.length ? Math.max(2, Math.min(runDays.length - 3, Math.round((target * interval) / perDay))) : 0;
  const resetDay = runsAfterReset ? runDays[runDays.length - runsAfterReset] : null; // reset at the start of that day

  const machine = PRESSES[index % PRESSES.length];
  const runs: Plan['runs'] = runDays.map((d) => ({
    date: addDays(today, -d),
    shots: Math.round(perDay * rnd.between(0.7, 1.3)) * Math.max(1, Math.round(rnd.between(1, 2))),
    product: part,
    machine: rnd.next() < 0.85 ? machine : rnd.pick(PRESSES),
    operator: rnd.pick(OPERATORS),
    defectRate: Math.round(rnd.between(0.2, profile === 'overdue' ? 4.5 : 2.5) * 100) / 100,
  }));
  if (resetDay !== null && interval) {
    // Shots since the reset sum exactly to the target share of the interval.
    const after = runs.filter((r) => r.date >= addDays(today, -resetDay));
    split(Math.round(target * interval), after.length, rnd).forEach((s, i) => (after[i].shots = s));
  }

  // Walk the history forward: counters, periodic PMs before the final reset, cleanings and inspections.
  const services: Service[] = [];
  let lifetime = lifetimeBefore;
  let since = interval ? Math.round(interval * rnd.between(0.1, 0.5)) : Math.round(rnd.between(5_000, 60_000));
  if (since > lifetime) since = lifetime;
  const service = (date: string, type: MaintenanceTypeValue, resets: boolean) => {
    const [min, max] = COST[type];
    services.push({ date, type, description: rnd.pick(WORK[type]), technician: rnd.pick(TECHNICIANS), cost: Math.round(rnd.between(min, max) * 100) / 100, resets, shotsAt: lifetime });
    if (resets) since = 0;
  };
  let lastService = -Infinity;
  for (let d = HORIZON_DAYS; d >= 0; d--) {
    const date = addDays(today, -d);
    const dayIndex = HORIZON_DAYS - d;
    if (resetDay !== null && d === resetDay) {
      service(date, rnd.next() < 0.8 ? 'preventive' : rnd.pick(['corrective', 'repair'] as const), true);
      lastService = dayIndex;
    } else if (interval && (resetDay === null || d > resetDay) && since >= interval * rnd.between(0.93, 1.0)) {
      service(date, 'preventive', true); // the toolroom kept up with the interval before
      lastService = dayIndex;
    } else if (profile !== 'new' && dayIndex - lastService > 20 && rnd.next() < 0.04) {
      const type = rnd.next() < 0.6 ? 'cleaning' : 'inspection';
      service(date, type, resetsCounterByDefault(type));
      lastService = dayIndex;
    } else if (profile === 'not_set' && d === 75) {
      service(date, 'repair', true);
      lastService = dayIndex;
    }
    for (const r of runs) {
      if (r.date === date) {
        lifetime += r.shots;
        since += r.shots;
      }
    }
  }

  const lastMaintenanceDate = services.length ? services[services.length - 1].date : null;
  const purchaseYear = profile === 'new' ? Number(today.slice(0, 4)) : 2012 + (index % 12);
  return {
    mold: {
      moldCode: code,
      moldName: `${part} ${cavities}-cav`,
      description: index % 4 === 0 ? `${cavities}-cavity ${cavities > 8 ? 'hot runner' : 'cold runner'} tool for ${part.toLowerCase()}.` : null,
      ownership,
      cavityCount: cavities,
      status,
      customerId: ownership === 'customer_owned' ? owners[index % owners.length] : null,
      storageLocation: status === 'active' && profile !== 'new' ? machine.replace(/ \(.*\)$/, '') : `${rnd.pick(RACKS)}-${String(rnd.int(1, 12)).padStart(2, '0')}`,
      maintenanceIntervalShots: interval,
      purchaseDate: profile === 'new' ? addDays(today, -rnd.int(3, 20)) : `${purchaseYear}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}`,
      totalShotsLifetime: lifetime,
      shotsSinceMaintenance: since,
      lastMaintenanceDate,
    },
    runs,
    services,
  };
}

export async function seed(db: Db): Promise<string> {
  const today = todayInPlant();
  const codes = PARTS.map((_, i) => `MLD-${1001 + i}`);
  const existing = await db
    .select({ code: sql<string>`lower(${molds.moldCode})` })
    .from(molds)
    .where(inArray(sql`lower(${molds.moldCode})`, codes.map((c) => c.toLowerCase())));
  const have = new Set(existing.map((e) => e.code));
  const customerRows = await db.select({ id: customers.id, name: customers.companyName }).from(customers).orderBy(asc(customers.id));
  const idByName = new Map(customerRows.map((c) => [c.name, c.id]));
  const customersByIndustry = new Map<Industry, number[]>();
  for (const industry of ['automotive', 'medical', 'packaging', 'consumer', 'industrial'] as const) {
    const ids = demoCustomersOf(industry).flatMap((name) => idByName.get(name) ?? []);
    customersByIndustry.set(industry, ids);
  }
  // Without the demo customers (e.g. a plant's own), any customer can own a tool.
  const customerIds = customerRows.slice(0, 12).map((c) => c.id);
  for (const [industry, ids] of customersByIndustry) if (ids.length === 0) customersByIndustry.set(industry, customerIds);

  let created = 0;
  let runCount = 0;
  let serviceCount = 0;
  let workOrder = 1000;
  for (let i = 0; i < PARTS.length; i++) {
    if (have.has(codes[i].toLowerCase())) continue;
    const plan = planMold(i, today, customersByIndustry, idByName);
    await db.transaction(async (tx) => {
      const [mold] = await tx.insert(molds).values(plan.mold).returning({ id: molds.id });
      if (plan.runs.length) {
        await tx.insert(moldUsageRecords).values(
          plan.runs.map((r) => ({
            moldId: mold.id,
            date: r.date,
            workOrder: `WO-${r.date.slice(0, 4)}-${String((workOrder += 1) % 100_000).padStart(5, '0')}`,
            product: r.product,
            shotsProduced: r.shots,
            machine: r.machine,
            operator: r.operator,
            defectRate: r.defectRate,
          })),
        );
      }
      if (plan.services.length) {
        await tx.insert(moldMaintenanceRecords).values(
          plan.services.map((s) => ({
            moldId: mold.id,
            date: s.date,
            type: s.type,
            description: s.description,
            technician: s.technician,
            cost: s.cost,
            resetsCounter: s.resets,
            shotsAtMaintenance: s.shotsAt,
          })),
        );
      }
    });
    created++;
    runCount += plan.runs.length;
    serviceCount += plan.services.length;
  }
  if (created === 0) return `${PARTS.length} molds already present`;
  return `${created} molds, ${runCount} usage records, ${serviceCount} maintenance records${customerIds.length ? '' : ' (no customers yet: none customer-owned)'}`;
}
