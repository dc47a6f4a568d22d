/**
 * Presses (machines) and the shop floor, once (client-safe): the pgEnum in db/schema/machines.ts is built from these
 * values, the zod schemas choose from them, screens label them from here. Work orders run on presses, the shop
 * floor shows them (lib/machines/queries.ts); costing reads their hourly rate.
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

/** How often the shop floor board reads its figures again (spec 2 §9). */
export const SHOP_FLOOR_REFRESH_MS = 30_000;
