import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { LabelLink } from '@/components/labels/label-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { formatPlantTimestamp } from '@/lib/dates';
import type { PageLocation } from '@/lib/list/sort';
import type { WorkOrderDetailDto } from '@/lib/production/dto';
import { formatDate, formatNumber } from '@/lib/utils';
import { HealthBadge, PriorityBadge, ProgressBar, WorkOrderStatusBadge } from './badges';
import { ReportProductionForm } from './lazy-forms';
import { ReportsTable } from './reports-table';
import { StatusActions } from './status-actions';

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
        actions={
          <>
            <LabelLink href={`/production/work-orders/${order.id}/traveler`}>Traveler</LabelLink>
            {mayMove && <StatusActions id={order.id} status={order.status} version={order.version} />}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Progress</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ProgressBar completed={order.quantity_completed} planned={order.quantity_planned} percent={order.progress} label="Work order progress" />
            <DescriptionList columns={4}>
              <DescriptionItem label="Good parts">{formatNumber(order.quantity_completed)}</DescriptionItem>
              <DescriptionItem label="Scrap parts">{formatNumber(order.quantity_scrap)}</DescriptionItem>
              <DescriptionItem label="Shots">{formatNumber(order.shots_total)}</DescriptionItem>
              <DescriptionItem label="Expected run time">{order.expected_run_hours == null ? null : `${order.expected_run_hours} h`}</DescriptionItem>
              <DescriptionItem label="Cycle time">{order.cycle_time_seconds == null ? null : `${order.cycle_time_seconds} s`}</DescriptionItem>
              <DescriptionItem label="Cavities">{order.cavity_count}</DescriptionItem>
              <DescriptionItem label="Started">{order.started_at ? formatPlantTimestamp(order.started_at) : null}</DescriptionItem>
              <DescriptionItem label="Completed">{order.completed_at ? formatPlantTimestamp(order.completed_at) : null}</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Order</CardTitle>
          </CardHeader>
          <CardContent>
            <DescriptionList columns={1}>
              <DescriptionItem label="Target date">{formatDate(order.target_date)}</DescriptionItem>
              <DescriptionItem label="Machine">{order.machine ? `${order.machine.machine_number} · ${order.machine.machine_name}` : 'Not assigned'}</DescriptionItem>
              <DescriptionItem label="Mold">
                <Link href={`/molds/${mold.id}`} className="text-primary hover:underline">
                  {mold.mold_code} · {mold.mold_name}
                </Link>
              </DescriptionItem>
              <DescriptionItem label="Mold shots (lifetime / since maintenance)">
                <span data-testid="mold-shots">
                  {formatNumber(mold.total_shots_lifetime)} / {formatNumber(mold.shots_since_maintenance)}
                </span>
              </DescriptionItem>
              <DescriptionItem label="Mold maintenance">
                <HealthBadge health={mold.maintenance_health} />
              </DescriptionItem>
              {order.sales_order && (
                <DescriptionItem label="Made to order for" testId="wo-sales-order">
                  <Link href={`/sales/orders/${order.sales_order.id}`} className="font-mono text-primary hover:underline">
                    {order.sales_order.order_number}
                  </Link>
                </DescriptionItem>
              )}
              {order.notes && <DescriptionItem label="Notes">{order.notes}</DescriptionItem>}
            </DescriptionList>
          </CardContent>
        </Card>
      </div>
      {mayReport && order.status === 'in_progress' && <ReportProductionForm id={order.id} cavities={order.cavity_count} />}
      <Card>
        <CardHeader>
          <CardTitle>Production Reports ({formatNumber(order.reports_total)})</CardTitle>
        </CardHeader>
        <CardContent>
          <ReportsTable workOrderId={order.id} latest={order.reports} total={order.reports_total} location={location} />
        </CardContent>
      </Card>
    </div>
  );
}
