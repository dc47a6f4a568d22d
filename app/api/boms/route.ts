import { apiHandler, type HandlerContext } from '@/lib/api/handler';
import { respond } from '@/lib/api/envelope';
import { BOM_SAVED, saveBom } from '@/lib/boms/service';
import type { WriteOptions } from '@/lib/versioning';

/**
 * The version the save was based on: `version` or If-Match (the existing BOM's), or — `version: 0` or
 * `If-None-Match: *` — "the product's first BOM" (`expectedVersion: 0`: a 409 when one was saved meanwhile).
 */
function saveOptions(input: Record<string, unknown>, { req, writeOptions }: Pick<HandlerContext<Record<string, never>>, 'req' | 'writeOptions'>): WriteOptions {
  const firstBom = input.version === 0 || input.version === '0' || req.headers.get('if-none-match')?.trim() === '*';
  if (!firstBom) return writeOptions(input);
  const { version: _version, ...rest } = input;
  return { ...writeOptions(rest), expectedVersion: 0 };
}

/** Create (201) or replace (200) a product's BOM. */
export const POST = apiHandler(async (h) => {
  const input = await h.body();
  const { created, bom } = await saveBom(h.ctx, input, saveOptions(input, h));
  return created ? respond.created(BOM_SAVED, bom, `/api/boms/product/${bom.product_id}`) : respond.updated(BOM_SAVED, bom);
});
