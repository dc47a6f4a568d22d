import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function UsersLoading() {
  return (
    <div className="space-y-6">
      <PageHeader title="Users" subtitle={<span role="status">Loading users...</span>} />
      <TableSkeleton rows={10} columns={7} withToolbar />
    </div>
  );
}
