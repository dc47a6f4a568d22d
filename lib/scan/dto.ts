import { z } from 'zod';
import { out } from '@/lib/validation/output';
import { SCAN_KINDS } from './constants';

/** One record a scanned code names, and where it opens (GET /api/scan). */
export const scanMatchDto = z.object({
  kind: out.enum(SCAN_KINDS),
  id: out.id(),
  code: out.text('The code as stored (WO-2026-00012, IMM-07, a lot number, …).'),
  label: out.text('What it is, in words: the product a work order makes, a mold’s name, a lot’s product, quantity and location.'),
  href: out.text('The page that opens it.'),
});
export type ScanMatch = z.infer<typeof scanMatchDto>;
