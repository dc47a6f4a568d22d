import { fieldColumns } from '@/lib/list/csv-export';
import type { DowntimeParetoRow, OeeRow, ScrapParetoRow } from './dto';

/** The reports' CSV columns (their rows are a few hundred at most: one batch). */

export async function* oneBatch<T>(rows: Promise<T[]>): AsyncGenerator<T[]> {
  yield await rows;
}

export const OEE_COLUMNS = fieldColumns<OeeRow>([
  'key',
  'label',
  'window_minutes',
  'planned_downtime_minutes',
  'unplanned_downtime_minutes',
  'planned_minutes',
  'run_minutes',
  'ideal_minutes',
  'shots',
  'good_parts',
  'scrap_parts',
  'total_parts',
  'availability',
  'performance',
  'performance_raw',
  'quality',
  'oee',
]);
export const DOWNTIME_PARETO_COLUMNS = fieldColumns<DowntimeParetoRow>(['reason_code', 'reason_label', 'category', 'minutes', 'events', 'share', 'cumulative_share']);
export const SCRAP_PARETO_COLUMNS = fieldColumns<ScrapParetoRow>(['reason_code', 'reason_label', 'quantity', 'share', 'cumulative_share']);
