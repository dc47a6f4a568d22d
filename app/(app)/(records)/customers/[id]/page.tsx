import type { Metadata } from 'next';
import { CustomerDetail } from '@/components/customers/customer-detail';
import type { RecordParams } from '@/lib/pages/detail';
import { customerRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const customer = await customerRecord.load(params);
  return { title: `${customer.customer_code} ${customer.company_name}` };
}

/** /customers/{id}: read on the server through the same service as GET /api/customers/{id}, under loading.tsx. */
export default async function CustomerDetailPage({ params }: RecordParams) {
  const customer = await customerRecord.load(params);
  return <CustomerDetail customer={customer} />;
}
