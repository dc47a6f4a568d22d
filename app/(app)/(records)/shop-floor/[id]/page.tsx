import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { PressView } from '@/components/shop-floor/press-view';
import Link from '@/components/ui/link';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import type { RecordParams } from '@/lib/pages/detail';
import { pressViewRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const { press } = await pressViewRecord.load(params);
  return { title: `${press.machine_number} · Press view` };
}

/**
 * /shop-floor/{id}: one press for the tablet beside it (issue 31) — its status with Stop / Resume, the job running
 * on it and its progress, Report Production, and scan a traveler to start the next order here. Refreshes like the
 * board (useLiveData).
 */
export default async function PressViewPage({ params }: RecordParams) {
  const [initial, ctx] = await Promise.all([pressViewRecord.load(params), requireContext()]);
  const { press } = initial;
  return (
    // data-touch: every control at least 44 px (app/globals.css), the header's links too.
    <div className="space-y-5" data-touch>
      <PageHeader
        back={{ href: '/shop-floor', label: 'Shop Floor' }}
        title={press.machine_name}
        subtitle={`${press.machine_number}${press.tonnage ? ` · ${press.tonnage} t` : ''}`}
        actions={
          <Link href={`/machines/${press.id}`} className="inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-medium hover:bg-muted">
            Press details
          </Link>
        }
      />
      <PressView
        initial={initial}
        mayStop={can(ctx.user, 'downtime.write')}
        mayStart={can(ctx.user, 'work_orders.status')}
        mayReport={can(ctx.user, 'production_reports.write')}
      />
    </div>
  );
}
