import type { StockLotDto } from '@/lib/inventory/dto';
import { lotCode } from '@/lib/labels/codes';
import { formatDate, formatNumber } from '@/lib/utils';
import { Barcode } from './barcode';
import { Label, LabelField } from './label-page';

/** How wide the 2 × 1 in lot label's Code 128 is (its quiet zones included): the label's width less 0.02 in a side. */
export const SMALL_LOT_CODE_WIDTH_IN = 1.96;

/** A stock lot's label: product, lot, quantity and unit, received date, a Code 128 of the lot. */
export function LotLabel({ lot, size }: { lot: StockLotDto; size: '4x6' | '2x1' }) {
  const code = lotCode(lot);
  const qty = `${formatNumber(lot.quantity_on_hand, 4)} ${lot.product.unit}`;
  if (size === '2x1') {
    return (
      <Label size="2x1" name={`Lot label ${code}`} className="flex flex-col px-[0.08in] py-[0.05in] text-[6.5pt] leading-tight">
        <p className="flex justify-between gap-1">
          <span className="truncate font-bold">{lot.product.product_code}</span>
          <span className="shrink-0 font-bold">{qty}</span>
        </p>
        <p className="truncate">{lot.product.product_name}</p>
        <Barcode kind="code128" value={code} className="-mx-[0.06in] mt-[0.02in] flex-1" />
        <p className="flex justify-between gap-1 font-mono text-[6pt]">
          <span className="truncate">{code}</span>
          <span className="shrink-0">{formatDate(lot.received_date)}</span>
        </p>
      </Label>
    );
  }
  return (
    <Label size="4x6" name={`Lot label ${code}`} className="flex flex-col gap-[0.12in] p-[0.25in] text-[10pt]">
      <header className="border-b-2 border-black pb-[0.08in]">
        <p className="text-[8pt] font-semibold uppercase tracking-widest">Stock lot</p>
        <p className="truncate font-mono text-[26pt] font-bold leading-none">{lot.product.product_code}</p>
        <p className="mt-1 line-clamp-2 text-[13pt] leading-snug">{lot.product.product_name}</p>
      </header>
      <div className="grid grid-cols-2 gap-x-[0.2in] gap-y-[0.1in]">
        <LabelField label="Lot" className="col-span-2" valueClassName="font-mono text-[20pt] font-bold">
          {code}
        </LabelField>
        <LabelField label="Quantity" valueClassName="text-[18pt] font-bold">
          {qty}
        </LabelField>
        <LabelField label="Received" valueClassName="text-[14pt]">
          {formatDate(lot.received_date)}
        </LabelField>
        <LabelField label="Location" className="col-span-2" valueClassName="text-[11pt]">
          {lot.location_code} · {lot.location_name}
        </LabelField>
      </div>
      <Barcode kind="code128" value={code} caption className="mt-auto h-[1.5in]" captionClassName="mt-1 text-[11pt]" />
    </Label>
  );
}
