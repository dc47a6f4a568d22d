import type { MoldDto } from '@/lib/molds/types';
import { Barcode } from './barcode';
import { Label, LabelField } from './label-page';

/** A mold's tag: code, name, cavities, a QR code of the mold's page (a phone opens it). */
export function MoldTag({ mold, url, size }: { mold: Pick<MoldDto, 'mold_code' | 'mold_name' | 'cavity_count' | 'storage_location' | 'customer'>; url: string; size: '4x6' | '2x1' }) {
  const cavities = `${mold.cavity_count} ${mold.cavity_count === 1 ? 'cavity' : 'cavities'}`;
  if (size === '2x1') {
    return (
      <Label size="2x1" name={`Mold tag ${mold.mold_code}`} className="flex items-center gap-[0.06in] p-[0.05in] text-[7pt] leading-tight">
        <Barcode kind="qrcode" value={url} className="size-[0.9in] shrink-0" />
        <div className="min-w-0 space-y-[0.03in]">
          <p className="text-[5.5pt] font-semibold uppercase tracking-wide">Mold</p>
          <p className="truncate font-mono text-[10pt] font-bold">{mold.mold_code}</p>
          <p className="line-clamp-2">{mold.mold_name}</p>
          <p className="font-semibold">{cavities}</p>
        </div>
      </Label>
    );
  }
  return (
    <Label size="4x6" name={`Mold tag ${mold.mold_code}`} className="flex flex-col gap-[0.12in] p-[0.25in] text-[10pt]">
      <header className="border-b-2 border-black pb-[0.08in]">
        <p className="text-[8pt] font-semibold uppercase tracking-widest">Mold</p>
        <p className="truncate font-mono text-[28pt] font-bold leading-none">{mold.mold_code}</p>
        <p className="mt-1 line-clamp-2 text-[13pt] leading-snug">{mold.mold_name}</p>
      </header>
      <div className="grid grid-cols-2 gap-x-[0.2in] gap-y-[0.1in]">
        <LabelField label="Cavities" valueClassName="text-[18pt] font-bold">
          {mold.cavity_count}
        </LabelField>
        <LabelField label="Storage" valueClassName="text-[12pt]">
          {mold.storage_location ?? '—'}
        </LabelField>
        {mold.customer && (
          <LabelField label="Owner" className="col-span-2" valueClassName="text-[11pt]">
            {mold.customer.company_name}
          </LabelField>
        )}
      </div>
      <Barcode kind="qrcode" value={url} className="mx-auto mt-auto size-[2.4in]" />
      <p className="truncate text-center font-mono text-[8pt]">{url}</p>
    </Label>
  );
}
