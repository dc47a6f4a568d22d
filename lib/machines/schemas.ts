import { z } from 'zod';
import { enumOf, optionalInteger, optionalMoney, optionalText, text } from '@/lib/validation/fields';
import { MACHINE_STATUSES } from './constants';

/** Input schemas of the presses (snake_case, as sent), on the shared field builders. Client-safe. */

export const MACHINE_NUMBER_TAKEN = 'The machine number has already been taken.';

const machineFields = {
  machine_number: text('machine number', { max: 50 }),
  machine_name: text('machine name', { max: 200 }),
  tonnage: optionalInteger('tonnage', { min: 1, max: 100_000 }),
  status: enumOf(MACHINE_STATUSES, 'status'),
  hourly_rate: optionalMoney('hourly rate', { max: 1_000_000 }),
  maintenance_interval_hours: optionalInteger('maintenance interval (hours)', { min: 1, max: 100_000 }),
  maintenance_interval_days: optionalInteger('maintenance interval (days)', { min: 1, max: 3650 }),
};

/** POST /api/machines: status idle unless given. */
export const createMachineSchema = z.object({ ...machineFields, status: machineFields.status.optional() });

/** PUT/PATCH /api/machines/{id}: any subset, and a `reason` kept with a status change. */
export const updateMachineSchema = z.object({
  machine_number: machineFields.machine_number.optional(),
  machine_name: machineFields.machine_name.optional(),
  tonnage: machineFields.tonnage,
  status: machineFields.status.optional(),
  hourly_rate: machineFields.hourly_rate,
  maintenance_interval_hours: machineFields.maintenance_interval_hours,
  maintenance_interval_days: machineFields.maintenance_interval_days,
  reason: optionalText('reason', 500),
});
