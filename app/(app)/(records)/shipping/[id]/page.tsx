import type { Metadata } from 'next';
import { LabelLink } from '@/components/labels/label-link';
import { PageHeader } from '@/components/layout/page-header';
import { CartonCheck } from '@/components/sales/carton-check';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { ScrollText } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { formatDate, formatMoney } from '@/lib/utils';
import { shipmentRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const s = await shipmentRecord.load(params);
  return { title: `Shipment ${s.shipment_number}` };
}

/**
 * /shipping/{id}: the shipment at the dock — its order, customer and carrier, the way to its packing slip and
 * carton labels, and Check cartons (issue 31): scanned carton labels ticked off against its cartons.
 */
export default async function ShipmentPage({ params }: RecordPageProps) {
  const s = await shipmentRecord.load(params);
  return (
    <div className="space-y-5">
      <PageHeader
        back={{ href: `/sales/orders/${s.sales_order.id}`, label: `Back to ${s.sales_order.order_number}` }}
        title={`Shipment ${s.shipment_number}`}
        subtitle={`${s.customer.company_name} · ${s.lines.length} ${s.lines.length === 1 ? 'carton' : 'cartons'}`}
        actions={
          <>
            <Link href={`/shipping/${s.id}/print`} data-slot="button" className={buttonVariants({ variant: 'outline' })}>
              <ScrollText aria-hidden="true" /> Packing slip
            </Link>
            <LabelLink href={`/shipping/${s.id}/labels`}>Carton labels</LabelLink>
          </>
        }
      />
      <Card>
        <CardContent>
          <DescriptionList columns={3}>
            <DescriptionItem label="Sales order">
              <Link href={`/sales/orders/${s.sales_order.id}`} className="font-mono text-primary hover:underline">
                {s.sales_order.order_number}
              </Link>
            </DescriptionItem>
            <DescriptionItem label="Customer">{s.customer.company_name}</DescriptionItem>
            <DescriptionItem label="Customer PO">{s.sales_order.customer_po}</DescriptionItem>
            <DescriptionItem label="Ship date">{formatDate(s.ship_date)}</DescriptionItem>
            <DescriptionItem label="Carrier">{s.carrier}</DescriptionItem>
            <DescriptionItem label="Tracking">{s.tracking_number}</DescriptionItem>
            <DescriptionItem label="Value">{formatMoney(s.value)}</DescriptionItem>
            <DescriptionItem label="Ship to" className="sm:col-span-2">
              {s.ship_to_address && <span className="whitespace-pre-line">{s.ship_to_address}</span>}
            </DescriptionItem>
          </DescriptionList>
        </CardContent>
      </Card>
      <CartonCheck shipmentNumber={s.shipment_number} cartons={s.lines} />
    </div>
  );
}
