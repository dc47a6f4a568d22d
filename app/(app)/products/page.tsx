import { Suspense } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Package, SearchX } from 'lucide-react';
import { DataTablePagination, EmptyState, SearchBox, TableSkeleton } from '@/components/data-table';
import { AddProductButton, ProductCatalogDialogs, ProductsTable, type CatalogRow } from '@/components/products/products-catalog';
import { ProductTypeFilter } from '@/components/products/type-filter';
import { Button } from '@/components/ui/button';
import { requireContext } from '@/lib/auth/session';
import { PRODUCT_TYPES, type ProductType } from '@/lib/products/constants';
import { pageProducts } from '@/lib/products/service';
import type { ServiceContext } from '@/lib/service-context';

export const metadata: Metadata = { title: 'Products Catalog' };

/** Rows per catalog page: the list is paged in SQL so 50,000 products cost the same as 50. */
const PRODUCTS_PER_PAGE = 20;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function ProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireContext();
  const params = await searchParams;
  const rawType = first(params.type);
  const type = rawType && (PRODUCT_TYPES as readonly string[]).includes(rawType) ? (rawType as ProductType) : null;
  const q = first(params.q)?.trim().slice(0, 200) ?? '';
  const page = first(params.page) ?? '1';

  return (
    <ProductCatalogDialogs>
      <div className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Products Catalog</h1>
            <p className="text-sm text-muted-foreground">Manage your product master data</p>
          </div>
          <AddProductButton />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ProductTypeFilter active={type} />
          <SearchBox paramName="q" placeholder="Search products..." label="Search products" className="sm:w-80" />
        </div>
        <Suspense key={`${type}|${q}|${page}`} fallback={<TableSkeleton rows={10} columns={6} />}>
          <CatalogResults ctx={ctx} type={type} q={q} page={page} />
        </Suspense>
      </div>
    </ProductCatalogDialogs>
  );
}

async function CatalogResults({ ctx, type, q, page }: { ctx: ServiceContext; type: ProductType | null; q: string; page: string }) {
  const result = await pageProducts(ctx, { product_type: type ?? undefined, q: q || undefined, page, per_page: String(PRODUCTS_PER_PAGE) });
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
  }));

  const filtered = type !== null || q !== '';
  let emptyState: React.ReactNode;
  if (result.total === 0 && !filtered) {
    emptyState = (
      <EmptyState
        icon={Package}
        title="No Products Yet"
        description="Add your first part: finished goods, WIP, raw materials and packaging all live here."
        action={<AddProductButton label="+ Add Your First Product" />}
      />
    );
  } else if (result.total === 0) {
    emptyState = (
      <EmptyState
        icon={SearchX}
        title="No Products Found"
        description={q ? `No product code, name, category or description contains "${q}"${type ? ' for this type' : ''}.` : 'There are no products of this type yet.'}
        action={
          <Button asChild variant="outline">
            <Link href="/products">Clear filters</Link>
          </Button>
        }
      />
    );
  } else {
    emptyState = (
      <EmptyState
        title={`Page ${result.current_page} is past the end`}
        action={
          <Button asChild variant="outline">
            <Link href={`/products?${new URLSearchParams({ ...(type ? { type } : {}), ...(q ? { q } : {}), page: String(result.last_page) })}`}>Go to the last page</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <ProductsTable rows={rows} emptyState={emptyState} />
      <DataTablePagination page={result.current_page} lastPage={result.last_page} total={result.total} perPage={result.per_page} from={result.from ?? undefined} to={result.to ?? undefined} itemLabel="products" />
    </div>
  );
}
