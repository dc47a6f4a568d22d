import Link from 'next/link';
import { ArrowLeft, UserX } from 'lucide-react';
import { EmptyState } from '@/components/data-table';
import { Button } from '@/components/ui/button';

export default function CustomerNotFound() {
  return (
    <div className="space-y-6">
      <Link href="/customers" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Customers
      </Link>
      <EmptyState
        icon={UserX}
        title="Customer not found"
        description="There is no customer at this address. It may have been mistyped."
        action={
          <Button asChild>
            <Link href="/customers">Go to the customer list</Link>
          </Button>
        }
        className="rounded-xl border bg-card"
      />
    </div>
  );
}
