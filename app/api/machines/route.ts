import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { machineListQuerySchema } from '@/lib/machines/list-state';
import { createMachine, listMachines } from '@/lib/machines/service';

/** Every press, by number (or `sort`/`dir`). */
export const GET = apiHandler(async ({ ctx, query }) => listMachines(ctx, query), { query: machineListQuerySchema });

export const POST = apiHandler(async ({ ctx, body }) => {
  const machine = await createMachine(ctx, await body());
  return respond.created('Machine created successfully', machine, `/api/machines/${machine.id}`);
});
