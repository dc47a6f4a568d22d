import type { Metadata } from 'next';
import { MoldDetail } from '@/components/molds/mold-detail';
import { pageLocation } from '@/lib/list/sort';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { moldRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const mold = await moldRecord.load(params);
  return { title: `${mold.mold_code} · ${mold.mold_name}` };
}

/** /molds/{id}: read on the server through the same service as GET /api/molds/{id}, under loading.tsx. */
export default async function MoldPage({ params, searchParams }: RecordPageProps) {
  const mold = await moldRecord.load(params);
  return <MoldDetail mold={mold} location={pageLocation(`/molds/${mold.id}`, await searchParams)} />;
}
