import { barcodeSvg, type BarcodeKind } from '@/lib/labels/barcode';
import { cn } from '@/lib/utils';

const KIND_NAMES: Record<BarcodeKind, string> = { code128: 'Code 128', qrcode: 'QR code' };

/**
 * A barcode on a label: the SVG of lib/labels/barcode.ts drawn on the server (a server component: no barcode code
 * reaches the browser), filling the box `className` gives it, with the value under it in text when `caption`.
 */
export function Barcode({ kind, value, className, caption = false, captionClassName }: { kind: BarcodeKind; value: string; className?: string; caption?: boolean; captionClassName?: string }) {
  return (
    <div data-barcode={kind} data-value={value} className={cn('flex min-h-0 flex-col', className)}>
      <div role="img" aria-label={`${KIND_NAMES[kind]}: ${value}`} className="min-h-0 flex-1" dangerouslySetInnerHTML={{ __html: barcodeSvg(kind, value) }} />
      {caption && <p className={cn('text-center font-mono leading-tight', captionClassName)}>{value}</p>}
    </div>
  );
}
