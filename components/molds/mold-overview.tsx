import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { MoldDetailDto } from '@/lib/molds/types';
import { cn, formatDate, formatNumber } from '@/lib/utils';
import { ownershipLabel } from './badges';

function Item({ label, children, muted, className, testId }: { label: string; children: React.ReactNode; muted?: boolean; className?: string; testId?: string }) {
  return (
    <div className={cn('grid content-start gap-0.5', className)} data-testid={testId}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={muted ? 'text-muted-foreground' : undefined}>{children}</dd>
    </div>
  );
}

/** Overview tab: identity and ownership on the left, the maintenance schedule (and how it is predicted) on the right. */
export function MoldOverview({ mold }: { mold: MoldDetailDto }) {
  const rate = mold.avg_daily_shots;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Mold Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="Mold Code">
              <span className="font-mono">{mold.mold_code}</span>
            </Item>
            <Item label="Ownership">{ownershipLabel(mold.ownership)}</Item>
            {mold.ownership === 'customer_owned' && (
              <Item label="Customer" muted={!mold.customer} className="sm:col-span-2" testId="mold-customer">
                {mold.customer ? (
                  <div className="grid">
                    <span className="font-medium">{mold.customer.company_name}</span>
                    <span className="text-sm text-muted-foreground">
                      {mold.customer.customer_code}
                      {mold.customer.contact_person ? ` · ${mold.customer.contact_person}` : ''}
                    </span>
                  </div>
                ) : (
                  'No customer assigned'
                )}
              </Item>
            )}
            <Item label="Purchase Date" muted={!mold.purchase_date}>
              {mold.purchase_date ? formatDate(mold.purchase_date) : 'Not Set'}
            </Item>
            <Item label="Storage Location" muted={!mold.storage_location}>
              {mold.storage_location || 'Not Set'}
            </Item>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Maintenance Schedule</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="Last Maintenance" muted={!mold.last_maintenance_date}>
              {mold.last_maintenance_date ? formatDate(mold.last_maintenance_date) : 'No maintenance logged'}
            </Item>
            <Item label="Next Due" muted={!mold.next_maintenance_due}>
              <span data-testid="next-due">{mold.next_maintenance_due ? formatDate(mold.next_maintenance_due) : 'Not scheduled'}</span>
            </Item>
            <Item label="Maintenance Interval" muted={!mold.maintenance_interval}>
              {mold.maintenance_interval ? `${formatNumber(mold.maintenance_interval)} shots` : 'Not Set'}
            </Item>
            <Item label="Shots Remaining" muted={mold.shots_remaining === null}>
              {mold.shots_remaining === null ? '—' : formatNumber(mold.shots_remaining)}
            </Item>
            <Item label="Recent Usage (last 30 days)" muted={rate === 0} className="sm:col-span-2">
              {rate > 0 ? `${formatNumber(mold.shots_last_30_days)} shots · ${formatNumber(rate, 1)} shots/day` : 'No production recorded in the last 30 days'}
            </Item>
          </dl>
          <p className="mt-4 text-xs text-muted-foreground">
            {mold.maintenance_health === 'Overdue'
              ? 'The interval is reached: maintenance is due now.'
              : mold.next_maintenance_due
                ? 'Next due is predicted from the shots remaining and the average shots per day over the last 30 days.'
                : mold.maintenance_interval
                  ? 'Next due is predicted once the mold has production in the last 30 days.'
                  : 'Set a maintenance interval (in shots) to schedule maintenance.'}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
