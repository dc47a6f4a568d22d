import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { createMachine, listMachines } from '@/lib/production/service';

export const GET = apiHandler(async ({ ctx }) => listMachines(ctx));

export const POST = apiHandler(async ({ ctx, body }) => {
  const machine = await createMachine(ctx, await body());
  return respond.created('Machine created successfully', machine, `/api/machines/${machine.id}`);
});
