import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { PRODUCT_SORT, productList, type ProductListState } from '@/lib/products/list-state';
import type { EditableProduct } from '@/lib/products/form';
import { ProductRowsTable } from './products-columns';

/** What a catalog row needs: the editable fields (for Edit) plus what the table shows. */
export type CatalogRow = EditableProduct & {
  customer: { id: number; company_name: string; customer_code: string } | null;
  /** The product has a BOM (the editor loads it); else the editor opens empty. */
  has_bom: boolean;
};

type ProductsTableProps = {
  rows: CatalogRow[];
  emptyState: React.ReactNode;
  /** The role may change products / BOMs (CONTRACT §9): Edit and BOM are offered only then. */
  canWrite: boolean;
  canEditBoms: boolean;
  state: ProductListState;
};

/**
 * The catalog page's rows, as data to the list's client table (components/data-table/list-table.tsx; headers link
 * to the next order of `state`); each row's Edit and BOM buttons open their dialogs (`ProductRowActions`).
 */
export function ProductsTable({ rows, emptyState, canWrite, canEditBoms, state }: ProductsTableProps) {
  return <ProductRowsTable {...listTableData(rows, { emptyState, sorting: sortHeaders(productList, PRODUCT_SORT, state) })} canWrite={canWrite} canEditBoms={canEditBoms} />;
}
