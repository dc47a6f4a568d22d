/**
 * Downtime reasons, scrap reasons and OEE groupings, once (client-safe, CONTRACT §13): the pgEnums in db/schema/oee.ts
 * are built from these values, the zod schemas choose from them, screens label them from here.
 */

export const PLANNED_DOWNTIME_REASONS = ['mold_change', 'preventive_maintenance', 'color_change', 'no_order', 'break'] as const;
export const UNPLANNED_DOWNTIME_REASONS = ['machine_failure', 'mold_failure', 'material_shortage', 'quality_hold', 'no_operator', 'utilities'] as const;
export const DOWNTIME_REASONS = [...PLANNED_DOWNTIME_REASONS, ...UNPLANNED_DOWNTIME_REASONS] as const;
export type DowntimeReason = (typeof DOWNTIME_REASONS)[number];

export const DOWNTIME_CATEGORIES = ['planned', 'unplanned'] as const;
export type DowntimeCategory = (typeof DOWNTIME_CATEGORIES)[number];

export function downtimeCategoryOf(reason: DowntimeReason): DowntimeCategory {
  return (PLANNED_DOWNTIME_REASONS as readonly string[]).includes(reason) ? 'planned' : 'unplanned';
}

export const DOWNTIME_REASON_LABELS: Record<DowntimeReason, string> = {
  mold_change: 'Mold change',
  preventive_maintenance: 'Preventive maintenance',
  color_change: 'Colour change',
  no_order: 'No order',
  break: 'Break',
  machine_failure: 'Machine failure',
  mold_failure: 'Mold failure',
  material_shortage: 'Material shortage',
  quality_hold: 'Quality hold',
  no_operator: 'No operator',
  utilities: 'Utilities',
};

/** What an open event does to the press (CONTRACT §13): planned → offline, unplanned → error. */
export const DOWNTIME_STATUS = { planned: 'offline', unplanned: 'error' } as const;

export const SCRAP_REASONS = ['short_shot', 'flash', 'sink_mark', 'splay', 'burn_mark', 'warp', 'contamination', 'dimensional', 'color', 'other'] as const;
export type ScrapReason = (typeof SCRAP_REASONS)[number];
export const SCRAP_REASON_LABELS: Record<ScrapReason, string> = {
  short_shot: 'Short shot',
  flash: 'Flash',
  sink_mark: 'Sink mark',
  splay: 'Splay',
  burn_mark: 'Burn mark',
  warp: 'Warp',
  contamination: 'Contamination',
  dimensional: 'Dimensional',
  color: 'Colour',
  other: 'Other',
};
/** Scrap reported without reasons (before reasons existed, or none given) in the scrap Pareto. */
export const UNSPECIFIED_SCRAP = 'unspecified';

export const OEE_GROUPS = ['day', 'machine', 'mold'] as const;
export type OeeGroup = (typeof OEE_GROUPS)[number];

/** The longest window a report reads (days): two years and a day. */
export const OEE_MAX_DAYS = 732;

/** A press's downtime events per page (its history). */
export const DOWNTIME_PER_PAGE = 15;
