/**
 * Scan a lot on the inventory screen (issue 31): what a scanned code means there, and whether the lot it names has
 * anything to issue or transfer. Client-safe, pure (components/inventory/lot-scan.tsx acts on it).
 */
import type { ScanMatch } from '@/lib/scan/dto';
import type { StockLotDto } from './dto';
import { lotCode } from '@/lib/labels/codes';
import { formatNumber } from '@/lib/utils';

export type LotScanOutcome =
  /** Nothing has this code: say so on the page. */
  | { kind: 'unknown' }
  /** Not a lot (a work order, a mold…): it opens as anywhere else (/scan). */
  | { kind: 'other' }
  /**
   * The lots the code names, newest first: one, or several under one lot number (every report of a work order
   * receives a lot under its number; a transfer's moved part keeps its lot's number in its new place).
   */
  | { kind: 'lots'; ids: number[] };

export function lotScanOutcome(matches: readonly ScanMatch[]): LotScanOutcome {
  const lots = matches.filter((m) => m.kind === 'lot');
  if (lots.length) return { kind: 'lots', ids: lots.map((l) => l.id) };
  return matches.length ? { kind: 'other' } : { kind: 'unknown' };
}

type LotRead = Pick<StockLotDto, 'id' | 'lot_number' | 'quantity_on_hand' | 'quantity_allocated' | 'quantity_available' | 'product'>;

/**
 * Of the lots one code names (read, newest first), what the scan does: the one with something free opens; several
 * with something free are offered to choose from; none — the newest says why (used up, or held for orders).
 */
export function lotChoice<L extends LotRead>(lots: readonly L[]): { kind: 'open'; lot: L } | { kind: 'pick'; lots: L[] } | { kind: 'none'; message: string } {
  if (!lots.length) return { kind: 'none', message: 'No such lot.' };
  const free = lots.filter((l) => l.quantity_available > 0);
  if (free.length === 1) return { kind: 'open', lot: free[0] };
  if (free.length > 1) return { kind: 'pick', lots: free };
  return { kind: 'none', message: lotNotFree(lots[0]) ?? '' };
}

/** Why nothing of the lot can move (used up, or all of it held for orders), else null. */
export function lotNotFree(lot: LotRead): string | null {
  if (lot.quantity_available > 0) return null;
  const code = lotCode(lot);
  if (lot.quantity_on_hand <= 0) return `Lot ${code} (${lot.product.product_code}) is used up: nothing left to issue or transfer.`;
  return `Lot ${code} (${lot.product.product_code}): all ${formatNumber(lot.quantity_allocated, 4)} ${lot.product.unit} on hand are allocated to orders; nothing is free to issue or transfer.`;
}
