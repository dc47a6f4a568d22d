import * as React from 'react';
import { Pencil } from '@/components/ui/icons';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { can } from '@/lib/auth/permissions';
import { currentUser } from '@/lib/auth/session';
import type { CustomerDto } from '@/lib/customers/dto';
import { PartyInfoCards } from '@/components/parties/party-info-cards';
import { DescriptionItem } from '@/components/ui/description-list';
import { EmptyState } from '@/components/data-table';
import { SalesOrdersTable } from '@/components/sales/orders-table';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { ShoppingCart, Truck } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import type { Paginated } from '@/lib/list/paging';
import { CustomerContacts, CustomerLocations, CustomerPartNumbers } from '@/components/sales/customer-records';
import type { CustomerContactDto, CustomerLocationDto, CustomerPartNumberDto, OnTimeMonth, SalesOrderSummaryDto } from '@/lib/sales/dto';
import { salesOrderList } from '@/lib/sales/list-state';
import { formatMoney, formatNumber } from '@/lib/utils';
import { CustomerFormDialog } from './lazy-dialogs';
import { CustomerStatusBadge } from './customer-status-badge';

/**
 * /customers/{id} once its record is loaded (the route loads it and answers 404): the header with the back
 * link, status and Edit (for roles that may change customers), the cards, on-time delivery and the tabs: orders,
 * ship-to locations, contacts and part cross-references.
 */
export async function CustomerDetail({
  customer,
  orders,
  onTime,
  records,
}: {
  customer: CustomerDto;
  orders: Paginated<SalesOrderSummaryDto>;
  onTime: OnTimeMonth[];
  records: { contacts: CustomerContactDto[]; locations: CustomerLocationDto[]; parts: CustomerPartNumberDto[] };
}) {
  const canEdit = can(await currentUser(), 'customers.write');
  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/customers', label: 'Back to Customers' }}
        title={customer.company_name}
        badges={<CustomerStatusBadge status={customer.status} />}
        subtitle={
          <>
            <span className="font-mono">{customer.customer_code}</span>
            {customer.dba_name && <> · DBA {customer.dba_name}</>}
          </>
        }
        actions={
          canEdit && (
            <CustomerFormDialog
              mode="edit"
              customer={customer}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              }
            />
          )
        }
      />

      <CustomerInfoCards customer={customer} />

      <OnTimeDelivery months={onTime} />

      <Tabs defaultValue="orders">
        <TabsList>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="locations">Locations</TabsTrigger>
          <TabsTrigger value="contacts">Contacts</TabsTrigger>
          <TabsTrigger value="parts">Part Cross-References</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="space-y-2">
          <SalesOrdersTable
            orders={orders.data}
            state={salesOrderList.load({})}
            emptyState={<EmptyState icon={ShoppingCart} title="No Orders Yet" description="This customer's sales orders appear here." />}
          />
          {orders.total > orders.data.length && (
            <p className="text-sm text-muted-foreground">
              The {orders.data.length} newest of {formatNumber(orders.total)} orders.{' '}
              <Link href={`/sales?customer_id=${customer.id}`} className="text-primary hover:underline">
                See them all
              </Link>
              .
            </p>
          )}
        </TabsContent>
        <TabsContent value="locations">
          <CustomerLocations customerId={customer.id} records={records} mayEdit={canEdit} />
        </TabsContent>
        <TabsContent value="contacts">
          <CustomerContacts customerId={customer.id} records={records} mayEdit={canEdit} />
        </TabsContent>
        <TabsContent value="parts">
          <CustomerPartNumbers customerId={customer.id} records={records} mayEdit={canEdit} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** On-time delivery % per month (CONTRACT §10): lines shipped in full on or before their requested date. */
function OnTimeDelivery({ months }: { months: OnTimeMonth[] }) {
  if (!months.length) return null;
  const [latest] = months;
  const total = months.reduce((s, m) => s + m.lines_completed, 0);
  const onTime = months.reduce((s, m) => s + m.on_time, 0);
  return (
    <section aria-labelledby="otd-heading" className="space-y-3">
      <h2 id="otd-heading" className="text-lg font-semibold">
        On-Time Delivery
      </h2>
      <StatGrid label="On-time delivery">
        <StatCard label={`On time, ${latest.month}`} value={`${latest.on_time_percent}%`} hint={`${latest.on_time} of ${latest.lines_completed} lines`} icon={Truck} tone={latest.on_time_percent >= 95 ? 'good' : 'warning'} testId="otd-latest" />
        <StatCard label={`On time, last ${months.length} month${months.length === 1 ? '' : 's'}`} value={`${total ? Math.round((onTime / total) * 1000) / 10 : 0}%`} hint={`${onTime} of ${total} lines`} icon={Truck} tone="info" />
      </StatGrid>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="On-time delivery per month">
        {months.map((m) => (
          <li key={m.month} className="rounded-md border px-3 py-1.5">
            <span className="font-medium">{m.month}</span>: {m.on_time_percent}% <span className="text-muted-foreground">({m.on_time}/{m.lines_completed})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cards of /customers/{id}: Basic Information, Financial Information, Address, Notes (only if present). */
export function CustomerInfoCards({ customer: c }: { customer: CustomerDto }) {
  return (
    <PartyInfoCards
      party={c}
      code={{ label: 'Customer Code', value: c.customer_code }}
      addressLabels={{ billing: 'Billing Address', shipping: 'Shipping Address', sameAs: 'Same as billing' }}
      terms={{
        title: 'Financial Information',
        rows: (
          <>
            <DescriptionItem label="Payment Terms">{c.payment_terms_text}</DescriptionItem>
            <DescriptionItem label="Credit Limit">{formatMoney(c.credit_limit, c.currency)}</DescriptionItem>
            <DescriptionItem label="Currency">{c.currency}</DescriptionItem>
            <DescriptionItem label="Tax ID">{c.tax_id}</DescriptionItem>
          </>
        ),
      }}
    />
  );
}
