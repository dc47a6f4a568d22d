'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Calculator, SlidersHorizontal } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { DataTable, EmptyState } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { clientOnly } from '@/components/ui/client-only';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { COST_SHEET_CHANGE_LABELS } from '@/lib/costing/constants';
import type { CostSheetDetailDto, ProductCostingView } from '@/lib/costing/types';
import type { ProductDto } from '@/lib/products/dto';
import { formatDateTime, formatMoney, formatNumber, formatPercent, formatUnitPrice } from '@/lib/utils';
import type { CostSplit } from './cost-split-chart';
import { MarginBadge } from './margin-badge';
import { ProductCostingDialog } from './lazy-dialogs';

// chart.js is loaded only here, when the tab is shown (Radix tabs mount their content when selected).
const CostSplitChart = clientOnly(() => import('./cost-split-chart').then((m) => m.default), {
  fallback: () => <Skeleton className="mx-auto aspect-square w-full max-w-64 rounded-full" />,
});

const COLORS = { material: '#0369a1', machine: '#7c3aed', labor: '#ea580c', overhead: '#64748b' };

type BreakdownRow = { part: string; amount: number; share: number | null; strong?: boolean };
type LineRow = NonNullable<CostSheetDetailDto['inputs']['bom']>[number];

/** A unit cost with its 4 decimals (issue 26). */
const money = (v: number) => <span className="tabular-nums">{formatUnitPrice(v)}</span>;

const breakdownColumns: ColumnDef<BreakdownRow>[] = [
  { id: 'part', header: 'Cost', cell: ({ row }) => <span className={row.original.strong ? 'font-semibold' : undefined}>{row.original.part}</span> },
  { id: 'amount', header: 'Per unit', meta: { className: 'text-right' }, cell: ({ row }) => <span className={row.original.strong ? 'font-semibold' : undefined}>{money(row.original.amount)}</span> },
  { id: 'share', header: 'Share', meta: { className: 'text-right' }, cell: ({ row }) => (row.original.share === null ? '' : formatPercent(row.original.share, 1)) },
];

const lineColumns: ColumnDef<LineRow>[] = [
  {
    id: 'component',
    header: 'Component',
    meta: { className: 'whitespace-normal' },
    cell: ({ row }) => (
      <div>
        <Link href={`/products/${row.original.item_id}?tab=pricing`} className="font-mono text-sky-700 hover:underline">
          {row.original.product_code ?? `#${row.original.item_id}`}
        </Link>
        <div className="text-xs text-muted-foreground">{row.original.product_name}</div>
      </div>
    ),
  },
  {
    id: 'quantity',
    header: 'Qty',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <div>
        {formatNumber(row.original.quantity, 4)} {row.original.unit}
        {row.original.unit_mismatch && <div className="text-xs text-amber-800">not convertible to {row.original.component_unit}</div>}
      </div>
    ),
  },
  { id: 'scrap', header: 'Scrap', meta: { className: 'text-right' }, cell: ({ row }) => formatPercent(row.original.scrap_percentage, 1) },
  {
    id: 'unit_cost',
    header: 'Unit Cost',
    meta: { className: 'text-right' },
    cell: ({ row }) => (
      <div>
        {money(row.original.unit_cost)}
        <div className="text-xs text-muted-foreground">{row.original.cost_source === 'rolled_up' ? 'its cost sheet' : 'standard cost'}</div>
      </div>
    ),
  },
  { id: 'extended', header: 'Extended', meta: { className: 'text-right' }, cell: ({ row }) => money(row.original.extended_cost) },
];

/**
 * The Pricing & Costing tab's cost sheet: breakdown, chart of the split, material lines, inputs and, below them,
 * `versions` (the versions list, drawn by the server page: it pages through the URL).
 */
export function ProductCostingTab({ product, costing, versions }: { product: ProductDto; costing: ProductCostingView; versions?: React.ReactNode }) {
  const { sheet, inputs, rates, machines, mayEdit } = costing;
  const editButton = mayEdit ? (
    <ProductCostingDialog
      productId={product.id}
      inputs={inputs}
      rates={rates}
      machines={machines}
      trigger={
        <Button variant="outline" size="sm">
          <SlidersHorizontal aria-hidden="true" /> Costing Inputs
        </Button>
      }
    />
  ) : null;

  if (!sheet) {
    return (
      <Card className="gap-3" data-testid="cost-sheet">
        <CardHeader>
          <CardTitle>Cost Breakdown</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState
            icon={Calculator}
            title="No cost sheet yet"
            description="A cost sheet is computed when this product gets a bill of materials, a cycle time or a press. Bought items are costed at their standard cost."
            action={editButton}
          />
        </CardContent>
      </Card>
    );
  }

  const i = sheet.inputs;
  const split: CostSplit = [
    { label: 'Material', value: sheet.material_cost, color: COLORS.material },
    { label: 'Machine', value: sheet.machine_cost, color: COLORS.machine },
    { label: 'Labor', value: sheet.labor_cost, color: COLORS.labor },
    { label: 'Overhead', value: sheet.overhead_cost, color: COLORS.overhead },
  ];
  const share = (v: number) => (sheet.total_cost > 0 ? (v / sheet.total_cost) * 100 : null);
  const breakdown: BreakdownRow[] = [
    ...split.map((s) => ({ part: s.label, amount: s.value, share: share(s.value) })),
    { part: 'Total Cost', amount: sheet.total_cost, share: null, strong: true },
  ];
  const partsPerHour = i.hours_per_part ? 1 / i.hours_per_part : null;

  return (
    <div className="space-y-4">
      <Card className="gap-4" data-testid="cost-sheet" data-version={sheet.version}>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <CardTitle>Cost Breakdown</CardTitle>
                <Badge variant="info">Cost sheet v{sheet.version}</Badge>
              </div>
              <CardDescription>
                Computed {formatDateTime(sheet.created_at)} · {sheet.changes.map((c) => COST_SHEET_CHANGE_LABELS[c] ?? c).join(', ')}
              </CardDescription>
            </div>
            {editButton}
          </div>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-[1fr_16rem]">
          <div className="space-y-3">
            <DataTable columns={breakdownColumns} data={breakdown} caption="Cost per unit" getRowId={(r) => r.part} rowAttributes={(r) => ({ 'data-part': r.original.part.toLowerCase().replace(' ', '-') })} />
            <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
              <span>
                Selling price <strong className="tabular-nums">{formatMoney(sheet.selling_price)}</strong>
              </span>
              <span className="flex items-center gap-2" data-testid="sheet-margin">
                Margin on computed cost <MarginBadge margin={sheet.margin_percentage} />
              </span>
            </div>
          </div>
          <CostSplitChart split={split} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Material</CardTitle>
            <CardDescription>Quantity × (1 + scrap %) × unit cost; a component with its own BOM costs its own cost sheet total.</CardDescription>
          </CardHeader>
          <CardContent>
            {i.bom ? (
              <DataTable columns={lineColumns} data={i.bom} getRowId={(r, index) => `${r.item_id}-${index}`} />
            ) : (
              <p className="text-sm text-muted-foreground">No active bill of materials: no material cost.</p>
            )}
          </CardContent>
        </Card>
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Press Time</CardTitle>
            <CardDescription>Cycle time ÷ parts per cycle, priced with the press, labor and overhead rates per hour.</CardDescription>
          </CardHeader>
          <CardContent>
            <DescriptionList className="gap-x-6 gap-y-3 text-sm">
              <DescriptionItem label="Press">{i.machine ? `${i.machine.machine_number} · ${i.machine.machine_name}` : i.hours_per_part === null ? 'None' : 'None (plant default rate)'}</DescriptionItem>
              <DescriptionItem label="Machine rate">{formatMoney(i.machine_rate)}/h</DescriptionItem>
              <DescriptionItem label="Cycle time">{i.cycle_time_seconds == null ? 'Not set' : `${formatNumber(i.cycle_time_seconds, 2)} s`}</DescriptionItem>
              <DescriptionItem label="Parts per cycle">{i.parts_per_cycle == null ? 'Not set' : formatNumber(i.parts_per_cycle)}</DescriptionItem>
              <DescriptionItem label="Parts per hour">{partsPerHour === null ? 'No press time costed' : formatNumber(partsPerHour, 0)}</DescriptionItem>
              <DescriptionItem label="Labor">
                {formatMoney(i.labor_rate_per_hour)}/h × {formatNumber(i.operators_per_press)} operators
              </DescriptionItem>
              <DescriptionItem label="Overhead">{formatMoney(i.overhead_rate_per_hour)}/press hour</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
      </div>

      {versions}
    </div>
  );
}
