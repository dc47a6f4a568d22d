'use client';

import * as React from 'react';
import Link from 'next/link';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, ListTree, Pencil } from 'lucide-react';
import type { BomProduct } from '@/components/boms/bom-editor-dialog';
import { DataTable, useSortHeaders } from '@/components/data-table';
import { PRODUCT_SORT, productList } from '@/lib/products/list';
import { Button } from '@/components/ui/button';
import { truncateText } from '@/lib/products/constants';
import type { EditableProduct } from '@/lib/products/form';
import { EMPTY_VALUE } from '@/lib/utils';
import { BomEditorDialog, EditProductDialog, preloadBomEditor, preloadProductDialogs } from './lazy-dialogs';
import { ProductTypeBadge } from './product-type-badge';

/** What a catalog row needs: the editable fields (for Edit) plus what the table shows. */
export type CatalogRow = EditableProduct & {
  customer: { id: number; company_name: string; customer_code: string } | null;
  /** The product has a BOM (the editor loads it); else the editor opens empty. */
  has_bom: boolean;
};

type RowActionsProps = { row: CatalogRow; canWrite: boolean; canEditBoms: boolean; onEdit: (row: CatalogRow) => void; onBom: (row: CatalogRow) => void };

function RowActions({ row, canWrite, canEditBoms, onEdit, onBom }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1.5">
      <Button asChild variant="outline" size="sm">
        <Link href={`/products/${row.id}`} aria-label={`View ${row.product_code}`}>
          <Eye aria-hidden="true" /> View
        </Link>
      </Button>
      {canWrite && (
        <Button variant="outline" size="sm" onClick={() => onEdit(row)} onPointerEnter={preloadProductDialogs} onFocus={preloadProductDialogs} aria-label={`Edit ${row.product_code}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      )}
      {canEditBoms &&
        (row.product_type === 'finished_good' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onBom(row)}
            onPointerEnter={preloadBomEditor}
            onFocus={preloadBomEditor}
            aria-label={`BOM of ${row.product_code}`}
            className="w-[4.5rem]"
          >
            <ListTree aria-hidden="true" /> BOM
          </Button>
        ) : (
          // Keeps View and Edit in the same columns on every row.
          <span aria-hidden="true" className="w-[4.5rem]" />
        ))}
    </div>
  );
}

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
};

/** The catalog page's rows, with the Edit Product and Bill of Materials dialogs their buttons open. */
export function ProductsTable({ rows, emptyState, canWrite, canEditBoms }: ProductsTableProps) {
  // The row stays after closing, so the dialog keeps its content while it animates out.
  const [editing, setEditing] = React.useState<{ row: CatalogRow; open: boolean } | null>(null);
  const [bomFor, setBomFor] = React.useState<BomProduct | null>(null);
  const [bomWanted, setBomWanted] = React.useState(false);
  // BOMs saved here since the page loaded: reopening the editor loads them.
  const [saved, setSaved] = React.useState<ReadonlySet<number>>(new Set());
  const sorting = useSortHeaders(productList, PRODUCT_SORT);

  const allColumns = React.useMemo<ColumnDef<CatalogRow>[]>(
    () => [
      ...columns,
      {
        header: 'Actions',
        id: 'actions',
        meta: { className: 'text-right' },
        cell: ({ row }) => (
          <RowActions
            row={row.original}
            canWrite={canWrite}
            canEditBoms={canEditBoms}
            onEdit={(r) => setEditing({ row: r, open: true })}
            onBom={(r) => {
              setBomWanted(true);
              setBomFor({ id: r.id, product_code: r.product_code, product_name: r.product_name, has_bom: r.has_bom || saved.has(r.id) });
            }}
          />
        ),
      },
    ],
    [canWrite, canEditBoms, saved],
  );

  return (
    <>
      <DataTable columns={allColumns} data={rows} emptyState={emptyState} getRowId={(r) => String(r.id)} caption="Products" sorting={sorting} />
      {editing && <EditProductDialog product={editing.row} open={editing.open} onOpenChange={(open) => setEditing((e) => (e ? { ...e, open } : e))} />}
      {bomWanted && <BomEditorDialog product={bomFor} onOpenChange={(open) => !open && setBomFor(null)} onSaved={(id) => setSaved((ids) => new Set(ids).add(id))} />}
    </>
  );
}
