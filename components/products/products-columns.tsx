'use client';

import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { listTable } from '@/components/data-table/list-table';
import { ViewButton } from '@/components/data-table/view-button';
import { truncateText } from '@/lib/products/constants';
import { EMPTY_VALUE } from '@/lib/utils';
import { ProductRowActions } from './product-row-actions';
import { ProductTypeBadge } from './product-type-badge';
import type { CatalogRow } from './products-catalog';

const muted = <span className="text-muted-foreground">{EMPTY_VALUE}</span>;

const columns: ColumnDef<CatalogRow>[] = [
  {
    header: 'Part Number',
    accessorKey: 'product_code',
    meta: { sortKey: 'product_code' },
    cell: ({ row }) => (
      <Link href={`/products/${row.original.id}`} className="font-mono text-sm font-semibold hover:underline">
        {row.original.product_code}
      </Link>
    ),
  },
  {
    header: 'Description',
    id: 'description',
    meta: { className: 'whitespace-normal min-w-64', sortKey: 'product_name' },
    cell: ({ row }) => {
      const { product_name, description } = row.original;
      const preview = truncateText(description);
      return (
        <div className="leading-tight">
          <div className="font-medium">{product_name}</div>
          {preview && (
            <div className="text-xs text-muted-foreground" title={description ?? undefined}>
              {preview}
            </div>
          )}
        </div>
      );
    },
  },
  { header: 'Category', accessorKey: 'category', meta: { sortKey: 'category' }, cell: ({ row }) => row.original.category || muted },
  { header: 'Type', accessorKey: 'product_type', meta: { sortKey: 'product_type' }, cell: ({ row }) => <ProductTypeBadge type={row.original.product_type} /> },
  {
    header: 'Customer',
    id: 'customer',
    cell: ({ row }) => {
      const c = row.original.customer;
      if (!c) return muted;
      return (
        <div className="leading-tight">
          <div>{c.company_name}</div>
          <div className="font-mono text-xs text-muted-foreground">{c.customer_code}</div>
        </div>
      );
    },
  },
];

type ProductColumnsProps = {
  /** The role may change products / BOMs (CONTRACT §9): Edit and BOM are offered only then. */
  canWrite: boolean;
  canEditBoms: boolean;
};

/** The catalog's table, drawn from its rows (./products-catalog.tsx); each row's Edit and BOM buttons are `ProductRowActions`. */
export const ProductRowsTable = listTable<CatalogRow, ProductColumnsProps>(
  ({ canWrite, canEditBoms }) => [
    ...columns,
    {
      header: 'Actions',
      id: 'actions',
      meta: { className: 'text-right' },
      cell: ({ row }) => (
        <div className="flex justify-end gap-1.5">
          <ViewButton href={`/products/${row.original.id}`} name={row.original.product_code} />
          {(canWrite || canEditBoms) && <ProductRowActions row={row.original} canWrite={canWrite} canEditBoms={canEditBoms} />}
        </div>
      ),
    },
  ],
  { caption: 'Products' },
);
