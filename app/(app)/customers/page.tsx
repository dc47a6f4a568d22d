import { Suspense } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchX, Users } from 'lucide-react';
import { DataTablePagination, EmptyState, SearchBox, TableSkeleton } from '@/components/data-table';
import { CustomersTable, type CustomerListRow } from '@/components/customers/customers-table';
import { NewCustomerButton } from '@/components/customers/new-customer-button';
import { Button } from '@/components/ui/button';
import { requireContext } from '@/lib/auth/session';
import { CUSTOMERS_PER_PAGE, listCustomers } from '@/lib/customers/service';
import type { ServiceContext } from '@/lib/service-context';

export const metadata: Metadata = { title: 'Customers' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** /customers: page and search live in the URL; paging and search run in SQL (listCustomers). */
export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await requireContext();
  const params = await searchParams;
  const search = first(params.search)?.trim() ?? '';
  const page = first(params.page) ?? '1';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Customers</h1>
          <p className="text-sm text-muted-foreground">Customer master data: contacts, addresses, credit and terms.</p>
        </div>
        <NewCustomerButton />
      </div>
      <SearchBox placeholder="Search by code, company name or email..." label="Search customers" />
      <Suspense key={`${search}|${page}`} fallback={<TableSkeleton rows={CUSTOMERS_PER_PAGE} columns={7} />}>
        <CustomersResults ctx={ctx} search={search} page={page} />
      </Suspense>
    </div>
  );
}

async function CustomersResults({ ctx, search, page }: { ctx: ServiceContext; search: string; page: string }) {
  const result = await listCustomers(ctx, { search, page, per_page: String(CUSTOMERS_PER_PAGE) });
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

  let emptyState: React.ReactNode;
  if (result.total === 0 && !search) {
    emptyState = <EmptyState icon={Users} title="No Customers Yet" description="Add your first customer to start quoting and taking orders." action={<NewCustomerButton label="Add Your First Customer" />} />;
  } else if (result.total === 0) {
    emptyState = (
      <EmptyState
        icon={SearchX}
        title="No customers found"
        description={`No customer code, company name or email contains "${search}".`}
        action={
          <Button asChild variant="outline">
            <Link href="/customers">Clear search</Link>
          </Button>
        }
      />
    );
  } else {
    emptyState = (
      <EmptyState
        title={`Page ${result.current_page} is past the end`}
        description={`There ${result.last_page === 1 ? 'is 1 page' : `are ${result.last_page} pages`} of customers.`}
        action={
          <Button asChild variant="outline">
            <Link href={`/customers?${new URLSearchParams({ ...(search ? { search } : {}), page: String(result.last_page) })}`}>Go to the last page</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="space-y-4">
      <CustomersTable rows={rows} emptyState={emptyState} />
      {result.total > 0 && <DataTablePagination page={result.current_page} lastPage={result.last_page} total={result.total} perPage={result.per_page} from={result.from ?? undefined} to={result.to ?? undefined} itemLabel="customers" />}
    </div>
  );
}
