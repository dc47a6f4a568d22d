/**
 * What each label's code says (client-safe, so a scan field can read them back): the record's own number where it
 * has one, so a scan and the printed text agree.
 *
 * - a lot: its lot number (a receipt without one: `LOT-<id>`);
 * - a work order: its number (`WO-2026-00871`), each operation of its traveler the number and the step
 *   (`WO-2026-00871-OP10`, `-OP20`, … in the order the steps run);
 * - a carton: the shipment number and the line (`SH-2026-00012-L1`);
 * - a mold: the address of its page (a QR code a phone opens).
 */
export function lotCode(lot: { id: number; lot_number: string | null }): string {
  return lot.lot_number?.trim() || `LOT-${lot.id}`;
}

export function operationCode(workOrderNumber: string, step: number): string {
  return `${workOrderNumber}-OP${step * 10}`;
}

export function cartonCode(shipmentNumber: string, lineNumber: number): string {
  return `${shipmentNumber}-L${lineNumber}`;
}

export function moldUrl(origin: string, moldId: number): string {
  return `${origin}/molds/${moldId}`;
}

/**
 * The record number a label's code starts with: a traveler's operation (`WO-2026-00871-OP10`) names its work
 * order, a carton (`SH-2026-00012-L1`) its shipment (GET /api/scan reads both). Any other code is itself.
 */
export function labelCodeBase(code: string): string {
  return code.replace(/-(?:OP\d+|L\d+)$/i, '');
}
