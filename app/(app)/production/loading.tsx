import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function ProductionLoading() {
  return (
    <div className="space-y-5">
      <PageHeader title="Production Planning" subtitle={<span role="status">Loading work orders...</span>} />
      <TableSkeleton rows={10} columns={8} withToolbar />
    </div>
  );
}
