import type { Metadata } from 'next';
import { LabelPage } from '@/components/labels/label-page';
import { Traveler } from '@/components/labels/traveler';
import { requireContext } from '@/lib/auth/session';
import { getBomForProduct } from '@/lib/boms/service';
import { NotFoundError } from '@/lib/errors';
import { chosenSize } from '@/lib/labels/sizes';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { workOrderRecord } from '../record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const order = await workOrderRecord.load(params);
  return { title: `Traveler ${order.work_order_number}` };
}

const SIZES = ['letter', 'a4'] as const;

/** /production/work-orders/{id}/traveler: the page that travels with the parts — the order, its steps, a code for each. */
export default async function TravelerPage({ params, searchParams }: RecordPageProps) {
  const [ctx, order, query] = await Promise.all([requireContext(), workOrderRecord.load(params), searchParams]);
  const bom = await getBomForProduct(ctx, order.product_id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  const size = chosenSize(SIZES, query.size);
  return (
    <LabelPage
      title={`Traveler ${order.work_order_number}`}
      subtitle={`${order.product.product_code} · ${order.product.product_name}`}
      back={{ href: `/production/work-orders/${order.id}`, label: `Back to ${order.work_order_number}` }}
      path={`/production/work-orders/${order.id}/traveler`}
      offered={SIZES}
      size={size}
    >
      <Traveler order={order} bom={bom} size={size} />
    </LabelPage>
  );
}
