'use client';

import * as React from 'react';
import Link from '@/components/ui/link';
import { Cpu, Factory } from '@/components/ui/icons';
import { EmptyState } from '@/components/data-table';
import { PressDowntimeControls } from '@/components/oee/press-downtime-controls';
import { ScanToStart } from './scan-to-start';
import { Since } from './since';
import { useLiveData } from './use-live-data';
import { HealthBadge, MachineStatusBadge, PriorityBadge, ProgressBar } from '@/components/production/badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getJson } from '@/lib/client/api';
import { SHOP_FLOOR_REFRESH_MS, type MachineStatus } from '@/lib/machines/constants';
import type { ShopFloorJob, ShopFloorMachine, ShopFloorStats } from '@/lib/machines/dto';
import { cn, formatDate, formatNumber } from '@/lib/utils';

export type ShopFloorData = { machines: ShopFloorMachine[]; jobs: ShopFloorJob[]; stats: ShopFloorStats };

const STATUS_BAR: Record<MachineStatus, string> = {
  running: 'bg-green-600',
  idle: 'bg-slate-400',
  maintenance: 'bg-amber-500',
  offline: 'bg-slate-700',
  error: 'bg-red-600',
};

async function load(signal: AbortSignal): Promise<ShopFloorData | null> {
  const [m, j, s] = await Promise.all(['machines', 'jobs', 'stats'].map((p) => getJson(`/api/shop-floor/${p}`, { signal })));
  if (!m.ok || !j.ok || !s.ok) return null;
  const data = <T,>(r: { body: unknown }) => (r.body as { data: T }).data;
  return { machines: data<ShopFloorMachine[]>(m), jobs: data<ShopFloorJob[]>(j), stats: data<ShopFloorStats>(s) };
}

/**
 * The shop floor: stats, machine cards and the jobs in progress. The three calls run in parallel every 30 s
 * (spec 2 §9) without a reload, paused while the browser tab is hidden and run at once when it shows again
 * (useLiveData). A failed refresh keeps the last figures (the spec only logs it). Drawn for a finger (the page's
 * `data-touch`: 44 px targets) — a tablet at the press opens it; each card opens its press's view.
 */
export function ShopFloorBoard({
  initial,
  mayStop = false,
  mayStart = false,
}: {
  initial: ShopFloorData;
  /** downtime.write: the cards' Stop / Resume */
  mayStop?: boolean;
  /** work_orders.status: scan a work order, then a press, to start it there */
  mayStart?: boolean;
}) {
  const { data, updatedAt, reload } = useLiveData(initial, load, SHOP_FLOOR_REFRESH_MS, 'shop-floor');
  const { machines, jobs, stats } = data;
  return (
    <div className="space-y-5">
      <ScanToStart mayStart={mayStart} onStarted={reload} />
      <StatGrid label="Shop floor figures">
        <StatCard label="Total Machines" value={formatNumber(stats.total_machines)} />
        <StatCard label="Running Now" value={formatNumber(stats.active_machines)} />
        <StatCard label="Active Jobs" value={formatNumber(stats.active_jobs)} />
        <StatCard label="Avg. Efficiency" value={`${stats.avg_efficiency}%`} hint="Good ÷ all parts reported today" />
      </StatGrid>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Refreshes every {SHOP_FLOOR_REFRESH_MS / 1000} seconds{updatedAt ? ` · updated ${updatedAt.toLocaleTimeString('en-US')}` : ''}
      </p>
      <Tabs defaultValue="machines">
        <TabsList>
          <TabsTrigger value="machines">Machines ({machines.length})</TabsTrigger>
          <TabsTrigger value="jobs">Active Jobs ({jobs.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="machines">
          {machines.length === 0 ? (
            <EmptyState icon={Cpu} title="No machines" description="Presses appear here once they are registered." />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Machines">
              {machines.map((m) => (
                <li key={m.id}>
                  <MachineCard machine={m} controls={mayStop ? <PressDowntimeControls press={m} onChanged={reload} /> : null} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
        <TabsContent value="jobs">
          {jobs.length === 0 ? (
            <EmptyState icon={Factory} title="No active jobs" description="Work orders in progress appear here with their press, mold and progress." />
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label="Active jobs">
              {jobs.map((j) => (
                <li key={j.id}>
                  <JobCard job={j} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function MachineCard({ machine: m, controls }: { machine: ShopFloorMachine; controls: React.ReactNode }) {
  return (
    <Card className="overflow-hidden py-0" data-testid={`machine-${m.machine_number}`}>
      <div className={cn('h-1.5', STATUS_BAR[m.status])} aria-hidden="true" />
      <CardHeader className="pt-4">
        <div className="flex items-start justify-between gap-2">
          <div>
            <CardTitle className="text-base">
              <Link href={`/machines/${m.id}`} className="hover:underline">
                {m.machine_name}
              </Link>
            </CardTitle>
            <p className="font-mono text-xs text-muted-foreground">
              {m.machine_number}
              {m.tonnage ? ` · ${m.tonnage} t` : ''}
            </p>
          </div>
          <MachineStatusBadge status={m.status} />
        </div>
      </CardHeader>
      <CardContent className="pb-4">
        <DescriptionList layout="rows">
          <DescriptionItem label="Work order">
            {m.current_work_order ? (
              <Link href={`/production/work-orders/${m.current_work_order.id}`} className="font-mono font-medium text-primary hover:underline">
                {m.current_work_order.work_order_number}
              </Link>
            ) : (
              'None'
            )}
          </DescriptionItem>
          <DescriptionItem label="Operator">{m.operator}</DescriptionItem>
          <DescriptionItem label="Efficiency" className="tabular-nums">
            {m.efficiency == null ? null : `${m.efficiency}%`}
          </DescriptionItem>
          <DescriptionItem label="Uptime today" className="tabular-nums">{`${m.uptime_today.toFixed(1)} h`}</DescriptionItem>
          <DescriptionItem label="OEE today" className="tabular-nums">
            {m.oee_today == null ? null : `${(m.oee_today * 100).toFixed(1)}%`}
          </DescriptionItem>
          {m.downtime ? (
            <DescriptionItem label="Stopped">
              <span data-testid={`downtime-${m.machine_number}`}>
                {m.downtime.reason_label}
                <Since at={m.downtime.started_at} />
              </span>
            </DescriptionItem>
          ) : null}
        </DescriptionList>
        <div className="mt-3 flex items-center justify-between gap-2">
          <Link href={`/shop-floor/${m.id}`} className="rounded-md border px-3 text-sm font-medium hover:bg-muted" aria-label={`Press view of ${m.machine_number}`}>
            Press view
          </Link>
          {controls}
        </div>
      </CardContent>
    </Card>
  );
}

function JobCard({ job }: { job: ShopFloorJob }) {
  return (
    <Card className="py-4">
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <Link href={`/production/work-orders/${job.id}`} className="font-mono font-medium text-primary hover:underline">
              {job.work_order_number}
            </Link>
            <p className="text-sm">{job.product.product_name}</p>
          </div>
          <PriorityBadge priority={job.priority} />
        </div>
        <ProgressBar completed={job.quantity_completed} planned={job.quantity_planned} percent={job.progress} label={`Progress of ${job.work_order_number}`} />
        <DescriptionList layout="rows">
          <DescriptionItem label="Machine">{job.machine ? job.machine.machine_number : 'Not assigned'}</DescriptionItem>
          <DescriptionItem label="Mold">
            <span className="flex flex-wrap items-center gap-2">
              <Link href={`/molds/${job.mold.id}`} className="font-mono hover:underline">
                {job.mold.mold_code}
              </Link>
              <HealthBadge health={job.mold.maintenance_health} />
            </span>
          </DescriptionItem>
          <DescriptionItem label="Target date">{formatDate(job.target_date)}</DescriptionItem>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}
