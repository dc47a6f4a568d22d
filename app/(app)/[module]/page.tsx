import { Construction } from '@/components/ui/icons';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { requireUser } from '@/lib/auth/session';
import { moduleByPath } from '@/lib/navigation';

type Props = { params: Promise<{ module: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mod = moduleByPath(`/${(await params).module}`);
  return { title: mod?.name ?? 'Not found' };
}

/**
 * Modules on the navigation that are not built yet answer here (a built module's own folder takes precedence).
 * No loading.tsx here: an unknown path is decided before anything streams, so it answers HTTP 404.
 */
export default async function PlannedModulePage({ params }: Props) {
  await requireUser();
  const mod = moduleByPath(`/${(await params).module}`);
  if (!mod) notFound();
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-8">
      <PageHeader title={mod.name} subtitle={mod.description} badges={<Badge variant="secondary">Phase {mod.phase}</Badge>} />
      <Card>
        <CardContent className="space-y-4">
          <p className="flex items-center gap-2">
            <Construction className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <strong>This module is planned and not available yet.</strong>
          </p>
          <p className="text-muted-foreground">It will cover: {mod.plan}</p>
          <Button asChild variant="outline">
            <Link href="/dashboard">Back to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
