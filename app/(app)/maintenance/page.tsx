import type { Metadata } from 'next';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { ForecastTable } from '@/components/maintenance/forecast-table';
import { CreateMaintenanceDialog } from '@/components/maintenance/lazy-dialogs';
import { MaintenanceTable } from '@/components/maintenance/maintenance-table';
import { MaintenanceToolbar } from '@/components/maintenance/maintenance-toolbar';
import { MaintenanceAccessProvider } from '@/components/maintenance/row-actions';
import { Button } from '@/components/ui/button';
import { AlertTriangle, ClipboardList, Hourglass, Plus, Wrench } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { listMachines } from '@/lib/machines/service';
import { FORECAST_DAYS, MWO_OPEN_STATUSES } from '@/lib/maintenance/constants';
import { maintenanceList } from '@/lib/maintenance/list-state';
import { listMaintenanceWorkOrders, maintenanceForecast, maintenanceSummary } from '@/lib/maintenance/service';

export const metadata: Metadata = { title: 'Maintenance' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /maintenance (CONTRACT §12): open, overdue and due-soon work orders (paged and sorted in SQL, state in the URL; open
 * and in progress unless the URL says otherwise), the figures, the 30-day forecast, Create, Start and Complete.
 */
export default async function MaintenancePage({ searchParams }: Props) {
  const ctx = await requireContext();
  const loaded = maintenanceList.load(await searchParams);
  const state = loaded.status || loaded.overdue || loaded.due_soon ? loaded : { ...loaded, status: [...MWO_OPEN_STATUSES] };
  const mayWrite = can(ctx.user, 'maintenance.write');
  const [page, summary, forecast, presses] = await Promise.all([
    listMaintenanceWorkOrders(ctx, state),
    maintenanceSummary(ctx),
    maintenanceForecast(ctx, { days: FORECAST_DAYS }),
    mayWrite ? listMachines(ctx) : Promise.resolve([]),
  ]);
  redirectPastEnd(page, (n) => maintenanceList.href(state, { page: n }));
  const filtered = maintenanceList.isFiltered(loaded);
  const createButton = mayWrite ? (
    <CreateMaintenanceDialog
      presses={presses.map((p) => ({ id: p.id, machine_number: p.machine_number, machine_name: p.machine_name }))}
      trigger={
        <Button>
          <Plus aria-hidden /> New Work Order
        </Button>
      }
    />
  ) : null;

  return (
    <div className="space-y-5">
      <PageHeader
        title="Maintenance"
        subtitle="Mold and press maintenance work orders, raised by shots, days and running hours"
        actions={
          <>
            <ExportButton href={maintenanceList.exportHref(state, '/api/maintenance/work-orders/export')} />
            {createButton}
          </>
        }
      />

      <StatGrid label="Maintenance figures">
        <StatCard label="Open" value={summary.open} icon={ClipboardList} tone="info" href="/maintenance?status=open" testId="mwo-open-count" />
        <StatCard label="In progress" value={summary.in_progress} icon={Wrench} tone="warning" href="/maintenance?status=in_progress" testId="mwo-in-progress-count" />
        <StatCard label="Overdue" value={summary.overdue} icon={AlertTriangle} tone={summary.overdue ? 'bad' : 'good'} href="/maintenance?overdue=true" testId="mwo-overdue-count" />
        <StatCard label="Due within 7 days" value={summary.due_soon} icon={Hourglass} tone="warning" href="/maintenance?due_soon=true" testId="mwo-due-soon-count" />
      </StatGrid>

      <MaintenanceToolbar list={maintenanceList.url} />

      <MaintenanceAccessProvider mayWrite={mayWrite}>
        <MaintenanceTable
          orders={page.data}
          state={state}
          emptyState={
            <EmptyState
              icon={Wrench}
              title="No Maintenance Work Orders"
              description={filtered ? 'No work orders match these filters.' : 'Nothing is open: work orders are raised when molds or presses come due.'}
              action={
                filtered ? (
                  <Button asChild variant="outline">
                    <Link href="/maintenance">Clear filters</Link>
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </MaintenanceAccessProvider>

      {page.total > 0 && <ListPagination list={maintenanceList} state={state} page={page} itemLabel="work orders" />}

      <ForecastTable rows={forecast} days={FORECAST_DAYS} />
    </div>
  );
}
