import { envelope, json } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { sweepMaintenance } from '@/lib/maintenance/service';

/** POST /api/maintenance/sweep (Admin only; the server also runs it daily): raise what is due. */
export const POST = apiHandler(
  async ({ ctx }) => {
    const result = await sweepMaintenance(ctx);
    return json(envelope.updated(`${result.raised} maintenance work order${result.raised === 1 ? '' : 's'} raised`, result));
  },
  { permission: 'maintenance.sweep' },
);
