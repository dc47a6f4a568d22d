import { z } from 'zod';
import type { DowntimeEvent } from '@/db/schema';
import { isoTimestamp } from '@/lib/dates';
import { out, timestamps } from '@/lib/validation/output';
import { DOWNTIME_CATEGORIES, DOWNTIME_REASON_LABELS, DOWNTIME_REASONS, OEE_GROUPS, SCRAP_REASONS, UNSPECIFIED_SCRAP } from './constants';

/** The JSON shapes of downtime, OEE and the reports (client-safe) and the row → DTO mapping. */

export const downtimeEventDto = z.object({
  id: out.id(),
  machine_id: out.id(),
  reason_code: out.enum(DOWNTIME_REASONS),
  reason_label: out.text(),
  category: out.enum(DOWNTIME_CATEGORIES, 'planned (mold change, maintenance, colour change, no order, break) or unplanned.'),
  started_at: out.timestamp(),
  ended_at: out.timestamp().nullable().meta({ description: 'null while the event is open (the press is offline or in error).' }),
  open: out.bool(),
  duration_minutes: out.number('Minutes from start to end (to now while open), 4 decimals.'),
  notes: out.text().nullable(),
  created_by: out.id().nullable(),
  closed_by: out.id().nullable(),
  version: out.version(),
  ...timestamps,
});
export type DowntimeEventDto = z.infer<typeof downtimeEventDto>;

const minutes = (ms: number) => Math.round((ms / 60_000) * 10_000) / 10_000;

export function toDowntimeDto(row: DowntimeEvent, now: Date = new Date()): DowntimeEventDto {
  const start = new Date(row.startedAt);
  const end = row.endedAt ? new Date(row.endedAt) : now;
  return {
    id: row.id,
    machine_id: row.machineId,
    reason_code: row.reasonCode,
    reason_label: DOWNTIME_REASON_LABELS[row.reasonCode],
    category: row.category,
    started_at: isoTimestamp(row.startedAt)!,
    ended_at: isoTimestamp(row.endedAt),
    open: row.endedAt == null,
    duration_minutes: minutes(Math.max(0, end.getTime() - start.getTime())),
    notes: row.notes,
    created_by: row.createdBy,
    closed_by: row.closedBy,
    version: row.version,
    created_at: isoTimestamp(row.createdAt)!,
    updated_at: isoTimestamp(row.updatedAt)!,
  };
}

const fraction = (d: string) => out.number(d).nullable();

export const oeeRowDto = z.object({
  key: out.text('The plant day (YYYY-MM-DD), the press id or the mold id.'),
  label: out.text('The day, the press number and name, or the mold code and name.'),
  window_minutes: out.number('The window: the plant days’ minutes (up to now for today) × presses (a mold: its share of its press-days).'),
  planned_downtime_minutes: out.number(),
  unplanned_downtime_minutes: out.number(),
  planned_minutes: out.number('Window − planned downtime.'),
  run_minutes: out.number('Planned time − unplanned downtime.'),
  ideal_minutes: out.number('Ideal cycle time × shots.'),
  shots: out.count(),
  good_parts: out.count(),
  scrap_parts: out.count(),
  total_parts: out.count('Good + scrap.'),
  availability: fraction('Run ÷ planned time, 4 decimals; null without planned time.'),
  performance: fraction('Ideal ÷ run time, capped at 1; null without run time.'),
  performance_raw: fraction('Ideal ÷ run time, not capped (above 1: the ideal cycle time is slower than the press runs).'),
  quality: fraction('Good ÷ (good + scrap); null without parts.'),
  oee: fraction('Availability × performance (capped) × quality; null when one of them is.'),
});
export type OeeRow = z.infer<typeof oeeRowDto>;

export const oeeGroupDto = out.enum(OEE_GROUPS);

export const downtimeParetoRowDto = z.object({
  reason_code: out.enum(DOWNTIME_REASONS),
  reason_label: out.text(),
  category: out.enum(DOWNTIME_CATEGORIES),
  minutes: out.number(),
  events: out.count('Events that started in the window.'),
  share: out.number('Of all downtime minutes in the window, 4 decimals.'),
  cumulative_share: out.number(),
});
export type DowntimeParetoRow = z.infer<typeof downtimeParetoRowDto>;

export const scrapParetoRowDto = z.object({
  reason_code: out.enum([...SCRAP_REASONS, UNSPECIFIED_SCRAP] as [string, ...string[]], '`unspecified`: scrap reported without reasons.'),
  reason_label: out.text(),
  quantity: out.count(),
  share: out.number(),
  cumulative_share: out.number(),
});
export type ScrapParetoRow = z.infer<typeof scrapParetoRowDto>;
