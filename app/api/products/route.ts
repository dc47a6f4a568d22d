import { apiHandler } from '@/lib/api/handler';
import { respond } from '@/lib/api/envelope';
import { productListQuerySchema } from '@/lib/products/list-state';
import { createProduct, listProducts } from '@/lib/products/service';

/** The whole filtered list, or the flat paginator when `page` (or `cursor`) is given (CONTRACT §1). */
export const GET = apiHandler(
  async ({ ctx, query }) => {
    const result = await listProducts(ctx, query);
    return Array.isArray(result) ? result : respond.paginated(result);
  },
  { query: productListQuerySchema },
);

export const POST = apiHandler(async ({ ctx, body }) => {
  const product = await createProduct(ctx, await body());
  return respond.created('Product created successfully', product, `/api/products/${product.id}`);
});
