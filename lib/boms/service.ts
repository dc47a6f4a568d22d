import 'server-only';
import { transactionWithRetry } from '@/lib/db/retry';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { bomItems, boms, products } from '@/db/schema';
import { writeAudit } from '@/lib/audit';
import { authorize } from '@/lib/auth/permissions';
import { recomputeCostSheets } from '@/lib/costing/recompute';
import { isoTimestamp } from '@/lib/dates';
import { executeRows, intArray } from '@/lib/db/rows';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '@/lib/errors';
import { quantity } from '@/lib/numbers';
import type { ServiceContext } from '@/lib/service-context';
import { parseInput } from '@/lib/validation';
import { assertVersion, type WriteOptions } from '@/lib/versioning';
import { findBomCycle, graphFromEdges } from './cycle';
import type { BomDto } from './dto';
import { orderBomItems, saveBomSchema, type SaveBomInput } from './schemas';

export const BOM_SAVED = 'BOM saved successfully';

/** One product's BOM with its items (sequence order) and each item's component, in two queries. */
async function findBom(db: DbOrTx, productId: number): Promise<BomDto | null> {
  const [head] = await db
    .select({ bom: boms, productCode: products.productCode, productName: products.productName, productType: products.productType })
    .from(boms)
    .innerJoin(products, eq(products.id, boms.productId))
    .where(eq(boms.productId, productId))
    .limit(1);
  if (!head) return null;
  const items = await db
    .select({ item: bomItems, component: products })
    .from(bomItems)
    .innerJoin(products, eq(products.id, bomItems.itemId))
    .where(eq(bomItems.bomId, head.bom.id))
    .orderBy(asc(bomItems.sequence), asc(bomItems.id));
  return {
    id: head.bom.id,
    product_id: head.bom.productId,
    bom_type: head.bom.bomType,
    is_active: head.bom.isActive,
    version: head.bom.version,
    created_at: isoTimestamp(head.bom.createdAt)!,
    updated_at: isoTimestamp(head.bom.updatedAt)!,
    product: { id: head.bom.productId, product_code: head.productCode, product_name: head.productName, product_type: head.productType },
    items: items.map(({ item, component }) => ({
      id: item.id,
      item_type: item.itemType,
      item_id: item.itemId,
      quantity: quantity(item.quantity),
      unit: item.unit,
      scrap_percentage: quantity(item.scrapPercentage),
      operation: item.operation,
      notes: item.notes,
      sequence: item.sequence,
      component: {
        id: component.id,
        product_code: component.productCode,
        product_name: component.productName,
        product_type: component.productType,
        unit: component.unit,
        standard_cost: quantity(component.standardCost),
      },
    })),
  };
}

/** `GET /api/boms/product/{id}` → the BOM, or 404 "BOM not found" (also for an unknown product). */
export async function getBomForProduct(ctx: ServiceContext, productId: number): Promise<BomDto> {
  const bom = await findBom(ctx.db, productId);
  if (!bom) throw new NotFoundError('BOM');
  return bom;
}

/** Which of `productIds` have a BOM (one query; the catalog opens the editor empty for the others). */
export async function productIdsWithBom(ctx: ServiceContext, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await ctx.db.select({ productId: boms.productId }).from(boms).where(inArray(boms.productId, productIds));
  return new Set(rows.map((r) => r.productId));
}

// Every BOM save takes this transaction-scoped lock: two saves that each look fine alone
// (A uses B, B uses A) cannot interleave their cycle checks. BOM edits are rare, so serialising is cheap.
const BOM_GRAPH_LOCK = 7_240_501;

/**
 * The BOM edges reachable from `componentIds`, in one recursive query. The product's own BOM is left out:
 * it is the one being replaced (and a walk that reaches the product has found the cycle anyway).
 */
async function reachableEdges(tx: DbOrTx, productId: number, componentIds: number[]) {
  const rows = await executeRows<{ product_id: number | string; item_id: number | string }>(
    tx,
    sql`
      WITH RECURSIVE reach(id) AS (
        SELECT unnest(${intArray(componentIds)})
        UNION
        SELECT bi.item_id
          FROM reach
          JOIN ${boms} b ON b.product_id = reach.id
          JOIN ${bomItems} bi ON bi.bom_id = b.id
         WHERE b.product_id <> ${productId}
      )
      SELECT DISTINCT b.product_id, bi.item_id
        FROM reach
        JOIN ${boms} b ON b.product_id = reach.id
        JOIN ${bomItems} bi ON bi.bom_id = b.id
       WHERE b.product_id <> ${productId}`,
  );
  return rows.map((r) => ({ product_id: Number(r.product_id), item_id: Number(r.item_id) }));
}

type OrderedItem = SaveBomInput['items'][number] & { sequence: number };

/** The stored lines as the comparison sees them (what a save would write). */
const lineKey = (i: { item_type: string; item_id: number; quantity: number; unit: string; scrap_percentage: number; operation: string; notes: string | null; sequence: number }) =>
  JSON.stringify([i.item_type, i.item_id, i.quantity, i.unit, i.scrap_percentage, i.operation, i.notes, i.sequence]);

/** True when saving `data` would store exactly what `bom` already holds. */
function sameBom(bom: BomDto, data: SaveBomInput, items: OrderedItem[]): boolean {
  return (
    bom.bom_type === data.bom_type &&
    bom.is_active === data.is_active &&
    bom.items.length === items.length &&
    bom.items.every((stored, index) => lineKey(stored) === lineKey(items[index]))
  );
}

export const BOM_CREATED_MEANWHILE = 'Someone else saved a BOM for this product while you were editing. Reload it to see theirs, then make your changes.';

/**
 * `POST /api/boms`: create (201) or replace (200) the product's one BOM, items and all, in one transaction.
 * Answers in the order of CONTRACT §8: 401/403; 422 (unknown product, unknown component, the product as its own
 * component, quantity ≤ 0, scrap outside 0–100, no items, a cycle through nested BOMs); then 409: a stale
 * `options.expectedVersion` of the existing BOM, or `expectedVersion: 0` ("I am saving this product's first BOM",
 * the route's `version: 0` or `If-None-Match: *`) when someone else's first save landed meanwhile — a 409 instead
 * of silently replacing it (issue 12). A save that changes nothing answers the BOM as it is (200, same version, no
 * audit row).
 */
export async function saveBom(ctx: ServiceContext, input: unknown, options: WriteOptions = {}): Promise<{ created: boolean; bom: BomDto }> {
  authorize(ctx, 'boms.write');
  const data = parseInput(saveBomSchema, input);
  const items = orderBomItems(data.items);

  // Retried whole on a deadlock with a cost recompute (it waits for the costing lock holding the BOM's rows).
  return transactionWithRetry(ctx.db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOM_GRAPH_LOCK})`);

    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, data.product_id)).limit(1);
    if (!product) throw ValidationError.field('product_id', 'The selected product does not exist.');

    const [existing] = await tx.select().from(boms).where(eq(boms.productId, data.product_id)).for('update');

    // Errors are keyed by the item's index in the request, which is what the client shows.
    const errors: FieldErrors = {};
    const componentIds = [...new Set(data.items.map((i) => i.item_id))];
    const found = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, componentIds))).map((r) => r.id),
    );
    data.items.forEach((item, index) => {
      if (item.item_id === data.product_id) errors[`items.${index}.item_id`] = ['A product cannot be a component of its own BOM.'];
      else if (!found.has(item.item_id)) errors[`items.${index}.item_id`] = ['The selected component does not exist.'];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const cycle = findBomCycle(data.product_id, componentIds, graphFromEdges(await reachableEdges(tx, data.product_id, componentIds)));
    if (cycle) {
      const codes = new Map(
        (await tx.select({ id: products.id, code: products.productCode }).from(products).where(inArray(products.id, [...new Set(cycle)]))).map((r) => [r.id, r.code]),
      );
      const index = data.items.findIndex((i) => i.item_id === cycle[1]);
      throw ValidationError.field(
        `items.${index}.item_id`,
        `This BOM would create a cycle through nested BOMs: ${cycle.map((id) => codes.get(id) ?? `#${id}`).join(' → ')}.`,
      );
    }

    if (existing) {
      if (options.expectedVersion === 0) throw new ConflictError(BOM_CREATED_MEANWHILE);
      assertVersion(options, existing.version);
      const current = (await findBom(tx, data.product_id))!;
      if (sameBom(current, data, items)) return { created: false, bom: current };
    } else {
      // A first BOM: no stored version to be stale against (a version that cannot be read is still a 422).
      assertVersion({ versionProblem: options.versionProblem }, 0);
    }

    let bomId: number;
    if (existing) {
      bomId = existing.id;
      await tx
        .update(boms)
        .set({ bomType: data.bom_type, isActive: data.is_active, version: sql`${boms.version} + 1`, updatedAt: new Date() })
        .where(eq(boms.id, bomId));
      await tx.delete(bomItems).where(eq(bomItems.bomId, bomId));
    } else {
      [{ id: bomId }] = await tx
        .insert(boms)
        .values({ productId: data.product_id, bomType: data.bom_type, isActive: data.is_active, createdBy: ctx.user?.id ?? null })
        .returning({ id: boms.id });
    }
    await tx.insert(bomItems).values(
      items.map((item) => ({
        bomId,
        itemType: item.item_type,
        itemId: item.item_id,
        quantity: item.quantity,
        unit: item.unit,
        scrapPercentage: item.scrap_percentage,
        operation: item.operation,
        notes: item.notes,
        sequence: item.sequence,
      })),
    );

    // The product's cost sheet and those of every BOM that uses it: a new version in this transaction.
    await recomputeCostSheets(tx, [data.product_id], ctx.user);
    const bom = (await findBom(tx, data.product_id))!;
    await writeAudit(tx, {
      user: ctx.user,
      entity: 'bom',
      entityId: bomId,
      action: existing ? 'update' : 'create',
      changes: {
        product_id: data.product_id,
        bom_type: data.bom_type,
        is_active: data.is_active,
        items: items.map((i) => ({ item_id: i.item_id, quantity: i.quantity, unit: i.unit, scrap_percentage: i.scrap_percentage, operation: i.operation, sequence: i.sequence })),
      },
    });
    return { created: !existing, bom };
  });
}
