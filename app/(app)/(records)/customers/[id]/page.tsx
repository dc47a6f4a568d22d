import type { Metadata } from 'next';
import { CustomerDetail } from '@/components/customers/customer-detail';
import { requireContext } from '@/lib/auth/session';
import type { RecordParams } from '@/lib/pages/detail';
import { listCustomerContacts, listCustomerLocations, listCustomerPartNumbers } from '@/lib/sales/customer-records';
import { customerOnTimeDelivery, listSalesOrders } from '@/lib/sales/service';
import { customerRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const customer = await customerRecord.load(params);
  return { title: `${customer.customer_code} ${customer.company_name}` };
}

/** /customers/{id}: read on the server through the same service as GET /api/customers/{id}, under loading.tsx. */
export default async function CustomerDetailPage({ params }: RecordParams) {
  const ctx = await requireContext();
  const customer = await customerRecord.load(params);
  const [orders, onTime, contacts, locations, parts] = await Promise.all([
    listSalesOrders(ctx, { customer_id: customer.id, per_page: 10 }),
    customerOnTimeDelivery(ctx, customer.id, 12),
    listCustomerContacts(ctx, customer.id),
    listCustomerLocations(ctx, customer.id),
    listCustomerPartNumbers(ctx, customer.id),
  ]);
  return <CustomerDetail customer={customer} orders={orders} onTime={onTime} records={{ contacts, locations, parts }} />;
}
