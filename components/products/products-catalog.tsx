import Link from '@/components/ui/link';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye } from '@/components/ui/icons';
import { DataTable } from '@/components/data-table/data-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { PRODUCT_SORT, productList, type ProductListState } from '@/lib/products/list-state';
import { Button } from '@/components/ui/button';
import { truncateText } from '@/lib/products/constants';
import type { EditableProduct } from '@/lib/products/form';
import { EMPTY_VALUE } from '@/lib/utils';
import { ProductRowActions } from './product-row-actions';
import { ProductTypeBadge } from './product-type-badge';

/** What a catalog row needs: the editable fields (for Edit) plus what the table shows. */
export type CatalogRow = EditableProduct & {
  customer: { id: number; company_name: string; customer_code: string } | null;
  /** The product has a BOM (the editor loads it); else the editor opens empty. */
  has_bom: boolean;
};

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

type ProductsTableProps = {
  rows: CatalogRow[];
  emptyState: React.ReactNode;
  /** The role may change products / BOMs (CONTRACT §9): Edit and BOM are offered only then. */
  canWrite: boolean;
  canEditBoms: boolean;
  state: ProductListState;
};

/**
 * The catalog page's rows, rendered on the server (headers link to the next order of `state`); each row's Edit
 * and BOM buttons are a small island (`ProductRowActions`) with the dialogs they open.
 */
export function ProductsTable({ rows, emptyState, canWrite, canEditBoms, state }: ProductsTableProps) {
  const actions: ColumnDef<CatalogRow> = {
    header: 'Actions',
    id: 'actions',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <div className="flex justify-end gap-1.5">
        <Button asChild variant="outline" size="sm">
          <Link href={`/products/${row.original.id}`} aria-label={`View ${row.original.product_code}`}>
            <Eye aria-hidden="true" /> View
          </Link>
        </Button>
        {(canWrite || canEditBoms) && <ProductRowActions row={row.original} canWrite={canWrite} canEditBoms={canEditBoms} />}
      </div>
    ),
  };
  return <DataTable columns={[...columns, actions]} data={rows} emptyState={emptyState} getRowId={(r) => String(r.id)} caption="Products" sorting={sortHeaders(productList, PRODUCT_SORT, state)} />;
}
