import { apiHandler } from '@/lib/api/handler';
import { importInventory } from '@/lib/inventory/service';

/** One batch of CSV rows `{ kind, rows: [{ row, values }] }` → which rows were imported, skipped or refused. */
export const POST = apiHandler(async ({ ctx, body }) => importInventory(ctx, await body()));
