import { recordRoute } from '@/lib/pages/detail';
import { getShipment, shipmentExists } from '@/lib/sales/service';

/** /shipping/{id} (and its /print, /labels): the existence check of layout.tsx and the full read of the page, through the sales service. */
export const shipmentRecord = recordRoute({ entity: 'Shipment', exists: shipmentExists, load: getShipment });
