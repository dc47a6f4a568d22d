import { Suspense } from 'react';
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { SearchX, Users } from '@/components/ui/icons';
import { EmptyState, ExportButton, TableSkeleton } from '@/components/data-table';
import { CustomersPagination, CustomersSearch } from '@/components/customers/customer-list-controls';
import { CustomersTable, type CustomerListRow } from '@/components/customers/customers-table';
import { NewCustomerButton } from '@/components/customers/new-customer-button';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { requireContext } from '@/lib/auth/session';
import { can } from '@/lib/auth/permissions';
import { customerList, type CustomerListState } from '@/lib/customers/list-state';
import { listCustomers } from '@/lib/customers/service';
import { redirectPastEnd } from '@/lib/list/past-end';
import type { ServiceContext } from '@/lib/service-context';

export const metadata: Metadata = { title: 'Customers' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /customers: page and search live in the URL (customerList); paging and search run in SQL (listCustomers). */
export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireContext();
  const state = customerList.load(await searchParams);
  const canWrite = can(ctx.user, 'customers.write');

  return (
    <div className="space-y-6">
      <PageHeader title="Customers" subtitle="Customer master data: contacts, addresses, credit and terms." actions={
          <>
            <ExportButton href={customerList.exportHref(state, '/api/customers/export')} />
            {canWrite && <NewCustomerButton />}
          </>
        }
      />
      <CustomersSearch list={customerList.url} />
      <Suspense key={customerList.href(state, { page: state.page })} fallback={<TableSkeleton rows={state.per_page} columns={7} />}>
        <CustomersResults ctx={ctx} state={state} canWrite={canWrite} />
      </Suspense>
    </div>
  );
}

async function CustomersResults({ ctx, state, canWrite }: { ctx: ServiceContext; state: CustomerListState; canWrite: boolean }) {
  const result = await listCustomers(ctx, state);
  redirectPastEnd(result, (page) => customerList.href(state, { page }));
  const rows: CustomerListRow[] = result.data.map((c) => ({
    id: c.id,
    customer_code: c.customer_code,
    company_name: c.company_name,
    dba_name: c.dba_name,
    contact_person: c.contact_person,
    email: c.email,
    phone: c.phone,
    city: c.city,
    state: c.state,
    country: c.country,
    status: c.status,
  }));

  const emptyState = customerList.isFiltered(state) ? (
    <EmptyState
      icon={SearchX}
      title="No customers found"
      description={`No customer code, company name or email contains "${state.search}".`}
      action={
        <Button asChild variant="outline">
          <Link href={customerList.pathname}>Clear search</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Users}
      title="No Customers Yet"
      description={canWrite ? 'Add your first customer to start quoting and taking orders.' : 'Customers appear here once the sales team adds them.'}
      action={canWrite && <NewCustomerButton label="Add Your First Customer" />}
    />
  );

  return (
    <div className="space-y-4">
      <CustomersTable rows={rows} emptyState={emptyState} state={state} />
      {result.total > 0 && <CustomersPagination list={customerList.url} page={result.current_page} lastPage={result.last_page} total={result.total} totalIsEstimate={result.total_is_estimate} perPage={result.per_page} from={result.from ?? undefined} to={result.to ?? undefined} />}
    </div>
  );
}
