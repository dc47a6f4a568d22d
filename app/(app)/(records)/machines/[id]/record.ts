import { getMachine, machineExists } from '@/lib/machines/service';
import { recordRoute } from '@/lib/pages/detail';

/** /machines/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts), through the machines service. */
export const machineRecord = recordRoute({ entity: 'Machine', exists: machineExists, load: getMachine });
