import { apiHandler } from '@/lib/api/handler';
import { getMaintenanceWorkOrder } from '@/lib/maintenance/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getMaintenanceWorkOrder(ctx, parseId(params.id, 'Maintenance work order')));
