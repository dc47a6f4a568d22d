import { machineExists, shopFloorPress } from '@/lib/machines/service';
import { recordRoute } from '@/lib/pages/detail';

/** /shop-floor/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts), through the machines service. */
export const pressViewRecord = recordRoute({ entity: 'Machine', exists: machineExists, load: (ctx, id) => shopFloorPress(ctx, id) });
