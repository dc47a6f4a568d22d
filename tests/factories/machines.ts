import { getDb } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import type { MachineDto } from '@/lib/machines/dto';
import { createMachine } from '@/lib/machines/service';
import { createTestUser, uid } from '../helpers';

/** A unique press number: `P-1A2B3C4D5E`. */
export function machineNumber(prefix = 'P') {
  return `${prefix}-${uid()}`.toUpperCase();
}

let admin: Promise<SessionUser> | undefined;
const factoryUser = () => (admin ??= createTestUser({ role: 'Admin' }));

/** The one machine factory: a press through the service (the same rules and audit row as POST /api/machines). */
export async function makeMachine(input: Record<string, unknown> = {}, user?: SessionUser): Promise<MachineDto> {
  return createMachine(
    { db: getDb(), user: user ?? (await factoryUser()) },
    { machine_number: machineNumber(), machine_name: 'Engel e-mac 180', tonnage: 180, hourly_rate: 42.5, ...input },
  );
}
