'use client';

import * as React from 'react';
import { EmptyState } from '@/components/data-table';
import { PressDowntimeControls } from '@/components/oee/press-downtime-controls';
import { ReportProductionFormBelowFold } from '@/components/production/lazy-forms';
import { HealthBadge, MachineStatusBadge, PriorityBadge, ProgressBar } from '@/components/production/badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Factory } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { getJson } from '@/lib/client/api';
import { SHOP_FLOOR_REFRESH_MS } from '@/lib/machines/constants';
import type { ShopFloorPress } from '@/lib/machines/dto';
import { formatDate, formatNumber } from '@/lib/utils';
import { ScanToStart } from './scan-to-start';
import { Since } from './since';
import { useLiveData } from './use-live-data';

/**
 * One press on the tablet beside it (/shop-floor/{id}, issue 31): what it is doing (status, why it stopped and since
 * when, Stop / Resume), the job running on it with its progress, Report Production, and a traveler scanned here
 * starts its order on this press. Drawn for a finger (the page's `data-touch`: 44 px targets), one column upright.
 * Refreshes every SHOP_FLOOR_REFRESH_MS like the board, and after every action.
 */
export function PressView({ initial, mayStop, mayStart, mayReport }: { initial: ShopFloorPress; mayStop: boolean; mayStart: boolean; mayReport: boolean }) {
  const id = initial.press.id;
  const load = React.useCallback(async (signal: AbortSignal) => {
    const res = await getJson(`/api/shop-floor/machines/${id}`, { signal });
    return res.ok ? (res.body as { data: ShopFloorPress }).data : null;
  }, [id]);
  const { data, updatedAt, reload } = useLiveData(initial, load, SHOP_FLOOR_REFRESH_MS, 'press-view');
  const { press, job } = data;
  const here = React.useMemo(() => ({ id: press.id, machine_number: press.machine_number }), [press.id, press.machine_number]);

  return (
    <div className="space-y-5">
      <ScanToStart mayStart={mayStart} onStarted={reload} press={here} />
      <Card data-testid="press-status">
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div className="space-y-1">
            <div className="flex items-center gap-3">
              <span className="text-sm text-muted-foreground">Status</span>
              <MachineStatusBadge status={press.status} />
            </div>
            <p className="text-lg font-medium" aria-live="polite">
              {press.downtime ? (
                <span data-testid="press-downtime">
                  Stopped: {press.downtime.reason_label}
                  <Since at={press.downtime.started_at} />
                </span>
              ) : press.status === 'running' ? (
                'Running'
              ) : (
                'Not running'
              )}
            </p>
          </div>
          {mayStop && <PressDowntimeControls press={press} onChanged={reload} size="lg" />}
        </CardContent>
      </Card>

      <StatGrid label="Today on this press">
        <StatCard label="Operator" value={press.operator ?? '—'} hint="Of the latest report today" />
        <StatCard label="Efficiency" value={press.efficiency == null ? '—' : `${press.efficiency}%`} hint="Good ÷ all parts today" />
        <StatCard label="OEE today" value={press.oee_today == null ? '—' : `${(press.oee_today * 100).toFixed(1)}%`} />
        <StatCard label="Uptime today" value={`${press.uptime_today.toFixed(1)} h`} />
      </StatGrid>

      {job ? (
        <Card data-testid="press-job">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-3">
              <span>Current job</span>
              <Link href={`/production/work-orders/${job.id}`} className="font-mono text-primary hover:underline">
                {job.work_order_number}
              </Link>
              <PriorityBadge priority={job.priority} />
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <ProgressBar size="lg" completed={job.quantity_completed} planned={job.quantity_planned} percent={job.progress} label={`Progress of ${job.work_order_number}`} />
            <DescriptionList layout="rows">
              <DescriptionItem label="Product">
                <span className="font-medium">{job.product.product_name}</span> <span className="font-mono text-muted-foreground">{job.product.product_code}</span>
              </DescriptionItem>
              <DescriptionItem label="Left to make" className="tabular-nums">
                {`${formatNumber(Math.max(0, job.quantity_planned - job.quantity_completed))} parts`}
              </DescriptionItem>
              <DescriptionItem label="Scrap" className="tabular-nums">{`${formatNumber(job.quantity_scrap)} parts`}</DescriptionItem>
              <DescriptionItem label="Mold">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono">{job.mold.mold_code}</span>
                  <span>{`${job.cavity_count} ${job.cavity_count === 1 ? 'cavity' : 'cavities'}`}</span>
                  <HealthBadge health={job.mold.maintenance_health} />
                </span>
              </DescriptionItem>
              <DescriptionItem label="Target date">{formatDate(job.target_date)}</DescriptionItem>
            </DescriptionList>
          </CardContent>
        </Card>
      ) : (
        <EmptyState
          icon={Factory}
          title="No job on this press"
          description={mayStart ? `Scan a work order's traveler (or type its number in the scan field) to start it on ${press.machine_number}.` : 'A work order started on this press shows here.'}
        />
      )}

      {job && mayReport && <ReportProductionFormBelowFold key={job.id} id={job.id} cavities={job.cavity_count} />}

      <p className="text-xs text-muted-foreground" aria-live="polite">
        Refreshes every {SHOP_FLOOR_REFRESH_MS / 1000} seconds{updatedAt ? ` · updated ${updatedAt.toLocaleTimeString('en-US')}` : ''}
      </p>
    </div>
  );
}
