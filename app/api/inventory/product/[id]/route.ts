import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { inventoryByProduct } from '@/lib/inventory/service';

/** Stock of one product by location, FIFO order (oldest receipt first). */
export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => inventoryByProduct(ctx, parseId(params.id, 'Product')));
