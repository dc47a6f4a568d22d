import { getMold, moldExists } from '@/lib/molds/service';
import { recordRoute } from '@/lib/pages/detail';

/** /molds/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts), through the molds service. */
export const moldRecord = recordRoute({ entity: 'Mold', exists: moldExists, load: getMold });
