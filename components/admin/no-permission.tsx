import { ShieldAlert } from '@/components/ui/icons';
import { EmptyState } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';

/** What a signed-in user sees on a screen their role may not open (CONTRACT §9), instead of its data. */
export function NoPermission({ title, what }: { title: string; what: string }) {
  return (
    <div className="space-y-6">
      <PageHeader title={title} />
      <div className="rounded-md border bg-card">
        <EmptyState icon={ShieldAlert} title="No permission" description={`You do not have permission to ${what}. Ask an administrator if you need it.`} />
      </div>
    </div>
  );
}
