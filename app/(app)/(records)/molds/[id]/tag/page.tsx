import type { Metadata } from 'next';
import { LabelPage } from '@/components/labels/label-page';
import { MoldTag } from '@/components/labels/mold-tag';
import { moldUrl } from '@/lib/labels/codes';
import { appOrigin } from '@/lib/labels/origin';
import { chosenSize } from '@/lib/labels/sizes';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { moldRecord } from '../record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const mold = await moldRecord.load(params);
  return { title: `Mold tag ${mold.mold_code}` };
}

const SIZES = ['4x6', '2x1'] as const;

/** /molds/{id}/tag: the tag hung on the mold — code, name, cavities and a QR code of this mold's page. */
export default async function MoldTagPage({ params, searchParams }: RecordPageProps) {
  const [mold, query, origin] = await Promise.all([moldRecord.load(params), searchParams, appOrigin()]);
  const size = chosenSize(SIZES, query.size);
  return (
    <LabelPage
      title={`Mold tag ${mold.mold_code}`}
      subtitle={mold.mold_name}
      back={{ href: `/molds/${mold.id}`, label: `Back to ${mold.mold_code}` }}
      path={`/molds/${mold.id}/tag`}
      offered={SIZES}
      size={size}
    >
      <MoldTag mold={mold} url={moldUrl(origin, mold.id)} size={size} />
    </LabelPage>
  );
}
