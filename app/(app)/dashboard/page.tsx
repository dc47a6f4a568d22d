import { Activity, Database, Table2 } from '@/components/ui/icons';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { requireContext } from '@/lib/auth/session';
import { modulesOfPhase, PHASES } from '@/lib/navigation';
import { APP_VERSION, countTables, pingDatabase } from '@/lib/system/service';
import { ShotsPerDayChart } from '@/components/dashboard/charts';
import { plantDashboard, SHOTS_WINDOW_DAYS, type AttentionItem } from '@/lib/dashboard/service';
import { cn, formatNumber } from '@/lib/utils';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const ctx = await requireContext();
  const { db, user } = ctx;
  const connected = await pingDatabase(db);
  const [tablesCount, plant] = connected ? await Promise.all([countTables(db), plantDashboard(ctx)]) : [null, null];


  return (
    <div className="space-y-8">
      <PageHeader title={`Welcome, ${user?.name || 'User'}!`} subtitle="Moldline — manufacturing management for injection molding." />

      <StatGrid label="System status" columns={3}>
        <StatCard label="Version" value={APP_VERSION} icon={Activity} tone="info" testId="stat-version" />
        <StatCard label="Database" value={connected ? 'Connected' : 'Not connected'} icon={Database} tone={connected ? 'info' : 'bad'} testId="stat-database" />
        <StatCard label="Tables" value={formatNumber(tablesCount)} icon={Table2} tone="info" testId="stat-tables" />
      </StatGrid>

      {plant && (
        <section aria-labelledby="attention" className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card>
            <CardHeader>
              <CardTitle id="attention">
                Needs attention now
              </CardTitle>
              <CardDescription>Each count opens the list it comes from.</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {plant.attention.map((item) => (
                  <AttentionRow key={item.key} item={item} />
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                Shots per day
              </CardTitle>
              <CardDescription>
                Every mold across the plant, last {SHOTS_WINDOW_DAYS} days: {formatNumber(plant.shots_per_day.reduce((sum, d) => sum + d.shots, 0))} shots.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ShotsPerDayChart days={plant.shots_per_day} />
            </CardContent>
          </Card>
        </section>
      )}

      {PHASES.map(({ phase, title }) => (
        <section key={phase} aria-labelledby={`phase-${phase}`}>
          <h2 id={`phase-${phase}`} className="mb-3 text-xl font-semibold">
            {title}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {modulesOfPhase(phase).map((m) => (
              <Link key={m.path} href={m.path} className="group rounded-xl focus-visible:outline-2 focus-visible:outline-sky-600">
                <Card className="h-full transition group-hover:border-sky-500 group-hover:shadow-md">
                  <CardHeader>
                    <div className="flex items-start justify-between gap-2">
                      <CardTitle level={3}>{m.name}</CardTitle>
                      <Badge variant={phase === 1 ? 'info' : phase === 2 ? 'warning' : 'secondary'}>Phase {phase}</Badge>
                    </div>
                    <CardDescription>{m.description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const TONE: Record<AttentionItem['tone'], string> = {
  danger: 'bg-red-50 text-red-800 border-red-200',
  warning: 'bg-amber-50 text-amber-900 border-amber-200',
  info: 'bg-sky-50 text-sky-900 border-sky-200',
};

/** One count: highlighted when something waits, plain when the plant is clear. */
function AttentionRow({ item }: { item: AttentionItem }) {
  return (
    <li>
      <Link
        href={item.href}
        data-testid={`attention-${item.key}`}
        className={cn(
          'flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-sky-600',
          item.count > 0 ? TONE[item.tone] : 'text-muted-foreground',
        )}
      >
        <span>{item.label}</span>
        <span className="text-lg font-semibold tabular-nums">{formatNumber(item.count)}</span>
      </Link>
    </li>
  );
}
