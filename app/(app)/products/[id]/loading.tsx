import { Spinner } from '@/components/ui/spinner';

export default function ProductLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground" role="status">
      <Spinner label="" /> Loading product details...
    </div>
  );
}
