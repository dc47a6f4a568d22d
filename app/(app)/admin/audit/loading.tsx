import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function AuditLoading() {
  return (
    <div className="space-y-6">
      <PageHeader title="Audit log" subtitle={<span role="status">Loading the audit log...</span>} />
      <TableSkeleton rows={12} columns={5} withToolbar />
    </div>
  );
}
