import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { Package, SearchX } from '@/components/ui/icons';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { AddProductButton } from '@/components/products/add-product-button';
import { ProductsTable, type CatalogRow } from '@/components/products/products-catalog';
import { ProductsToolbar } from '@/components/products/products-toolbar';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { PRODUCT_TYPES } from '@/lib/products/constants';
import { productList } from '@/lib/products/list-state';
import { productIdsWithBom } from '@/lib/boms/service';
import { listProductsPage } from '@/lib/products/service';
import { searchTerm } from '@/lib/list/search';

export const metadata: Metadata = { title: 'Products Catalog' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireContext();
  const params = await searchParams;
  const state = productList.load(params);
  // Bookmarks from before the catalog used the API's parameter name: ?type= → ?product_type=.
  const legacyType = typeof params.type === 'string' ? params.type : undefined;
  if (legacyType && (PRODUCT_TYPES as readonly string[]).includes(legacyType) && !state.product_type) {
    redirect(productList.href(state, { product_type: [legacyType as (typeof PRODUCT_TYPES)[number]] }));
  }

  const result = await listProductsPage(ctx, state);
  const q = searchTerm(state.q);
  redirectPastEnd(result, (page) => productList.href(state, { page }));

  const canWrite = can(ctx.user, 'products.write');
  const canEditBoms = can(ctx.user, 'boms.write');
  const withBom = canEditBoms ? await productIdsWithBom(ctx, result.data.map((p) => p.id)) : new Set<number>();
  const rows: CatalogRow[] = result.data.map((p) => ({
    id: p.id,
    version: p.version,
    product_code: p.product_code,
    product_name: p.product_name,
    description: p.description,
    product_type: p.product_type,
    unit: p.unit,
    category: p.category,
    standard_cost: p.standard_cost,
    selling_price: p.selling_price,
    min_stock_level: p.min_stock_level,
    reorder_level: p.reorder_level,
    reorder_quantity: p.reorder_quantity,
    drawing_number: p.drawing_number,
    revision: p.revision,
    customer: p.customer,
    mold: p.mold,
    has_bom: withBom.has(p.id),
  }));

  const filtered = productList.isFiltered(state);
  const emptyState =
    result.total === 0 && !filtered ? (
      <EmptyState
        icon={Package}
        title="No Products Yet"
        description="Add your first part: finished goods, WIP, raw materials and packaging all live here."
        action={canWrite ? <AddProductButton label="+ Add Your First Product" /> : undefined}
      />
    ) : (
      <EmptyState
        icon={SearchX}
        title="No Products Found"
        description={q ? `No product code, name, category or description contains "${q}"${state.product_type ? ' for this type' : ''}.` : 'There are no products of this type yet.'}
        action={
          <Button asChild variant="outline">
            <Link href="/products">Clear filters</Link>
          </Button>
        }
      />
    );

  return (
    <div className="space-y-6">
      <PageHeader title="Products Catalog" subtitle="Manage your product master data" actions={
          <>
            <ExportButton href={productList.exportHref(state, '/api/products/export')} />
            {canWrite && <AddProductButton />}
          </>
        }
      />
      <ProductsToolbar list={productList.url} />
      <div className="space-y-4">
        <ProductsTable rows={rows} emptyState={emptyState} canWrite={canWrite} canEditBoms={canEditBoms} state={state} />
        <ListPagination list={productList} state={state} page={result} itemLabel="products" />
      </div>
    </div>
  );
}
