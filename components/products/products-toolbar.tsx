'use client';

import Link from '@/components/ui/link';
import { SearchBox } from '@/components/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { buttonVariants } from '@/components/ui/button';
import { CATALOG_TYPE_FILTERS, PRODUCT_SEARCH_MAX, type ProductType } from '@/lib/products/constants';
import { listHref, type ListUrl } from '@/lib/list/url-client';
import type { ProductListState } from '@/lib/products/list-state';

/**
 * The catalog's type filter (All Products / Finished Goods / WIP / Raw Materials / Packaging) and search, both
 * written to the URL through one `useListState` queue: a search typed and a type clicked within the search's
 * debounce both land in the URL. Any change goes back to page 1.
 */
export function ProductsToolbar({ list }: { list: ListUrl<ProductListState> }) {
  const { state, setFilters } = useListState(list);
  // One type: its button; none: All Products; several (a hand-edited URL): no button is the current one.
  const types = state.product_type ?? [];
  const shownType = types.length === 0 ? null : types.length === 1 ? types[0] : undefined;

  function selectType(event: React.MouseEvent<HTMLAnchorElement>, type: ProductType | null) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return; // new tab: follow the href
    event.preventDefault();
    setFilters({ product_type: type ? [type] : undefined });
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Product type" className="flex flex-wrap gap-2">
        {CATALOG_TYPE_FILTERS.map(({ value, label }) => {
          const current = value === shownType;
          return (
            <Link
              key={label}
              href={listHref(list, state, { product_type: value ? [value] : undefined })}
              onClick={(event) => selectType(event, value)}
              aria-current={current ? 'page' : undefined}
              scroll={false}
              className={buttonVariants({ variant: current ? 'default' : 'outline', size: 'sm' })}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      <SearchBox list={list} label="Search products" placeholder="Search products..." maxLength={PRODUCT_SEARCH_MAX} className="w-full sm:w-80" />
    </div>
  );
}
