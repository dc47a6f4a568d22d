import type { Metadata } from 'next';
import { WorkOrderDetail } from '@/components/production/work-order-detail';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { pageLocation } from '@/lib/list/sort';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { workOrderRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const order = await workOrderRecord.load(params);
  return { title: `${order.work_order_number} · ${order.product.product_name}` };
}

/** /production/work-orders/{id}: read through the same service as GET /api/production/work-orders/{id}. */
export default async function WorkOrderPage({ params, searchParams }: RecordPageProps) {
  const ctx = await requireContext();
  const order = await workOrderRecord.load(params);
  return (
    <WorkOrderDetail
      order={order}
      mayReport={can(ctx.user, 'production_reports.write')}
      mayMove={can(ctx.user, 'work_orders.status')}
      location={pageLocation(`/production/work-orders/${order.id}`, await searchParams)}
    />
  );
}
