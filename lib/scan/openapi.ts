/** Scan to act in the OpenAPI document: app/api/scan. */
import type { Operation } from '@/lib/openapi/types';
import type { ScanMatch } from './dto';
import { scanQuerySchema } from './list-state';

const example: ScanMatch[] = [{ kind: 'work_order', id: 412, code: 'WO-2026-00412', label: 'CAP-28 28 mm flip-top cap', href: '/production/work-orders/412' }];

export const scanOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/scan',
    tag: 'Scan',
    summary: 'What a scanned or typed code names: work orders, presses, molds, lots, products, orders, shipments, receipts, maintenance',
    description:
      'Exact lookups (a lower-case typing of a number matches too); `LOT-123` names lot 123; a page address of this app (a mold tag’s QR code) names that record. An empty list: nothing has that code. A blank code is a 422 on `code`.',
    query: scanQuerySchema,
    response: 'list',
    example,
  },
];
