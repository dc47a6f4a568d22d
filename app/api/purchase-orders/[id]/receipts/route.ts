import { respond } from '@/lib/api/envelope';
import { apiHandler } from '@/lib/api/handler';
import { receiveGoods } from '@/lib/purchasing/service';
import { parseId } from '@/lib/validation';

type Params = { id: string };

/** POST /api/purchase-orders/{id}/receipts → 201 goods receipt (CONTRACT §11). */
export const POST = apiHandler<Params>(async ({ ctx, params, body }) => {
  const id = parseId(params.id, 'Purchase order');
  const receipt = await receiveGoods(ctx, id, await body());
  return respond.created('Goods received successfully', receipt, `/api/goods-receipts/${receipt.id}`);
}, { permission: 'goods_receipts.write' });
