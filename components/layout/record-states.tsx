import { ArrowLeft, SearchX } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

type ListLink = { href: string; label: string };

/**
 * What a record's not-found.tsx shows (HTTP 404, see lib/pages/detail.ts): "Mold not found", why, and the
 * way back to the list.
 */
export function RecordNotFound({ title, text, back }: { title: string; text: string; back: ListLink }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href={back.href}>
          <ArrowLeft aria-hidden="true" /> {back.label}
        </Link>
      </Button>
    </div>
  );
}

/**
 * What a record's loading.tsx shows while the page reads the record: the back link (usable at once), a
 * status text for screen readers and the shape of the page (header, cards, tabs).
 */
export function RecordLoading({ label, back }: { label: string; back: ListLink }) {
  return (
    <div className="space-y-6">
      <Link href={back.href} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="h-8 w-80 max-w-full" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" aria-hidden="true" />
    </div>
  );
}
