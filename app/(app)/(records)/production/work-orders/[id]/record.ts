import { workOrders } from '@/db/schema';
import { recordRoute } from '@/lib/pages/detail';
import { getWorkOrder } from '@/lib/production/service';

/** /production/work-orders/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts). */
export const workOrderRecord = recordRoute({ entity: 'Work order', table: workOrders, load: getWorkOrder });
