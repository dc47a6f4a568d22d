import { z } from 'zod';
import type { MaintenanceWorkOrder } from '@/db/schema';
import { isoTimestamp } from '@/lib/dates';
import { MOLD_STATUSES } from '@/lib/molds/constants';
import { MACHINE_STATUSES } from '@/lib/machines/constants';
import { out, timestamps } from '@/lib/validation/output';
import { FIX_CODES, ISSUE_CODES, MAINTENANCE_TYPES, MWO_ASSET_TYPES, MWO_PRIORITIES, MWO_STATUSES, MWO_TRIGGERS } from './constants';

/** The JSON shapes of the maintenance API (client-safe) and the row → DTO mapping. */

export const maintenanceAssetDto = z.object({
  id: out.id(),
  code: out.text('Mold code or press number.'),
  name: out.text(),
  status: out.enum([...new Set([...MOLD_STATUSES, ...MACHINE_STATUSES])] as [string, ...string[]], 'The mold’s or press’s status.'),
});

export const maintenanceWorkOrderDto = z.object({
  id: out.id(),
  maintenance_number: out.text('MWO-YYYY-NNNNN.'),
  asset_type: out.enum(MWO_ASSET_TYPES),
  asset_id: out.id('molds.id or machines.id.'),
  asset: maintenanceAssetDto.nullable().meta({ description: 'The mold or press, embedded; null when it was deleted.' }),
  type: out.enum(MAINTENANCE_TYPES),
  priority: out.enum(MWO_PRIORITIES),
  status: out.enum(MWO_STATUSES),
  trigger: out.enum(MWO_TRIGGERS, 'What raised it: shots, days or running hours (the system), manual or breakdown (a person).'),
  due_date: out.date(),
  overdue: out.bool('Not completed or cancelled and due before today.'),
  description: out.text().nullable(),
  assigned_to_user_id: out.id().nullable(),
  assigned_to: z.object({ id: out.id(), name: out.text() }).nullable(),
  issue_code: out.enum(ISSUE_CODES).nullable(),
  fix_code: out.enum(FIX_CODES).nullable(),
  completed_date: out.date().nullable(),
  technician: out.text().nullable(),
  cost: out.number().nullable(),
  notes: out.text().nullable(),
  maintenance_record_id: out.id('The mold maintenance record written on completion (molds only).').nullable(),
  started_at: out.timestamp().nullable(),
  completed_at: out.timestamp().nullable(),
  cancelled_at: out.timestamp().nullable(),
  created_by: out.id().nullable(),
  version: out.version(),
  ...timestamps,
});
export type MaintenanceWorkOrderDto = z.infer<typeof maintenanceWorkOrderDto>;

export const completedMaintenanceDto = maintenanceWorkOrderDto.extend({
  parts_issued: z.array(z.object({ product_id: out.id(), quantity: out.number(), movement_id: out.id() })),
});
export type CompletedMaintenanceDto = z.infer<typeof completedMaintenanceDto>;

export const forecastRowDto = z.object({
  asset_type: out.enum(MWO_ASSET_TYPES),
  asset_id: out.id(),
  asset_code: out.text(),
  asset_name: out.text(),
  predicted_due_date: out.date(),
  trigger: out.enum(MWO_TRIGGERS),
  open_work_order_id: out.id().nullable(),
});
export type ForecastRow = z.infer<typeof forecastRowDto>;

export const sweepResultDto = z.object({ raised: out.count('Work orders raised.'), ids: z.array(out.id()) });
export type SweepResult = z.infer<typeof sweepResultDto>;

export type MaintenanceRow = {
  mwo: MaintenanceWorkOrder;
  moldCode: string | null;
  moldName: string | null;
  moldStatus: string | null;
  machineNumber: string | null;
  machineName: string | null;
  machineStatus: string | null;
  assigneeName: string | null;
};

const ts = (v: Date | string | null) => (v == null ? null : (isoTimestamp(v) ?? String(v)));

export function toMaintenanceDto(row: MaintenanceRow, today: string): MaintenanceWorkOrderDto {
  const m = row.mwo;
  const isMold = m.assetType === 'mold';
  const code = isMold ? row.moldCode : row.machineNumber;
  const open = m.status === 'open' || m.status === 'in_progress';
  return {
    id: m.id,
    maintenance_number: m.maintenanceNumber,
    asset_type: m.assetType,
    asset_id: m.assetId,
    asset: code == null ? null : { id: m.assetId, code, name: (isMold ? row.moldName : row.machineName) ?? '', status: (isMold ? row.moldStatus : row.machineStatus) ?? '' },
    type: m.type,
    priority: m.priority,
    status: m.status,
    trigger: m.trigger,
    due_date: m.dueDate,
    overdue: open && m.dueDate < today,
    description: m.description,
    assigned_to_user_id: m.assignedToUserId,
    assigned_to: m.assignedToUserId != null && row.assigneeName != null ? { id: m.assignedToUserId, name: row.assigneeName } : null,
    issue_code: m.issueCode,
    fix_code: m.fixCode,
    completed_date: m.completedDate,
    technician: m.technician,
    cost: m.cost == null ? null : Number(m.cost),
    notes: m.notes,
    maintenance_record_id: m.maintenanceRecordId,
    started_at: ts(m.startedAt),
    completed_at: ts(m.completedAt),
    cancelled_at: ts(m.cancelledAt),
    created_by: m.createdBy,
    version: m.version,
    created_at: ts(m.createdAt)!,
    updated_at: ts(m.updatedAt)!,
  };
}
