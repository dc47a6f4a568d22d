/**
 * Test data of purchasing: suppliers with a given standing, purchasable products, draft and placed orders and
 * receipts — all through the services, so tests see what the API does.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { addDays, todayInPlant } from '@/lib/dates';
import type { ProductType } from '@/lib/products/constants';
import type { PurchaseOrderDto } from '@/lib/purchasing/dto';
import { createPurchaseOrder, placePurchaseOrder, receiveGoods } from '@/lib/purchasing/service';
import type { ServiceContext } from '@/lib/service-context';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { makeLocation, makeProduct } from './products';
import { makeSupplier, monthsAgo, recordValues } from './suppliers';

/** A raw material (or another purchasable type) at `standardCost`. */
export function makeMaterial(standardCost = 1, overrides: Partial<typeof products.$inferInsert> = {}) {
  return makeProduct({ productType: 'raw_material' as ProductType, unit: 'kg', standardCost, ...overrides });
}

export async function makeReceivingLocation() {
  return makeLocation({ locationType: 'warehouse' });
}

export type Standing = 'unrated' | 'preferred' | 'conditional' | 'at_risk';

/**
 * A supplier whose current scorecard has the given rating, from a communication metric typed in for last month
 * (document accuracy 98 % → 100, 73.5 % → 75, 49 % → 50): receipts never compute that one.
 */
export async function makeRatedSupplier(ctx: ServiceContext, standing: Standing = 'unrated', overrides: Record<string, unknown> = {}): Promise<SupplierDto> {
  const supplier = await makeSupplier(ctx, overrides);
  const accuracy = { unrated: null, preferred: 98, conditional: 73.5, at_risk: 49 }[standing];
  if (accuracy != null) await recordValues(ctx, supplier.id, { document_accuracy: accuracy }, monthsAgo(1));
  return supplier;
}

export type LineSpec = { product_id: number; quantity: number; unit_price?: number; expected_date?: string };

export async function makeDraftOrder(ctx: ServiceContext, supplierId: number, lines: LineSpec[], extra: Record<string, unknown> = {}): Promise<PurchaseOrderDto> {
  return createPurchaseOrder(ctx, { supplier_id: supplierId, expected_date: addDays(todayInPlant(), 7), lines, ...extra });
}

export async function makePlacedOrder(ctx: ServiceContext, supplierId: number, lines: LineSpec[], extra: Record<string, unknown> = {}): Promise<PurchaseOrderDto> {
  const draft = await makeDraftOrder(ctx, supplierId, lines, extra);
  return (await placePurchaseOrder(ctx, draft.id, {})).order;
}

export function receive(ctx: ServiceContext, orderId: number, lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return receiveGoods(ctx, orderId, { lines, ...extra });
}

export async function setPreferredSupplier(productId: number, supplierId: number | null) {
  await getDb().update(products).set({ preferredSupplierId: supplierId }).where(eq(products.id, productId));
}
