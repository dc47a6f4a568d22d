import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createShipment } from '@/lib/sales/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/sales-orders/{id}/shipments (CONTRACT §10): one transaction; a refused shipment changes nothing. */
export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Sales order');
  const shipment = await createShipment(ctx, id, await body());
  return respond.created('Shipment created successfully', shipment, `/api/shipments/${shipment.id}`);
}, { permission: 'shipments.write' });
