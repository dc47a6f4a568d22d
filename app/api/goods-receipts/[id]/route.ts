import { apiHandler } from '@/lib/api/handler';
import { getGoodsReceipt } from '@/lib/purchasing/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

export const GET = apiHandler<Params>(async ({ ctx, params }) => getGoodsReceipt(ctx, parseId(params.id, 'Goods receipt')));
