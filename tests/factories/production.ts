import { getDb } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, todayInPlant } from '@/lib/dates';
import { createWorkOrder, reportProduction, updateWorkOrder } from '@/lib/production/service';
import type { WorkOrderDto } from '@/lib/production/dto';
import { createTestUser } from '../helpers';
import { makeMold } from './molds';
import { makeProduct } from './products';

let admin: Promise<SessionUser> | undefined;
const factoryUser = () => (admin ??= createTestUser({ role: 'Admin' }));
const ctxOf = async (user?: SessionUser) => ({ db: getDb(), user: user ?? (await factoryUser()) });

/**
 * The one work-order factory: through the service (POST /api/production/work-orders). A new product and a new
 * active 4-cavity mold unless `product_id` / `mold_id` are given; 1,000 parts, medium, due in 14 days.
 */
export async function makeWorkOrder(input: Record<string, unknown> = {}, user?: SessionUser): Promise<WorkOrderDto> {
  const product_id = input.product_id ?? (await makeProduct({ cycleTimeSeconds: 30 })).id;
  const mold_id = input.mold_id ?? (await makeMold()).id;
  return createWorkOrder(await ctxOf(user), {
    product_id,
    mold_id,
    quantity_planned: 1000,
    priority: 'medium',
    target_date: addDays(todayInPlant(), 14),
    ...input,
  });
}

/** A work order moved to in_progress (through the status move). */
export async function makeRunningWorkOrder(input: Record<string, unknown> = {}, user?: SessionUser): Promise<WorkOrderDto> {
  const order = await makeWorkOrder(input, user);
  return updateWorkOrder(await ctxOf(user), order.id, { status: 'in_progress' });
}

/** A production report on an order (through the service). */
export async function makeReport(workOrderId: number, input: Record<string, unknown> = {}, user?: SessionUser) {
  return reportProduction(await ctxOf(user), workOrderId, { shots: 10, good_parts: 38, scrap_parts: 2, operator: 'J. Alvarez', ...input });
}
