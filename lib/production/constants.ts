/**
 * Production planning and the shop floor, once (client-safe): the pgEnums in db/schema/production.ts are built from
 * these values, the zod schemas choose from them, the screens label them from here.
 */
/**
 * `cancelled` is set only by the sales service: a make-to-order work order that had not started when its sales order
 * was cancelled or closed short (lib/production/service.ts settleLinkedWorkOrdersInTx). Like completed, it is final.
 */
export const WORK_ORDER_STATUSES = ['scheduled', 'in_progress', 'completed', 'delayed', 'pending', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
  delayed: 'Delayed',
  pending: 'Pending',
  cancelled: 'Cancelled',
};
/** Orders no press will work on again: not open (the late count, what is still to make for a sales order line). */
export const CLOSED_WORK_ORDER_STATUSES = ['completed', 'cancelled'] as const satisfies readonly WorkOrderStatus[];

export const WORK_ORDER_PRIORITIES = ['high', 'medium', 'low'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];
export const WORK_ORDER_PRIORITY_LABELS: Record<WorkOrderPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/**
 * The /production status filter buttons (spec 2 §9); `all` is no filter. The list's `status` also takes `pending`
 * (every status is a filter the API accepts).
 */
export const PRODUCTION_FILTER_BUTTONS = ['all', 'scheduled', 'in_progress', 'completed', 'delayed'] as const;
export type ProductionFilterButton = (typeof PRODUCTION_FILTER_BUTTONS)[number];
/** What the list's `status` takes: `all` or any status, one or a comma list. */
export const PRODUCTION_FILTERS = ['all', ...WORK_ORDER_STATUSES] as const;
export type ProductionFilter = (typeof PRODUCTION_FILTERS)[number];

/**
 * The moves a work order may make (spec 2 §4 leaves them open). Completed is final; an order in progress may be
 * paused (pending) or fall behind (delayed) and resume; a report that reaches the planned quantity completes it.
 */
export const WORK_ORDER_TRANSITIONS: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  scheduled: ['in_progress', 'pending', 'delayed'],
  pending: ['scheduled', 'in_progress', 'delayed'],
  delayed: ['scheduled', 'in_progress', 'pending'],
  in_progress: ['completed', 'pending', 'delayed'],
  completed: [],
  cancelled: [],
};

export const WORK_ORDERS_PER_PAGE = 15;
/** Reports per page on a work order's page. */
export const REPORTS_PER_PAGE = 20;
/** Client-side assumptions for a picked product (spec 2 §2 Search pickers). */
export const PICKER_REORDER_POINT = 50;

export const WORK_ORDER_NUMBER = /^WO-\d{4}-\d{5}$/;
export function formatWorkOrderNumber(year: number, n: number): string {
  return `WO-${year}-${String(n).padStart(5, '0')}`;
}
