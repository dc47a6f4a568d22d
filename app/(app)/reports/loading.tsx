import { PageHeader } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';

export default function ReportsLoading() {
  return (
    <div className="space-y-6">
      <PageHeader title="Reports" subtitle={<span role="status">Loading reports...</span>} />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-80" />
      ))}
    </div>
  );
}
