import * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDto } from '@/lib/customers/dto';
import { formatCreditLimit } from '@/lib/customers/display';
import { EMPTY_VALUE } from '@/lib/utils';

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
