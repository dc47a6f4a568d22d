import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function InventoryLoading() {
  return (
    <div className="space-y-5">
      <PageHeader back={{ href: '/dashboard', label: 'Back to Dashboard' }} title="Inventory" subtitle={<span role="status">Loading inventory...</span>} />
      <TableSkeleton rows={10} columns={9} withToolbar />
    </div>
  );
}
