import { Button } from '@/components/ui/button';
import { Eye } from '@/components/ui/icons';
import Link from '@/components/ui/link';

/** A list row's "View" button: opens the record, named for screen readers by what the row is ("View MLD-001"). */
export function ViewButton({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} aria-label={`View ${name}`}>
        <Eye aria-hidden="true" /> View
      </Link>
    </Button>
  );
}
