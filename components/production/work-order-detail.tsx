import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PageLocation } from '@/lib/list/sort';
import type { WorkOrderDetailDto } from '@/lib/production/types';
import { EMPTY_VALUE, formatDate, formatDateTime } from '@/lib/utils';
import { HealthBadge, PriorityBadge, ProgressBar, WorkOrderStatusBadge } from './badges';
import { ReportProductionForm } from './lazy-forms';
import { ReportsTable } from './reports-table';
import { StatusActions } from './status-actions';

const n = (v: number) => v.toLocaleString('en-US');

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/** The work-order page: header with status actions, progress, the order's facts and its mold, reports and the report form. */
export function WorkOrderDetail({ order, mayReport, mayMove, location }: { order: WorkOrderDetailDto; mayReport: boolean; mayMove: boolean; location: PageLocation }) {
  const mold = order.mold_health;
  return (
    <div className="space-y-5">
      <PageHeader
        back={{ href: '/production', label: 'Back to Production' }}
        title={order.work_order_number}
        subtitle={`${order.product.product_code} · ${order.product.product_name}`}
        badges={
          <>
            <WorkOrderStatusBadge status={order.status} />
            <PriorityBadge priority={order.priority} />
          </>
        }
        actions={mayMove ? <StatusActions id={order.id} status={order.status} version={order.version} /> : undefined}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Progress</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ProgressBar completed={order.quantity_completed} planned={order.quantity_planned} percent={order.progress} label="Work order progress" />
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Fact label="Good parts">{n(order.quantity_completed)}</Fact>
              <Fact label="Scrap parts">{n(order.quantity_scrap)}</Fact>
              <Fact label="Shots">{n(order.shots_total)}</Fact>
              <Fact label="Expected run time">{order.expected_run_hours == null ? EMPTY_VALUE : `${order.expected_run_hours} h`}</Fact>
              <Fact label="Cycle time">{order.cycle_time_seconds == null ? EMPTY_VALUE : `${order.cycle_time_seconds} s`}</Fact>
              <Fact label="Cavities">{order.cavity_count}</Fact>
              <Fact label="Started">{order.started_at ? formatDateTime(order.started_at) : EMPTY_VALUE}</Fact>
              <Fact label="Completed">{order.completed_at ? formatDateTime(order.completed_at) : EMPTY_VALUE}</Fact>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Order</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3">
              <Fact label="Target date">{formatDate(order.target_date)}</Fact>
              <Fact label="Machine">{order.machine ? `${order.machine.machine_number} · ${order.machine.machine_name}` : 'Not assigned'}</Fact>
              <Fact label="Mold">
                <Link href={`/molds/${mold.id}`} className="text-primary hover:underline">
                  {mold.mold_code} · {mold.mold_name}
                </Link>
              </Fact>
              <Fact label="Mold shots (lifetime / since maintenance)">
                <span data-testid="mold-shots">
                  {n(mold.total_shots_lifetime)} / {n(mold.shots_since_maintenance)}
                </span>
              </Fact>
              <Fact label="Mold maintenance">
                <HealthBadge health={mold.maintenance_health} />
              </Fact>
              {order.notes && <Fact label="Notes">{order.notes}</Fact>}
            </dl>
          </CardContent>
        </Card>
      </div>
      {mayReport && order.status === 'in_progress' && <ReportProductionForm id={order.id} cavities={order.cavity_count} />}
      <Card>
        <CardHeader>
          <CardTitle>Production Reports ({n(order.reports_total)})</CardTitle>
        </CardHeader>
        <CardContent>
          <ReportsTable workOrderId={order.id} latest={order.reports} total={order.reports_total} location={location} />
        </CardContent>
      </Card>
    </div>
  );
}
