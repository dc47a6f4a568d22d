import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { boms, customers, molds, products, stockLots, storageLocations } from '@/db/schema';
import { findUserByEmail, toSessionUser } from '@/lib/auth/service';
import { saveBom } from '@/lib/boms/service';
import { DEMO_ADMIN } from './users';

/**
 * Demo products for a small molding plant: storage locations, raw materials (resins, masterbatch),
 * components, packaging, WIP and finished goods linked to the demo customers and molds, BOMs (material BOMs
 * for molded parts, assembly BOMs with nested WIP), and stock lots of every inventory age colour.
 * Idempotent: rows are looked up by their natural keys (location code, product code, lot number) first.
 */

type LocationSeed = { code: string; name: string; type: 'warehouse' | 'production_floor' | 'other'; aisle?: string; rack?: string; shelf?: string; bin?: string };

const LOCATIONS: LocationSeed[] = [
  { code: 'WH-A-01-1', name: 'Main Warehouse, Rack A1', type: 'warehouse', aisle: 'A', rack: '01', shelf: '1', bin: 'A01-1' },
  { code: 'WH-A-02-3', name: 'Main Warehouse, Rack A2', type: 'warehouse', aisle: 'A', rack: '02', shelf: '3', bin: 'A02-3' },
  { code: 'WH-B-04-2', name: 'Main Warehouse, Rack B4', type: 'warehouse', aisle: 'B', rack: '04', shelf: '2', bin: 'B04-2' },
  { code: 'WH-R-SILO', name: 'Resin Silo Bay', type: 'warehouse', aisle: 'R', rack: 'Silo', bin: 'S1' },
  { code: 'WH-PK-01', name: 'Packaging Store', type: 'warehouse', aisle: 'P', rack: '01' },
  { code: 'PF-PRESS-L1', name: 'Production Floor, Press Line 1', type: 'production_floor', bin: 'Press 3 hopper' },
  { code: 'PF-ASSY-C1', name: 'Production Floor, Assembly Cell 1', type: 'production_floor', rack: 'WIP-1' },
  { code: 'QC-HOLD', name: 'QC Hold Area', type: 'other', rack: 'Q1', bin: 'Q1-04' },
  { code: 'SHIP-STG', name: 'Shipping Staging', type: 'other', aisle: 'D2' },
];

type ProductSeed = {
  code: string;
  name: string;
  type: 'finished_good' | 'semi_finished' | 'component' | 'raw_material' | 'packaging';
  category: string;
  unit?: 'ea' | 'pcs' | 'kg' | 'box' | 'set' | 'pallet';
  description?: string;
  material?: string;
  color?: string;
  weight?: number;
  cavities?: number;
  cycle?: number;
  cost: number;
  price?: number;
  reorder?: [level: number, qty: number, min: number, max: number | null];
  drawing?: string;
  revision?: string;
  specs?: string;
  quality?: string;
  notes?: string;
  storage?: string;
  /** Molded in-house on the demo mold whose name starts with this (and sold to that mold's customer when it owns it). */
  mold?: string;
  /** Sold to a demo customer. */
  sold?: boolean;
  /** The demo customer (company name) it is sold to; else the owner of its mold; else the next demo customer. */
  customer?: string;
};

const PRODUCTS: ProductSeed[] = [
  // Raw materials: resins and masterbatch (kg)
  { code: 'RM-PP-H12', name: 'Polypropylene Homopolymer MFI 12', type: 'raw_material', category: 'Resins', unit: 'kg', material: 'PP', color: 'Natural', cost: 1.42, reorder: [2000, 5000, 1000, 12000], description: 'General purpose PP homopolymer for caps and closures', specs: 'MFI 12 g/10 min (230 °C/2.16 kg)', storage: 'WH-R-SILO' },
  { code: 'RM-PP-R25', name: 'Polypropylene Random Copolymer MFI 25', type: 'raw_material', category: 'Resins', unit: 'kg', material: 'PP', color: 'Clarified', cost: 1.58, reorder: [1500, 4000, 800, 10000], description: 'Clarified random copolymer for thin-wall food containers', storage: 'WH-R-SILO' },
  { code: 'RM-ABS-750', name: 'ABS General Purpose', type: 'raw_material', category: 'Resins', unit: 'kg', material: 'ABS', color: 'Natural', cost: 2.35, reorder: [800, 2000, 400, 5000], description: 'High-impact ABS for housings', storage: 'WH-A-01-1' },
  { code: 'RM-PC-2407', name: 'Polycarbonate UV-stabilised', type: 'raw_material', category: 'Resins', unit: 'kg', material: 'PC', color: 'Clear', cost: 3.9, reorder: [500, 1500, 250, 4000], description: 'Optical grade PC for lenses and covers', specs: 'Dry 4 h at 120 °C before molding', storage: 'WH-A-01-1' },
  { code: 'RM-PA66-GF30', name: 'PA66 30% Glass Filled', type: 'raw_material', category: 'Resins', unit: 'kg', material: 'PA66-GF30', color: 'Black', cost: 4.65, reorder: [400, 1000, 200, 3000], description: 'Glass-filled nylon for structural clips', specs: 'Dry 4 h at 80 °C; max moisture 0.2%', storage: 'WH-A-02-3' },
  { code: 'RM-MB-BLK', name: 'Black Masterbatch (carbon black)', type: 'raw_material', category: 'Masterbatch', unit: 'kg', color: 'Black', cost: 5.2, reorder: [50, 150, 25, 400], description: 'Let-down ratio 2%', storage: 'WH-A-02-3' },
  { code: 'RM-MB-WHT', name: 'White Masterbatch (TiO2)', type: 'raw_material', category: 'Masterbatch', unit: 'kg', color: 'White', cost: 4.8, reorder: [50, 150, 25, 400], description: 'Let-down ratio 2.5%', storage: 'WH-A-02-3' },
  { code: 'RM-MB-BLU', name: 'Blue Masterbatch RAL 5015', type: 'raw_material', category: 'Masterbatch', unit: 'kg', color: 'Sky Blue', cost: 7.1, reorder: [20, 60, 10, 200], description: 'Let-down ratio 3%', storage: 'WH-A-02-3' },
  // Purchased components
  { code: 'CP-SCR-M3X8', name: 'Screw M3x8 self-tapping, Torx', type: 'component', category: 'Fasteners', unit: 'pcs', cost: 0.018, reorder: [20000, 50000, 10000, 150000], storage: 'WH-B-04-2' },
  { code: 'CP-INS-M4', name: 'Brass heat-set insert M4', type: 'component', category: 'Fasteners', unit: 'pcs', cost: 0.065, reorder: [10000, 25000, 5000, 60000], storage: 'WH-B-04-2' },
  { code: 'CP-GSK-40', name: 'Silicone gasket 40 mm', type: 'component', category: 'Seals', unit: 'pcs', cost: 0.12, reorder: [3000, 10000, 1500, 25000], storage: 'WH-B-04-2' },
  // Packaging
  { code: 'PK-CTN-S', name: 'Carton 400x300x200 single wall', type: 'packaging', category: 'Cartons', unit: 'ea', cost: 0.62, reorder: [500, 2000, 250, 5000], storage: 'WH-PK-01' },
  { code: 'PK-CTN-L', name: 'Carton 600x400x400 double wall', type: 'packaging', category: 'Cartons', unit: 'ea', cost: 1.35, reorder: [300, 1000, 150, 3000], storage: 'WH-PK-01' },
  { code: 'PK-BAG-PE', name: 'PE bag 300x400, 50 micron', type: 'packaging', category: 'Bags', unit: 'pcs', cost: 0.035, reorder: [5000, 20000, 2500, 50000], storage: 'WH-PK-01' },
  { code: 'PK-PAL-EUR', name: 'Euro pallet 1200x800', type: 'packaging', category: 'Pallets', unit: 'ea', cost: 9.5, reorder: [40, 100, 20, 250], storage: 'SHIP-STG' },
  // WIP (molded in-house, assembled later)
  { code: 'WIP-HSG-B', name: 'Enclosure base, molded', type: 'semi_finished', category: 'Housings', unit: 'pcs', material: 'ABS', color: 'Black', weight: 48.5, cavities: 2, cycle: 38, cost: 0.46, reorder: [500, 2000, 300, 6000], drawing: 'DRW-2101', revision: 'C', storage: 'PF-ASSY-C1' },
  { code: 'WIP-HSG-T', name: 'Enclosure top cover, molded', type: 'semi_finished', category: 'Housings', unit: 'pcs', material: 'ABS', color: 'White', weight: 31.2, cavities: 2, cycle: 34, cost: 0.33, reorder: [500, 2000, 300, 6000], drawing: 'DRW-2102', revision: 'B', mold: 'Electrical Box Cover', storage: 'PF-ASSY-C1' },
  { code: 'WIP-LENS-C', name: 'Sensor lens, clear PC', type: 'semi_finished', category: 'Optics', unit: 'pcs', material: 'PC', color: 'Clear', weight: 6.4, cavities: 4, cycle: 28, cost: 0.09, reorder: [1000, 4000, 500, 10000], drawing: 'DRW-3301', revision: 'A', mold: 'Lens Housing', quality: 'Haze < 1%, no flow lines', storage: 'QC-HOLD' },
  { code: 'WIP-CLIP-A', name: 'Latch clip, PA66-GF30', type: 'semi_finished', category: 'Clips', unit: 'pcs', material: 'PA66-GF30', color: 'Black', weight: 3.1, cavities: 16, cycle: 18, cost: 0.05, reorder: [2000, 8000, 1000, 20000], drawing: 'DRW-3302', revision: 'D', mold: 'Cable Clip', storage: 'PF-PRESS-L1' },
  { code: 'WIP-SNS-SUB', name: 'Sensor front sub-assembly (lens + clips)', type: 'semi_finished', category: 'Sub-assemblies', unit: 'pcs', cost: 0.26, reorder: [500, 2000, 250, 5000], drawing: 'DRW-3300', revision: 'B', storage: 'PF-ASSY-C1' },
  // Finished goods
  { code: 'FG-CAP-28', name: '28 mm PCO flip-top cap', type: 'finished_good', category: 'Closures', unit: 'ea', material: 'PP', color: 'White', weight: 2.1, cavities: 32, cycle: 6.5, cost: 0.018, price: 0.032, reorder: [50000, 200000, 25000, 600000], drawing: 'DRW-1001', revision: 'F', mold: 'Bottle Cap 28mm', sold: true, specs: 'Hinge life > 3000 cycles', quality: 'AQL 0.65', description: 'Flip-top dispensing cap for 28 mm PCO 1881 necks', storage: 'WH-A-02-3' },
  { code: 'FG-CAP-38', customer: 'Riverbend Dairy Containers', name: '38 mm closure with tamper band', type: 'finished_good', category: 'Closures', unit: 'ea', material: 'PP', color: 'Sky Blue', weight: 3.4, cavities: 16, cycle: 7.8, cost: 0.027, price: 0.041, reorder: [40000, 150000, 20000, 400000], drawing: 'DRW-1002', revision: 'C', mold: 'Flip-top Closure 38mm', sold: true, description: 'Tamper-evident closure for juice bottles', storage: 'WH-A-02-3' },
  { code: 'FG-CTR-500', customer: 'Pinnacle Food Packaging LLC', name: '500 ml food container, clarified', type: 'finished_good', category: 'Containers', unit: 'ea', material: 'PP', color: 'Clear', weight: 18.0, cavities: 4, cycle: 9.5, cost: 0.061, price: 0.095, reorder: [10000, 40000, 5000, 100000], drawing: 'DRW-1101', revision: 'B', sold: true, description: 'Thin-wall deli container, microwave safe', storage: 'WH-B-04-2' },
  { code: 'FG-AUTO-CLIP', customer: 'Great Lakes Automotive Systems, Inc.', name: 'Automotive trim clip 8 mm', type: 'finished_good', category: 'Automotive', unit: 'pcs', material: 'PA66-GF30', color: 'Black', weight: 2.8, cavities: 24, cycle: 16, cost: 0.021, price: 0.024, reorder: [20000, 100000, 10000, 250000], drawing: 'DRW-4101', revision: 'G', mold: 'Trim Panel Clip', sold: true, quality: 'PPAP level 3; IATF 16949', description: 'Door panel retention clip', storage: 'WH-B-04-2' },
  { code: 'FG-HANDLE-T', customer: 'Allegheny Industrial Pails', name: 'Paint bucket handle, 10 L', type: 'finished_good', category: 'Consumer', unit: 'ea', material: 'PP', color: 'Sky Blue', weight: 64, cavities: 4, cycle: 42, cost: 0.31, price: 0.58, reorder: [2000, 8000, 1000, 20000], drawing: 'DRW-5001', revision: 'A', mold: 'Paint Bucket Handle', sold: true, storage: 'WH-A-01-1' },
  { code: 'FG-ENC-100', customer: 'Nimbus Consumer Electronics', name: 'Electronics enclosure assembly', type: 'finished_good', category: 'Assemblies', unit: 'set', cost: 1.42, price: 2.35, reorder: [500, 2000, 250, 5000], drawing: 'DRW-2100', revision: 'D', sold: true, description: 'Base, cover, gasket, inserts and screws; bagged, 40 per carton', notes: 'Customer supplies the PCB; torque screws to 0.6 Nm', storage: 'SHIP-STG' },
  { code: 'FG-SNS-200', customer: 'Bluegrass Climate Controls', name: 'Sensor housing assembly', type: 'finished_good', category: 'Assemblies', unit: 'set', cost: 0.98, price: 1.15, reorder: [1000, 3000, 500, 8000], drawing: 'DRW-3200', revision: 'B', sold: true, description: 'Enclosure base with the sensor front sub-assembly, 60 per carton', storage: 'SHIP-STG' },
  { code: 'FG-SPOON-C', name: 'Cutlery spoon, compostable (trial)', type: 'finished_good', category: 'Consumer', unit: 'pcs', material: 'PLA', color: 'Natural', weight: 3.0, cost: 0.011, price: 0.0, description: 'Customer trial: no BOM and no stock yet', notes: 'Pricing pending customer approval' },
];

type BomSeed = { product: string; type: 'material' | 'assembly'; items: [code: string, qty: number, unit: string, scrap: number, operation: 'molding' | 'assembly' | 'inspection' | 'packaging', notes?: string][] };

const BOMS: BomSeed[] = [
  // Material BOMs: resin + masterbatch per molded part
  { product: 'FG-CAP-28', type: 'material', items: [['RM-PP-H12', 2.05, 'g', 2.5, 'molding'], ['RM-MB-WHT', 0.05, 'g', 2.5, 'molding', '2.5% let-down'], ['PK-CTN-S', 0.0005, 'ea', 0, 'packaging', '2000 caps per carton']] },
  { product: 'FG-CAP-38', type: 'material', items: [['RM-PP-H12', 3.3, 'g', 2, 'molding'], ['RM-MB-BLU', 0.1, 'g', 2, 'molding', '3% let-down']] },
  { product: 'FG-CTR-500', type: 'material', items: [['RM-PP-R25', 18, 'g', 1.5, 'molding'], ['PK-BAG-PE', 0.004, 'pcs', 0, 'packaging', '250 per bag'], ['PK-CTN-L', 0.001, 'ea', 0, 'packaging']] },
  { product: 'FG-AUTO-CLIP', type: 'material', items: [['RM-PA66-GF30', 2.75, 'g', 3, 'molding'], ['RM-MB-BLK', 0.05, 'g', 3, 'molding']] },
  { product: 'FG-HANDLE-T', type: 'material', items: [['RM-PP-H12', 62, 'g', 2, 'molding'], ['RM-MB-BLU', 1.9, 'g', 2, 'molding']] },
  { product: 'WIP-HSG-B', type: 'material', items: [['RM-ABS-750', 47.5, 'g', 2, 'molding'], ['RM-MB-BLK', 1.0, 'g', 2, 'molding']] },
  { product: 'WIP-HSG-T', type: 'material', items: [['RM-ABS-750', 30.5, 'g', 2, 'molding'], ['RM-MB-WHT', 0.75, 'g', 2, 'molding']] },
  { product: 'WIP-LENS-C', type: 'material', items: [['RM-PC-2407', 6.4, 'g', 4, 'molding', 'Dry resin first']] },
  { product: 'WIP-CLIP-A', type: 'material', items: [['RM-PA66-GF30', 3.0, 'g', 3, 'molding'], ['RM-MB-BLK', 0.06, 'g', 3, 'molding']] },
  // Assembly BOMs with WIP, components and packaging (nested: sensor → sub-assembly → lens/clips → resin)
  { product: 'WIP-SNS-SUB', type: 'assembly', items: [['WIP-LENS-C', 1, 'pcs', 1, 'assembly'], ['WIP-CLIP-A', 2, 'pcs', 0.5, 'assembly', 'Snap-fit, check engagement']] },
  {
    product: 'FG-ENC-100',
    type: 'assembly',
    items: [
      ['WIP-HSG-B', 1, 'pcs', 0.5, 'assembly'],
      ['WIP-HSG-T', 1, 'pcs', 0.5, 'assembly'],
      ['CP-INS-M4', 4, 'pcs', 1, 'assembly', 'Heat-stake at 230 °C'],
      ['CP-GSK-40', 1, 'pcs', 0, 'assembly'],
      ['CP-SCR-M3X8', 4, 'pcs', 2, 'assembly', 'Torque 0.6 Nm'],
      ['PK-BAG-PE', 1, 'pcs', 0, 'packaging'],
      ['PK-CTN-L', 0.025, 'ea', 0, 'packaging', '40 per carton'],
    ],
  },
  {
    product: 'FG-SNS-200',
    type: 'assembly',
    items: [
      ['WIP-HSG-B', 1, 'pcs', 0.5, 'assembly'],
      ['WIP-SNS-SUB', 1, 'pcs', 0.5, 'assembly'],
      ['CP-SCR-M3X8', 2, 'pcs', 2, 'assembly'],
      ['PK-CTN-S', 0.0167, 'ea', 0, 'packaging', '60 per carton'],
      ['PK-PAL-EUR', 0.0005, 'ea', 0, 'packaging', '2000 per pallet'],
    ],
  },
];

/**
 * Stock lots: [product, location, received days ago, last transaction days ago, on hand, allocated].
 * Ages cover every colour of the age badge: Today, 1 day, ≤ 30 (green), > 30 (yellow), > 60 (amber), > 90 (red).
 */
const LOTS: [string, string, number, number, number, number][] = [
  ['FG-CAP-28', 'WH-A-02-3', 150, 120, 42000, 0],
  ['FG-CAP-28', 'QC-HOLD', 100, 75, 8000, 0],
  ['FG-CAP-28', 'WH-A-02-3', 62, 45, 96000, 30000],
  ['FG-CAP-28', 'SHIP-STG', 20, 1, 64000, 64000],
  ['FG-CAP-28', 'PF-PRESS-L1', 0, 0, 12800, 0],
  ['FG-CAP-38', 'WH-A-02-3', 40, 12, 38000, 10000],
  ['FG-CAP-38', 'PF-PRESS-L1', 3, 0, 9600, 0],
  ['FG-CTR-500', 'WH-B-04-2', 95, 65, 14000, 2000],
  ['FG-CTR-500', 'WH-B-04-2', 30, 28, 22000, 0],
  ['FG-AUTO-CLIP', 'WH-B-04-2', 200, 130, 30000, 5000],
  ['FG-AUTO-CLIP', 'SHIP-STG', 10, 2, 48000, 48000],
  ['FG-HANDLE-T', 'WH-A-01-1', 35, 33, 3600, 400],
  ['FG-ENC-100', 'SHIP-STG', 14, 5, 1200, 800],
  ['FG-ENC-100', 'QC-HOLD', 70, 61, 80, 0],
  ['FG-SNS-200', 'SHIP-STG', 8, 8, 2400, 600],
  ['WIP-HSG-B', 'PF-ASSY-C1', 25, 3, 1800, 1200],
  ['WIP-HSG-B', 'WH-A-01-1', 100, 91, 600, 0],
  ['WIP-HSG-T', 'PF-ASSY-C1', 22, 4, 1500, 1000],
  ['WIP-LENS-C', 'QC-HOLD', 6, 6, 5000, 0],
  ['WIP-CLIP-A', 'PF-PRESS-L1', 9, 1, 16000, 4000],
  ['WIP-SNS-SUB', 'PF-ASSY-C1', 5, 0, 900, 300],
  ['RM-PP-H12', 'WH-R-SILO', 120, 95, 1800, 0],
  ['RM-PP-H12', 'WH-R-SILO', 45, 2, 6250, 2500],
  ['RM-PP-H12', 'PF-PRESS-L1', 4, 0, 750, 750],
  ['RM-PP-R25', 'WH-R-SILO', 33, 15, 4000, 1000],
  ['RM-ABS-750', 'WH-A-01-1', 66, 40, 1275, 300],
  ['RM-PC-2407', 'WH-A-01-1', 18, 18, 900, 0],
  ['RM-PA66-GF30', 'WH-A-02-3', 110, 64, 475, 0],
  ['RM-PA66-GF30', 'WH-A-02-3', 12, 7, 1000, 250],
  ['RM-MB-BLK', 'WH-A-02-3', 90, 20, 125, 25],
  ['RM-MB-WHT', 'WH-A-02-3', 50, 31, 150, 0],
  ['RM-MB-BLU', 'WH-A-02-3', 140, 100, 42, 0],
  ['CP-SCR-M3X8', 'WH-B-04-2', 75, 10, 85000, 12000],
  ['CP-INS-M4', 'WH-B-04-2', 60, 10, 24000, 6000],
  ['CP-GSK-40', 'WH-B-04-2', 28, 10, 6000, 1500],
  ['PK-CTN-S', 'WH-PK-01', 48, 9, 1400, 0],
  ['PK-CTN-L', 'WH-PK-01', 48, 9, 900, 100],
  ['PK-BAG-PE', 'WH-PK-01', 120, 35, 32000, 0],
  ['PK-PAL-EUR', 'SHIP-STG', 30, 1, 85, 20],
];

function daysAgo(days: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
  return d.toISOString().slice(0, 10);
}

export async function seed(db: Db): Promise<string> {
  // Locations
  const existingLocations = await db.select({ id: storageLocations.id, code: storageLocations.locationCode }).from(storageLocations);
  const locationId = new Map(existingLocations.map((l) => [l.code.toLowerCase(), l.id]));
  const newLocations = LOCATIONS.filter((l) => !locationId.has(l.code.toLowerCase()));
  if (newLocations.length) {
    const inserted = await db
      .insert(storageLocations)
      .values(newLocations.map((l) => ({ locationCode: l.code, locationName: l.name, locationType: l.type, aisle: l.aisle, rack: l.rack, shelf: l.shelf, bin: l.bin })))
      .returning({ id: storageLocations.id, code: storageLocations.locationCode });
    for (const l of inserted) locationId.set(l.code.toLowerCase(), l.id);
  }

  // Demo customers and molds (seeded before us); cope with none.
  const demoCustomers = await db.select({ id: customers.id }).from(customers).where(eq(customers.status, 'active')).orderBy(asc(customers.id)).limit(8);
  const customerIdByName = new Map((await db.select({ id: customers.id, name: customers.companyName }).from(customers)).map((c) => [c.name, c.id]));
  const demoMolds = await db.select({ id: molds.id, name: molds.moldName, customerId: molds.customerId }).from(molds).orderBy(asc(molds.id));
  const moldFor = (hint: string | undefined) => (hint ? (demoMolds.find((m) => m.name.toLowerCase().startsWith(hint.toLowerCase())) ?? null) : null);

  // Products
  const codes = PRODUCTS.map((p) => p.code.toLowerCase());
  const existingProducts = await db
    .select({ id: products.id, code: products.productCode, customerId: products.customerId, moldId: products.moldId })
    .from(products)
    .where(inArray(sql`lower(${products.productCode})`, codes));
  const productByCode = new Map(existingProducts.map((p) => [p.code.toLowerCase(), p]));

  let customerCursor = 0;
  let createdProducts = 0;
  let linked = 0;
  for (const p of PRODUCTS) {
    const mold = moldFor(p.mold);
    const named = p.customer ? customerIdByName.get(p.customer) : undefined;
    const customerId = p.sold ? (named ?? mold?.customerId ?? (demoCustomers.length ? demoCustomers[customerCursor++ % demoCustomers.length].id : null)) : null;
    const existing = productByCode.get(p.code.toLowerCase());
    if (existing) {
      // Re-run after customers/molds appeared: fill in links that are still empty, never overwrite.
      if (existing.customerId === null && customerId) {
        await db.update(products).set({ customerId }).where(and(eq(products.id, existing.id), isNull(products.customerId)));
        linked++;
      }
      if (existing.moldId === null && mold) {
        await db.update(products).set({ moldId: mold.id }).where(and(eq(products.id, existing.id), isNull(products.moldId)));
        linked++;
      }
      continue;
    }
    const [level, qty, min, max] = p.reorder ?? [0, 0, 0, null];
    const [row] = await db
      .insert(products)
      .values({
        productCode: p.code,
        productName: p.name,
        description: p.description ?? null,
        category: p.category,
        productType: p.type,
        unit: p.unit ?? 'ea',
        color: p.color ?? null,
        materialType: p.material ?? null,
        weightGrams: p.weight ?? null,
        cavityCount: p.cavities ?? null,
        cycleTimeSeconds: p.cycle ?? null,
        partsPerCycle: p.cavities ?? null,
        standardCost: p.cost,
        sellingPrice: p.price ?? 0,
        reorderLevel: level,
        reorderQuantity: qty,
        minStockLevel: min,
        maxStockLevel: max,
        storageLocation: p.storage ?? null,
        binLocation: p.storage ? (LOCATIONS.find((l) => l.code === p.storage)?.bin ?? null) : null,
        drawingNumber: p.drawing ?? null,
        revision: p.revision ?? null,
        specifications: p.specs ?? null,
        qualityStandards: p.quality ?? null,
        notes: p.notes ?? null,
        customerId,
        moldId: mold?.id ?? null,
      })
      .returning({ id: products.id, code: products.productCode, customerId: products.customerId, moldId: products.moldId });
    productByCode.set(p.code.toLowerCase(), row);
    createdProducts++;
  }
  const idOf = (code: string) => productByCode.get(code.toLowerCase())!.id;

  // BOMs through the service (validation and cycle checks included); only for products without one.
  // Components first, so nested BOMs exist before the assemblies that use them.
  const withBom = new Set(
    (await db.select({ productId: boms.productId }).from(boms).where(inArray(boms.productId, BOMS.map((b) => idOf(b.product))))).map((b) => b.productId),
  );
  let createdBoms = 0;
  // Saved as the demo planner (Planning may change BOMs, CONTRACT §9), so the audit log names who did it.
  const plannerRow = (await findUserByEmail(db, 'planning@example.com')) ?? (await findUserByEmail(db, DEMO_ADMIN.email));
  const planner = plannerRow ? toSessionUser(plannerRow) : null;
  for (const b of BOMS) {
    if (withBom.has(idOf(b.product))) continue;
    if (!planner) throw new Error('Seed the demo users first: the demo BOMs are saved by the demo planner.');
    await saveBom(
      { db, user: planner },
      {
        product_id: idOf(b.product),
        bom_type: b.type,
        is_active: true,
        items: b.items.map(([code, quantity, unit, scrap, operation, notes], index) => ({
          item_id: idOf(code),
          quantity,
          unit,
          scrap_percentage: scrap,
          operation,
          notes: notes ?? null,
          sequence: index + 1,
        })),
      },
    );
    createdBoms++;
  }

  // Stock lots, keyed by lot number.
  const lotRows = LOTS.map(([code, location, receivedAgo, lastAgo, onHand, allocated], index) => ({
    productId: idOf(code),
    locationId: locationId.get(location.toLowerCase())!,
    lotNumber: `LOT-${code}-${String(index + 1).padStart(3, '0')}`,
    receivedDate: daysAgo(receivedAgo),
    lastTransactionDate: daysAgo(lastAgo),
    quantityOnHand: onHand,
    quantityAllocated: allocated,
  }));
  const existingLots = new Set(
    (await db.select({ lot: stockLots.lotNumber }).from(stockLots).where(inArray(stockLots.lotNumber, lotRows.map((l) => l.lotNumber)))).map((l) => l.lot),
  );
  const newLots = lotRows.filter((l) => !existingLots.has(l.lotNumber));
  if (newLots.length) await db.insert(stockLots).values(newLots);

  return (
    `${newLocations.length} locations, ${createdProducts} products (${linked} links filled in), ${createdBoms} BOMs, ${newLots.length} stock lots added` +
    ` (${demoCustomers.length ? 'linked to demo customers' : 'no customers yet'}, ${demoMolds.length ? 'linked to demo molds' : 'no molds yet'})`
  );
}
