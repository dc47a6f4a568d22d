import { z } from 'zod';
import { SCRAP_REASONS } from '@/lib/oee/constants';
import type { ProductionReport, WorkOrder } from '@/db/schema';
import { isoTimestamp } from '@/lib/dates';
import { MAINTENANCE_HEALTH } from '@/lib/molds/health';
import { moldCountersDto } from '@/lib/molds/types';
import { out, timestamps } from '@/lib/validation/output';
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from './constants';
import { defectRate, expectedRunHours, progressPercent } from './rules';

/**
 * The JSON shapes of the production API (client-safe) and the row → DTO mapping. Each DTO is a zod schema — the
 * OpenAPI document shows it (lib/openapi/responses.ts) and tests validate real answers against it — and its type is
 * inferred from it. The press shapes and the shop floor's are in lib/machines/dto.ts.
 */

/** What a work order embeds of its product, mold and press (also the shop floor's jobs). */
export const productRef = z.object({ id: out.id(), product_code: out.text(), product_name: out.text() });
export const moldRef = z.object({ id: out.id(), mold_code: out.text(), mold_name: out.text() });
export const machineRef = z.object({ id: out.id(), machine_number: out.text(), machine_name: out.text() });
export const progress = out.number('quantity_completed ÷ quantity_planned, %, 1 decimal, at most 100.');

export const workOrderDto = z.object({
  id: out.id(),
  work_order_number: out.text('WO-YYYY-NNNNN.'),
  product_id: out.id(),
  mold_id: out.id(),
  machine_id: out.id().nullable(),
  product: productRef,
  mold: moldRef,
  machine: machineRef.nullable(),
  quantity_planned: out.count('Parts.'),
  quantity_completed: out.count('Good parts reported.'),
  quantity_scrap: out.count('Scrap parts reported.'),
  shots_total: out.count('Shots reported.'),
  progress,
  status: out.enum(WORK_ORDER_STATUSES),
  priority: out.enum(WORK_ORDER_PRIORITIES),
  target_date: out.date(),
  cycle_time_seconds: out.number('Seconds per shot (the product’s).').nullable(),
  cavity_count: out.count('Parts per shot (the mold’s cavities).'),
  expected_run_hours: out.number('⌈planned ÷ cavities⌉ × cycle time, hours.').nullable(),
  notes: out.text().nullable(),
  sales_order: z.object({ id: out.id(), order_number: out.text() }).nullable().meta({ description: 'Make-to-order: the sales order this order makes parts for (CONTRACT §10).' }),
  sales_order_line_id: out.id().nullable(),
  started_at: out.timestamp().nullable(),
  completed_at: out.timestamp().nullable(),
  version: out.version(),
  ...timestamps,
});
export type WorkOrderDto = z.infer<typeof workOrderDto>;

export const productionReportDto = z.object({
  id: out.id(),
  work_order_id: out.id(),
  machine_id: out.id().nullable(),
  shots: out.count('Shots of this report.'),
  good_parts: out.count(),
  scrap_parts: out.count(),
  defect_rate: out.number('scrap ÷ (good + scrap), %.'),
  operator: out.text().nullable(),
  notes: out.text().nullable(),
  reported_at: out.timestamp(),
  created_by: out.id('The user who reported.').nullable(),
});
export type ProductionReportDto = z.infer<typeof productionReportDto>;

export const workOrderMoldHealthDto = z.object({
  id: out.id(),
  mold_code: out.text(),
  mold_name: out.text(),
  status: out.text(),
  total_shots_lifetime: out.count('Shots.'),
  shots_since_maintenance: out.count('Shots.'),
  maintenance_interval_shots: out.count('Shots.').nullable(),
  maintenance_health: out.enum(MAINTENANCE_HEALTH),
});
export type WorkOrderMoldHealth = z.infer<typeof workOrderMoldHealthDto>;

export const workOrderDetailDto = workOrderDto.extend({
  mold_health: workOrderMoldHealthDto,
  reports: z.array(productionReportDto).meta({ description: 'The latest reports, newest first.' }),
  reports_total: out.count('All reports of the order.'),
});
export type WorkOrderDetailDto = z.infer<typeof workOrderDetailDto>;

export const productionStatsDto = z.object({
  total_work_orders: out.count(),
  active_work_orders: out.count('In progress.'),
  completed_today: out.count('Completed since the plant’s midnight.'),
  avg_efficiency: out.number('Average of completed ÷ planned over the orders, %.'),
  by_status: z.record(z.enum(WORK_ORDER_STATUSES), out.count()).meta({ description: 'Orders per status (the filter buttons’ counts).' }),
});
export type ProductionStats = z.infer<typeof productionStatsDto>;

/** What a production report did to stock: the materials issued (FIFO) and the finished goods received. */
export const reportStockDto = z.object({
  issued: z.array(z.object({ product_id: out.id(), product_code: out.text(), quantity: out.number('In `unit`.'), unit: out.text(), movement_id: out.id() })),
  received: z
    .object({ quantity: out.number('Good parts received.'), location_id: out.id(), location_code: out.text(), movement_id: out.id(), lot_id: out.id('The lot made of them (its label: /inventory/lots/{id}/label).') })
    .nullable(),
  note: out.text('Why nothing was received, when nothing was (no storage location set up yet).').nullable(),
});
export type ReportStock = z.infer<typeof reportStockDto>;

/** POST /api/production/work-orders/{id}/reports: the report, the order and the mold after it, and the stock moved. */
export const reportResultDto = productionReportDto.extend({
  scrap_reasons: z.array(z.object({ reason_code: out.enum(SCRAP_REASONS), quantity: out.count() })).meta({ description: 'The scrap by reason, as reported (empty when none was given).' }),
  work_order: workOrderDto,
  mold: moldCountersDto,
  stock: reportStockDto,
});
export type ReportResult = z.infer<typeof reportResultDto>;

/** Timestamps are NOT NULL columns. */
const iso = (value: Date | string): string => isoTimestamp(value) ?? String(value);

/** A work order as the queries select it: the order with its product's, mold's and press' names. */
export type WorkOrderRow = {
  wo: WorkOrder;
  productCode: string;
  productName: string;
  moldCode: string;
  moldName: string;
  machineNumber: string | null;
  machineName: string | null;
  /** The linked sales order's number (make-to-order), read by a correlated subquery. */
  salesOrderNumber?: string | null;
};

export function toWorkOrderDto({ wo, ...r }: WorkOrderRow): WorkOrderDto {
  const cycle = wo.cycleTimeSeconds == null ? null : Number(wo.cycleTimeSeconds);
  return {
    id: wo.id,
    work_order_number: wo.workOrderNumber,
    product_id: wo.productId,
    mold_id: wo.moldId,
    machine_id: wo.machineId,
    product: { id: wo.productId, product_code: r.productCode, product_name: r.productName },
    mold: { id: wo.moldId, mold_code: r.moldCode, mold_name: r.moldName },
    machine: wo.machineId != null && r.machineNumber != null ? { id: wo.machineId, machine_number: r.machineNumber, machine_name: r.machineName ?? '' } : null,
    quantity_planned: wo.quantityPlanned,
    quantity_completed: wo.quantityCompleted,
    quantity_scrap: wo.quantityScrap,
    shots_total: Number(wo.shotsTotal),
    progress: progressPercent(wo.quantityCompleted, wo.quantityPlanned),
    status: wo.status,
    priority: wo.priority,
    target_date: wo.targetDate,
    cycle_time_seconds: cycle,
    cavity_count: wo.cavityCount,
    expected_run_hours: expectedRunHours(wo.quantityPlanned, cycle, wo.cavityCount),
    notes: wo.notes,
    sales_order: wo.salesOrderId != null && r.salesOrderNumber != null ? { id: wo.salesOrderId, order_number: r.salesOrderNumber } : null,
    sales_order_line_id: wo.salesOrderLineId ?? null,
    started_at: isoTimestamp(wo.startedAt),
    completed_at: isoTimestamp(wo.completedAt),
    version: wo.version,
    created_at: iso(wo.createdAt),
    updated_at: iso(wo.updatedAt),
  };
}

export function toReportDto(r: ProductionReport): ProductionReportDto {
  return {
    id: r.id,
    work_order_id: r.workOrderId,
    machine_id: r.machineId,
    shots: r.shots,
    good_parts: r.goodParts,
    scrap_parts: r.scrapParts,
    defect_rate: defectRate(r.goodParts, r.scrapParts),
    operator: r.operator,
    notes: r.notes,
    reported_at: iso(r.reportedAt),
    created_by: r.createdBy,
  };
}
