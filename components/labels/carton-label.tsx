import { cartonCode } from '@/lib/labels/codes';
import type { ShipmentDto } from '@/lib/sales/dto';
import { formatDate, formatNumber } from '@/lib/utils';
import { Barcode } from './barcode';
import { Label, LabelField } from './label-page';

/** One carton of a shipment (one per shipment line), 4 × 6 in: ship-to, order and shipment, the customer's part, the quantity, a code of shipment + line. */
export function CartonLabel({ shipment, line, of }: { shipment: ShipmentDto; line: ShipmentDto['lines'][number]; of: number }) {
  const code = cartonCode(shipment.shipment_number, line.line_number);
  return (
    <Label size="4x6" name={`Carton label ${code}`} className="flex flex-col gap-[0.1in] p-[0.22in] text-[9pt]">
      <header className="border-b-2 border-black pb-[0.08in]">
        <p className="text-[7pt] font-semibold uppercase tracking-widest">Ship to</p>
        <p className="truncate text-[14pt] font-bold leading-tight">{shipment.customer.company_name}</p>
        <p className="line-clamp-3 whitespace-pre-line text-[9.5pt] leading-snug">{shipment.ship_to_address ?? '—'}</p>
      </header>
      <div className="grid grid-cols-2 gap-x-[0.15in] gap-y-[0.07in]">
        <LabelField label="Sales order" valueClassName="font-mono text-[10pt] font-semibold">
          {shipment.sales_order.order_number}
        </LabelField>
        <LabelField label="Customer PO" valueClassName="font-mono text-[10pt]">
          {shipment.sales_order.customer_po ?? '—'}
        </LabelField>
        <LabelField label="Shipment" valueClassName="font-mono text-[10pt] font-semibold">
          {shipment.shipment_number}
        </LabelField>
        <LabelField label="Ship date" valueClassName="text-[10pt]">
          {formatDate(shipment.ship_date)}
        </LabelField>
        <LabelField label="Customer part #" className="col-span-2" valueClassName="font-mono text-[18pt] font-bold leading-tight">
          {line.customer_part_number ?? '—'}
        </LabelField>
        <LabelField label="Our part" className="col-span-2" valueClassName="text-[9pt]">
          <span className="font-mono font-semibold">{line.product_code}</span> · {line.product_name}
        </LabelField>
        <LabelField label="Quantity" valueClassName="text-[18pt] font-bold">
          {formatNumber(line.quantity, 4)} {line.unit}
        </LabelField>
        <LabelField label="Carton" valueClassName="text-[14pt] font-bold">
          {line.line_number} of {of}
        </LabelField>
      </div>
      <Barcode kind="code128" value={code} caption className="mt-auto h-[1.15in]" captionClassName="mt-1 text-[10pt]" />
    </Label>
  );
}
