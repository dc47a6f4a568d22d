import { Download } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';

/**
 * Export of a list as CSV, filtered as on screen: a plain download link to the list's export route (the session
 * cookie authenticates it; the server streams every row). `href` comes from the list's `exportHref(state, …)`.
 */
export function ExportButton({ href, label = 'Export CSV', size }: { href: string; label?: string; size?: 'sm' }) {
  return (
    <Button asChild variant="outline" size={size}>
      <a href={href} download>
        <Download aria-hidden="true" /> {label}
      </a>
    </Button>
  );
}
