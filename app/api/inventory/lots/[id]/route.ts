import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { getStockLot } from '@/lib/inventory/service';

/** One stock lot with its product, location and free quantity (a scanned lot label pre-fills an issue or transfer). */
export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getStockLot(ctx, parseId(params.id, 'Stock lot')));
