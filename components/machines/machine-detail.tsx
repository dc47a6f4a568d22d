import { PageHeader } from '@/components/layout/page-header';
import { MaintenanceTable } from '@/components/maintenance/maintenance-table';
import { OpenMaintenanceBanner } from '@/components/maintenance/open-order-banner';
import { MaintenanceAccessProvider } from '@/components/maintenance/row-actions';
import { EmptyState } from '@/components/data-table';
import { MachineStatusBadge } from '@/components/production/badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Wrench } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import type { MachineDto } from '@/lib/machines/dto';
import { MWO_TRIGGER_LABELS } from '@/lib/maintenance/constants';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';
import { maintenanceList, type MaintenanceListState } from '@/lib/maintenance/list-state';
import type { Paginated } from '@/lib/list/paging';
import { formatDate, formatMoney, formatNumber } from '@/lib/utils';

type Standing = { running_hours_since_maintenance: number; next_due: { date: string; trigger: keyof typeof MWO_TRIGGER_LABELS } | null };

/**
 * /machines/{id}: a press — its figures, its open maintenance work order (out of production while in progress),
 * running hours since its last maintenance against its interval, when it comes due, and its latest work orders.
 */
export function MachineDetail({
  press,
  openOrder,
  standing,
  history,
  historyState,
  mayMaintain,
}: {
  press: MachineDto;
  openOrder: MaintenanceWorkOrderDto | null;
  standing: Standing;
  history: Paginated<MaintenanceWorkOrderDto>;
  historyState: MaintenanceListState;
  mayMaintain: boolean;
}) {
  const allHref = maintenanceList.href({ ...historyState, status: undefined });
  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/shop-floor', label: 'Back to Shop Floor' }}
        title={
          <>
            <span className="font-mono">{press.machine_number}</span> <span className="text-muted-foreground">—</span> {press.machine_name}
          </>
        }
        badges={<MachineStatusBadge status={press.status} />}
      />

      {openOrder && <OpenMaintenanceBanner order={openOrder} />}

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Press</CardTitle>
          </CardHeader>
          <CardContent>
            <DescriptionList layout="rows">
              <DescriptionItem label="Clamp force">{press.tonnage != null ? `${formatNumber(press.tonnage)} t` : null}</DescriptionItem>
              <DescriptionItem label="Hourly rate">{formatMoney(press.hourly_rate)}</DescriptionItem>
              <DescriptionItem label="Maintenance work orders">{formatNumber(history.total)}</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Preventive maintenance</CardTitle>
          </CardHeader>
          <CardContent>
            <DescriptionList layout="rows">
              <DescriptionItem label="Last maintenance">{press.last_maintenance_date ? formatDate(press.last_maintenance_date) : 'Never (counted from registration)'}</DescriptionItem>
              <DescriptionItem label="Running hours since then" testId="press-running-hours">
                {formatNumber(standing.running_hours_since_maintenance, 1)} h
                {press.maintenance_interval_hours != null && ` of ${formatNumber(press.maintenance_interval_hours)} h`}
              </DescriptionItem>
              <DescriptionItem label="Day interval">{press.maintenance_interval_days != null ? `${formatNumber(press.maintenance_interval_days)} days` : null}</DescriptionItem>
              <DescriptionItem label="Next due" testId="press-next-due">
                {standing.next_due
                  ? `${formatDate(standing.next_due.date)} (${MWO_TRIGGER_LABELS[standing.next_due.trigger].toLowerCase()})`
                  : press.maintenance_interval_days == null && press.maintenance_interval_hours == null
                    ? 'No interval set'
                    : 'Not predictable yet (no running hours in the last 30 days)'}
              </DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="press-maintenance-history" className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="press-maintenance-history" className="text-lg font-semibold">
            Maintenance history
          </h2>
          {history.total > history.data.length && (
            <Link href={allHref} className="text-sm font-medium text-primary hover:underline">
              All {formatNumber(history.total)} work orders
            </Link>
          )}
        </div>
        <MaintenanceAccessProvider mayWrite={mayMaintain}>
          <MaintenanceTable
            orders={history.data}
            state={historyState}
            emptyState={<EmptyState icon={Wrench} title="No maintenance work orders" description="None has been raised or created for this press yet." />}
          />
        </MaintenanceAccessProvider>
      </section>
    </div>
  );
}
