import 'server-only';
import { asc, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { molds } from '@/db/schema';
import { todayInPlant } from '@/lib/dates';
import { usageWindowStart } from './health';
import { shotsInUsageWindow } from './queries';

/**
 * The 30-day usage window of every mold, stored (molds.usage_window_shots / usage_window_end, migration 0021): a
 * statement trigger on mold_usage_records keeps the sum as records are written, backdated, edited or deleted;
 * this moves the window to the plant's new day. Without it the forecast sums 30 days of usage records of every
 * mold on each request (~170k rows at plant scale, 20–27 ms of a 50 ms budget).
 */

/** Beyond this many molds with a stale window, summing the whole window once beats a list of ids. */
const STALE_BY_IDS = 500;

/**
 * Recomputes the window of every mold whose window does not end `today` (the daily sweep runs it first). The rows
 * are locked before the sums are read, in id order: a usage record written meanwhile either committed before the
 * sums (counted by them) or waits for the lock and is then counted by the trigger against the new window.
 */
export async function refreshUsageWindows(db: Db, today = todayInPlant()): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: molds.id })
      .from(molds)
      .where(sql`${molds.usageWindowEnd} is distinct from ${today}::date`)
      .orderBy(asc(molds.id))
      .for('update');
    if (stale.length === 0) return 0;
    await tx.execute(sql`
      update molds m set usage_window_shots = coalesce(w.shots, 0), usage_window_end = ${today}::date
      from (select m0.id, s.shots
            from molds m0
            left join (select mold_id, sum(shots_produced) as shots from mold_usage_records
                       where date between ${usageWindowStart(today)}::date and ${today}::date group by mold_id) s on s.mold_id = m0.id
            where m0.usage_window_end is distinct from ${today}::date) w
      where m.id = w.id`);
    return stale.length;
  });
}

/**
 * Shots in the 30-day window for these molds (their stored window and end as read with them): the stored sum where
 * the window ends today, the usage records summed for the others (a mold made since the last refresh, or every mold
 * between the plant's midnight and the day's sweep).
 */
export async function windowShotsOf(db: DbOrTx, rows: { id: number; windowShots: number; windowEnd: string | null }[], today: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const stale: number[] = [];
  for (const r of rows) {
    if (r.windowEnd === today) out.set(r.id, Number(r.windowShots));
    else stale.push(r.id);
  }
  if (stale.length === 0) return out;
  const live = await shotsInUsageWindow(db, today, stale.length <= STALE_BY_IDS ? stale : undefined);
  for (const id of stale) out.set(id, live.get(id) ?? 0);
  return out;
}
