import type { ColumnDef } from '@tanstack/react-table';
import { History } from '@/components/ui/icons';
import { HistoryTable } from '@/components/data-table/history-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requireContext } from '@/lib/auth/session';
import { COST_SHEET_CHANGE_LABELS } from '@/lib/costing/constants';
import type { CostSheetDto } from '@/lib/costing/dto';
import { costSheetVersions } from '@/lib/costing/list-state';
import { listCostSheetVersions } from '@/lib/costing/service';
import type { PageLocation } from '@/lib/list/sort';
import { formatDateTime, formatUnitPrice } from '@/lib/utils';
import { MarginBadge } from './margin-badge';

const columns: ColumnDef<CostSheetDto>[] = [
  { id: 'version', header: 'Version', meta: { sortKey: 'version' }, cell: ({ row }) => <span className="tabular-nums">v{row.original.version}</span> },
  { id: 'created', header: 'Computed', cell: ({ row }) => formatDateTime(row.original.created_at) },
  {
    id: 'total',
    header: 'Total Cost',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <span className="tabular-nums">{formatUnitPrice(row.original.total_cost)}</span>
    ),
  },
  { id: 'margin', header: 'Margin', meta: { className: 'text-right' }, cell: ({ row }) => <MarginBadge margin={row.original.margin_percentage} /> },
  {
    id: 'changes',
    header: 'What changed',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => row.original.changes.map((c) => COST_SHEET_CHANGE_LABELS[c] ?? c).join(', '),
  },
];

/**
 * A product's cost sheet versions on its Pricing & Costing tab: newest first unless the Version header turns them,
 * paged by `versions_page` (the page reads the newest page with the product; other pages and the other order are
 * read here, on the server).
 */
export async function CostSheetVersions({ productId, latest, total, location }: { productId: number; latest: CostSheetDto[]; total: number; location: PageLocation }) {
  const ctx = await requireContext();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>Cost Sheet Versions</CardTitle>
        <CardDescription>A new version is stored whenever an input changes: the BOM, a component&apos;s cost, cycle time, the press or its rate, the plant rates or the selling price.</CardDescription>
      </CardHeader>
      <CardContent>
        <HistoryTable
          load={(query) => listCostSheetVersions(ctx, productId, query)}
          latest={latest}
          total={total}
          columns={columns}
          caption="Cost sheet versions"
          itemLabel="versions"
          empty={{ icon: History, title: 'No Cost Sheet Versions', description: 'A version is stored each time the cost sheet is computed.' }}
          failureMessage="Failed to load cost sheet versions"
          list={costSheetVersions}
          location={location}
        />
      </CardContent>
    </Card>
  );
}
