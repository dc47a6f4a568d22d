import 'server-only';
import type { InventoryLocationRow, StockLocation, StockLotDto } from './dto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { products, stockLots, storageLocations } from '@/db/schema';
import { NotFoundError } from '@/lib/errors';
import { quantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';

/** Where stock lies: a product's lots by location (FIFO order) and the plant's storage locations. How it moves: ./movements.ts. */

export type { InventoryLocationRow, StockLocation, StockLotDto } from './dto';

/**
 * A product's lots in stock, in a WHERE beside its product: `stock_lots_live_idx` holds only those, so the read
 * costs what the product holds, not its history of emptied lots. A literal, never `eq(stockLots.live, true)`: a
 * parameter cannot prove a partial index's predicate in a generic plan (a production report's transaction plans
 * generically: lib/db/plans.ts).
 */
export const lotInStock = sql`${stockLots.live}`;

/**
 * `GET /api/inventory/product/{id}`: the product's stock lots with their locations, FIFO order (oldest receipt
 * first, then lot id). Depleted lots (nothing on hand) are left out. 404 for an unknown product.
 */
export async function inventoryByProduct(ctx: ServiceContext, productId: number): Promise<InventoryLocationRow[]> {
  await assertProductExists(ctx, productId);
  const rows = await ctx.db
    .select({
      id: stockLots.id,
      lotNumber: stockLots.lotNumber,
      locationId: storageLocations.id,
      locationCode: storageLocations.locationCode,
      locationName: storageLocations.locationName,
      locationType: storageLocations.locationType,
      aisle: storageLocations.aisle,
      rack: storageLocations.rack,
      shelf: storageLocations.shelf,
      bin: storageLocations.bin,
      receivedDate: stockLots.receivedDate,
      onHand: stockLots.quantityOnHand,
      allocated: stockLots.quantityAllocated,
      lastTransactionDate: stockLots.lastTransactionDate,
    })
    .from(stockLots)
    .innerJoin(storageLocations, eq(storageLocations.id, stockLots.locationId))
    .where(and(eq(stockLots.productId, productId), lotInStock))
    .orderBy(asc(stockLots.receivedDate), asc(stockLots.id));
  return rows.map((r, index) => ({
    id: r.id,
    fifo_order: index + 1,
    lot_number: r.lotNumber,
    location_id: r.locationId,
    location_code: r.locationCode,
    location_name: r.locationName,
    location_type: r.locationType,
    aisle: r.aisle,
    rack: r.rack,
    shelf: r.shelf,
    bin: r.bin,
    received_date: r.receivedDate,
    quantity_on_hand: quantity(r.onHand),
    quantity_allocated: quantity(r.allocated),
    quantity_available: quantity(quantity(r.onHand) - quantity(r.allocated)),
    last_transaction_date: r.lastTransactionDate,
  }));
}

/** `GET /api/inventory/locations`: active storage locations for the movement dialogs' pickers (a plant has tens of them). */
export async function listLocations(ctx: ServiceContext): Promise<StockLocation[]> {
  const rows = await ctx.db
    .select({ id: storageLocations.id, code: storageLocations.locationCode, name: storageLocations.locationName })
    .from(storageLocations)
    .where(eq(storageLocations.isActive, true))
    .orderBy(asc(storageLocations.locationCode));
  return rows.map((r) => ({ id: r.id, location_code: r.code, location_name: r.name }));
}

/** Whether the product exists (the stock reads' 404 before they read). */
export async function assertProductExists(ctx: ServiceContext, productId: number): Promise<void> {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new NotFoundError('Product');
}

/** One stock lot with its product and location (its label); 404 for an unknown lot. Depleted lots are still read. */
export async function getStockLot(ctx: ServiceContext, id: number): Promise<StockLotDto> {
  const [row] = await ctx.db
    .select({
      id: stockLots.id,
      lotNumber: stockLots.lotNumber,
      productId: products.id,
      productCode: products.productCode,
      productName: products.productName,
      unit: products.unit,
      locationId: storageLocations.id,
      locationCode: storageLocations.locationCode,
      locationName: storageLocations.locationName,
      receivedDate: stockLots.receivedDate,
      onHand: stockLots.quantityOnHand,
      allocated: stockLots.quantityAllocated,
    })
    .from(stockLots)
    .innerJoin(products, eq(products.id, stockLots.productId))
    .innerJoin(storageLocations, eq(storageLocations.id, stockLots.locationId))
    .where(eq(stockLots.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('Stock lot');
  return {
    id: row.id,
    lot_number: row.lotNumber,
    product: { id: row.productId, product_code: row.productCode, product_name: row.productName, unit: row.unit },
    location_id: row.locationId,
    location_code: row.locationCode,
    location_name: row.locationName,
    received_date: row.receivedDate,
    quantity_on_hand: quantity(row.onHand),
    quantity_allocated: quantity(row.allocated),
    quantity_available: quantity(quantity(row.onHand) - quantity(row.allocated)),
  };
}

/** Whether the lot exists (its label page's 404 before it streams). */
export async function stockLotExists(ctx: ServiceContext, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: stockLots.id }).from(stockLots).where(eq(stockLots.id, id)).limit(1);
  return Boolean(row);
}
