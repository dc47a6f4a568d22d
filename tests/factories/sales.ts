import { getDb } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import { confirmSalesOrder, createSalesOrder, createShipment } from '@/lib/sales/service';
import type { SalesOrderDto } from '@/lib/sales/dto';
import { createTestUser } from '../helpers';
import { makeCustomer } from './customers';
import { makeLocation, makeProduct } from './products';
import { makeReceipt } from './stock';

let admin: Promise<SessionUser> | undefined;
const factoryUser = () => (admin ??= createTestUser({ role: 'Admin' }));
const ctxOf = async (user?: SessionUser) => ({ db: getDb(), user: user ?? (await factoryUser()) });

/** A finished good selling at `price`, with `stock` received into a new location (one lot) unless 0. */
export async function makeStockedProduct(stock = 0, price = 2.5, extra: { moldId?: number; receivedDate?: string } = {}) {
  const product = await makeProduct({ productType: 'finished_good', sellingPrice: price, unit: 'pcs', moldId: extra.moldId ?? null });
  const location = await makeLocation();
  if (stock > 0) await makeReceipt(product.id, location.id, stock, extra.receivedDate ? { received_date: extra.receivedDate } : {});
  return { product, location };
}

/**
 * The one sales-order factory: a draft through the service (POST /api/sales-orders), for a new active customer
 * unless `customer_id` is given, one line of 100 of a new product unless `lines` are given.
 */
export async function makeSalesOrder(input: Record<string, unknown> = {}, user?: SessionUser): Promise<SalesOrderDto> {
  const customer_id = input.customer_id ?? (await makeCustomer()).id;
  const lines = input.lines ?? [{ product_id: (await makeStockedProduct()).product.id, quantity: 100 }];
  return createSalesOrder(await ctxOf(user), { ...input, customer_id, lines });
}

/** A confirmed order (its stock allocated). */
export async function makeConfirmedOrder(input: Record<string, unknown> = {}, user?: SessionUser): Promise<SalesOrderDto> {
  const order = await makeSalesOrder(input, user);
  return confirmSalesOrder(await ctxOf(user), order.id, {});
}

/** A shipment through the service. */
export async function makeShipment(orderId: number, lines: { line_id: number; quantity: number }[], user?: SessionUser) {
  return createShipment(await ctxOf(user), orderId, { lines });
}
