/**
 * Scan to act (issue 31): what a scanned or typed code can open. Client-safe.
 */
export const SCAN_KINDS = ['work_order', 'machine', 'mold', 'lot', 'product', 'sales_order', 'shipment', 'purchase_order', 'goods_receipt', 'maintenance'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

export const SCAN_KIND_LABELS: Record<ScanKind, string> = {
  work_order: 'Work order',
  machine: 'Press',
  mold: 'Mold',
  lot: 'Stock lot',
  product: 'Product',
  sales_order: 'Sales order',
  shipment: 'Shipment',
  purchase_order: 'Purchase order',
  goods_receipt: 'Goods receipt',
  maintenance: 'Maintenance work order',
};

/** Longest code a scan takes (a Code 128 label or a QR code of a page address). */
export const SCAN_MAX_LENGTH = 200;

/**
 * A keyboard-wedge scanner types a code's characters far faster than a person and ends with Enter: keys at most
 * this far apart (ms) belong to one scan.
 */
export const WEDGE_KEY_GAP_MS = 60;
/** Shorter bursts are a person's typing (or a shortcut), not a scan. */
export const WEDGE_MIN_LENGTH = 4;

/** The event a scan dispatches on `window` before it opens anything; a page that acts on it calls preventDefault(). */
export const SCAN_EVENT = 'moldline:scan';
export type ScanEventDetail = { code: string };
