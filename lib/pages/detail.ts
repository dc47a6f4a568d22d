import 'server-only';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { requireContext } from '@/lib/auth/session';
import { NotFoundError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { parseId } from '@/lib/validation';

/** The props Next.js gives a record's layout.tsx and page.tsx (`/molds/[id]`). */
export type RecordParams = { params: Promise<{ id: string }> };

/** The props of a record's page.tsx that also reads its query (a history's page and order). */
export type RecordPageProps = RecordParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one way a record's page (/molds/{id}, /customers/{id}, …) loads its record.
 *
 * Once a page streams (a loading.tsx fallback is sent) its HTTP status is fixed at 200, so a `notFound()`
 * thrown while loading the record would answer 200 with a "not found" text. So the work is split in two:
 * - `Layout` (the segment's layout.tsx) runs a one-row existence check BEFORE anything streams: an unknown or
 *   malformed id answers HTTP 404 with the segment's not-found.tsx;
 * - `load(params)` (page.tsx and generateMetadata) reads the full record through the module's service, under
 *   the segment's loading.tsx, read once per request (React cache).
 * For the layout to run before any Suspense boundary, no loading.tsx may sit above it: that is why record
 * pages live in `app/(app)/(records)/<module>/[id]/`, beside (not under) the list's `app/(app)/<module>/` and
 * its loading.tsx, and why the (app) group has no loading.tsx. A layout's notFound() and errors are caught one
 * level up, so not-found.tsx sits in `app/(app)/(records)/<module>/` (errors: app/(app)/error.tsx).
 *
 *   // app/(app)/(records)/molds/[id]/record.ts — through the module's services, never its tables
 *   export const moldRecord = recordRoute({ entity: 'Mold', exists: moldExists, load: getMold });
 *   // layout.tsx: export default moldRecord.Layout;   page.tsx: const mold = await moldRecord.load(params);
 */
export function recordRoute<T>(spec: {
  entity: string;
  /** The service's one-row existence check (`moldExists(ctx, id)`). */
  exists: (ctx: ServiceContext, id: number) => Promise<boolean>;
  load: (ctx: ServiceContext, id: number) => Promise<T>;
}) {
  const exists = cache(async (raw: string): Promise<void> => {
    const ctx = await requireContext();
    const id = idOrNotFound(raw, spec.entity);
    if (!(await spec.exists(ctx, id))) notFound();
  });

  const load = cache(async (raw: string): Promise<T> => {
    const ctx = await requireContext();
    const id = idOrNotFound(raw, spec.entity);
    try {
      return await spec.load(ctx, id);
    } catch (error) {
      // Deleted between the check and the load: still the not-found screen.
      if (error instanceof NotFoundError) notFound();
      throw error;
    }
  });

  async function RecordLayout({ children, params }: RecordParams & { children: ReactNode }) {
    await exists((await params).id);
    return children;
  }

  return {
    /** The segment's layout.tsx: 404 for an unknown or malformed id, before the page streams. */
    Layout: RecordLayout,
    /** The full record for page.tsx and generateMetadata (one read per request). */
    load: async (params: RecordParams['params']): Promise<T> => load((await params).id),
  };
}

function idOrNotFound(raw: string, entity: string): number {
  try {
    return parseId(raw, entity);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
