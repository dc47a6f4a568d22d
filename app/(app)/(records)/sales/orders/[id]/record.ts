import { recordRoute } from '@/lib/pages/detail';
import { getSalesOrder, salesOrderExists } from '@/lib/sales/service';

/** /sales/orders/{id}: the existence check of layout.tsx and the full read of page.tsx, through the sales service. */
export const salesOrderRecord = recordRoute({ entity: 'Sales order', exists: salesOrderExists, load: getSalesOrder });
