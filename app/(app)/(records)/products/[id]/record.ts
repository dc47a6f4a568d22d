import { products } from '@/db/schema';
import { inventoryByProduct } from '@/lib/inventory/service';
import { recordRoute } from '@/lib/pages/detail';
import { getProduct } from '@/lib/products/service';

/** /products/{id}: the product and its stock by location (FIFO), read through the services. */
export const productRecord = recordRoute({
  entity: 'Product',
  table: products,
  load: async (ctx, id) => {
    const product = await getProduct(ctx, id);
    return { product, inventory: await inventoryByProduct(ctx, product.id) };
  },
});
