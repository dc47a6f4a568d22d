import { getDb } from '@/db/client';
import { customers, type Customer, type NewCustomer } from '@/db/schema';
import { nextCustomerCode } from '@/lib/customers/service';
import { uid } from '../helpers';

/**
 * A customer row straight in the table, for any test that needs one (molds, products, the customers API's
 * updates and lists): a real code from the sequence (CN…), a unique company name and email, a contact.
 * Tests of POST /api/customers create through the API instead.
 */
export async function makeCustomer(overrides: Partial<NewCustomer> = {}): Promise<Customer> {
  const id = uid();
  const [row] = await getDb()
    .insert(customers)
    .values({
      customerCode: nextCustomerCode,
      companyName: `Acme Plastics ${id}`,
      contactPerson: 'Dana Reyes',
      email: `buyer-${id}@example.test`,
      ...overrides,
    })
    .returning();
  return row;
}
