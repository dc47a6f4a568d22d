import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { customerContacts, customerLocations, customerPartNumbers, customers, products } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { isoTimestamp } from '@/lib/dates';
import { isUniqueViolation } from '@/lib/db/errors';
import { NotFoundError, ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation/parse';
import type { CustomerContactDto, CustomerLocationDto, CustomerPartNumberDto } from './dto';
import { customerContactSchema, customerLocationSchema, customerPartNumberSchema, PART_NUMBER_TAKEN, PRODUCT_ALREADY_CROSSED, PRODUCT_UNKNOWN } from './schemas';

/**
 * A customer's contacts, ship-to locations and part cross-references (CONTRACT §10: the customer page's tabs). Reads
 * for every signed-in user; writes need customers.write, audited on the customer. An unknown customer → 404; a record
 * reached through another customer's path → 404.
 */

const ts = (v: Date | string) => isoTimestamp(v) ?? String(v);

async function assertCustomer(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw new NotFoundError('Customer');
}

// ---- contacts ----

const contactDto = (r: typeof customerContacts.$inferSelect): CustomerContactDto => ({ id: r.id, customer_id: r.customerId, name: r.name, title: r.title, email: r.email, phone: r.phone, created_at: ts(r.createdAt) });

export async function listCustomerContacts(ctx: ServiceContext, customerId: number): Promise<CustomerContactDto[]> {
  await assertCustomer(ctx.db, customerId);
  return (await ctx.db.select().from(customerContacts).where(eq(customerContacts.customerId, customerId)).orderBy(asc(customerContacts.id))).map(contactDto);
}

export async function addCustomerContact(ctx: ServiceContext, customerId: number, input: unknown): Promise<CustomerContactDto> {
  authorize(ctx, 'customers.write');
  await assertCustomer(ctx.db, customerId);
  const data = parseInput(customerContactSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(customerContacts).values({ customerId, name: data.name, title: data.title ?? null, email: data.email ?? null, phone: data.phone ?? null }).returning();
    await writeAudit(tx, { user: ctx.user, entity: 'customer', entityId: customerId, action: 'add_contact', changes: { contact_id: row.id, ...data } });
    return contactDto(row);
  });
}

// ---- locations (ship-to addresses) ----

const locationDto = (r: typeof customerLocations.$inferSelect): CustomerLocationDto => ({ id: r.id, customer_id: r.customerId, name: r.name, address: r.address, created_at: ts(r.createdAt) });

export async function listCustomerLocations(ctx: ServiceContext, customerId: number): Promise<CustomerLocationDto[]> {
  await assertCustomer(ctx.db, customerId);
  return (await ctx.db.select().from(customerLocations).where(eq(customerLocations.customerId, customerId)).orderBy(asc(customerLocations.id))).map(locationDto);
}

export async function addCustomerLocation(ctx: ServiceContext, customerId: number, input: unknown): Promise<CustomerLocationDto> {
  authorize(ctx, 'customers.write');
  await assertCustomer(ctx.db, customerId);
  const data = parseInput(customerLocationSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(customerLocations).values({ customerId, name: data.name, address: data.address }).returning();
    await writeAudit(tx, { user: ctx.user, entity: 'customer', entityId: customerId, action: 'add_location', changes: { location_id: row.id, ...data } });
    return locationDto(row);
  });
}

/** The address of one of the customer's locations (null when it is not theirs). */
export async function locationAddressOf(db: DbOrTx, customerId: number, locationId: number): Promise<string | null> {
  const [row] = await db.select({ address: customerLocations.address }).from(customerLocations).where(and(eq(customerLocations.id, locationId), eq(customerLocations.customerId, customerId))).limit(1);
  return row?.address ?? null;
}

// ---- part cross-references ----

function partDto(r: { p: typeof customerPartNumbers.$inferSelect; code: string; name: string }): CustomerPartNumberDto {
  return {
    id: r.p.id,
    customer_id: r.p.customerId,
    customer_part_number: r.p.customerPartNumber,
    product_id: r.p.productId,
    product: { id: r.p.productId, product_code: r.code, product_name: r.name },
    description: r.p.description,
    created_at: ts(r.p.createdAt),
  };
}

function selectParts(db: DbOrTx) {
  return db.select({ p: customerPartNumbers, code: products.productCode, name: products.productName }).from(customerPartNumbers).innerJoin(products, eq(products.id, customerPartNumbers.productId));
}

export async function listCustomerPartNumbers(ctx: ServiceContext, customerId: number): Promise<CustomerPartNumberDto[]> {
  await assertCustomer(ctx.db, customerId);
  return (await selectParts(ctx.db).where(eq(customerPartNumbers.customerId, customerId)).orderBy(asc(customerPartNumbers.customerPartNumber), asc(customerPartNumbers.id))).map(partDto);
}

/** 422 on `customer_part_number` when the customer already uses it (case-insensitive), on `product_id` when the product has one. */
export async function addCustomerPartNumber(ctx: ServiceContext, customerId: number, input: unknown): Promise<CustomerPartNumberDto> {
  authorize(ctx, 'customers.write');
  await assertCustomer(ctx.db, customerId);
  const data = parseInput(customerPartNumberSchema, input);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, data.product_id)).limit(1);
      if (!product) throw ValidationError.field('product_id', PRODUCT_UNKNOWN);
      const [row] = await tx.insert(customerPartNumbers).values({ customerId, productId: data.product_id, customerPartNumber: data.customer_part_number, description: data.description ?? null }).returning({ id: customerPartNumbers.id });
      await writeAudit(tx, { user: ctx.user, entity: 'customer', entityId: customerId, action: 'add_part_number', changes: { part_number_id: row.id, ...data } });
      return row.id;
    });
    return partDto((await selectParts(ctx.db).where(eq(customerPartNumbers.id, id)))[0]);
  } catch (error) {
    if (isUniqueViolation(error, 'customer_part_numbers_number_key')) throw ValidationError.field('customer_part_number', PART_NUMBER_TAKEN);
    if (isUniqueViolation(error, 'customer_part_numbers_product_key')) throw ValidationError.field('product_id', PRODUCT_ALREADY_CROSSED);
    throw error;
  }
}

/** The customer's part numbers of these products (an order line's default `customer_part_number`). */
export async function partNumbersOf(db: DbOrTx, customerId: number): Promise<Map<number, string>> {
  const rows = await db.select({ productId: customerPartNumbers.productId, n: customerPartNumbers.customerPartNumber }).from(customerPartNumbers).where(eq(customerPartNumbers.customerId, customerId));
  return new Map(rows.map((r) => [r.productId, r.n]));
}

// ---- delete, any of the three ----

const TABLES = {
  contact: { table: customerContacts, entity: 'Contact' },
  location: { table: customerLocations, entity: 'Location' },
  part_number: { table: customerPartNumbers, entity: 'Part cross-reference' },
} as const;
export type CustomerRecordKind = keyof typeof TABLES;

/** DELETE /api/customers/{id}/{contacts|locations|part-numbers}/{recordId}: 404 unless the record is the customer's. */
export async function removeCustomerRecord(ctx: ServiceContext, kind: CustomerRecordKind, customerId: number, recordId: number): Promise<void> {
  authorize(ctx, 'customers.write');
  const { table, entity } = TABLES[kind];
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(and(eq(table.id, recordId), eq(table.customerId, customerId))).returning({ id: table.id });
    if (!row) throw new NotFoundError(entity);
    await writeAudit(tx, { user: ctx.user, entity: 'customer', entityId: customerId, action: `remove_${kind}`, changes: { id: recordId } });
  });
}
