import { getDb } from '@/db/client';
import { receiveStock } from '@/lib/inventory/service';
import { createTestUser } from '../helpers';

/**
 * Stock of the inventory domain: receipts through the movements service (a real lot, movement and balance), so
 * tests see what the screens and the API would.
 */
export async function makeReceipt(
  productId: number,
  locationId: number,
  quantity: number,
  extra: { unit_cost?: number; received_date?: string; lot_number?: string; reference?: string } = {},
) {
  const user = await createTestUser({ role: 'Admin' });
  return receiveStock({ db: getDb(), user }, { product_id: productId, location_id: locationId, quantity, ...extra });
}
