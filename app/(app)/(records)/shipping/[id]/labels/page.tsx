import type { Metadata } from 'next';
import { CartonLabel } from '@/components/labels/carton-label';
import { LabelPage } from '@/components/labels/label-page';
import type { RecordParams } from '@/lib/pages/detail';
import { shipmentRecord } from '../record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const s = await shipmentRecord.load(params);
  return { title: `Carton labels ${s.shipment_number}` };
}

/** /shipping/{id}/labels: a shipment's carton labels, one 4 × 6 in label per shipment line. */
export default async function CartonLabelsPage({ params }: RecordParams) {
  const s = await shipmentRecord.load(params);
  return (
    <LabelPage
      title={`Carton labels ${s.shipment_number}`}
      subtitle={`${s.customer.company_name} · ${s.lines.length} ${s.lines.length === 1 ? 'carton' : 'cartons'}`}
      back={{ href: `/shipping/${s.id}/print`, label: `Back to packing slip ${s.shipment_number}` }}
      path={`/shipping/${s.id}/labels`}
      offered={['4x6']}
      size="4x6"
    >
      {s.lines.map((line) => (
        <CartonLabel key={line.line_id} shipment={s} line={line} of={s.lines.length} />
      ))}
    </LabelPage>
  );
}
