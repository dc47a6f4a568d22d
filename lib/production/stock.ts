import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { bomItems, boms, products, storageLocations } from '@/db/schema';
import { unitFactor } from '@/lib/costing/formulas';
import { preparedQuery } from '@/lib/db/prepared';
import { executeRows } from '@/lib/db/rows';
import { together } from '@/lib/db/together';
import { ValidationError } from '@/lib/errors';
import { quantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { receiveAndIssueInTx, type BatchReceipt, type MovementDto } from '@/lib/inventory/service';
import { allocateReceipt, holdsReceipt, lockLinkedLine } from '@/lib/sales/allocation';
import type { ReportStock } from './dto';

/**
 * Step 4 of a production report (lib/production/service.ts), inside its transaction, through the stock service:
 * - the product's active BOM is backflushed: each line's quantity (in the component's unit) × (1 + scrap %) ×
 *   every part the press made (good and scrap), issued FIFO; a component short of stock refuses the whole report
 *   (422 on good_parts, nothing changes — stock never goes negative);
 * - the good parts are received as a new lot into the product's own storage location (its code), else the first
 *   active warehouse, at the product's standard cost. A plant with no storage location yet records production
 *   without a receipt and says so in `note`.
 * Movements carry the work-order number as their reference. `reads` (the BOM, the receiving location) come from
 * `readForReport`, which the report starts beside its earlier steps.
 */
export async function moveStockForReport(
  tx: Tx,
  ctx: Pick<ServiceContext, 'user'>,
  order: { productId: number; workOrderNumber: string; salesOrderLineId?: number | null },
  parts: { good: number; scrap: number },
  reads: ReportStockReads,
): Promise<ReportStock> {
  // Make-to-order: the sales order line is locked before any stock moves (the order sales writes take locks in).
  const linked = parts.good > 0 ? await lockLinkedLine(tx, order.salesOrderLineId) : null;
  const made = parts.good + parts.scrap;
  const { lines, location } = reads;

  // The good parts received and the materials issued in one batch (two round trips): every balance row it writes
  // locked in one statement, in id order — shared resins are the rows every press's report waits for, so no two
  // reports hold them crosswise — and its writes sent with the COMMIT (`withCommit`: the report writes nothing
  // after them that depends on them), so the locks are held for one round trip. When the good parts are held for a
  // linked sales order line, the receipt and its allocation go first, in a batch of their own: the allocation's
  // statements are not taken while the resins are held.
  const note = parts.good > 0 && !location ? 'No storage location is set up: the good parts were not received into stock.' : null;
  const receipt: BatchReceipt | null =
    parts.good > 0 && location
      ? {
          input: {
            product_id: order.productId,
            location_id: location.id,
            quantity: parts.good,
            reference: order.workOrderNumber,
            lot_number: order.workOrderNumber,
            notes: 'Finished goods from a production report',
          },
          location: { id: location.id, location_code: location.code, location_name: location.name },
        }
      : null;
  const needs = lines
    .map((line) => ({ line, needed: quantity(Number(line.quantity) * (unitFactor(line.unit, line.componentUnit) ?? 1) * (1 + Number(line.scrap) / 100) * made) }))
    .filter((n) => n.needed > 0);
  const issues = {
    issues: needs.map(({ line, needed }) => ({ product_id: line.itemId, quantity: needed, reference: order.workOrderNumber, notes: 'Backflushed by a production report' })),
    shortage: (index: number, message: string) => {
      const { line, needed } = needs[index];
      return ValidationError.field('good_parts', `${line.componentCode}: ${message} These parts need ${needed} ${line.componentUnit}. Receive the material first.`);
    },
  };
  const allocating = receipt && holdsReceipt(linked, order.productId);
  let receiptMovement: MovementDto | null;
  let movements: MovementDto[];
  if (allocating) {
    receiptMovement = (await receiveAndIssueInTx(tx, ctx, { receipt, issues: [] })).received;
    // The good parts are held for the linked sales order line (CONTRACT §10), up to what it still needs.
    await allocateReceipt(tx, linked, order.productId, receiptMovement!.lot_id, parts.good);
    movements = (await receiveAndIssueInTx(tx, ctx, { ...issues, withCommit: true })).issued;
  } else {
    ({ received: receiptMovement, issued: movements } = await receiveAndIssueInTx(tx, ctx, { receipt, ...issues, withCommit: true }));
  }
  const received: ReportStock['received'] =
    location && receiptMovement
      ? { quantity: parts.good, location_id: location.id, location_code: location.code, movement_id: receiptMovement.id, lot_id: receiptMovement.lot_id! }
      : null;
  const issued: ReportStock['issued'] = needs.map(({ line, needed }, i) => ({
    product_id: line.itemId,
    product_code: line.componentCode,
    quantity: needed,
    unit: line.componentUnit,
    movement_id: movements[i].id,
  }));
  return { issued, received, note };
}

/** What a report's stock step reads: its product's active BOM and the receiving location. */
export type ReportStockReads = { lines: Awaited<ReturnType<typeof bomLines>>; location: { id: number; code: string; name: string } | null };

/**
 * The product's active BOM and its receiving location, read together (`together`). They lock nothing, so a report
 * starts them beside its earlier steps (lib/production/service.ts): they cost no round trip of their own.
 */
export function readForReport(tx: Tx, order: { productId: number }, parts: { good: number }): Promise<ReportStockReads> {
  return together([bomLines(tx, order.productId), parts.good > 0 ? receivingLocation(tx, order.productId) : Promise.resolve(null)]).then(([lines, location]) => ({ lines, location }));
}

/** The active BOM's lines of `productId`, in their order, with each component's code and unit. */
function bomLines(tx: Tx, productId: number) {
  return activeBomLines(tx).execute({ productId });
}

/** `bomLines`, prepared (built once): every production report reads it. */
const activeBomLines = preparedQuery((db) =>
  db
    .select({
      itemId: bomItems.itemId,
      quantity: bomItems.quantity,
      unit: bomItems.unit,
      scrap: bomItems.scrapPercentage,
      componentCode: products.productCode,
      componentUnit: products.unit,
    })
    .from(boms)
    .innerJoin(bomItems, eq(bomItems.bomId, boms.id))
    .innerJoin(products, eq(products.id, bomItems.itemId))
    .where(and(eq(boms.productId, sql.placeholder('productId')), eq(boms.isActive, true)))
    .orderBy(asc(bomItems.sequence), asc(bomItems.id))
    .prepare('active_bom_lines'),
);

/**
 * The product's own storage location (its code, case-insensitive), else the first active warehouse: one statement,
 * the two candidates ranked.
 */
async function receivingLocation(tx: Tx, productId: number): Promise<{ id: number; code: string; name: string } | null> {
  const [row] = await executeRows<{ id: number; code: string; name: string }>(
    tx,
    sql`select id, code, name from (
        (select ${storageLocations.id} as id, ${storageLocations.locationCode} as code, ${storageLocations.locationName} as name, 0 as rank
           from ${products} join ${storageLocations} on lower(${storageLocations.locationCode}) = lower(${products.storageLocation}) and ${storageLocations.isActive}
          where ${products.id} = ${productId} limit 1)
        union all
        (select ${storageLocations.id}, ${storageLocations.locationCode}, ${storageLocations.locationName}, 1 from ${storageLocations}
          where ${storageLocations.isActive} and ${storageLocations.locationType} = 'warehouse' order by ${storageLocations.id} limit 1)
      ) candidates order by rank limit 1`,
  );
  return row ? { id: Number(row.id), code: row.code, name: row.name } : null;
}
