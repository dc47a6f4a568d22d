import { molds } from '@/db/schema';
import { getMold } from '@/lib/molds/service';
import { recordRoute } from '@/lib/pages/detail';

/** /molds/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts). */
export const moldRecord = recordRoute({ entity: 'Mold', table: molds, load: getMold });
