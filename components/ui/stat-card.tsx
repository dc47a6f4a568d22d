import type * as React from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type StatTone = 'neutral' | 'info' | 'good' | 'warning' | 'bad';

const TONES: Record<StatTone, string> = {
  neutral: 'bg-muted text-foreground',
  info: 'bg-sky-50 text-sky-700',
  good: 'bg-green-50 text-green-700',
  warning: 'bg-amber-50 text-amber-700',
  bad: 'bg-red-50 text-red-700',
};

export type StatCardProps = {
  label: string;
  value: React.ReactNode;
  /** A line under the figure (a unit, "of 1,234", what it counts). */
  hint?: React.ReactNode;
  /** An icon in a tinted circle beside the figure. */
  icon?: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: StatTone;
  /** Makes the whole card a link (a figure that filters a list). */
  href?: string;
  /** Classes of the figure itself (a colour for an alarming value). */
  valueClassName?: string;
  /** `data-testid` of the figure. */
  testId?: string;
  className?: string;
};

/**
 * One figure of a page's stats row — every module draws its figures with this (dashboard, production, shop floor,
 * inventory, costing, sales, suppliers, a product's stock levels). A server component: no JavaScript of its own.
 */
export function StatCard({ label, value, hint, icon: Icon, tone = 'neutral', href, valueClassName, testId, className }: StatCardProps) {
  const body = (
    <CardContent className="flex items-center gap-4 px-4">
      {Icon && (
        <div className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </div>
      )}
      <div className="min-w-0 space-y-0.5">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn('text-2xl font-semibold tabular-nums', valueClassName)} data-testid={testId}>
          {value}
        </p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </CardContent>
  );
  return (
    <Card className={cn('py-4', href && 'transition-colors hover:bg-accent', className)}>
      {href ? (
        <a href={href} className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          {body}
        </a>
      ) : (
        body
      )}
    </Card>
  );
}

/** A row of StatCards: one column on a phone, two on a tablet, `columns` on a desk. */
export function StatGrid({ label, columns = 4, children, className }: { label: string; columns?: 2 | 3 | 4 | 5; children: React.ReactNode; className?: string }) {
  const wide = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' }[columns];
  return (
    <section aria-label={label} className={cn('grid gap-4 sm:grid-cols-2', wide, className)}>
      {children}
    </section>
  );
}
