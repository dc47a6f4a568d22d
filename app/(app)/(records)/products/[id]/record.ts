import { can } from '@/lib/auth/permissions';
import { costSheetVersions } from '@/lib/costing/list-state';
import { findCurrentCostSheet, getCostingRates, getProductCosting, listCostSheetVersions, machineOptions } from '@/lib/costing/service';
import type { ProductCostingView } from '@/lib/costing/types';
import { inventoryByProduct, productMovements } from '@/lib/inventory/service';
import { recordRoute } from '@/lib/pages/detail';
import { HISTORY_PER_PAGE } from '@/lib/molds/constants';
import { getProduct, productExists } from '@/lib/products/service';
import { onOrderOfProduct } from '@/lib/purchasing/service';

/**
 * /products/{id}: the existence check of layout.tsx and the full read of page.tsx (lib/pages/detail.ts) — the
 * product, its stock by location (FIFO), its latest stock movements and its costing (the newest page of its cost
 * sheet versions) — through the services.
 */
export const productRecord = recordRoute({
  entity: 'Product',
  exists: productExists,
  load: async (ctx, id) => {
    const product = await getProduct(ctx, id);
    const mayEdit = can(ctx.user, 'costing.write');
    const [inventory, movements, sheet, versions, inputs, rates, machines, onOrder] = await Promise.all([
      inventoryByProduct(ctx, product.id),
      productMovements(ctx, product.id, { page: 1, per_page: HISTORY_PER_PAGE }),
      findCurrentCostSheet(ctx, product.id),
      listCostSheetVersions(ctx, product.id, { page: 1, per_page: costSheetVersions.perPage }),
      getProductCosting(ctx, product.id),
      getCostingRates(ctx),
      mayEdit ? machineOptions(ctx) : Promise.resolve([]),
      onOrderOfProduct(ctx, product.id),
    ]);
    const costing: ProductCostingView = { sheet, versions: { latest: versions.data, total: versions.total }, inputs, rates, machines, mayEdit };
    return { product, inventory, movements: { latest: movements.data, total: movements.total }, costing, onOrder };
  },
});
