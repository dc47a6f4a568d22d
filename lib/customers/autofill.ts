/**
 * Autofill shapes derived from a customer search result (spec 01 §3): what a form fills in when a
 * customer is picked. Pure; missing values become '' so they drop straight into controlled inputs.
 */

export type CustomerForAutofill = {
  contact_person?: string | null;
  email?: string | null;
  phone?: string | null;
  billing_address?: string | null;
  shipping_address?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
};

export type AddressFields = { street: string; city: string; state: string; postal_code: string; country: string };
export type AutofillAddress = { billing: AddressFields; shipping: AddressFields };
export type AutofillContact = { contact_name: string; contact_email: string; contact_phone: string };

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

/** Billing and shipping address; the shipping street falls back to the billing address when it is empty. */
export function customerAddress(customer: CustomerForAutofill): AutofillAddress {
  const place = { city: text(customer.city), state: text(customer.state), postal_code: text(customer.postal_code), country: text(customer.country) };
  const billingStreet = text(customer.billing_address);
  return {
    billing: { street: billingStreet, ...place },
    shipping: { street: text(customer.shipping_address) || billingStreet, ...place },
  };
}

export function customerContact(customer: CustomerForAutofill): AutofillContact {
  return { contact_name: text(customer.contact_person), contact_email: text(customer.email), contact_phone: text(customer.phone) };
}

/** One line for display: "12 Main St, Dayton, OH 45402, USA" (empty parts left out). */
export function formatAddressLine(address: AddressFields): string {
  const cityState = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, cityState, address.country].filter(Boolean).join(', ');
}
