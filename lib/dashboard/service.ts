import 'server-only';
import type { PlantDashboard } from './dto';
import { sql } from 'drizzle-orm';
import { addDays, isoDate, todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { maintenanceSummary } from '@/lib/maintenance/queries';
import { moldHealthSummary } from '@/lib/molds/queries';
import type { ServiceContext } from '@/lib/service-context';

export type { AttentionItem, PlantDashboard } from './dto';

export const SHOTS_WINDOW_DAYS = 30;

/**
 * The plant dashboard (issue 14): a handful of cheap reads in parallel — the molds' health counts (one pass over
 * the active molds), open maintenance work orders overdue or due within a week, late work orders (partial index of open orders by target date), items low or out of stock
 * (the balances' stored status, partial index), suppliers at risk and overdue corrective actions, and the
 * plant's shots per day (a range scan of mold_usage_date_idx). Each count links to the list filtered the same way.
 */
export async function plantDashboard(ctx: ServiceContext): Promise<PlantDashboard> {
  const today = todayInPlant();
  const from = addDays(today, -(SHOTS_WINDOW_DAYS - 1));
  const [molds, maintenance, [counts], shots] = await Promise.all([
    moldHealthSummary(ctx, { status: ['active'] }),
    maintenanceSummary(ctx),
    executeRows<{ at_risk: number | string; overdue_actions: number | string; late_orders: number | string; low_stock: number | string; out_of_stock: number | string }>(
      ctx.db,
      sql`select
            (select count(*) from work_orders where status <> 'completed' and status <> 'cancelled' and target_date < ${today}) as late_orders,
            (select count(*) from stock_balances where is_active and stock_status = 'low_stock') as low_stock,
            (select count(*) from stock_balances where is_active and stock_status = 'out_of_stock') as out_of_stock,
            (select count(*) from suppliers s join supplier_scorecards sc on sc.supplier_id = s.id
              where s.status = 'active' and sc.rating_category = 'at_risk') as at_risk,
            (select count(*) from corrective_actions ca join suppliers s on s.id = ca.supplier_id and s.status = 'active'
              where ca.status in ('open', 'in_progress') and ca.due_date < ${today}) as overdue_actions`,
    ),
    executeRows<{ date: string | Date; shots: number | string }>(
      ctx.db,
      sql`select date, sum(shots_produced) as shots from mold_usage_records where date between ${from} and ${today} group by date`,
    ),
  ]);

  const byDay = new Map(shots.map((r) => [isoDate(r.date), Number(r.shots)]));
  const shotsPerDay = Array.from({ length: SHOTS_WINDOW_DAYS }, (_, i) => {
    const date = addDays(from, i);
    return { date, shots: byDay.get(date) ?? 0 };
  });

  return {
    today,
    attention: [
      { key: 'molds_overdue', label: 'Molds overdue for maintenance', count: molds.overdue, href: '/molds?status=active&health=overdue', tone: 'danger' },
      { key: 'molds_due_soon', label: 'Molds due for maintenance soon', count: molds.due_soon, href: '/molds?status=active&health=due_soon', tone: 'warning' },
      { key: 'maintenance_overdue', label: 'Maintenance work orders overdue', count: maintenance.overdue, href: '/maintenance?overdue=true', tone: 'danger' },
      { key: 'maintenance_due_soon', label: 'Maintenance work orders due within 7 days', count: maintenance.due_soon, href: '/maintenance?due_soon=true', tone: 'warning' },
      { key: 'work_orders_late', label: 'Work orders past their target date', count: Number(counts.late_orders), href: '/production?late=true', tone: 'danger' },
      { key: 'stock_low', label: 'Items at or below reorder level', count: Number(counts.low_stock), href: '/inventory?filter=low_stock', tone: 'warning' },
      { key: 'stock_out', label: 'Items out of stock', count: Number(counts.out_of_stock), href: '/inventory?filter=out_of_stock', tone: 'danger' },
      { key: 'suppliers_at_risk', label: 'Suppliers at risk', count: Number(counts.at_risk), href: '/suppliers?rating=at_risk', tone: 'danger' },
      { key: 'overdue_actions', label: 'Overdue corrective actions', count: Number(counts.overdue_actions), href: '/scorecard-dashboard#overdue-actions', tone: 'warning' },
    ],
    shots_per_day: shotsPerDay,
  };
}
