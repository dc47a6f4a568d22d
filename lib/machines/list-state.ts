import { z } from 'zod';
import { sortParams } from '@/lib/list/query';
import { defineSorts } from '@/lib/list/sort';

/** The press list's orders: by number by default; the heaviest press and the dearest hour first. */
export const MACHINE_SORT = defineSorts({ machine_number: 'asc', machine_name: 'asc', tonnage: 'desc', status: 'asc', hourly_rate: 'desc' }, 'machine_number');

/**
 * The press list's query, once: `GET /api/machines` and `/export` parse it, the OpenAPI document describes it and
 * `listMachines(ctx, query)` takes its output. A plant has tens of presses: the list is never paged.
 */
export const machineListQuerySchema = z.object(sortParams(MACHINE_SORT));
export type MachineListQuery = z.output<typeof machineListQuerySchema>;
