import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CustomerInfoCards } from '@/components/customers/customer-detail';
import { SupplierInfoCards } from '@/components/suppliers/supplier-info-cards';
import { customerExample, supplierExample } from '@/lib/openapi/examples';

describe('party info cards', () => {
  it("show a supplier's amounts in the supplier's own currency", () => {
    const html = renderToStaticMarkup(<SupplierInfoCards supplier={{ ...supplierExample, currency: 'EUR', minimum_order_value: 500, credit_limit: 25000 }} />);
    expect(html).toContain('€500.00');
    expect(html).toContain('€25,000.00');
    expect(html).not.toContain('$500.00');
  });

  it("show a customer's credit limit in the customer's own currency, and the shared fields", () => {
    const customer = { ...customerExample, currency: 'CAD', credit_limit: 200000, shipping_address: null, billing_address: '12 Dock St' };
    const html = renderToStaticMarkup(<CustomerInfoCards customer={customer} />);
    expect(html).toContain('CA$200,000.00');
    expect(html).toContain(customer.company_name);
    expect(html).toContain('Same as billing');
  });
});
