'use client';

import Link from '@/components/ui/link';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { routeErrorFor } from './route-errors';

const ADVICE = 'Try again; if it keeps failing, tell your administrator.';

/**
 * What an error.tsx boundary shows: the screen's failure text (spec §8), a retry, and optionally the page
 * heading (so the user still knows where they are) and a way back.
 */
export function RouteError({
  title,
  what,
  reset,
  heading,
  back,
}: {
  /** The failure text, e.g. 'Failed to load products'. */
  title: string;
  /** What could not be loaded, e.g. 'The products catalog could not be loaded.' */
  what: string;
  reset: () => void;
  heading?: { title: string; subtitle?: string };
  back?: { href: string; label: string };
}) {
  return (
    <div className="space-y-6">
      {heading && (
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{heading.title}</h1>
          {heading.subtitle && <p className="text-sm text-muted-foreground">{heading.subtitle}</p>}
        </div>
      )}
      <div className={heading ? 'max-w-xl space-y-4' : 'mx-auto max-w-xl space-y-4 py-10'}>
        <Alert variant="destructive">
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>
            {what} {ADVICE}
          </AlertDescription>
        </Alert>
        <div className="flex gap-2">
          <Button onClick={reset}>Try again</Button>
          {back && (
            <Button asChild variant="outline">
              <Link href={back.href}>{back.label}</Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

/** The failure screen of the page at `pathname` (its text from route-errors.ts), as app/(app)/error.tsx shows it. */
export function ScreenError({ pathname, reset }: { pathname: string; reset: () => void }) {
  return <RouteError {...routeErrorFor(pathname)} reset={reset} />;
}

export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };
