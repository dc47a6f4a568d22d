import { Boxes, Plus } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { DataTablePagination, EmptyState } from '@/components/data-table';
import { AddMoldDialog } from '@/components/molds/add-mold-dialog';
import { HealthSummary } from '@/components/molds/health-summary';
import { MoldsTable } from '@/components/molds/molds-table';
import { MoldsToolbar } from '@/components/molds/molds-toolbar';
import { Button } from '@/components/ui/button';
import { requireContext } from '@/lib/auth/session';
import { MOLDS_PER_PAGE } from '@/lib/molds/constants';
import { hasFilters, moldListHref, parseMoldListParams, toServiceQuery } from '@/lib/molds/list-params';
import { listMoldsPage, moldHealthSummary } from '@/lib/molds/service';

export const metadata: Metadata = { title: 'Mold Management' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /molds. Paged in SQL (25 a page, state in the URL): at 5,000 molds / 500,000 usage records a page takes
 * 6–14 ms where the whole list takes 120–310 ms and 3.5 MB of JSON (scripts/bench/molds.ts, PGlite and
 * PostgreSQL). The health chips count every mold matching the other filters.
 */
export default async function MoldsPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const params = parseMoldListParams(await searchParams);
  const [page, summary] = await Promise.all([
    listMoldsPage(ctx, toServiceQuery(params, MOLDS_PER_PAGE)),
    moldHealthSummary(ctx, toServiceQuery(params, MOLDS_PER_PAGE, { withHealth: false })),
  ]);
  if (page.data.length === 0 && page.total > 0 && params.page > 1) redirect(moldListHref(params, { page: page.last_page }));
  const filtered = hasFilters(params);

  const addButton = (
    <Button>
      <Plus aria-hidden /> Add Mold
    </Button>
  );

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
      action={<AddMoldDialog trigger={<Button>+ Add Your First Mold</Button>} />}
    />
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Mold Management</h1>
          <p className="text-sm text-muted-foreground">Molds, shot counts and shot-based maintenance</p>
        </div>
        <AddMoldDialog trigger={addButton} />
      </div>

      {(summary.total > 0 || filtered) && <HealthSummary summary={summary} params={params} />}
      {(summary.total > 0 || filtered) && <MoldsToolbar />}

      <MoldsTable molds={page.data} emptyState={emptyState} />

      {page.total > 0 && (
        <DataTablePagination page={page.current_page} lastPage={page.last_page} total={page.total} perPage={page.per_page} from={page.from ?? undefined} to={page.to ?? undefined} itemLabel="molds" />
      )}
    </div>
  );
}
