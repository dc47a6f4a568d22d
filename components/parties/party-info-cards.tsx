import * as React from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import type { PartyDto } from '@/lib/parties/dto';


/** A titled card of label/value rows (`DescriptionItem`s). */
export function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList layout="rows">{children}</DescriptionList>
      </CardContent>
    </Card>
  );
}

type PartyInfoCardsProps = {
  party: PartyDto & { notes: string | null };
  /** The party's code and what it is called ("Customer Code", "Supplier Code"). */
  code: { label: string; value: string };
  /** The terms card (a customer's Financial Information, a supplier's Supplier Details): its title and rows (`DescriptionItem`s). */
  terms: { title: string; rows: React.ReactNode };
  /** The two addresses as the party uses them ("Billing Address"/"Shipping Address", "Street Address"/"Ship-From Address"), and what an empty second one reads. */
  addressLabels: { billing: string; shipping: string; sameAs: string };
  /** Cards per row on a wide screen. */
  columns?: 2 | 3;
};

/**
 * A party's record cards, one layout for customers and suppliers: Basic Information (code, names, contact), the
 * module's terms card, Address, and Notes (only if present). Amounts in the terms card go through
 * `formatMoney(value, party.currency)`: a party's money reads in its own currency.
 */
export function PartyInfoCards({ party: p, code, terms, addressLabels, columns = 2 }: PartyInfoCardsProps) {
  return (
    <div className={columns === 3 ? 'grid gap-4 lg:grid-cols-3' : 'grid gap-4 lg:grid-cols-2'}>
      <InfoCard title="Basic Information">
        <DescriptionItem label={code.label}>
          <span className="font-mono">{code.value}</span>
        </DescriptionItem>
        <DescriptionItem label="Company Legal Name">{p.company_name}</DescriptionItem>
        <DescriptionItem label="DBA Name">{p.dba_name}</DescriptionItem>
        <DescriptionItem label="Contact Person">{p.contact_person}</DescriptionItem>
        <DescriptionItem label="Email">
          {p.email && (
            <a href={`mailto:${p.email}`} className="text-primary hover:underline">
              {p.email}
            </a>
          )}
        </DescriptionItem>
        <DescriptionItem label="Phone">{p.phone}</DescriptionItem>
        <DescriptionItem label="Mobile">{p.mobile}</DescriptionItem>
      </InfoCard>

      <InfoCard title={terms.title}>{terms.rows}</InfoCard>

      <InfoCard title="Address">
        <DescriptionItem label={addressLabels.billing}>{p.billing_address}</DescriptionItem>
        <DescriptionItem label={addressLabels.shipping}>
          {p.shipping_address || (p.billing_address ? <span className="text-muted-foreground">{addressLabels.sameAs}</span> : null)}
        </DescriptionItem>
        <DescriptionItem label="City">{p.city}</DescriptionItem>
        <DescriptionItem label="State">{p.state}</DescriptionItem>
        <DescriptionItem label="Postal Code">{p.postal_code}</DescriptionItem>
        <DescriptionItem label="Country">{p.country}</DescriptionItem>
      </InfoCard>

      {p.notes && (
        <Card className={columns === 3 ? 'gap-3 lg:col-span-3' : 'gap-3'}>
          <CardHeader>
            <CardTitle>Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm whitespace-pre-line">{p.notes}</p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
