import type { Metadata } from 'next';
import { MoldDetail } from '@/components/molds/mold-detail';
import { requireContext } from '@/lib/auth/session';
import { openMaintenanceOf } from '@/lib/maintenance/service';
import { pageLocation } from '@/lib/list/sort';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { moldRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const mold = await moldRecord.load(params);
  return { title: `${mold.mold_code} · ${mold.mold_name}` };
}

/** /molds/{id}: read on the server through the same service as GET /api/molds/{id}, under loading.tsx. */
export default async function MoldPage({ params, searchParams }: RecordPageProps) {
  const [mold, ctx] = await Promise.all([moldRecord.load(params), requireContext()]);
  const openMaintenance = await openMaintenanceOf(ctx, 'mold', mold.id);
  return <MoldDetail mold={mold} openMaintenance={openMaintenance} location={pageLocation(`/molds/${mold.id}`, await searchParams)} />;
}
