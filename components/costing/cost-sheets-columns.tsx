'use client';

import { listTable } from '@/components/data-table/list-table';
import type { ColumnDef } from '@tanstack/react-table';
import Link from '@/components/ui/link';
import { formatUnitPrice } from '@/lib/utils';
import { MarginBadge } from './margin-badge';
import type { CostSheetRow } from './cost-sheets-table';

/** Unit costs with their 4 decimals (issue 26): a 28 mm cap's $0.0042 of labour, not $0.00. */
const money = (v: number) => <span className="tabular-nums">{formatUnitPrice(v)}</span>;

const columns: ColumnDef<CostSheetRow>[] = [
  {
    id: 'product',
    header: 'Product',
    meta: { className: 'whitespace-normal min-w-48', sortKey: 'product_code' },
    cell: ({ row }) => (
      <div>
        <div className="font-medium">{row.original.product_name}</div>
        <Link href={`/products/${row.original.product_id}?tab=pricing`} className="font-mono text-xs text-sky-700 hover:underline">
          {row.original.product_code}
        </Link>
      </div>
    ),
  },
  { id: 'version', header: 'Version', cell: ({ row }) => <span className="tabular-nums">v{row.original.version}</span> },
  { id: 'material', header: 'Material', meta: { className: 'text-right', sortKey: 'material_cost' }, cell: ({ row }) => money(row.original.material_cost) },
  { id: 'machine', header: 'Machine', meta: { className: 'text-right' }, cell: ({ row }) => money(row.original.machine_cost) },
  { id: 'labor', header: 'Labor', meta: { className: 'text-right' }, cell: ({ row }) => money(row.original.labor_cost) },
  { id: 'overhead', header: 'Overhead', meta: { className: 'text-right' }, cell: ({ row }) => money(row.original.overhead_cost) },
  { id: 'total', header: 'Total Cost', meta: { className: 'text-right font-semibold', sortKey: 'total_cost' }, cell: ({ row }) => money(row.original.total_cost) },
  { id: 'price', header: 'Sell Price', meta: { className: 'text-right', sortKey: 'selling_price' }, cell: ({ row }) => money(row.original.selling_price) },
  { id: 'margin', header: 'Margin %', meta: { className: 'text-right', sortKey: 'margin_percentage' }, cell: ({ row }) => <MarginBadge margin={row.original.margin_percentage} /> },
];

/** The cost sheets list's table, drawn from compact rows (./cost-sheets-table.tsx). */
export const CostSheetRowsTable = listTable(columns, { caption: 'Cost sheets' });
