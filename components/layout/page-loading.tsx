import { Spinner } from '@/components/ui/spinner';

/**
 * A page's loading.tsx when it has no better skeleton. Every page segment has its own loading.tsx: there is
 * none on the (app) group, so record pages can answer 404 before anything streams (lib/pages/detail.ts).
 */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground" role="status">
      <Spinner label="" /> {label}
    </div>
  );
}
