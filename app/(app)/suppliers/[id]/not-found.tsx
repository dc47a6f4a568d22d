import Link from '@/components/ui/link';
import { PackageX } from '@/components/ui/icons';
import { EmptyState } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';

export default function SupplierNotFound() {
  return (
    <div className="space-y-6">
      <PageHeader back={{ href: '/suppliers', label: 'Back to Suppliers' }} title="Supplier not found" />
      <EmptyState
        icon={PackageX}
        title="There is no supplier at this address"
        description="It may have been mistyped, or the link is out of date."
        action={
          <Button asChild>
            <Link href="/suppliers">Go to the supplier list</Link>
          </Button>
        }
        className="rounded-xl border bg-card"
      />
    </div>
  );
}
