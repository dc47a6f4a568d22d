import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function ShippingLoading() {
  return (
    <div className="space-y-5">
      <PageHeader title="Shipping" subtitle={<span role="status">Loading shipments...</span>} />
      <TableSkeleton rows={10} columns={7} withToolbar />
    </div>
  );
}
