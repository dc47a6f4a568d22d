import * as React from 'react';
import { Pencil } from '@/components/ui/icons';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { can } from '@/lib/auth/permissions';
import { currentUser } from '@/lib/auth/session';
import type { CustomerDto } from '@/lib/customers/dto';
import { formatCreditLimit } from '@/lib/customers/display';
import { EMPTY_VALUE } from '@/lib/utils';
import { CustomerFormDialog } from './lazy-dialogs';
import { CustomerStatusBadge } from './customer-status-badge';

const COMING_SOON = [
  { value: 'locations', label: 'Locations', text: 'Customer locations will be available soon.' },
  { value: 'contacts', label: 'Contacts', text: 'Customer contacts will be available soon.' },
  { value: 'parts', label: 'Part Cross-References', text: 'Part cross-references will be available soon.' },
];

/**
 * /customers/{id} once its record is loaded (the route loads it and answers 404): the header with the back
 * link, status and Edit (for roles that may change customers), the four cards and the tabs to come.
 */
export async function CustomerDetail({ customer }: { customer: CustomerDto }) {
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

      <Tabs defaultValue="locations">
        <TabsList>
          {COMING_SOON.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {COMING_SOON.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <Card>
              <CardContent className="py-6 text-center text-sm text-muted-foreground">{t.text}</CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-line">{empty ? <span className="text-muted-foreground">{EMPTY_VALUE}</span> : children}</dd>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">{children}</dl>
      </CardContent>
    </Card>
  );
}

/** The four cards of /customers/{id}: Basic Information, Financial Information, Address, Notes (only if present). */
export function CustomerInfoCards({ customer: c }: { customer: CustomerDto }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <InfoCard title="Basic Information">
        <Field label="Customer Code">
          <span className="font-mono">{c.customer_code}</span>
        </Field>
        <Field label="Company Legal Name">{c.company_name}</Field>
        <Field label="DBA Name">{c.dba_name}</Field>
        <Field label="Contact Person">{c.contact_person}</Field>
        <Field label="Email">
          {c.email && (
            <a href={`mailto:${c.email}`} className="text-primary hover:underline">
              {c.email}
            </a>
          )}
        </Field>
        <Field label="Phone">{c.phone}</Field>
        <Field label="Mobile">{c.mobile}</Field>
      </InfoCard>

      <InfoCard title="Financial Information">
        <Field label="Payment Terms">{c.payment_terms_text}</Field>
        <Field label="Credit Limit">{formatCreditLimit(c.credit_limit, c.currency)}</Field>
        <Field label="Currency">{c.currency}</Field>
        <Field label="Tax ID">{c.tax_id}</Field>
      </InfoCard>

      <InfoCard title="Address">
        <Field label="Billing Address">{c.billing_address}</Field>
        <Field label="Shipping Address">{c.shipping_address || (c.billing_address ? <span className="text-muted-foreground">Same as billing</span> : null)}</Field>
        <Field label="City">{c.city}</Field>
        <Field label="State">{c.state}</Field>
        <Field label="Postal Code">{c.postal_code}</Field>
        <Field label="Country">{c.country}</Field>
      </InfoCard>

      {c.notes && (
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm whitespace-pre-line">{c.notes}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
