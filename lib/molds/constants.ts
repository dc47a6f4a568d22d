/**
 * Mold enums and their labels for screens (client-safe: no database imports). The one list of each enum's
 * values: the pgEnums in db/schema/molds.ts and the zod schemas are built from these arrays.
 */

export const MOLD_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type MoldStatus = (typeof MOLD_STATUSES)[number];

export const MOLD_OWNERSHIPS = ['company_owned', 'customer_owned', 'leased'] as const;
export type MoldOwnership = (typeof MOLD_OWNERSHIPS)[number];

export const MAINTENANCE_TYPES = ['preventive', 'corrective', 'repair', 'cleaning', 'inspection'] as const;
export type MaintenanceTypeValue = (typeof MAINTENANCE_TYPES)[number];

export const STATUS_LABELS: Record<MoldStatus, string> = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
};

export const OWNERSHIP_LABELS: Record<MoldOwnership, string> = {
  company_owned: 'Company Owned',
  customer_owned: 'Customer Owned',
  leased: 'Leased',
};

export const MAINTENANCE_TYPE_LABELS: Record<MaintenanceTypeValue, string> = {
  preventive: 'Preventive',
  corrective: 'Corrective',
  repair: 'Repair',
  cleaning: 'Cleaning',
  inspection: 'Inspection',
};

/** List filter values for maintenance health (URL and API: ?health=overdue). */
export const HEALTH_FILTERS = ['overdue', 'due_soon', 'good', 'not_set'] as const;
export type HealthFilter = (typeof HEALTH_FILTERS)[number];

export const HEALTH_FILTER_LABELS: Record<HealthFilter, string> = {
  overdue: 'Overdue',
  due_soon: 'Due Soon',
  good: 'Good',
  not_set: 'Not Set',
};

/** Sort orders of the mold list. */
export const MOLD_SORTS = ['mold_code', 'mold_name', 'total_shots', 'maintenance'] as const;
export type MoldSort = (typeof MOLD_SORTS)[number];

export const MOLD_SORT_LABELS: Record<MoldSort, string> = {
  mold_code: 'Mold number',
  mold_name: 'Name',
  total_shots: 'Most shots',
  maintenance: 'Closest to maintenance',
};

/** Rows per page on the /molds screen. */
export const MOLDS_PER_PAGE = 25;

/** Records per page of the maintenance and usage history tabs of /molds/{id}. */
export const HISTORY_PER_PAGE = 20;
