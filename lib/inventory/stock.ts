import 'server-only';
import type { InventoryItemResult, InventoryLocationRow } from './dto';
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { products, stockLots, storageLocations } from '@/db/schema';
import { containsPattern } from '@/lib/list/search';
import { NotFoundError } from '@/lib/errors';
import { round, toNumber } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { ITEM_SEARCH_MIN_CHARS, parseItemSearchQuery } from './schemas';


export type { InventoryItemResult, InventoryLocationRow } from './dto';

/** A numeric(18,4) quantity as a number (null → 0), at most 4 decimals (CONTRACT §1). */
const qty = (v: number | string | null) => round(toNumber(v) ?? 0, 4);

/**
 * `GET /api/inventory/product/{id}`: the product's stock lots with their locations, FIFO order (oldest receipt
 * first, then lot id). Depleted lots (nothing on hand) are left out. 404 for an unknown product.
 */
export async function inventoryByProduct(ctx: ServiceContext, productId: number): Promise<InventoryLocationRow[]> {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new NotFoundError('Product');
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
    .where(and(eq(stockLots.productId, productId), gt(stockLots.quantityOnHand, 0)))
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
    quantity_on_hand: qty(r.onHand),
    quantity_allocated: qty(r.allocated),
    quantity_available: qty(qty(r.onHand) - qty(r.allocated)),
    last_transaction_date: r.lastTransactionDate,
  }));
}


/**
 * `GET /api/inventory/items/search`: active products whose code, name or description contains `q`
 * (case-insensitive, `%`/`_` literal; fewer than 2 characters → []). Exact code first, then code prefix,
 * then by code. On-hand quantities are summed from the lots of the (at most `limit`) hits in one query.
 */
export async function searchInventoryItems(ctx: ServiceContext, params: URLSearchParams | Record<string, string | undefined>): Promise<InventoryItemResult[]> {
  const query = parseItemSearchQuery(params);
  if (query.q.length < ITEM_SEARCH_MIN_CHARS) return [];
  const pattern = containsPattern(query.q);
  const lowered = query.q.toLowerCase();
  // One LIKE on the stored lower-case code + name + description (trigram index products_picker_text_trgm).
  const filters: SQL[] = [eq(products.isActive, true), sql`${products.pickerText} like lower(${pattern})`];
  const categoryFilters: SQL[] = [];
  if (query.types.length) categoryFilters.push(inArray(products.productType, query.types));
  if (query.categories.length) categoryFilters.push(inArray(sql`lower(${products.category})`, query.categories));
  if (categoryFilters.length) filters.push(or(...categoryFilters)!);

  const hits = await ctx.db
    .select({
      id: products.id,
      productCode: products.productCode,
      productName: products.productName,
      description: products.description,
      category: products.category,
      productType: products.productType,
      unit: products.unit,
      standardCost: products.standardCost,
    })
    .from(products)
    .where(and(...filters))
    .orderBy(
      sql`lower(${products.productCode}) = ${lowered} desc`,
      sql`lower(${products.productCode}) like ${`${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} desc`,
      sql`lower(${products.productCode})`,
    )
    .limit(query.limit);
  if (hits.length === 0) return [];

  const totals = await ctx.db
    .select({ productId: stockLots.productId, onHand: sql<string>`sum(${stockLots.quantityOnHand})` })
    .from(stockLots)
    .where(
      inArray(
        stockLots.productId,
        hits.map((h) => h.id),
      ),
    )
    .groupBy(stockLots.productId);
  const onHandById = new Map(totals.map((t) => [t.productId, qty(t.onHand)]));

  return hits.map((h) => ({
    id: h.id,
    product_code: h.productCode,
    product_name: h.productName,
    item_code: h.productCode,
    item_name: h.productName,
    description: h.description,
    category: h.category,
    product_type: h.productType,
    unit: h.unit,
    unit_cost: qty(h.standardCost),
    quantity_on_hand: onHandById.get(h.id) ?? 0,
  }));
}
