import { getDb } from '@/db/client';
import { customers, molds, products, stockLots, storageLocations } from '@/db/schema';
import { uid } from '../helpers';

/**
 * Rows for the products, inventory and BOM tests, inserted directly (unique codes), so these tests do not
 * depend on the customers or molds services.
 */
export async function makeCustomer(overrides: Partial<typeof customers.$inferInsert> = {}) {
  const code = `TC${uid()}`;
  const [row] = await getDb()
    .insert(customers)
    .values({ customerCode: code, companyName: `Customer ${code}`, ...overrides })
    .returning();
  return row;
}

export async function makeMold(overrides: Partial<typeof molds.$inferInsert> = {}) {
  const code = `TM-${uid()}`;
  const [row] = await getDb()
    .insert(molds)
    .values({ moldCode: code, moldName: `Mold ${code}`, ownership: 'company_owned', cavityCount: 4, ...overrides })
    .returning();
  return row;
}

export async function makeProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  const code = `TP-${uid()}`;
  const [row] = await getDb()
    .insert(products)
    .values({ productCode: code, productName: `Product ${code}`, ...overrides })
    .returning();
  return row;
}

export async function makeLocation(overrides: Partial<typeof storageLocations.$inferInsert> = {}) {
  const code = `TL-${uid()}`;
  const [row] = await getDb()
    .insert(storageLocations)
    .values({ locationCode: code, locationName: `Location ${code}`, ...overrides })
    .returning();
  return row;
}

export async function makeLot(productId: number, locationId: number, overrides: Partial<typeof stockLots.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(stockLots)
    .values({ productId, locationId, receivedDate: '2026-01-01', quantityOnHand: 10, ...overrides })
    .returning();
  return row;
}
