/**
 * The OEE arithmetic of CONTRACT §13, client-safe and pure (the tests check it against hand-computed cases):
 *   planned time = window − planned downtime;  run time = planned time − unplanned downtime;
 *   availability = run ÷ planned;  performance = ideal cycle time × shots ÷ run (capped at 1 in the total, the raw
 *   value beside it);  quality = good ÷ (good + scrap);  OEE = A × P × Q.
 * Fractions with 4 decimals (OEE from the unrounded factors), minutes with 4; a ratio with nothing under it is null.
 */
export type OeeInputs = {
  windowMs: number;
  plannedDowntimeMs: number;
  unplannedDowntimeMs: number;
  idealSeconds: number;
  shots: number;
  goodParts: number;
  scrapParts: number;
};

export type OeeFigures = {
  window_minutes: number;
  planned_downtime_minutes: number;
  unplanned_downtime_minutes: number;
  planned_minutes: number;
  run_minutes: number;
  ideal_minutes: number;
  shots: number;
  good_parts: number;
  scrap_parts: number;
  total_parts: number;
  availability: number | null;
  performance: number | null;
  performance_raw: number | null;
  quality: number | null;
  oee: number | null;
};

const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
const minutes = (ms: number) => round4(ms / 60_000);
/** Milliseconds below this are rounding noise of a mold's share (see oeeByMold), not time. */
const EPSILON_MS = 0.5;

export function computeOee(i: OeeInputs): OeeFigures {
  const plannedMs = Math.max(0, i.windowMs - i.plannedDowntimeMs);
  const runMs = Math.max(0, plannedMs - i.unplannedDowntimeMs);
  const idealMs = i.idealSeconds * 1000;
  const total = i.goodParts + i.scrapParts;
  const availability = plannedMs > EPSILON_MS ? runMs / plannedMs : null;
  const performanceRaw = runMs > EPSILON_MS ? idealMs / runMs : null;
  const performance = performanceRaw == null ? null : Math.min(1, performanceRaw);
  const quality = total > 0 ? i.goodParts / total : null;
  // No parts at all: quality is unknown, but a press that ran nothing (A or P = 0) made 0 % OEE all the same.
  const ap = availability != null && performance != null ? availability * performance : null;
  const oee = ap == null ? null : quality != null ? ap * quality : ap === 0 ? 0 : null;
  const r = (v: number | null) => (v == null ? null : round4(v));
  return {
    window_minutes: minutes(i.windowMs),
    planned_downtime_minutes: minutes(i.plannedDowntimeMs),
    unplanned_downtime_minutes: minutes(i.unplannedDowntimeMs),
    planned_minutes: minutes(plannedMs),
    run_minutes: minutes(runMs),
    ideal_minutes: minutes(idealMs),
    shots: i.shots,
    good_parts: i.goodParts,
    scrap_parts: i.scrapParts,
    total_parts: total,
    availability: r(availability),
    performance: r(performance),
    performance_raw: r(performanceRaw),
    quality: r(quality),
    oee: r(oee),
  };
}
