import type { Metadata } from 'next';
import { ExportButton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { PrintButton } from '@/components/layout/print-button';
import { ReportChart } from '@/components/oee/charts';
import { OnTimeDeliveryTable } from '@/components/sales/on-time-table';
import { DowntimeParetoTable, OeeTable, ScrapParetoTable, pct } from '@/components/oee/report-tables';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { requireContext } from '@/lib/auth/session';
import { addDays, isIsoDate, todayInPlant } from '@/lib/dates';
import { OEE_MAX_DAYS } from '@/lib/oee/constants';
import { downtimePareto, oeeReport, scrapPareto } from '@/lib/oee/service';
import { onTimeDeliveryReport } from '@/lib/sales/service';
import { RATING_LABELS } from '@/lib/suppliers/constants';
import { formatNumber } from '@/lib/utils';
import { getScorecardDashboard } from '@/lib/suppliers/dashboard';
import { daysBetween } from '@/lib/dates';

export const metadata: Metadata = { title: 'Reports' };

/** The on-time chart shows the customers with the most completed lines; the table has them all. */
const ON_TIME_CHART_CUSTOMERS = 12;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The period from the URL (`from`, `to`: plant days); a bad or reversed value falls back to the last 30 days. */
function periodOf(params: Record<string, string | string[] | undefined>) {
  const today = todayInPlant();
  const read = (k: string) => (typeof params[k] === 'string' && isIsoDate(params[k] as string) ? (params[k] as string) : undefined);
  let to = read('to') ?? today;
  let from = read('from') ?? addDays(to, -29);
  if (to > today) to = today;
  if (from > to || daysBetween(from, to) + 1 > OEE_MAX_DAYS) {
    to = today;
    from = addDays(today, -29);
  }
  return { from, to };
}

function Section({ id, title, description, exportHref, children }: { id: string; title: string; description: string; exportHref: string; children: React.ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} className="gap-3">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <ExportButton href={exportHref} size="sm" />
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/**
 * /reports (CONTRACT §13): OEE by press and by day, the downtime and scrap Paretos and the supplier scorecards'
 * summary and customer on-time delivery over a period, each with its CSV; every chart has its table.
 */
export default async function ReportsPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const { from, to } = periodOf(await searchParams);
  const range = { from, to };
  const qs = `from=${from}&to=${to}`;
  const [byMachine, byDay, downtime, scrap, suppliers, onTime] = await Promise.all([
    oeeReport(ctx, { ...range, group_by: 'machine' }),
    oeeReport(ctx, { ...range, group_by: 'day' }),
    downtimePareto(ctx, range),
    scrapPareto(ctx, range),
    getScorecardDashboard(ctx),
    onTimeDeliveryReport(ctx, range),
  ]);
  const delivered = onTime.reduce((a, r) => ({ lines: a.lines + r.lines_completed, onTime: a.onTime + r.on_time }), { lines: 0, onTime: 0 });
  const chartCustomers = onTime.slice(0, ON_TIME_CHART_CUSTOMERS);
  const plant = byDay.reduce(
    (a, r) => ({ planned: a.planned + r.planned_minutes, run: a.run + r.run_minutes, ideal: a.ideal + r.ideal_minutes, good: a.good + r.good_parts, total: a.total + r.total_parts }),
    { planned: 0, run: 0, ideal: 0, good: 0, total: 0 },
  );
  const availability = plant.planned > 0 ? plant.run / plant.planned : null;
  const performance = plant.run > 0 ? Math.min(1, plant.ideal / plant.run) : null;
  const quality = plant.total > 0 ? plant.good / plant.total : null;
  const oee = availability != null && performance != null && quality != null ? availability * performance * quality : null;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reports"
        subtitle={`OEE, downtime and scrap from ${from} to ${to} (plant days)`}
        actions={<PrintButton label="Print reports" />}
      />
      <form method="get" action="/reports" className="flex flex-wrap items-end gap-3" data-print="hide" aria-label="Report period">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">From</span>
          <input type="date" name="from" defaultValue={from} max={todayInPlant()} className="h-9 rounded-md border bg-background px-3" />
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">To</span>
          <input type="date" name="to" defaultValue={to} max={todayInPlant()} className="h-9 rounded-md border bg-background px-3" />
        </label>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>

      <StatGrid label="Plant OEE in the period">
        <StatCard label="OEE" value={pct(oee)} hint="Availability × performance × quality" />
        <StatCard label="Availability" value={pct(availability)} hint="Run ÷ planned time" />
        <StatCard label="Performance" value={pct(performance)} hint="Ideal cycle time × shots ÷ run time" />
        <StatCard label="Quality" value={pct(quality)} hint="Good ÷ all parts" />
      </StatGrid>

      <Section id="oee-by-press" title="OEE by press" description="Availability, performance, quality and OEE of each press over the period." exportHref={`/api/oee/export?${qs}&group_by=machine`}>
        <ReportChart
          labels={byMachine.map((r) => r.label.split(' ')[0])}
          series={[
            { label: 'OEE', data: byMachine.map((r) => r.oee), color: '#0369a1' },
            { label: 'Availability', data: byMachine.map((r) => r.availability), color: '#94a3b8' },
          ]}
          percent
          summary={`OEE by press from ${from} to ${to}: ${byMachine.map((r) => `${r.label.split(' ')[0]} ${pct(r.oee)}`).join(', ')}.`}
        />
        <OeeTable rows={byMachine} by="machine" caption="OEE by press" />
      </Section>

      <Section id="oee-by-day" title="OEE by day" description="The plant's OEE per plant day (all presses)." exportHref={`/api/oee/export?${qs}&group_by=day`}>
        <ReportChart
          kind="line"
          labels={byDay.map((r) => r.key.slice(5))}
          series={[{ label: 'OEE', data: byDay.map((r) => r.oee), color: '#0369a1' }]}
          percent
          summary={`Plant OEE per day from ${from} to ${to}.`}
        />
        <OeeTable rows={byDay} by="day" caption="OEE by day" />
      </Section>

        <Section id="downtime-pareto" title="Downtime Pareto" description="Downtime minutes by reason, most first." exportHref={`/api/reports/downtime-pareto/export?${qs}`}>
          <ReportChart
            labels={downtime.map((r) => r.reason_label)}
            series={[{ label: 'Minutes', data: downtime.map((r) => r.minutes), color: '#b45309' }]}
            summary={`Downtime by reason: ${downtime.map((r) => `${r.reason_label} ${Math.round(r.minutes)} min`).join(', ') || 'none'}.`}
          />
          <DowntimeParetoTable rows={downtime} />
        </Section>
        <Section id="scrap-pareto" title="Scrap Pareto" description="Scrap parts by reason, most first." exportHref={`/api/reports/scrap-pareto/export?${qs}`}>
          <ReportChart
            labels={scrap.map((r) => r.reason_label)}
            series={[{ label: 'Parts', data: scrap.map((r) => r.quantity), color: '#b91c1c' }]}
            summary={`Scrap by reason: ${scrap.map((r) => `${r.reason_label} ${r.quantity}`).join(', ') || 'none'}.`}
          />
          <ScrapParetoTable rows={scrap} />
        </Section>

      <Section
        id="on-time-delivery"
        title="Customer on-time delivery"
        description={`Order lines shipped in full in the period, on or before their requested date: ${delivered.lines ? `${((delivered.onTime / delivered.lines) * 100).toFixed(1)}% of ${formatNumber(delivered.lines)}` : 'none yet'}.`}
        exportHref={`/api/reports/on-time-delivery/export?${qs}`}
      >
        {chartCustomers.length > 0 && (
          <ReportChart
            labels={chartCustomers.map((r) => r.customer_code)}
            series={[{ label: 'On time', data: chartCustomers.map((r) => r.on_time_percent / 100), color: '#15803d' }]}
            percent
            summary={`On-time delivery by customer from ${from} to ${to}: ${chartCustomers.map((r) => `${r.customer_code} ${r.on_time_percent.toFixed(1)}%`).join(', ')}.`}
          />
        )}
        <OnTimeDeliveryTable rows={onTime} />
      </Section>

      <Section
        id="supplier-scorecards"
        title="Supplier scorecards"
        description="The active suppliers' current scores (scorecards are monthly and not cut by the period above)."
        exportHref="/api/suppliers/export"
      >
        <StatGrid label="Supplier scorecards">
          <StatCard label="Average score" value={suppliers.summary.average_score == null ? '—' : String(suppliers.summary.average_score)} />
          <StatCard label="Scored suppliers" value={`${suppliers.summary.total_scorecards} of ${suppliers.summary.total_suppliers}`} />
          <StatCard label="Reviews due" value={String(suppliers.summary.needs_review_count)} />
          <StatCard label="Overdue actions" value={String(suppliers.summary.overdue_actions_count)} />
        </StatGrid>
        <ul className="grid gap-1 text-sm" aria-label="Rating distribution">
          {suppliers.distribution.map((d) => (
            <li key={d.rating_category}>
              {RATING_LABELS[d.rating_category]}: <span className="tabular-nums">{d.count}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm">
          <Link href="/scorecard-dashboard" className="text-primary hover:underline">
            Open the scorecard dashboard
          </Link>
        </p>
      </Section>
    </div>
  );
}
