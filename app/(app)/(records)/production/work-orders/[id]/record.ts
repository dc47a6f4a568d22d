import { recordRoute } from '@/lib/pages/detail';
import { getWorkOrder, workOrderExists } from '@/lib/production/service';

/** /production/work-orders/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts), through the production service. */
export const workOrderRecord = recordRoute({ entity: 'Work order', exists: workOrderExists, load: getWorkOrder });
