import type * as React from 'react';
import { cn } from '@/lib/utils';

/** What an empty value reads as in every description list. */
export const EMPTY_VALUE = '—';

/**
 * A record's fields as label/value pairs (`<dl>`): `stacked` puts each label above its value in a grid of
 * `columns` (overview cards); `rows` puts label and value side by side, one field per row with dividers (info cards).
 */
export function DescriptionList({
  layout = 'stacked',
  columns = 2,
  children,
  className,
}: {
  layout?: 'stacked' | 'rows';
  columns?: 1 | 2 | 3 | 4;
  children: React.ReactNode;
  className?: string;
}) {
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' }[columns];
  return (
    <dl data-layout={layout} className={cn('group/dl', layout === 'rows' ? 'divide-y' : cn('grid gap-4', grid), className)}>
      {children}
    </dl>
  );
}

/** One field of a DescriptionList; an empty value (null, undefined, '') reads "—". */
export function DescriptionItem({ label, children, muted, className, testId }: { label: string; children?: React.ReactNode; muted?: boolean; className?: string; testId?: string }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div
      data-testid={testId}
      className={cn(
        'grid content-start gap-0.5 group-data-[layout=rows]/dl:grid-cols-[minmax(8rem,40%)_1fr] group-data-[layout=rows]/dl:gap-3 group-data-[layout=rows]/dl:py-1.5 group-data-[layout=rows]/dl:text-sm',
        className,
      )}
    >
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase group-data-[layout=rows]/dl:text-sm group-data-[layout=rows]/dl:font-normal group-data-[layout=rows]/dl:tracking-normal group-data-[layout=rows]/dl:normal-case">
        {label}
      </dt>
      <dd className={cn('break-words whitespace-pre-line', (muted || empty) && 'text-muted-foreground')}>{empty ? EMPTY_VALUE : children}</dd>
    </div>
  );
}
