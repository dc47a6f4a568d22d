import { Skeleton } from '@/components/ui/skeleton';

export default function CustomerLoading() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading customer">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-80" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
