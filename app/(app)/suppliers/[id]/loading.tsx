import { Spinner } from '@/components/ui/spinner';

/** Spec §2: a spinner while the supplier loads. */
export default function SupplierLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner label="Loading supplier" className="size-6" />
      Loading supplier...
    </div>
  );
}
