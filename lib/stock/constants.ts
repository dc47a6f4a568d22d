/** Client-safe stock movement vocabulary (the pgEnum in db/schema/stock.ts is built from it). */
export const MOVEMENT_TYPES = ['receipt', 'issue', 'transfer', 'adjustment'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const MOVEMENT_TYPE_LABELS: Record<MovementType, string> = {
  receipt: 'Receipt',
  issue: 'Issue',
  transfer: 'Transfer',
  adjustment: 'Adjustment',
};

/** Reasons an adjustment may give (cycle counts, damage, …). */
export const ADJUSTMENT_REASONS = ['cycle_count', 'damaged', 'scrap', 'found', 'expired', 'correction', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  cycle_count: 'Cycle count',
  damaged: 'Damaged',
  scrap: 'Scrap',
  found: 'Found',
  expired: 'Expired',
  correction: 'Correction',
  other: 'Other',
};

export const MOVEMENTS_PER_PAGE = 15;

/** The messages of a refused movement (422 on `quantity`). */
export const NOT_ENOUGH_STOCK = (available: number, unit: string) =>
  `Not enough stock: only ${available} ${unit} available.`;
