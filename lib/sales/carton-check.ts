/**
 * Check cartons at the dock (issue 31): each scanned carton label (`SH-2026-00012-L1`, lib/labels/codes.ts) is
 * ticked off against the shipment's cartons — one per shipment line, as /shipping/{id}/labels prints them. A carton
 * of another shipment, a code that is no carton of this one and a carton scanned twice are flagged. Client-safe and
 * pure: the check lives in the page (components/sales/carton-check.tsx), nothing is written.
 */
import { SHIPMENT_NUMBER } from './constants';

export type CartonScan =
  | { kind: 'checked'; code: string; line: number }
  | { kind: 'duplicate'; code: string; line: number }
  | { kind: 'other_shipment'; code: string; shipment: string; line: number }
  | { kind: 'unknown'; code: string };

export type CartonCheckState = {
  shipment: string;
  /** The shipment's cartons: its line numbers, in order. */
  cartons: readonly number[];
  /** The cartons ticked off, in the order they were scanned. */
  checked: readonly number[];
  /** Every scan, newest first (at most SCAN_LOG entries). */
  scans: readonly CartonScan[];
};

export type CartonCheckAction = { type: 'scan'; code: string } | { type: 'reset' };

/** Scans the log keeps (the panel lists them; a dock checks tens of cartons, not thousands). */
export const SCAN_LOG = 50;

export function initialCartonCheck(shipment: string, cartons: readonly number[]): CartonCheckState {
  return { shipment, cartons, checked: [], scans: [] };
}

/** A carton label's code read back: the shipment number and the line, else null (not a carton label). */
export function parseCartonCode(code: string): { shipment: string; line: number } | null {
  const match = /^(.+)-L(\d{1,6})$/i.exec(code.trim());
  if (!match) return null;
  const shipment = match[1].toUpperCase();
  return SHIPMENT_NUMBER.test(shipment) ? { shipment, line: Number(match[2]) } : null;
}

/** What one scanned code is for this shipment, given what was checked before it. */
export function classifyCarton(state: Pick<CartonCheckState, 'shipment' | 'cartons' | 'checked'>, raw: string): CartonScan {
  const code = raw.trim();
  const carton = parseCartonCode(code);
  if (!carton) return { kind: 'unknown', code };
  if (carton.shipment !== state.shipment.toUpperCase()) return { kind: 'other_shipment', code, shipment: carton.shipment, line: carton.line };
  if (!state.cartons.includes(carton.line)) return { kind: 'unknown', code };
  return state.checked.includes(carton.line) ? { kind: 'duplicate', code, line: carton.line } : { kind: 'checked', code, line: carton.line };
}

export function cartonCheckReducer(state: CartonCheckState, action: CartonCheckAction): CartonCheckState {
  if (action.type === 'reset') return initialCartonCheck(state.shipment, state.cartons);
  const code = action.code.trim();
  if (!code) return state;
  const scan = classifyCarton(state, code);
  return {
    ...state,
    checked: scan.kind === 'checked' ? [...state.checked, scan.line] : state.checked,
    scans: [scan, ...state.scans].slice(0, SCAN_LOG),
  };
}

/** The cartons not scanned yet, in line order. */
export function missingCartons(state: Pick<CartonCheckState, 'cartons' | 'checked'>): number[] {
  return state.cartons.filter((line) => !state.checked.includes(line));
}

/** What a scan says, in words (the panel shows it and announces it). */
export function cartonScanMessage(scan: CartonScan, shipment: string, total: number): string {
  switch (scan.kind) {
    case 'checked':
      return `Carton ${scan.line} of ${total} checked (${scan.code}).`;
    case 'duplicate':
      return `Carton ${scan.line} (${scan.code}) was already checked: scanned twice.`;
    case 'other_shipment':
      return `Wrong shipment: ${scan.code} is carton ${scan.line} of ${scan.shipment}, not of ${shipment}. Keep it off this load.`;
    case 'unknown':
      return parseCartonCode(scan.code) ? `${scan.code} is no carton of ${shipment} (it has ${total}).` : `“${scan.code}” is not a carton label.`;
  }
}
