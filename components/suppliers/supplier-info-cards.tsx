import * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SupplierDto } from '@/lib/suppliers/dto';
import { EMPTY_VALUE, formatNumber } from '@/lib/utils';
import { QualityRatingBadge } from './badges';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">{empty ? <span className="text-muted-foreground">{EMPTY_VALUE}</span> : children}</dd>
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

/** An amount in the supplier's currency (USD when none): "$2,500.00", "CA$900.00". */
export function formatAmount(value: number | null, currency: string | null | undefined): string | null {
  if (value == null) return null;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD' }).format(value);
  } catch {
    return `${formatNumber(value, 2)} ${currency}`;
  }
}

/** Basic Information, Supplier Details, Address and Notes (only if present) — spec §2. */
export function SupplierInfoCards({ supplier: s }: { supplier: SupplierDto }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <InfoCard title="Basic Information">
        <Field label="Company Name">{s.company_name}</Field>
        {s.dba_name && <Field label="DBA Name">{s.dba_name}</Field>}
        <Field label="Supplier Code">
          <span className="font-mono">{s.supplier_code}</span>
        </Field>
        <Field label="Contact">{s.contact_person}</Field>
        <Field label="Email">
          {s.email && (
            <a href={`mailto:${s.email}`} className="text-primary hover:underline">
              {s.email}
            </a>
          )}
        </Field>
        <Field label="Phone">{s.phone}</Field>
      </InfoCard>

      <InfoCard title="Supplier Details">
        <Field label="Payment Terms">{s.payment_terms}</Field>
        <Field label="Lead Time">{s.lead_time_days != null ? `${s.lead_time_days} ${s.lead_time_days === 1 ? 'day' : 'days'}` : null}</Field>
        <Field label="Min Order Value">{formatAmount(s.minimum_order_value, s.currency)}</Field>
        <Field label="Currency">{s.currency || 'USD'}</Field>
        <Field label="Quality Rating">{s.quality_rating ? <QualityRatingBadge rating={s.quality_rating} /> : null}</Field>
      </InfoCard>

      <InfoCard title="Address">
        {s.billing_address && <Field label="Street">{s.billing_address}</Field>}
        <Field label="City">{s.city}</Field>
        <Field label="State">{s.state}</Field>
        <Field label="Postal Code">{s.postal_code}</Field>
        <Field label="Country">{s.country}</Field>
      </InfoCard>

      {s.notes && (
        <Card className="gap-3 lg:col-span-3">
          <CardHeader>
            <CardTitle>Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm whitespace-pre-line">{s.notes}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
