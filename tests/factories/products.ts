import { getDb } from '@/db/client';
import { bomItems, boms, products, stockLots, storageLocations } from '@/db/schema';
import type { BomOperation, BomType } from '@/lib/boms/constants';
import { refreshBalance } from '@/lib/inventory/movements';
import type { ProductType, Unit } from '@/lib/products/constants';
import { uid } from '../helpers';

/**
 * Test data of the products domain (products, storage locations, stock lots, BOMs), inserted straight in the
 * tables with unique codes, so the tests of one module do not depend on another module's service.
 */
export async function makeProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const code = `TP-${uid()}`;
  const [row] = await getDb()
    .insert(products)
    .values({ productCode: code, productName: `Product ${code}`, ...overrides })
    .returning();
  return row;
}

/** `n` products of one type. */
export async function makeProducts(n: number, productType: ProductType = 'finished_good') {
  return Promise.all(Array.from({ length: n }, () => makeProduct({ productType })));
}

export async function makeLocation(overrides: Partial<typeof storageLocations.$inferInsert> = {}) {
  const code = `TL-${uid()}`;
  const [row] = await getDb()
    .insert(storageLocations)
    .values({ locationCode: code, locationName: `Location ${code}`, ...overrides })
    .returning();
  return row;
}

/** A stock lot, with its product's kept balance refreshed as every movement leaves it (what the stock service reads). */
export async function makeLot(productId: number, locationId: number, overrides: Partial<typeof stockLots.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(stockLots)
    .values({ productId, locationId, receivedDate: '2026-01-01', quantityOnHand: 10, ...overrides })
    .returning();
  await refreshBalance(getDb(), productId);
  return row;
}

export type BomLineSeed = { itemId: number; quantity?: number; unit?: Unit; scrapPercentage?: number; operation?: BomOperation; notes?: string | null };

/** A BOM of `productId` with `items` in that order (sequence 1…n), version 1, without the service's checks. */
export async function makeBom(productId: number, items: BomLineSeed[], overrides: { bomType?: BomType; isActive?: boolean } = {}) {
  const db = getDb();
  const [bom] = await db
    .insert(boms)
    .values({ productId, bomType: overrides.bomType ?? 'material', isActive: overrides.isActive ?? true })
    .returning();
  if (items.length) {
    await db.insert(bomItems).values(
      items.map((item, index) => ({
        bomId: bom.id,
        itemId: item.itemId,
        quantity: item.quantity ?? 1,
        unit: item.unit ?? 'pcs',
        scrapPercentage: item.scrapPercentage ?? 0,
        operation: item.operation ?? 'assembly',
        notes: item.notes ?? null,
        sequence: index + 1,
      })),
    );
  }
  return bom;
}
