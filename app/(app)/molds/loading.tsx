import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function MoldsLoading() {
  return (
    <div className="space-y-5">
      <PageHeader title="Mold Management" subtitle={<span role="status">Loading molds...</span>} />
      <TableSkeleton rows={10} columns={7} withToolbar />
    </div>
  );
}
