import type { Metadata } from 'next';
import { MachineDetail } from '@/components/machines/machine-detail';
import { can } from '@/lib/auth/permissions';
import { requireContext } from '@/lib/auth/session';
import { maintenanceList } from '@/lib/maintenance/list-state';
import { listMaintenanceWorkOrders, openMaintenanceOf, pressMaintenanceStatus } from '@/lib/maintenance/service';
import type { RecordPageProps, RecordParams } from '@/lib/pages/detail';
import { machineRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const press = await machineRecord.load(params);
  return { title: `${press.machine_number} · ${press.machine_name}` };
}

/** A press's latest maintenance work orders on its page; the full list is /maintenance filtered to it. */
const HISTORY_ROWS = 10;

/** /machines/{id}: the press, its open maintenance work order, when it comes due and its maintenance history (CONTRACT §12). */
export default async function MachinePage({ params }: RecordPageProps) {
  const [press, ctx] = await Promise.all([machineRecord.load(params), requireContext()]);
  // The history's state is the maintenance list's, filtered to this press: its sort headers and "all" link open /maintenance.
  const state = maintenanceList.load({ asset_type: 'machine', asset_id: String(press.id), sort: 'created', dir: 'desc' });
  const [openOrder, standing, history] = await Promise.all([
    openMaintenanceOf(ctx, 'machine', press.id),
    pressMaintenanceStatus(ctx, press.id),
    listMaintenanceWorkOrders(ctx, { ...state, per_page: HISTORY_ROWS }),
  ]);
  return <MachineDetail press={press} openOrder={openOrder} standing={standing} history={history} historyState={state} mayMaintain={can(ctx.user, 'maintenance.write')} />;
}
