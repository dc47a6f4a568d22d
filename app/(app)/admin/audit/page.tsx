import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { ScrollText } from '@/components/ui/icons';
import { AuditTable } from '@/components/admin/audit-table';
import { AuditToolbar } from '@/components/admin/audit-toolbar';
import { NoPermission } from '@/components/admin/no-permission';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { auditFilterChoices, listAudit } from '@/lib/auth/audit-log';
import { auditList } from '@/lib/auth/list-state';
import { contextWith } from '@/lib/auth/session';
import { userOptions } from '@/lib/auth/users';
import { ValidationError } from '@/lib/errors';
import { redirectPastEnd } from '@/lib/list/past-end';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/audit (Admin): every change, sign-in, failure, refusal and sign-out, newest first, with filters. */
export default async function AuditPage({ searchParams }: Props) {
  const ctx = await contextWith('audit.read');
  if (!ctx) return <NoPermission title="Audit log" what="read the audit log" />;
  const state = auditList.load(await searchParams);
  const [users, choices] = await Promise.all([userOptions(ctx), auditFilterChoices(ctx)]);
  let page: Awaited<ReturnType<typeof listAudit>> | null = null;
  let problem: string | null = null;
  try {
    page = await listAudit(ctx, state);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    problem = error.message; // a hand-edited date range: say so instead of failing the page
  }
  if (page) redirectPastEnd(page, (p) => auditList.href(state, { page: p }));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit log"
        subtitle="Changes, sign-ins, failed and throttled sign-ins, sign-outs and refused actions, newest first."
        actions={page && page.total > 0 ? <ExportButton href={auditList.exportHref(state, '/api/audit/export')} /> : undefined}
      />
      <AuditToolbar list={auditList.url} users={users} entities={choices.entities} actions={choices.actions} />
      <FormErrorBanner message={problem} />
      {page && (
        <>
          <AuditTable
            rows={page.data}
            state={state}
            emptyState={
              <EmptyState
                icon={ScrollText}
                title="No entries"
                description={auditList.isFiltered(state) ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'}
                action={
                  auditList.isFiltered(state) ? (
                    <Button asChild variant="outline">
                      <Link href="/admin/audit">Clear filters</Link>
                    </Button>
                  ) : undefined
                }
              />
            }
          />
          {page.total > 0 && (
            <ListPagination list={auditList} state={state} page={page} itemLabel="entries" />
          )}
        </>
      )}
    </div>
  );
}
