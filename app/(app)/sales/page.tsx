import type { Metadata } from 'next';
import Link from 'next/link';
import { DollarSign, Eye, Hourglass, ShoppingCart, Users } from 'lucide-react';
import { EmptyState } from '@/components/data-table';
import { CustomerStatusBadge } from '@/components/customers/customer-status-badge';
import { SalesHeader } from '@/components/sales/quick-order';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requireContext } from '@/lib/auth/session';
import { countActiveCustomers, listCustomers } from '@/lib/customers/service';
import { EMPTY_VALUE, formatNumber } from '@/lib/utils';

export const metadata: Metadata = { title: 'Sales & CRM' };

/** The CRM tab shows the first 100 customers (spec 02 §9). */
const CRM_CUSTOMERS = 100;

export default async function SalesPage() {
  const ctx = await requireContext();
  const [activeCustomers, customers] = await Promise.all([countActiveCustomers(ctx), listCustomers(ctx, { per_page: String(CRM_CUSTOMERS) })]);

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

      <Tabs defaultValue="orders">
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
              <div className="overflow-hidden rounded-md border bg-card">
                <Table>
                  <caption className="sr-only">Customers</caption>
                  <TableHeader className="bg-muted/40">
                    <TableRow className="hover:bg-transparent">
                      <TableHead className="px-3">Code</TableHead>
                      <TableHead className="px-3">Company</TableHead>
                      <TableHead className="px-3">DBA</TableHead>
                      <TableHead className="px-3">Contact</TableHead>
                      <TableHead className="px-3">Status</TableHead>
                      <TableHead className="px-3 text-right">Actions</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {customers.data.map((c) => (
                      <TableRow key={c.id}>
                        <TableCell className="px-3 font-mono text-sm">{c.customer_code}</TableCell>
                        <TableCell className="px-3 font-medium">{c.company_name}</TableCell>
                        <TableCell className="px-3">{c.dba_name || <span className="text-muted-foreground">{EMPTY_VALUE}</span>}</TableCell>
                        <TableCell className="px-3">{c.contact_person || c.email || <span className="text-muted-foreground">{EMPTY_VALUE}</span>}</TableCell>
                        <TableCell className="px-3">
                          <CustomerStatusBadge status={c.status} />
                        </TableCell>
                        <TableCell className="px-3 text-right">
                          <Button asChild variant="outline" size="sm">
                            <Link href={`/customers/${c.id}`} aria-label={`View ${c.company_name}`}>
                              <Eye aria-hidden="true" />
                              View
                            </Link>
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
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
