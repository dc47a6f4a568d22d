import { apiHandler } from '@/lib/api/handler';
import { parseId } from '@/lib/validation';
import { getBomForProduct } from '@/lib/boms/service';

export const GET = apiHandler<{ id: string }>(async ({ ctx, params }) => getBomForProduct(ctx, parseId(params.id, 'BOM')));
