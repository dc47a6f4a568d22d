'use client';

import * as React from 'react';
import { TextareaField, TextField } from '@/components/form/fields';
import type { PartyField } from '@/lib/parties/fields';

/** The shared fields as the New/Edit dialogs hold them (every input is text while editing). */
type PartyFormValues = Record<PartyField, string>;

/** One titled group of a party form (Company, Contact, Address, Terms). */
export function PartySection({ legend, columns = 2, children }: { legend: string; columns?: 2 | 3; children: React.ReactNode }) {
  return (
    <fieldset className={columns === 3 ? 'grid items-start gap-4 sm:grid-cols-3' : 'grid items-start gap-4 sm:grid-cols-2'}>
      <legend className="mb-2 text-sm font-semibold text-muted-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Company Legal Name and DBA Name: the first fields of a party's Company group (its code, status and rating beside them are the module's). */
export function PartyNameFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <TextField<PartyFormValues> name="company_name" label="Company Legal Name" required autoComplete="organization" autoFocus={autoFocus} />
      <TextField<PartyFormValues> name="dba_name" label="DBA Name" />
    </>
  );
}

export function PartyTaxIdField() {
  return <TextField<PartyFormValues> name="tax_id" label="Tax ID" />;
}

/** The Contact group: contact person, email, phone, mobile. */
export function PartyContactFields() {
  return (
    <PartySection legend="Contact">
      <TextField<PartyFormValues> name="contact_person" label="Contact Person" autoComplete="name" />
      <TextField<PartyFormValues> name="email" label="Email" type="email" autoComplete="email" />
      <TextField<PartyFormValues> name="phone" label="Phone" type="tel" autoComplete="tel" />
      <TextField<PartyFormValues> name="mobile" label="Mobile" type="tel" />
    </PartySection>
  );
}

export type PartyAddressLabels = {
  /** billing_address: "Billing Address" (a customer), "Street Address" (a supplier). */
  billing: string;
  /** shipping_address: "Shipping Address", "Ship-From Address". */
  shipping: string;
  /** What an empty shipping address means. */
  shippingHint: string;
};

/** The Address group: the two addresses (named as the party uses them), city, state, postal code, country. */
export function PartyAddressFields({ labels }: { labels: PartyAddressLabels }) {
  return (
    <PartySection legend="Address">
      <TextareaField<PartyFormValues> name="billing_address" label={labels.billing} rows={2} />
      <TextareaField<PartyFormValues> name="shipping_address" label={labels.shipping} rows={2} description={labels.shippingHint} />
      <TextField<PartyFormValues> name="city" label="City" />
      <TextField<PartyFormValues> name="state" label="State" />
      <TextField<PartyFormValues> name="postal_code" label="Postal Code" />
      <TextField<PartyFormValues> name="country" label="Country" />
    </PartySection>
  );
}
