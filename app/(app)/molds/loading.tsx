import { TableSkeleton } from '@/components/data-table';

export default function MoldsLoading() {
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Mold Management</h1>
        <p className="text-sm text-muted-foreground" role="status">
          Loading molds...
        </p>
      </div>
      <TableSkeleton rows={10} columns={7} withToolbar />
    </div>
  );
}
