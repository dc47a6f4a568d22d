import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { customerContacts, customerLocations, customerPartNumbers, customers, products, salesOrders, stockBalances } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import { ValidationError } from '@/lib/errors';
import { quantity } from '@/lib/numbers';
import { updateWorkOrder } from '@/lib/production/service';
import { cancelSalesOrder, closeSalesOrder, confirmSalesOrder, createSalesOrder, createShipment, createWorkOrdersForOrder, getSalesOrder } from '@/lib/sales/service';
import type { SalesOrderDto } from '@/lib/sales/dto';
import type { ServiceContext } from '@/lib/service-context';
import { seedContext } from './context';

/**
 * Demo sales (CONTRACT §10), after products, stock and production, through the sales service (numbers, allocations,
 * stock issues and audit rows as the screens make them):
 *   - orders in every status for several customers: drafts, confirmed (stock allocated), partially shipped, shipped
 *     (on time and late), one closed short, one cancelled;
 *   - make-to-order: orders larger than the stock, their work orders created (one started);
 *   - shipments dated over the last weeks (Revenue MTD, the customers' on-time delivery %).
 * Quantities are a share of each product's free stock, so every shipment has the goods. Idempotent: when any sales
 * order exists, nothing is added.
 */

const FIFO_STORY_PRODUCT = 'FG-CAP-28';

type Plan = { kind: 'draft' | 'confirmed' | 'partial' | 'shipped' | 'late' | 'closed' | 'cancelled' | 'mto'; daysAgo: number; share: number; po: string };

const PLANS: Plan[] = [
  { kind: 'shipped', daysAgo: 48, share: 0.06, po: 'PO-44120' },
  { kind: 'late', daysAgo: 42, share: 0.05, po: 'PO-44187' },
  { kind: 'shipped', daysAgo: 35, share: 0.05, po: '4500018821' },
  { kind: 'closed', daysAgo: 30, share: 0.06, po: 'PO-44310' },
  { kind: 'shipped', daysAgo: 21, share: 0.04, po: 'BL-2291' },
  { kind: 'partial', daysAgo: 16, share: 0.08, po: '4500019034' },
  { kind: 'cancelled', daysAgo: 14, share: 0.03, po: 'PO-44502' },
  { kind: 'late', daysAgo: 12, share: 0.04, po: 'PO-44519' },
  { kind: 'partial', daysAgo: 9, share: 0.07, po: 'RB-7781' },
  { kind: 'mto', daysAgo: 7, share: 1.6, po: '4500019410' },
  { kind: 'confirmed', daysAgo: 5, share: 0.05, po: 'PO-44688' },
  { kind: 'shipped', daysAgo: 4, share: 0.03, po: 'NW-55120' },
  { kind: 'mto', daysAgo: 3, share: 1.3, po: 'PO-44731' },
  { kind: 'confirmed', daysAgo: 2, share: 0.04, po: 'GL-10442' },
  { kind: 'draft', daysAgo: 1, share: 0.05, po: 'PO-44790' },
  { kind: 'draft', daysAgo: 0, share: 0.02, po: 'RFQ-2211' },
];

/** Whole parts, rounded to a believable lot size. */
function orderQuantity(available: number, share: number): number {
  const raw = available * share;
  const step = raw >= 10000 ? 1000 : raw >= 1000 ? 100 : raw >= 100 ? 10 : 1;
  return Math.max(step, Math.round(raw / step) * step);
}

async function confirm(ctx: ServiceContext, id: number): Promise<SalesOrderDto> {
  try {
    return await confirmSalesOrder(ctx, id, {});
  } catch (error) {
    if (error instanceof ValidationError && error.errors.credit_limit) return confirmSalesOrder(ctx, id, { override_reason: 'Demo: approved by finance' });
    throw error;
  }
}

/** Ship up to `share` of each line's remaining, no more than is allocated (the stock is there). */
async function shipPart(ctx: ServiceContext, order: SalesOrderDto, share: number, date: string, carrier: string, n: number) {
  const lines = order.lines
    .map((l) => ({ line_id: l.id, quantity: quantity(Math.min(l.quantity_allocated, Math.floor(l.quantity_remaining * share))) }))
    .filter((l) => l.quantity > 0);
  if (!lines.length) return null;
  return createShipment(ctx, order.id, { ship_date: date, carrier, tracking_number: `1Z${String(740000 + order.id * 10 + n)}`, lines });
}

const PEOPLE = [
  ['Dana Reyes', 'Purchasing Manager'],
  ['Marcus Lee', 'Buyer'],
  ['Priya Natarajan', 'Quality Engineer'],
  ['Tom Becker', 'Receiving Supervisor'],
] as const;
const SITES = [
  ['Main plant', 'Dock 2'],
  ['Distribution center', 'Door 14'],
] as const;

/**
 * The first customers' contacts, ship-to locations and part cross-references (the customer page's tabs; orders for
 * their products take the customer's part number).
 */
async function seedCustomerRecords(db: Db, productIds: number[]) {
  const first = await db.select({ id: customers.id, code: customers.customerCode, city: customers.city, address: customers.shippingAddress }).from(customers).orderBy(asc(customers.id)).limit(6);
  for (const [i, c] of first.entries()) {
    await db.insert(customerContacts).values(
      PEOPLE.slice(0, 2 + (i % 3)).map(([name, title], k) => ({ customerId: c.id, name, title, email: `${name.split(' ')[0].toLowerCase()}.${c.code.toLowerCase()}@example.com`, phone: `(555) 010-${String(10 * i + k).padStart(4, '0')}` })),
    );
    await db.insert(customerLocations).values(SITES.map(([name, dock]) => ({ customerId: c.id, name, address: `${c.address ?? `${100 + i} Industrial Pkwy`}, ${dock}${c.city ? `\n${c.city}` : ''}` })));
    const mine = productIds.slice(i % Math.max(productIds.length, 1), (i % Math.max(productIds.length, 1)) + 3);
    if (mine.length) await db.insert(customerPartNumbers).values(mine.map((productId, k) => ({ customerId: c.id, productId, customerPartNumber: `${c.code}-${7100 + 10 * k + i}`, description: 'Per the customer drawing' })));
  }
}

export async function seed(db: Db): Promise<string> {
  const ctx = await seedContext(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(salesOrders);
  if (n > 0) return `${n} sales orders already present`;
  const today = todayInPlant();

  const goods = await db
    .select({ id: products.id, price: products.sellingPrice, moldId: products.moldId, customerId: products.customerId, available: sql<string>`${stockBalances.quantityOnHand} - ${stockBalances.quantityAllocated}` })
    .from(products)
    .innerJoin(stockBalances, eq(stockBalances.productId, products.id))
    // FG-CAP-28 is left out: its lots tell the product page's FIFO story (120, 75, 45 days old…), which shipping the
    // oldest lot first would end.
    .where(and(eq(products.productType, 'finished_good'), eq(products.isActive, true), gt(products.sellingPrice, 0), ne(products.productCode, FIFO_STORY_PRODUCT), sql`${stockBalances.quantityOnHand} - ${stockBalances.quantityAllocated} > 0`))
    .orderBy(asc(products.id));
  const buyers = await db.select({ id: customers.id }).from(customers).where(eq(customers.status, 'active')).orderBy(asc(customers.id)).limit(8);
  if (!goods.length || !buyers.length) return 'no finished goods in stock or no active customers: no sales orders';
  const moldGoods = goods.filter((g) => g.moldId != null);
  await seedCustomerRecords(db, goods.map((g) => g.id));

  const counts: Record<string, number> = {};
  let shipmentsMade = 0;
  let workOrdersMade = 0;
  for (const [i, plan] of PLANS.entries()) {
    const product = plan.kind === 'mto' && moldGoods.length ? moldGoods[i % moldGoods.length] : goods[i % goods.length];
    const second = goods[(i + 3) % goods.length];
    const customerId = product.customerId ?? buyers[i % buyers.length].id;
    const orderDate = addDays(today, -plan.daysAgo);
    // Fresh availability: earlier orders hold and ship stock.
    const [bal] = await db.select({ a: sql<string>`${stockBalances.quantityOnHand} - ${stockBalances.quantityAllocated}` }).from(stockBalances).where(eq(stockBalances.productId, product.id));
    const available = quantity(bal?.a);
    if (available <= 0 && plan.kind !== 'mto' && plan.kind !== 'draft') continue;
    const lines = [{ product_id: product.id, quantity: orderQuantity(Math.max(available, 1000), plan.share), requested_date: addDays(orderDate, plan.kind === 'late' ? 5 : 14), customer_part_number: `C-${String(1000 + product.id)}` }];
    if (plan.kind === 'partial' && second.id !== product.id) {
      const [b2] = await db.select({ a: sql<string>`${stockBalances.quantityOnHand} - ${stockBalances.quantityAllocated}` }).from(stockBalances).where(eq(stockBalances.productId, second.id));
      if (quantity(b2?.a) > 0) lines.push({ product_id: second.id, quantity: orderQuantity(quantity(b2?.a), 0.03), requested_date: addDays(orderDate, 21), customer_part_number: `C-${String(1000 + second.id)}` });
    }
    let order = await createSalesOrder(ctx, { customer_id: customerId, customer_po: plan.po, order_date: orderDate, requested_date: addDays(orderDate, 14), lines });
    if (plan.kind !== 'draft') order = await confirm(ctx, order.id);
    const shipOn = (days: number) => (addDays(orderDate, days) > today ? today : addDays(orderDate, days));
    if (plan.kind === 'shipped') {
      if (await shipPart(ctx, order, 1, shipOn(10), 'UPS Freight', 1)) shipmentsMade++;
    } else if (plan.kind === 'late') {
      if (await shipPart(ctx, order, 0.5, shipOn(4), 'Estes Express', 1)) shipmentsMade++;
      order = await getSalesOrder(ctx, order.id);
      if (await shipPart(ctx, order, 1, shipOn(9), 'Estes Express', 2)) shipmentsMade++;
    } else if (plan.kind === 'partial' || plan.kind === 'closed') {
      if (await shipPart(ctx, order, 0.5, shipOn(3), 'FedEx Freight', 1)) shipmentsMade++;
      if (plan.kind === 'closed') {
        const now = await getSalesOrder(ctx, order.id);
        if (now.status === 'partially_shipped') await closeSalesOrder(ctx, order.id, { reason: 'Customer accepted the short shipment' });
      }
    } else if (plan.kind === 'cancelled') {
      await cancelSalesOrder(ctx, order.id, { reason: 'Customer moved the program to next quarter' });
    } else if (plan.kind === 'mto') {
      try {
        const made = await createWorkOrdersForOrder(ctx, order.id);
        workOrdersMade += made.created;
        // What stock there was ships now; the rest waits for the presses.
        if (await shipPart(ctx, made.order, 0.3, shipOn(1), 'UPS Freight', 1)) shipmentsMade++;
        const first = made.order.work_orders[0];
        // The first make-to-order job goes on the press when its mold allows (not overdue for maintenance).
        if (first && workOrdersMade === made.created) await updateWorkOrder(ctx, first.id, { status: 'in_progress' }).catch(() => undefined);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
      }
    }
    counts[plan.kind] = (counts[plan.kind] ?? 0) + 1;
  }
  const total = Object.values(counts).reduce((s, c) => s + c, 0);
  return `${total} sales orders, ${shipmentsMade} shipments, ${workOrdersMade} make-to-order work orders`;
}
