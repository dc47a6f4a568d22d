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
  | { kind: 'lot'; id: number }
  /** A lot number several lots carry (every report of a work order receives a lot under its number): pick one. */
  | { kind: 'several'; lots: ScanMatch[] };

export function lotScanOutcome(matches: readonly ScanMatch[]): LotScanOutcome {
  const lots = matches.filter((m) => m.kind === 'lot');
  if (lots.length === 1) return { kind: 'lot', id: lots[0].id };
  if (lots.length > 1) return { kind: 'several', lots };
  return matches.length ? { kind: 'other' } : { kind: 'unknown' };
}

/** Why nothing of the lot can move (used up, or all of it held for orders), else null. */
export function lotNotFree(lot: Pick<StockLotDto, 'id' | 'lot_number' | 'quantity_on_hand' | 'quantity_allocated' | 'quantity_available' | 'product'>): string | null {
  if (lot.quantity_available > 0) return null;
  const code = lotCode(lot);
  if (lot.quantity_on_hand <= 0) return `Lot ${code} (${lot.product.product_code}) is used up: nothing left to issue or transfer.`;
  return `Lot ${code} (${lot.product.product_code}): all ${formatNumber(lot.quantity_allocated, 4)} ${lot.product.unit} on hand are allocated to orders; nothing is free to issue or transfer.`;
}
