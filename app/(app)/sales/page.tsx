import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { DollarSign, Hourglass, ShoppingCart, Users } from '@/components/ui/icons';
import { EmptyState, ExportButton } from '@/components/data-table';
import { CrmCustomersTable, type CrmCustomerRow } from '@/components/sales/crm-customers-table';
import { SalesHeader } from '@/components/sales/quick-order';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requireContext } from '@/lib/auth/session';
import { crmCustomerSort } from '@/lib/customers/list-state';
import { pageLocation } from '@/lib/list/sort';
import { countActiveCustomers, listCustomers } from '@/lib/customers/service';
import { formatNumber } from '@/lib/utils';

export const metadata: Metadata = { title: 'Sales & CRM' };

/** The CRM tab shows the first 100 customers (spec 02 §9). */
const CRM_CUSTOMERS = 100;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SalesPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const query = await searchParams;
  const order = crmCustomerSort.load(query);
  const sorted = Object.values(crmCustomerSort.keys).some((key) => query[key] !== undefined);
  const [activeCustomers, customers] = await Promise.all([countActiveCustomers(ctx), listCustomers(ctx, { per_page: CRM_CUSTOMERS, sort: order.sort, dir: order.dir })]);
  const crmRows: CrmCustomerRow[] = customers.data.map((c) => ({
    id: c.id,
    customer_code: c.customer_code,
    company_name: c.company_name,
    dba_name: c.dba_name,
    contact: c.contact_person || c.email,
    status: c.status,
  }));

  // Orders are not built yet: the spec fixes these at zero.
  const stats = [
    { label: 'Total Orders', value: '0', icon: ShoppingCart },
    { label: 'Active Customers', value: formatNumber(activeCustomers), icon: Users },
    { label: 'Revenue MTD', value: '$0', icon: DollarSign },
    { label: 'Pending Orders', value: '0', icon: Hourglass },
  ];

  return (
    <div className="space-y-6">
      <SalesHeader />

      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Sales figures">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="py-5">
            <CardContent className="flex items-center gap-4">
              <div className="flex size-10 items-center justify-center rounded-full bg-sky-50 text-sky-700">
                <Icon aria-hidden="true" className="size-5" />
              </div>
              <div>
                <div className="text-sm text-muted-foreground">{label}</div>
                <div className="text-2xl font-semibold" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
                  {value}
                </div>
              </div>
            </CardContent>
          </Card>
        ))}
      </section>

      <Tabs defaultValue={sorted ? 'customers' : 'orders'}>
        <TabsList>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="customers">Customers</TabsTrigger>
        </TabsList>

        <TabsContent value="orders">
          <Card className="py-0">
            <EmptyState
              icon={ShoppingCart}
              title="No Orders Yet"
              description="Sales orders will be listed here. Order entry is coming soon."
              action={
                <Button disabled title="Order entry is coming soon">
                  Create Order
                </Button>
              }
            />
          </Card>
        </TabsContent>

        <TabsContent value="customers">
          {customers.total === 0 ? (
            <Card className="py-0">
              <EmptyState
                icon={Users}
                title="No Customers Yet"
                description="Customers you add appear here."
                action={
                  <Button asChild>
                    <Link href="/customers">Go to Customers</Link>
                  </Button>
                }
              />
            </Card>
          ) : (
            <div className="space-y-3">
              <div className="flex justify-end">
                <ExportButton href={`/api/customers/export?${new URLSearchParams(crmCustomerSort.toQuery(order))}`} label="Export all customers (CSV)" />
              </div>
              <CrmCustomersTable rows={crmRows} location={pageLocation('/sales', query)} />
              {customers.total > customers.data.length && (
                <p className="text-sm text-muted-foreground">
                  Showing the first {customers.data.length} of {formatNumber(customers.total)} customers.{' '}
                  <Link href="/customers" className="text-primary hover:underline">
                    See them all on the Customers page
                  </Link>
                  .
                </p>
              )}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
