import { Boxes, Plus } from '@/components/ui/icons';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { HealthSummary } from '@/components/molds/health-summary';
import { MoldFormDialog } from '@/components/molds/lazy-dialogs';
import { MoldsTable } from '@/components/molds/molds-table';
import { MoldsToolbar } from '@/components/molds/molds-toolbar';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { moldList } from '@/lib/molds/list-state';
import { listMoldsPage, moldHealthSummary } from '@/lib/molds/service';

export const metadata: Metadata = { title: 'Mold Management' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /molds. Paged in SQL (state in the URL): a plant's thousands of molds with their usage are never read whole for
 * a screen (scripts/bench/molds.ts; figures in docs/PERFORMANCE.md). The health chips count every mold matching
 * the other filters.
 */
export default async function MoldsPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = moldList.load(await searchParams);
  const [page, summary] = await Promise.all([listMoldsPage(ctx, state), moldHealthSummary(ctx, { ...state, health: undefined })]);
  redirectPastEnd(page, (n) => moldList.href(state, { page: n }));
  const filtered = moldList.isFiltered(state);
  const mayWrite = can(ctx.user, 'molds.write');

  const emptyState = filtered ? (
    <EmptyState
      icon={Boxes}
      title="No Molds Found"
      description="No molds match these filters."
      action={
        <Button asChild variant="outline">
          <Link href="/molds">Clear filters</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Boxes}
      title="No Molds Found"
      description="Register your molds to count their shots and plan maintenance before they wear out."
      action={mayWrite ? <MoldFormDialog trigger={<Button>+ Add Your First Mold</Button>} /> : undefined}
    />
  );

  return (
    <div className="space-y-5">
      <PageHeader
        title="Mold Management"
        subtitle="Molds, shot counts and shot-based maintenance"
        actions={
          <>
            <ExportButton href={moldList.exportHref(state, '/api/molds/export')} />
            {mayWrite && (
              <MoldFormDialog
                trigger={
                  <Button>
                    <Plus aria-hidden /> Add Mold
                  </Button>
                }
              />
            )}
          </>
        }
      />

      {(summary.total > 0 || filtered) && <HealthSummary summary={summary} list={moldList.url} />}
      {(summary.total > 0 || filtered) && <MoldsToolbar list={moldList.url} />}

      <MoldsTable molds={page.data} emptyState={emptyState} state={state} />

      {page.total > 0 && (
        <ListPagination list={moldList} state={state} page={page} itemLabel="molds" />
      )}
    </div>
  );
}
