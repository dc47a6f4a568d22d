import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function PurchasingLoading() {
  return (
    <div className="space-y-5">
      <PageHeader title="Purchasing" subtitle={<span role="status">Loading purchase orders...</span>} />
      <TableSkeleton rows={10} columns={7} withToolbar />
    </div>
  );
}
