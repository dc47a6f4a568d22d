import { TableSkeleton } from '@/components/data-table';

export default function ProductsLoading() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Products Catalog</h1>
        <p className="text-sm text-muted-foreground">Manage your product master data</p>
      </div>
      <TableSkeleton rows={10} columns={6} withToolbar />
    </div>
  );
}
