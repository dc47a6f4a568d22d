import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { salesOrderAllocations, salesOrderLines, salesOrders } from '@/db/schema';
import { allocateLotInTx } from '@/lib/inventory/movements';
import { quantity } from '@/lib/numbers';
import { OPEN_ORDER_STATUSES } from './constants';

/**
 * Make-to-order (CONTRACT §10): good parts reported on a work order linked to a sales order line are allocated to that
 * line as they are received. The production report calls `lockLinkedLine` before it moves any stock (so its locks
 * come in the order every sales write takes them: the line, then the product's balance) and `allocateReceipt` after
 * the receipt.
 */
export type LinkedLine = { id: number; productId: number; open: boolean; needed: number };

export async function lockLinkedLine(tx: Tx, lineId: number | null | undefined): Promise<LinkedLine | null> {
  if (lineId == null) return null;
  const [line] = await tx
    .select({ id: salesOrderLines.id, productId: salesOrderLines.productId, qty: salesOrderLines.quantity, shipped: salesOrderLines.quantityShipped, allocated: salesOrderLines.quantityAllocated, status: salesOrders.status })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.salesOrderId))
    .where(eq(salesOrderLines.id, lineId))
    .for('update', { of: salesOrderLines });
  if (!line) return null;
  return {
    id: line.id,
    productId: line.productId,
    open: (OPEN_ORDER_STATUSES as readonly string[]).includes(line.status),
    needed: quantity(quantity(line.qty) - quantity(line.shipped) - quantity(line.allocated)),
  };
}

/** Whether good parts of `productId` received now are held for `line`: it is open, of that product and still short. */
export function holdsReceipt(line: LinkedLine | null, productId: number): line is LinkedLine {
  return !!line && line.open && line.productId === productId && line.needed > 0;
}

/** Hold up to what the line still needs of the lot just received; returns the quantity allocated. */
export async function allocateReceipt(tx: Tx, line: LinkedLine | null, productId: number, lotId: number | null, received: number): Promise<number> {
  if (!holdsReceipt(line, productId) || lotId == null) return 0;
  const held = await allocateLotInTx(tx, productId, lotId, Math.min(line.needed, received));
  if (held <= 0) return 0;
  await tx
    .insert(salesOrderAllocations)
    .values({ lineId: line.id, lotId, quantity: held })
    .onConflictDoUpdate({ target: [salesOrderAllocations.lineId, salesOrderAllocations.lotId], set: { quantity: sql`${salesOrderAllocations.quantity} + ${held}` } });
  await tx
    .update(salesOrderLines)
    .set({ quantityAllocated: sql`${salesOrderLines.quantityAllocated} + ${held}` })
    .where(eq(salesOrderLines.id, line.id));
  return held;
}
