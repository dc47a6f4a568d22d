import { apiHandler } from '@/lib/api/handler';
import { getShipment } from '@/lib/sales/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** GET /api/shipments/{id}: the shipment with its lines and lots (the packing slip prints at /shipping/{id}/print). */
export const GET = apiHandler<Params>(async ({ ctx, params }) => getShipment(ctx, parseId(params.id, 'Shipment')));
