import Link from '@/components/ui/link';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';

type PageHeaderProps = {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Buttons on the right (New…, Edit…, Export). */
  actions?: React.ReactNode;
  /** Badges or facts beside the title (status, health). */
  badges?: React.ReactNode;
  /** A back link above the title: `{ href: '/molds', label: 'Back to Molds' }`. */
  back?: { href: string; label: string };
  className?: string;
};

/** The one page header of every screen: optional back link, the page's <h1>, subtitle, badges and actions. */
export function PageHeader({ title, subtitle, actions, badges, back, className }: PageHeaderProps) {
  return (
    <div className={cn('space-y-2', className)}>
      {back && (
        <Link href={back.href} data-print="hide" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {badges}
          </div>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {actions && (
          <div data-print="hide" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}
