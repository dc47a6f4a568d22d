import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { DollarSign, Hourglass, ShoppingCart, Users } from '@/components/ui/icons';
import { EmptyState, ExportButton } from '@/components/data-table';
import { CrmCustomersTable, type CrmCustomerRow } from '@/components/sales/crm-customers-table';
import { SalesHeader } from '@/components/sales/quick-order';
import { ListPagination } from '@/components/data-table/pagination-links';
import { SalesOrdersTable } from '@/components/sales/orders-table';
import { SalesOrdersToolbar } from '@/components/sales/orders-toolbar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requireContext } from '@/lib/auth/session';
import { crmCustomerSort } from '@/lib/customers/list-state';
import { pageLocation } from '@/lib/list/sort';
import { listCustomers } from '@/lib/customers/service';
import { redirectPastEnd } from '@/lib/list/past-end';
import { salesOrderList } from '@/lib/sales/list-state';
import { listSalesOrders, salesStats } from '@/lib/sales/service';
import { formatMoney, formatNumber } from '@/lib/utils';

export const metadata: Metadata = { title: 'Sales & CRM' };

/** The CRM tab shows the first 100 customers (spec 02 §9). */
const CRM_CUSTOMERS = 100;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SalesPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const query = await searchParams;
  const order = crmCustomerSort.load(query);
  const sorted = Object.values(crmCustomerSort.keys).some((key) => query[key] !== undefined);
  const state = salesOrderList.load(query);
  const [stats, customers, orders] = await Promise.all([salesStats(ctx), listCustomers(ctx, { per_page: CRM_CUSTOMERS, sort: order.sort, dir: order.dir }), listSalesOrders(ctx, state)]);
  redirectPastEnd(orders, (n) => salesOrderList.href(state, { page: n }));
  const filtered = salesOrderList.isFiltered(state);
  const crmRows: CrmCustomerRow[] = customers.data.map((c) => ({
    id: c.id,
    customer_code: c.customer_code,
    company_name: c.company_name,
    dba_name: c.dba_name,
    contact: c.contact_person || c.email,
    status: c.status,
  }));

  return (
    <div className="space-y-6">
      <SalesHeader />

      <StatGrid label="Sales figures">
        <StatCard label="Total Orders" value={formatNumber(stats.total_orders)} icon={ShoppingCart} tone="info" testId="stat-total-orders" />
        <StatCard label="Active Customers" value={formatNumber(stats.active_customers)} icon={Users} tone="info" testId="stat-active-customers" />
        <StatCard label="Revenue MTD" value={formatMoney(stats.revenue_mtd)} hint="Value shipped this month" icon={DollarSign} tone="good" testId="stat-revenue-mtd" />
        <StatCard label="Pending Orders" value={formatNumber(stats.pending_orders)} hint="Confirmed and partially shipped" icon={Hourglass} tone="warning" href="/sales?status=confirmed,partially_shipped" testId="stat-pending-orders" />
      </StatGrid>

      <Tabs defaultValue={sorted ? 'customers' : 'orders'}>
        <TabsList>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="customers">Customers</TabsTrigger>
        </TabsList>

        <TabsContent value="orders" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <SalesOrdersToolbar list={salesOrderList.url} />
            <ExportButton href={salesOrderList.exportHref(state, '/api/sales-orders/export')} label="Export orders (CSV)" />
          </div>
          <SalesOrdersTable
            orders={orders.data}
            state={state}
            emptyState={
              <EmptyState
                icon={ShoppingCart}
                title={filtered ? 'No Matching Orders' : 'No Orders Yet'}
                description={filtered ? 'No sales orders match these filters.' : 'Orders created with the Quick Order appear here.'}
                action={
                  filtered ? (
                    <Button asChild variant="outline">
                      <Link href="/sales">Clear filters</Link>
                    </Button>
                  ) : undefined
                }
              />
            }
          />
          {orders.total > 0 && <ListPagination list={salesOrderList} state={state} page={orders} itemLabel="orders" />}
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
