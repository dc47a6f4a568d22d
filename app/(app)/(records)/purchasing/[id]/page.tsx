import type { Metadata } from 'next';
import { PurchaseOrderDetail } from '@/components/purchasing/po-detail';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import type { RecordParams } from '@/lib/pages/detail';
import { purchaseOrderRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const order = await purchaseOrderRecord.load(params);
  return { title: `${order.po_number} · ${order.supplier.company_name}` };
}

/** /purchasing/{id}: read through the same service as GET /api/purchase-orders/{id}. */
export default async function PurchaseOrderPage({ params }: RecordParams) {
  const ctx = await requireContext();
  const order = await purchaseOrderRecord.load(params);
  return (
    <PurchaseOrderDetail
      order={order}
      mayWrite={can(ctx.user, 'purchase_orders.write')}
      mayReceive={can(ctx.user, 'goods_receipts.write')}
      mayOverride={can(ctx.user, 'overrides.approve')}
    />
  );
}
