import { apiHandler } from '@/lib/api/handler';
import { respond } from '@/lib/api/envelope';
import { createProduct, listProducts, pageProducts } from '@/lib/products/service';

/** The whole filtered list, or the flat paginator when `page` is given (CONTRACT §1). */
export const GET = apiHandler(async ({ ctx, query }) => (query.has('page') || query.has('cursor') ? respond.paginated(await pageProducts(ctx, query)) : listProducts(ctx, query)));

export const POST = apiHandler(async ({ ctx, body }) => {
  const product = await createProduct(ctx, await body());
  return respond.created('Product created successfully', product, `/api/products/${product.id}`);
});
