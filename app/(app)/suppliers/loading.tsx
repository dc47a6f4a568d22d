import { TableSkeleton } from '@/components/data-table';
import { Skeleton } from '@/components/ui/skeleton';

export default function SuppliersLoading() {
  return (
    <div className="space-y-5">
      <div className="flex items-start justify-between">
        <div className="space-y-2">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-80" />
        </div>
        <Skeleton className="h-9 w-36" />
      </div>
      <TableSkeleton rows={15} columns={9} withToolbar />
    </div>
  );
}
