import { TableSkeleton } from '@/components/data-table';
import { Skeleton } from '@/components/ui/skeleton';

export default function CostingLoading() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-4 w-96" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <TableSkeleton rows={15} columns={9} withToolbar />
    </div>
  );
}
