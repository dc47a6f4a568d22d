import type { Metadata } from 'next';
import { LotLabel, SMALL_LOT_CODE_WIDTH_IN } from '@/components/labels/lot-label';
import { LabelPage } from '@/components/labels/label-page';
import { code128MinDpi } from '@/lib/labels/barcode';
import { lotCode } from '@/lib/labels/codes';
import { chosenSize } from '@/lib/labels/sizes';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { stockLotRecord } from '../record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const lot = await stockLotRecord.load(params);
  return { title: `Lot label ${lotCode(lot)}` };
}

const SIZES = ['4x6', '2x1'] as const;

/**
 * /inventory/lots/{id}/label: the label of one stock lot — what a goods receipt, a production report's finished
 * goods or a stock receipt put away — 4 × 6 in or 2 × 1 in.
 */
export default async function LotLabelPage({ params, searchParams }: RecordPageProps) {
  const [lot, query] = await Promise.all([stockLotRecord.load(params), searchParams]);
  const size = chosenSize(SIZES, query.size);
  const dpi = size === '2x1' ? code128MinDpi(lotCode(lot), SMALL_LOT_CODE_WIDTH_IN) : 0;
  return (
    <LabelPage
      title={`Lot label ${lotCode(lot)}`}
      subtitle={`${lot.product.product_code} · ${lot.product.product_name}`}
      back={{ href: `/products/${lot.product.id}?tab=inventory`, label: `Back to ${lot.product.product_code}` }}
      path={`/inventory/lots/${lot.id}/label`}
      offered={SIZES}
      size={size}
      notice={
        dpi > 203
          ? `At 2 × 1 in this lot's barcode needs a printer of at least ${dpi} dpi to scan reliably (2 dots for its narrowest bar). On a 203 dpi printer, print it at 4 × 6 in.`
          : undefined
      }
    >
      <LotLabel lot={lot} size={size} />
    </LabelPage>
  );
}
