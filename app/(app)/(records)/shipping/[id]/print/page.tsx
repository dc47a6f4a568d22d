import type { Metadata } from 'next';
import { LabelLink } from '@/components/labels/label-link';
import { PageHeader } from '@/components/layout/page-header';
import { PrintButton } from '@/components/sales/print-button';
import { buttonVariants } from '@/components/ui/button';
import { ScanBarcode } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { formatDate, formatNumber } from '@/lib/utils';
import { shipmentRecord } from '../record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const s = await shipmentRecord.load(params);
  return { title: `Packing slip ${s.shipment_number}` };
}

/**
 * /shipping/{id}/print (CONTRACT §10): the packing slip — ship-to, the customer's PO and part numbers, each line's
 * quantity and the lots it came from. A print-first page: the Print button and the back link do not print.
 */
export default async function PackingSlipPage({ params }: RecordPageProps) {
  const s = await shipmentRecord.load(params);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="print:hidden">
        <PageHeader
          back={{ href: `/sales/orders/${s.sales_order.id}`, label: `Back to ${s.sales_order.order_number}` }}
          title={`Packing Slip ${s.shipment_number}`}
          actions={
            <>
              <Link href={`/shipping/${s.id}`} data-slot="button" className={buttonVariants({ variant: 'outline', className: 'min-h-11' })}>
                <ScanBarcode aria-hidden="true" /> Check cartons
              </Link>
              <LabelLink href={`/shipping/${s.id}/labels`}>Carton labels</LabelLink>
              <PrintButton />
            </>
          }
        />
      </div>
      <article className="space-y-6 rounded-lg border bg-white p-8 text-sm print:border-0 print:p-0" aria-label="Packing slip">
        <header className="flex flex-wrap justify-between gap-6">
          <div>
            <p className="text-2xl font-bold">PACKING SLIP</p>
            <p className="font-mono">{s.shipment_number}</p>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Ship date</dt>
            <dd>{formatDate(s.ship_date)}</dd>
            <dt className="text-muted-foreground">Sales order</dt>
            <dd className="font-mono">{s.sales_order.order_number}</dd>
            <dt className="text-muted-foreground">Customer PO</dt>
            <dd>{s.sales_order.customer_po ?? '—'}</dd>
            <dt className="text-muted-foreground">Carrier</dt>
            <dd>{s.carrier ?? '—'}</dd>
            <dt className="text-muted-foreground">Tracking</dt>
            <dd className="font-mono">{s.tracking_number ?? '—'}</dd>
          </dl>
        </header>
        <section>
          <p className="font-semibold">Ship to</p>
          <p>
            {s.customer.company_name} ({s.customer.customer_code})
          </p>
          <p className="whitespace-pre-line">{s.ship_to_address ?? '—'}</p>
        </section>
        <Table aria-label="Packed items">
          <TableHeader>
            <TableRow>
              <TableHead>Line</TableHead>
              <TableHead>Customer Part #</TableHead>
              <TableHead>Our Part</TableHead>
              <TableHead>Lots</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {s.lines.map((l) => (
              <TableRow key={l.line_id}>
                <TableCell>{l.line_number}</TableCell>
                <TableCell className="font-mono">{l.customer_part_number ?? '—'}</TableCell>
                <TableCell>
                  <span className="font-mono">{l.product_code}</span> {l.product_name}
                </TableCell>
                <TableCell className="whitespace-normal">
                  {l.lots.map((lot) => (
                    <div key={lot.lot_id}>
                      {lot.lot_number ?? `Lot ${lot.lot_id}`}: {formatNumber(lot.quantity, 4)}
                    </div>
                  ))}
                </TableCell>
                <TableCell className="text-right" data-testid="slip-quantity">
                  {formatNumber(l.quantity, 4)} {l.unit}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <footer className="grid grid-cols-2 gap-8 pt-8">
          <p className="border-t pt-2 text-muted-foreground">Packed by</p>
          <p className="border-t pt-2 text-muted-foreground">Received by</p>
        </footer>
      </article>
    </div>
  );
}
