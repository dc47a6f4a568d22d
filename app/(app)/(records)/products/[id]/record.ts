import { products } from '@/db/schema';
import { can } from '@/lib/auth/permissions';
import { findCurrentCostSheet, getCostingRates, getProductCosting, listCostSheetVersions, machineOptions } from '@/lib/costing/service';
import type { ProductCostingView } from '@/lib/costing/types';
import { inventoryByProduct, productMovements } from '@/lib/inventory/service';
import { recordRoute } from '@/lib/pages/detail';
import { HISTORY_PER_PAGE } from '@/lib/molds/constants';
import { getProduct } from '@/lib/products/service';

/** /products/{id}: the product, its stock by location (FIFO), its latest stock movements and its costing, read through the services. */
export const productRecord = recordRoute({
  entity: 'Product',
  table: products,
  load: async (ctx, id) => {
    const product = await getProduct(ctx, id);
    const mayEdit = can(ctx.user, 'costing.write');
    const [inventory, movements, sheet, versions, inputs, rates, machines] = await Promise.all([
      inventoryByProduct(ctx, product.id),
      productMovements(ctx, product.id, { page: 1, per_page: HISTORY_PER_PAGE }),
      findCurrentCostSheet(ctx, product.id),
      listCostSheetVersions(ctx, product.id, { per_page: '10' }),
      getProductCosting(ctx, product.id),
      getCostingRates(ctx),
      mayEdit ? machineOptions(ctx) : Promise.resolve([]),
    ]);
    const costing: ProductCostingView = { sheet, versions: versions.data, inputs, rates, machines, mayEdit };
    return { product, inventory, movements: { latest: movements.data, total: movements.total }, costing };
  },
});
