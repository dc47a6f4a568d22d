'use client';

import * as React from 'react';
import Link from '@/components/ui/link';
import { SearchIcon } from '@/components/ui/icons';
import { useListState } from '@/components/data-table/use-list-state';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CATALOG_TYPE_FILTERS, type ProductType } from '@/lib/products/constants';
import { PRODUCT_SEARCH_MAX, productList } from '@/lib/products/list';

/**
 * The catalog's type filter (All Products / Finished Goods / WIP / Raw Materials / Packaging) and search, both
 * written to the URL through one `useListState` queue: a search typed and a type clicked within the search's
 * debounce both land in the URL. Any change goes back to page 1.
 */
export function ProductsToolbar() {
  const { state, setFilters, setSearch, isPending } = useListState(productList);

  // The input keeps what is typed (spaces included); the URL gets it trimmed after the debounce. A change of
  // the URL from elsewhere (Clear filters, back/forward) is shown.
  const [text, setText] = React.useState(state.q);
  const [seenQ, setSeenQ] = React.useState(state.q);
  if (state.q !== seenQ) {
    setSeenQ(state.q);
    if (state.q !== text.trim()) setText(state.q);
  }

  function selectType(event: React.MouseEvent<HTMLAnchorElement>, type: ProductType | null) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return; // new tab: follow the href
    event.preventDefault();
    setFilters({ product_type: type });
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Product type" className="flex flex-wrap gap-2">
        {CATALOG_TYPE_FILTERS.map(({ value, label }) => {
          const current = value === state.product_type;
          return (
            <Link
              key={label}
              href={productList.href(state, { product_type: value })}
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
      <div className="relative w-full sm:w-80">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search products"
          placeholder="Search products..."
          value={text}
          maxLength={PRODUCT_SEARCH_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setSearch(event.target.value);
          }}
          className="pr-8 pl-8"
        />
        {isPending && <Spinner label="Searching" className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground" />}
      </div>
    </div>
  );
}
