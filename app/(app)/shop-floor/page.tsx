import type { Metadata } from 'next';
import { ExportButton } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { ShopFloorBoard } from '@/components/shop-floor/shop-floor-board';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { shopFloorJobs, shopFloorMachines, shopFloorStats } from '@/lib/machines/service';

export const metadata: Metadata = { title: 'Shop Floor Control' };

/** /shop-floor: the first figures are read on the server; the board refreshes them in the browser (SHOP_FLOOR_REFRESH_MS). */
export default async function ShopFloorPage() {
  const ctx = await requireContext();
  const [machines, jobs, stats] = await Promise.all([shopFloorMachines(ctx), shopFloorJobs(ctx), shopFloorStats(ctx)]);
  return (
    // data-touch: a tablet's page — every control at least 44 px (app/globals.css).
    <div className="space-y-5" data-touch>
      <PageHeader title="Shop Floor Control" subtitle="Machines, running jobs and efficiency" actions={machines.length > 0 ? <ExportButton href="/api/machines/export" label="Export machines (CSV)" /> : undefined} />
      <ShopFloorBoard initial={{ machines, jobs, stats }} mayStop={can(ctx.user, 'downtime.write')} mayStart={can(ctx.user, 'work_orders.status')} />
    </div>
  );
}
