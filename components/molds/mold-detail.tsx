import { Pencil } from '@/components/ui/icons';
import { PageHeader } from '@/components/layout/page-header';
import { PrintButton } from '@/components/layout/print-button';
import { LabelLink } from '@/components/labels/label-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { can } from '@/lib/auth/permissions';
import { currentUser } from '@/lib/auth/session';
import type { PageLocation } from '@/lib/list/sort';
import type { MoldDetailDto } from '@/lib/molds/types';
import { cn, formatNumber } from '@/lib/utils';
import { HealthBadge, IntervalBar, MoldStatusBadge } from './badges';
import { LogMaintenanceDialog, MoldFormDialog } from './lazy-dialogs';
import { MoldTabs } from './mold-tabs';
import { OpenMaintenanceBanner } from '@/components/maintenance/open-order-banner';
import type { MaintenanceWorkOrderDto } from '@/lib/maintenance/dto';

/**
 * /molds/{id}: header, the six summary cards and the Overview / Maintenance History / Usage History tabs.
 * The buttons show only for roles that may use them (CONTRACT §9; the services check again).
 */
export async function MoldDetail({ mold, location, openMaintenance = null }: { mold: MoldDetailDto; location: PageLocation; openMaintenance?: MaintenanceWorkOrderDto | null }) {
  const user = await currentUser();
  const mayEdit = can(user, 'molds.write');
  const mayMaintain = can(user, 'mold_maintenance.write');

  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/molds', label: 'Back to Molds' }}
        title={
          <>
            <span className="font-mono">{mold.mold_code}</span> <span className="text-muted-foreground">—</span> {mold.mold_name}
          </>
        }
        subtitle={mold.description && <span className="block max-w-3xl text-base">{mold.description}</span>}
        actions={
          <>
            <PrintButton label="Print mold card" />
            <LabelLink href={`/molds/${mold.id}/tag`}>Mold tag</LabelLink>
            {(mayEdit || mayMaintain) && (
            <>
              {mayEdit && (
                <MoldFormDialog
                  mold={mold}
                  trigger={
                    <Button variant="outline">
                      <Pencil aria-hidden /> Edit Mold
                    </Button>
                  }
                />
              )}
              {mayMaintain && <LogMaintenanceDialog mold={mold} />}
            </>
            )}
          </>
        }
      />

      {openMaintenance && <OpenMaintenanceBanner order={openMaintenance} />}

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <SummaryCard label="Status">
          <MoldStatusBadge status={mold.status} className="text-sm" />
        </SummaryCard>
        <SummaryCard label="Total Shots">
          <span className="text-2xl font-semibold tabular-nums">{formatNumber(mold.total_shots_lifetime)}</span>
        </SummaryCard>
        <SummaryCard label="Shots Since Maintenance">
          <span className="text-2xl font-semibold tabular-nums">{formatNumber(mold.shots_since_maintenance)}</span>
          <span className="text-xs text-muted-foreground">
            {mold.maintenance_interval ? `of ${formatNumber(mold.maintenance_interval)}` : 'of — (no interval set)'}
          </span>
          <IntervalBar percent={mold.maintenance_percent} health={mold.maintenance_health} className="mt-1" />
        </SummaryCard>
        <SummaryCard label="Maintenance Status">
          <HealthBadge health={mold.maintenance_health} className="text-sm" />
          <span className="text-xs text-muted-foreground">
            {mold.maintenance_percent !== null ? `${mold.maintenance_percent.toFixed(1)}% of interval` : 'No interval set'}
          </span>
        </SummaryCard>
        <SummaryCard label="Cavities">
          <span className="text-2xl font-semibold tabular-nums">{mold.cavity_count}</span>
        </SummaryCard>
        <SummaryCard label="Location">
          <span className={cn('text-lg font-semibold', !mold.location && 'text-muted-foreground')}>{mold.location || 'Not Set'}</span>
        </SummaryCard>
      </section>

      <MoldTabs mold={mold} canRecordUsage={can(user, 'mold_usage.write')} location={location} />
    </div>
  );
}

function SummaryCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card className="gap-0 py-4" data-testid={`card-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <CardContent className="flex flex-col items-start gap-1 px-4">
        <h2 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</h2>
        {children}
      </CardContent>
    </Card>
  );
}
