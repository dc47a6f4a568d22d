import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { Plus, SearchX, Truck } from '@/components/ui/icons';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { SupplierFormDialog } from '@/components/suppliers/lazy-dialogs';
import { SuppliersTable, type SupplierListRow } from '@/components/suppliers/suppliers-table';
import { SuppliersToolbar } from '@/components/suppliers/suppliers-toolbar';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { redirectPastEnd } from '@/lib/list/past-end';
import { supplierList } from '@/lib/suppliers/list-state';
import { listSuppliers } from '@/lib/suppliers/service';

export const metadata: Metadata = { title: 'Suppliers' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /suppliers: search and rating filter in the URL (supplierList), paged in SQL; each row carries its scorecard
 * summary and open-issue count from the same query (no call per row).
 */
export default async function SuppliersPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const state = supplierList.load(await searchParams);
  const page = await listSuppliers(ctx, state);
  redirectPastEnd(page, (last) => supplierList.href(state, { page: last }));
  const filtered = supplierList.isFiltered(state);
  const mayWrite = can(ctx.user, 'suppliers.write');

  const rows: SupplierListRow[] = page.data.map((s) => ({
    id: s.id,
    supplier_code: s.supplier_code,
    company_name: s.company_name,
    dba_name: s.dba_name,
    contact_person: s.contact_person,
    email: s.email,
    phone: s.phone,
    city: s.city,
    state: s.state,
    country: s.country,
    status: s.status,
    scorecard: s.scorecard,
    open_corrective_actions: s.open_corrective_actions,
  }));

  const emptyState = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No suppliers found"
      description={state.search ? `No supplier code, company name or email contains "${state.search}" with these filters.` : 'No supplier has this rating.'}
      action={
        <Button asChild variant="outline">
          <Link href="/suppliers">Clear filters</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Truck}
      title="No Suppliers Yet"
      description="Add the companies you buy resin, colorants, inserts, packaging and tooling from, then review their performance monthly."
      action={mayWrite ? <SupplierFormDialog trigger={<Button>Add Your First Supplier</Button>} /> : undefined}
    />
  );

  return (
    <div className="space-y-5">
      <PageHeader
        title="Suppliers"
        subtitle="Supplier master data, performance scorecards and corrective actions"
        actions={
          <>
            <ExportButton href={supplierList.exportHref(state, '/api/suppliers/export')} />
            {mayWrite && (
              <SupplierFormDialog
                trigger={
                  <Button>
                    <Plus aria-hidden="true" /> New Supplier
                  </Button>
                }
              />
            )}
          </>
        }
      />
      <SuppliersToolbar list={supplierList.url} />
      <SuppliersTable rows={rows} emptyState={emptyState} state={state} />
      {page.total > 0 && (
        <ListPagination list={supplierList} state={state} page={page} itemLabel="suppliers" />
      )}
    </div>
  );
}
