import { TableSkeleton } from '@/components/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { CUSTOMERS_PER_PAGE } from '@/lib/customers/constants';

export default function CustomersLoading() {
  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between">
        <div className="space-y-2">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-72" />
        </div>
        <Skeleton className="h-9 w-36" />
      </div>
      <TableSkeleton rows={CUSTOMERS_PER_PAGE} columns={7} withToolbar />
    </div>
  );
}
