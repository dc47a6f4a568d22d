import 'server-only';
import type { Db } from '@/db/client';
import { todayInPlant } from '@/lib/dates';
import { runMaintenanceSweep } from './service';

/** How often the server looks whether the plant's day changed (the sweep itself runs once per plant day). */
const CHECK_EVERY_MS = 15 * 60_000;

/**
 * The daily maintenance sweep (CONTRACT §12): once per plant day in each server process, a minute after start and
 * then when the day changes. Several instances may sweep the same day: the one-open-order-per-asset index keeps that
 * harmless. The timer does not keep the process alive; a failed sweep is logged and tried again next check.
 */
export function startDailyMaintenanceSweep(db: () => Db): () => void {
  let sweptDay: string | null = null;
  let running = false;
  const tick = async () => {
    const today = todayInPlant();
    if (running || sweptDay === today) return;
    running = true;
    try {
      const result = await runMaintenanceSweep(db(), null, today);
      sweptDay = today;
      if (result.raised) console.info(`[maintenance] daily sweep raised ${result.raised} work order(s)`);
    } catch (error) {
      console.error('[maintenance] daily sweep failed', error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 60_000);
  const every = setInterval(tick, CHECK_EVERY_MS);
  first.unref?.();
  every.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
