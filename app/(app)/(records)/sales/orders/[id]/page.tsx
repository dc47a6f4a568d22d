import type { Metadata } from 'next';
import { SalesOrderDetail } from '@/components/sales/order-detail';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { salesOrderRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const order = await salesOrderRecord.load(params);
  return { title: `${order.order_number} · ${order.customer.company_name}` };
}

/** /sales/orders/{id}: read through the same service as GET /api/sales-orders/{id}; buttons only for roles that may. */
export default async function SalesOrderPage({ params }: RecordPageProps) {
  const ctx = await requireContext();
  const order = await salesOrderRecord.load(params);
  return (
    <SalesOrderDetail
      order={order}
      access={{ sales: can(ctx.user, 'sales.write'), ship: can(ctx.user, 'shipments.write'), override: can(ctx.user, 'overrides.approve') }}
    />
  );
}
