import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Factory, SearchX } from '@/components/ui/icons';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { ProductionToolbar } from '@/components/production/production-toolbar';
import { QuickWorkOrderToggle } from '@/components/production/quick-work-order-toggle';
import { WorkOrdersTable, type WorkOrderListRow } from '@/components/production/work-orders-table';
import { Button } from '@/components/ui/button';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { listMachines } from '@/lib/machines/service';
import type { ProductionFilterButton } from '@/lib/production/constants';
import { workOrderList } from '@/lib/production/list-state';
import { listWorkOrdersPage, productionStats } from '@/lib/production/service';
import { formatNumber } from '@/lib/utils';

export const metadata: Metadata = { title: 'Production Planning' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /production: stat cards, status filter buttons and search in the URL, the paged work-order table, the quick panel. */
export default async function ProductionPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = workOrderList.load(await searchParams);
  const mayPlan = can(ctx.user, 'work_orders.write');
  const [page, stats, machines] = await Promise.all([
    listWorkOrdersPage(ctx, state),
    productionStats(ctx),
    mayPlan ? listMachines(ctx) : Promise.resolve([]),
  ]);
  redirectPastEnd(page, (last) => workOrderList.href(state, { page: last }));
  const filtered = workOrderList.isFiltered(state);

  const rows: WorkOrderListRow[] = page.data.map((w) => ({
    id: w.id,
    work_order_number: w.work_order_number,
    product: w.product,
    mold: w.mold,
    quantity_planned: w.quantity_planned,
    quantity_completed: w.quantity_completed,
    progress: w.progress,
    status: w.status,
    priority: w.priority,
    target_date: w.target_date,
  }));
  const counts: Record<ProductionFilterButton, number> = { all: stats.total_work_orders, ...stats.by_status };

  const emptyState = (
    <EmptyState
      icon={filtered ? SearchX : Factory}
      title="No Work Orders Found"
      description={filtered ? 'No work order matches this status or search.' : 'Plan the first order with the Quick Work Order panel: pick a mold and a product.'}
      action={
        filtered ? (
          <Button asChild variant="outline">
            <Link href="/production">Clear filters</Link>
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="space-y-5">
      <PageHeader
        title="Production Planning"
        subtitle="Work orders, schedules and production progress"
        actions={<ExportButton href={workOrderList.exportHref(state, '/api/production/work-orders/export')} />}
      />
      <StatGrid label="Production figures">
        <StatCard label="Total Work Orders" value={formatNumber(stats.total_work_orders)} />
        <StatCard label="In Progress" value={formatNumber(stats.active_work_orders)} />
        <StatCard label="Completed Today" value={formatNumber(stats.completed_today)} />
        <StatCard label="Avg. Efficiency" value={`${stats.avg_efficiency}%`} hint="Completed ÷ planned over completed orders" />
      </StatGrid>
      {mayPlan && <QuickWorkOrderToggle machines={machines.map((m) => ({ id: m.id, machine_number: m.machine_number, machine_name: m.machine_name, status: m.status }))} />}
      <ProductionToolbar list={workOrderList.url} counts={counts} />
      {state.late && (
        <p className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="late-filter">
          Showing orders past their target date that are not completed.
          <Link href={workOrderList.href(state, { late: undefined })} className="font-medium underline">
            Show all orders
          </Link>
        </p>
      )}
      <WorkOrdersTable rows={rows} emptyState={emptyState} state={state} />
      {page.total > 0 && (
        <ListPagination list={workOrderList} state={state} page={page} itemLabel="work orders" />
      )}
    </div>
  );
}
