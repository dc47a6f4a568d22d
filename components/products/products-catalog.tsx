'use client';

import * as React from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, ListTree, Pencil } from 'lucide-react';
import { BomEditorDialog, type BomProduct } from '@/components/boms/bom-editor-dialog';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import type { EditableProduct } from '@/lib/products/form';
import { truncateText } from '@/lib/products/constants';
import { EMPTY_VALUE } from '@/lib/utils';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTypeBadge } from './product-type-badge';

/** What a catalog row needs: the editable fields (for Edit) plus what the table shows. */
export type CatalogRow = EditableProduct & {
  customer: { id: number; company_name: string; customer_code: string } | null;
};

type Dialogs = { edit: CatalogRow | null; adding: boolean; bom: BomProduct | null };

const ProductDialogs = React.createContext<{ openEdit: (row: CatalogRow) => void; openBom: (row: BomProduct) => void; openAdd: () => void } | null>(null);

function useProductDialogs() {
  const value = React.useContext(ProductDialogs);
  if (!value) throw new Error('useProductDialogs outside <ProductCatalogDialogs>');
  return value;
}

/** Owns the Add/Edit Product and BOM dialogs of the catalog; rows and buttons open them through context. */
export function ProductCatalogDialogs({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [dialogs, setDialogs] = React.useState<Dialogs>({ edit: null, adding: false, bom: null });
  const actions = React.useMemo(
    () => ({
      openEdit: (row: CatalogRow) => setDialogs({ edit: row, adding: false, bom: null }),
      openBom: (row: BomProduct) => setDialogs({ edit: null, adding: false, bom: { id: row.id, product_code: row.product_code, product_name: row.product_name } }),
      openAdd: () => setDialogs({ edit: null, adding: true, bom: null }),
    }),
    [],
  );
  return (
    <ProductDialogs.Provider value={actions}>
      {children}
      <ProductFormDialog
        open={dialogs.adding || dialogs.edit !== null}
        product={dialogs.edit}
        onOpenChange={(open) => !open && setDialogs((d) => ({ ...d, edit: null, adding: false }))}
        onSaved={() => router.refresh()}
      />
      <BomEditorDialog product={dialogs.bom} onOpenChange={(open) => !open && setDialogs((d) => ({ ...d, bom: null }))} />
    </ProductDialogs.Provider>
  );
}

export function AddProductButton({ label = 'Add New Product' }: { label?: string }) {
  const { openAdd } = useProductDialogs();
  return <Button onClick={openAdd}>{label}</Button>;
}

function RowActions({ row }: { row: CatalogRow }) {
  const { openEdit, openBom } = useProductDialogs();
  return (
    <div className="flex justify-end gap-1.5">
      <Button asChild variant="outline" size="sm">
        <Link href={`/products/${row.id}`} aria-label={`View ${row.product_code}`}>
          <Eye aria-hidden="true" /> View
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={() => openEdit(row)} aria-label={`Edit ${row.product_code}`}>
        <Pencil aria-hidden="true" /> Edit
      </Button>
      {row.product_type === 'finished_good' ? (
        <Button variant="outline" size="sm" onClick={() => openBom(row)} aria-label={`BOM of ${row.product_code}`} className="w-[4.5rem]">
          <ListTree aria-hidden="true" /> BOM
        </Button>
      ) : (
        // Keeps View and Edit in the same columns on every row.
        <span aria-hidden="true" className="w-[4.5rem]" />
      )}
    </div>
  );
}

const muted = <span className="text-muted-foreground">{EMPTY_VALUE}</span>;

const columns: ColumnDef<CatalogRow>[] = [
  {
    header: 'Part Number',
    accessorKey: 'product_code',
    cell: ({ row }) => (
      <Link href={`/products/${row.original.id}`} className="font-mono text-sm font-semibold hover:underline">
        {row.original.product_code}
      </Link>
    ),
  },
  {
    header: 'Description',
    id: 'description',
    meta: { className: 'whitespace-normal min-w-64' },
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
  { header: 'Category', accessorKey: 'category', cell: ({ row }) => row.original.category || muted },
  { header: 'Type', accessorKey: 'product_type', cell: ({ row }) => <ProductTypeBadge type={row.original.product_type} /> },
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
  { header: 'Actions', id: 'actions', meta: { className: 'text-right' }, cell: ({ row }) => <RowActions row={row.original} /> },
];

export function ProductsTable({ rows, emptyState }: { rows: CatalogRow[]; emptyState: React.ReactNode }) {
  return <DataTable columns={columns} data={rows} emptyState={emptyState} getRowId={(r) => String(r.id)} caption="Products" />;
}
