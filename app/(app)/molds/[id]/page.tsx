import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { MoldDetail } from '@/components/molds/mold-detail';
import { requireContext } from '@/lib/auth/session';
import { NotFoundError } from '@/lib/errors';
import { getMold } from '@/lib/molds/service';
import type { MoldDetailDto } from '@/lib/molds/types';

type Props = { params: Promise<{ id: string }> };

/** The mold of this request, read once for the metadata and the page (React cache). Unknown or malformed id → not-found.tsx. */
const loadMold = cache(async (raw: string): Promise<MoldDetailDto> => {
  const ctx = await requireContext();
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound();
  try {
    return await getMold(ctx, Number(raw));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const mold = await loadMold((await params).id);
  return { title: `${mold.mold_code} · ${mold.mold_name}` };
}

/** /molds/{id}: read on the server through the same service as GET /api/molds/{id}. */
export default async function MoldPage({ params }: Props) {
  return <MoldDetail mold={await loadMold((await params).id)} />;
}
