import { apiHandler } from '@/lib/api/handler';
import { respond } from '@/lib/api/envelope';
import { BOM_SAVED, saveBom } from '@/lib/boms/service';

/** Create (201) or replace (200) a product's BOM. */
export const POST = apiHandler(async ({ ctx, req, body }) => {
  const { created, bom } = await saveBom(ctx, await body(), req.headers);
  return created ? respond.created(BOM_SAVED, bom, `/api/boms/product/${bom.product_id}`) : respond.updated(BOM_SAVED, bom);
});
