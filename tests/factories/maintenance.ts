import { getDb } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import { addDays, todayInPlant } from '@/lib/dates';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { createMaintenanceWorkOrder, startMaintenanceWorkOrder } from '@/lib/maintenance/service';
import { createTestUser } from '../helpers';
import { makeMold } from './molds';

let admin: Promise<SessionUser> | undefined;
const ctxOf = async (user?: SessionUser) => ({ db: getDb(), user: user ?? (await (admin ??= createTestUser({ role: 'Admin' }))) });

/** A manual maintenance work order through the service: a new mold unless `asset_id` is given; preventive, due in 5 days. */
export async function makeMaintenanceOrder(input: Record<string, unknown> = {}, user?: SessionUser): Promise<MaintenanceWorkOrderDto> {
  const asset_id = input.asset_id ?? (await makeMold({ maintenance_interval_shots: 100_000 })).id;
  return createMaintenanceWorkOrder(await ctxOf(user), { asset_type: 'mold', asset_id, type: 'preventive', due_date: addDays(todayInPlant(), 5), ...input });
}

/** A maintenance work order moved to in_progress. */
export async function makeStartedMaintenanceOrder(input: Record<string, unknown> = {}, user?: SessionUser): Promise<MaintenanceWorkOrderDto> {
  const order = await makeMaintenanceOrder(input, user);
  return startMaintenanceWorkOrder(await ctxOf(user), order.id, {});
}
