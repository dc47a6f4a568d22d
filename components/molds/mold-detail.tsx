'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { MoldDetailDto } from '@/lib/molds/types';
import { cn, formatNumber } from '@/lib/utils';
import { HealthBadge, IntervalBar, MoldStatusBadge } from './badges';
import { EditMoldDialog } from './edit-mold-dialog';
import { LogMaintenanceDialog } from './log-maintenance-dialog';
import { MaintenanceHistory } from './maintenance-history';
import { MoldOverview } from './mold-overview';
import { UsageHistory } from './usage-history';

/** /molds/{id}: header, the six summary cards and the Overview / Maintenance History / Usage History tabs. */
export function MoldDetail({ mold }: { mold: MoldDetailDto }) {
  return (
    <div className="space-y-6">
      <Link href="/molds" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Back to Molds
      </Link>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            <span className="font-mono">{mold.mold_code}</span> <span className="text-muted-foreground">—</span> {mold.mold_name}
          </h1>
          {mold.description && <p className="max-w-3xl text-muted-foreground">{mold.description}</p>}
        </div>
        <div className="flex gap-2">
          <EditMoldDialog mold={mold} />
          <LogMaintenanceDialog mold={mold} />
        </div>
      </div>

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

      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="maintenance">Maintenance History ({formatNumber(mold.maintenance_history_total)})</TabsTrigger>
          <TabsTrigger value="usage">Usage History ({formatNumber(mold.usage_history_total)})</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="pt-2">
          <MoldOverview mold={mold} />
        </TabsContent>
        <TabsContent value="maintenance" className="pt-2">
          <MaintenanceHistory records={mold.maintenance_history} total={mold.maintenance_history_total} />
        </TabsContent>
        <TabsContent value="usage" className="pt-2">
          <UsageHistory key={`${mold.id}:${mold.usage_history_total}`} mold={mold} />
        </TabsContent>
      </Tabs>
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
