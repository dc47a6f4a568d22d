import { PageHeader } from '@/components/layout/page-header';
import { PrintButton } from '@/components/layout/print-button';
import Link from '@/components/ui/link';
import { LABEL_SIZES, type LabelSize } from '@/lib/labels/sizes';
import { cn } from '@/lib/utils';

/**
 * The label screens (a lot label, a mold tag, a work-order traveler, a shipment's carton labels): a header with
 * the way back, the size selector (`?size=`) and Print, then the labels at their real size. In print only the
 * labels go out, one per page, each page exactly the label (the named pages `label-<size>` of app/globals.css, no
 * margin); the app's navigation is left out by the same print styles as every other printed page.
 */
export function LabelPage({
  title,
  subtitle,
  back,
  path,
  offered,
  size,
  notice,
  children,
}: {
  title: string;
  subtitle?: string;
  back: { href: string; label: string };
  /** The label page's own path, for the size links. */
  path: string;
  offered: readonly LabelSize[];
  size: LabelSize;
  /** A word before printing (a code that needs a finer printer at this size); not printed. */
  notice?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div data-print="hide" className="space-y-4">
        <PageHeader back={back} title={title} subtitle={subtitle} actions={<PrintButton />} />
        {offered.length > 1 && (
          <nav aria-label="Label size" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Size</span>
            <span className="inline-flex overflow-hidden rounded-md border">
              {offered.map((s) => (
                <Link
                  key={s}
                  href={`${path}?size=${s}`}
                  scroll={false}
                  aria-current={s === size ? 'page' : undefined}
                  className={cn('border-l px-3 py-1.5 first:border-l-0', s === size ? 'bg-primary font-medium text-primary-foreground' : 'hover:bg-muted')}
                >
                  {LABEL_SIZES[s].name}
                </Link>
              ))}
            </span>
            <span className="text-muted-foreground">Print at 100 % (actual size), no margins.</span>
          </nav>
        )}
        {notice && (
          <p role="note" className="max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}
      </div>
      <div data-label-sheet className="flex flex-wrap items-start gap-6">
        {children}
      </div>
    </div>
  );
}

/** One label (one printed page): exactly `size`, black on white, what does not fit is cut, never spilled. */
export function Label({ size, name, className, children }: { size: LabelSize; name: string; className?: string; children: React.ReactNode }) {
  const box = LABEL_SIZES[size];
  return (
    <section aria-label={name} data-label={size} style={{ width: box.width, height: box.height }} className={cn('shrink-0 overflow-hidden rounded-sm border border-slate-400 bg-white text-black', className)}>
      {children}
    </section>
  );
}

/** A caption over a value on a label (`Lot`, `Qty`, …). */
export function LabelField({ label, children, className, valueClassName }: { label: string; children: React.ReactNode; className?: string; valueClassName?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-[7pt] font-semibold uppercase tracking-wide">{label}</p>
      <p className={cn('truncate', valueClassName)}>{children}</p>
    </div>
  );
}
