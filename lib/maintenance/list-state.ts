import { z } from 'zod';
import { boolParam, clampedIntParam, enumListParam, enumParam, idParam, pageParams, searchParam, sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';
import { defineListState } from '@/lib/list/url-state';
import { FORECAST_DAYS, FORECAST_MAX_DAYS, MAINTENANCE_PER_PAGE, MWO_ASSET_TYPES, MWO_PRIORITIES, MWO_STATUSES, MWO_TRIGGERS } from './constants';

/** The maintenance list's orders: soonest due first by default. */
export const MAINTENANCE_SORT = defineSorts(
  { due_date: 'asc', created: 'desc', maintenance_number: 'desc', priority: 'asc', status: 'asc' },
  'due_date',
);

/**
 * The maintenance work-order list's query, once (CONTRACT §12): `GET /api/maintenance/work-orders` and `/export`
 * parse it, the /maintenance screen's URL is read with it, the OpenAPI document describes it.
 */
export const maintenanceListQuerySchema = z.object({
  q: searchParam('MWO number or asset code (case-insensitive contains).'),
  status: enumListParam(MWO_STATUSES, 'status'),
  asset_type: enumParam(MWO_ASSET_TYPES, 'asset type'),
  asset_id: idParam('asset', 'Orders of this mold or press (with `asset_type`).'),
  priority: enumListParam(MWO_PRIORITIES, 'priority'),
  trigger: enumListParam(MWO_TRIGGERS, 'trigger'),
  overdue: boolParam('overdue', '`true`: not completed or cancelled and `due_date` before today.'),
  due_soon: boolParam('due soon', '`true`: open or in progress and due within the next 7 days (today included).'),
  ...sortParams(MAINTENANCE_SORT),
  ...pageParams({ perPage: MAINTENANCE_PER_PAGE }),
});
export type MaintenanceListQuery = z.output<typeof maintenanceListQuerySchema>;

export const maintenanceList = defineListState('/maintenance', maintenanceListQuerySchema, { searchKey: 'q' });
export type MaintenanceListState = ReturnType<typeof maintenanceList.load>;

/** GET /api/maintenance/forecast?days=30. */
export const forecastQuerySchema = z.object({
  days: clampedIntParam(FORECAST_DAYS, 1, FORECAST_MAX_DAYS, 'Days ahead'),
});
export type ForecastQuery = z.output<typeof forecastQuerySchema>;
