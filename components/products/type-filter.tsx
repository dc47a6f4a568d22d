'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { CATALOG_TYPE_FILTERS } from '@/lib/products/constants';
import { cn } from '@/lib/utils';

/** All Products / Finished Goods / WIP / Raw Materials / Packaging: `?type=` in the URL (search kept, page reset). */
export function ProductTypeFilter({ active }: { active: string | null }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const hrefFor = (type: string | null) => {
    const params = new URLSearchParams(searchParams?.toString() ?? '');
    params.delete('page');
    if (type) params.set('type', type);
    else params.delete('type');
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav aria-label="Product type" className="flex flex-wrap gap-2">
      {CATALOG_TYPE_FILTERS.map(({ value, label }) => {
        const current = (value ?? null) === active;
        return (
          <Link
            key={label}
            href={hrefFor(value)}
            aria-current={current ? 'page' : undefined}
            scroll={false}
            className={cn(buttonVariants({ variant: current ? 'default' : 'outline', size: 'sm' }))}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
