import { Spinner } from '@/components/ui/spinner';

export default function ScorecardDashboardLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner label="" className="size-6" />
      Loading dashboard...
    </div>
  );
}
