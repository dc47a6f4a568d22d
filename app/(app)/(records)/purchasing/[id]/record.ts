import { recordRoute } from '@/lib/pages/detail';
import { getPurchaseOrder, purchaseOrderExists } from '@/lib/purchasing/service';

/** /purchasing/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts), through the purchasing service. */
export const purchaseOrderRecord = recordRoute({ entity: 'Purchase order', exists: purchaseOrderExists, load: getPurchaseOrder });
