import { customerExists, getCustomer } from '@/lib/customers/service';
import { recordRoute } from '@/lib/pages/detail';

/** /customers/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts). */
export const customerRecord = recordRoute({ entity: 'Customer', exists: customerExists, load: getCustomer });
