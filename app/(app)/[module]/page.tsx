import { Construction } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { requireUser } from '@/lib/auth/session';
import { moduleByPath } from '@/lib/navigation';

type Props = { params: Promise<{ module: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mod = moduleByPath(`/${(await params).module}`);
  return { title: mod?.name ?? 'Not found' };
}

/** Modules on the navigation that are not built yet answer here (a built module's own folder takes precedence). */
export default async function PlannedModulePage({ params }: Props) {
  await requireUser();
  const mod = moduleByPath(`/${(await params).module}`);
  if (!mod) notFound();
  return (
    <div className="mx-auto max-w-2xl py-8">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <Construction className="size-6 text-amber-600" aria-hidden />
            <CardTitle className="text-2xl">
              <h1>{mod.name}</h1>
            </CardTitle>
            <Badge variant="secondary">Phase {mod.phase}</Badge>
          </div>
          <CardDescription>{mod.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p>
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
