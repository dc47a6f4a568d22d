import { Activity, Database, Table2 } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requireContext } from '@/lib/auth/session';
import { modulesOfPhase, PHASES } from '@/lib/navigation';
import { APP_VERSION, countTables, pingDatabase } from '@/lib/system/service';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const { db, user } = await requireContext();
  const connected = await pingDatabase(db);
  const tablesCount = connected ? await countTables(db) : null;

  const stats = [
    { label: 'Version', value: APP_VERSION, icon: Activity },
    { label: 'Database', value: connected ? 'Connected' : 'Not connected', icon: Database },
    { label: 'Tables', value: tablesCount ?? '—', icon: Table2 },
  ];

  return (
    <div className="space-y-8">
      <PageHeader title={`Welcome, ${user?.name || 'User'}!`} subtitle="Moldline — manufacturing management for injection molding." />

      <section className="grid gap-4 sm:grid-cols-3" aria-label="System status">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label} data-testid={`stat-${label.toLowerCase()}`}>
            <CardContent className="flex items-center gap-4">
              <Icon className="size-8 text-sky-700" aria-hidden />
              <div>
                <div className="text-sm text-muted-foreground">{label}</div>
                <div className="text-2xl font-semibold">{value}</div>
              </div>
            </CardContent>
          </Card>
        ))}
      </section>

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
                      <CardTitle>{m.name}</CardTitle>
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
