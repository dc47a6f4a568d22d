import { recordRoute } from '@/lib/pages/detail';
import { getSupplier, supplierExists } from '@/lib/suppliers/service';

/** /suppliers/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts). */
export const supplierRecord = recordRoute({ entity: 'Supplier', exists: supplierExists, load: getSupplier });
