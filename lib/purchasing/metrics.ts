/**
 * The five supplier metrics a month's goods receipts give (CONTRACT §11), pure (client-safe, no I/O): the receipt
 * service stores what this computes, in the receipt's transaction, with `source: receipts`.
 */
import { round } from '@/lib/numbers';
import type { ReceiptMetricType } from './constants';

/** What one receipt line contributes (fixed when the goods arrived). */
export type ReceiptLineFacts = { onTime: boolean; complete: boolean; received: number; rejected: number; unitPrice: number; standardCost: number };

/**
 * - on_time_delivery = lines on or before their PO line's expected date ÷ lines × 100
 * - complete_shipment_rate = lines that brought their PO line's remaining quantity in full ÷ lines × 100
 * - defect_rate_ppm = Σ rejected ÷ Σ received × 1,000,000
 * - first_pass_yield = lines with nothing rejected ÷ lines × 100
 * - price_variance = mean over the lines of (standard cost − unit price) ÷ standard cost × 100 (negative when the
 *   price is above standard); lines of a product without a standard cost (0) have no variance and are left out,
 *   and with none left the metric is not given.
 * Each rounded to 4 decimals (the metric column's scale). No lines → no metrics.
 */
export function receiptMetrics(lines: readonly ReceiptLineFacts[]): Partial<Record<ReceiptMetricType, number>> {
  const n = lines.length;
  if (n === 0) return {};
  const received = lines.reduce((s, l) => s + l.received, 0);
  const rejected = lines.reduce((s, l) => s + l.rejected, 0);
  const out: Partial<Record<ReceiptMetricType, number>> = {
    on_time_delivery: round((lines.filter((l) => l.onTime).length / n) * 100, 4),
    complete_shipment_rate: round((lines.filter((l) => l.complete).length / n) * 100, 4),
    defect_rate_ppm: round(received > 0 ? (rejected / received) * 1_000_000 : 0, 4),
    first_pass_yield: round((lines.filter((l) => l.rejected === 0).length / n) * 100, 4),
  };
  const priced = lines.filter((l) => l.standardCost > 0);
  if (priced.length) out.price_variance = round(priced.reduce((s, l) => s + ((l.standardCost - l.unitPrice) / l.standardCost) * 100, 0) / priced.length, 4);
  return out;
}

/** The first day of the month of an ISO day. */
export function monthOf(isoDay: string): string {
  return `${isoDay.slice(0, 7)}-01`;
}

/** The first day of the next month. */
export function nextMonth(monthStart: string): string {
  const [y, m] = monthStart.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
