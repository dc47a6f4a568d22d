import { z } from 'zod';
import { textParam } from '@/lib/list/query';
import { SCAN_MAX_LENGTH } from './constants';

/** GET /api/scan?code: what a scanner read (or a person typed), exactly as printed. */
export const scanQuerySchema = z.object({
  code: textParam('code', SCAN_MAX_LENGTH, 'A work-order, press, mold, lot, product, order, shipment, receipt or maintenance number, or a page address from a QR code.'),
});
export type ScanQuery = z.output<typeof scanQuerySchema>;
