import { Tag } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';

/** The way to a label screen from its record (a mold's tag, a work order's traveler, a shipment's cartons): a link drawn as a button. */
export function LabelLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} data-slot="button" className={buttonVariants({ variant: 'outline' })}>
      <Tag aria-hidden="true" /> {children}
    </Link>
  );
}
