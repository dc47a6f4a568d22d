import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function MaintenanceLoading() {
  return (
    <div className="space-y-5">
      <PageHeader title="Maintenance" subtitle={<span role="status">Loading maintenance work orders...</span>} />
      <TableSkeleton rows={10} columns={8} withToolbar />
    </div>
  );
}
