'use client';

import { SCAN_EVENT, type ScanEventDetail } from '@/lib/scan/constants';

/**
 * Hand a scanned code to the page: a page that acts on scans (the shop floor) listens for SCAN_EVENT and calls
 * preventDefault(); otherwise `open` runs (the scan page, which opens the record or lists the matches).
 */
export function dispatchScan(code: string, open: (href: string) => void): void {
  const trimmed = code.trim();
  if (!trimmed) return;
  const event = new CustomEvent<ScanEventDetail>(SCAN_EVENT, { detail: { code: trimmed }, cancelable: true });
  if (window.dispatchEvent(event)) open(scanHref(trimmed));
}

export const scanHref = (code: string) => `/scan?code=${encodeURIComponent(code)}`;

/** Typing into a field (its own Enter is its own): a scan is only listened for outside editable elements. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
