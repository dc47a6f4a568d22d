import { TableSkeleton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

export default function ProductsLoading() {
  return (
    <div className="space-y-6">
      <PageHeader title="Products Catalog" subtitle="Manage your product master data" />
      <TableSkeleton rows={10} columns={6} withToolbar />
    </div>
  );
}
