/**
 * Presses (machines), once (client-safe): the pgEnum in db/schema/machines.ts is built from these values, the zod
 * schemas choose from them, screens label them from here. Production owns machines (work orders run on them, the
 * shop floor shows them); costing reads their hourly rate.
 */
export const MACHINE_STATUSES = ['running', 'idle', 'maintenance', 'offline', 'error'] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];
export const MACHINE_STATUS_LABELS: Record<MachineStatus, string> = {
  running: 'Running',
  idle: 'Idle',
  maintenance: 'Maintenance',
  offline: 'Offline',
  error: 'Error',
};
