import type { Session } from '@/lib/system/backup/connection';

/**
 * What every acknowledged production report leaves behind, recomputed from the rows (lib/production/service.ts
 * reportProduction: one transaction each), for the given work orders, and the plant-wide status counters (work
 * orders, sales orders).
 * `broken` lists every place where a kept counter differs from its recomputation or a report is half-written.
 * Usage records and lots are matched by the order's number and its own mold / product: on a shared database the
 * demo seed's usage history and lots carry made-up work-order numbers that a test's new order can share.
 */
export async function reportInvariants(session: Session, orderIds: number[]): Promise<{ reports: number; broken: string[] }> {
  const broken: string[] = [];
  const ids = orderIds.join(',') || '0';
  const orders = await session.query<{ id: number; problem: string | null }>(
    `select w.id,
       case
         when w.quantity_completed <> coalesce(r.good, 0) then 'quantity_completed ' || w.quantity_completed || ' vs reports ' || coalesce(r.good, 0)
         when w.quantity_scrap <> coalesce(r.scrap, 0) then 'quantity_scrap ' || w.quantity_scrap || ' vs reports ' || coalesce(r.scrap, 0)
         when w.shots_total <> coalesce(r.shots, 0) then 'shots_total ' || w.shots_total || ' vs reports ' || coalesce(r.shots, 0)
         when coalesce(r.n, 0) <> (select count(*) from audit_log a where a.entity = 'work_order' and a.entity_id = w.id::text and a.action = 'report')
           then 'reports ' || coalesce(r.n, 0) || ' vs audited ' || (select count(*) from audit_log a where a.entity = 'work_order' and a.entity_id = w.id::text and a.action = 'report')
         when coalesce(r.n, 0) <> (select count(*) from mold_usage_records u where u.work_order = w.work_order_number and u.mold_id = w.mold_id)
           then 'reports ' || coalesce(r.n, 0) || ' vs usage records ' || (select count(*) from mold_usage_records u where u.work_order = w.work_order_number and u.mold_id = w.mold_id)
         when coalesce(r.with_good, 0) <> (select count(*) from stock_lots l where l.lot_number = w.work_order_number and l.product_id = w.product_id)
           then 'reports with good parts ' || coalesce(r.with_good, 0) || ' vs lots received ' || (select count(*) from stock_lots l where l.lot_number = w.work_order_number and l.product_id = w.product_id)
       end as problem
     from work_orders w
     left join (select work_order_id, count(*) as n, count(*) filter (where good_parts > 0) as with_good, sum(good_parts) as good, sum(scrap_parts) as scrap, sum(shots) as shots
                from production_reports group by work_order_id) r on r.work_order_id = w.id
     where w.id in (${ids})`,
  );
  for (const o of orders) if (o.problem) broken.push(`work order ${o.id}: ${o.problem}`);
  if (orders.length !== orderIds.length) broken.push(`${orderIds.length - orders.length} work orders are missing`);

  // A mold's counters move only with its usage records here (no maintenance): lifetime − since-maintenance stays
  // what it was at creation (0), and the usage adds up to both.
  const molds = await session.query<{ id: number; problem: string | null }>(
    `select m.id,
       case when m.total_shots_lifetime <> coalesce(u.shots, 0) then 'total_shots_lifetime ' || m.total_shots_lifetime || ' vs usage ' || coalesce(u.shots, 0)
            when m.shots_since_maintenance <> coalesce(u.shots, 0) then 'shots_since_maintenance ' || m.shots_since_maintenance || ' vs usage ' || coalesce(u.shots, 0)
       end as problem
     from molds m left join (select mold_id, sum(shots_produced) as shots from mold_usage_records group by mold_id) u on u.mold_id = m.id
     where m.id in (select mold_id from work_orders where id in (${ids}))`,
  );
  for (const m of molds) if (m.problem) broken.push(`mold ${m.id}: ${m.problem}`);

  // Every product the reports moved — the finished goods and the materials their BOMs backflush: the kept balance
  // equals the sum of its lots and the sum of its movements (a lost or doubled movement shows here).
  const stock = await session.query<{ product_id: number; balance: string; lots: string; moved: string }>(
    `select b.product_id, b.quantity_on_hand::text as balance,
            coalesce((select sum(quantity_on_hand) from stock_lots l where l.product_id = b.product_id), 0)::numeric(18, 4)::text as lots,
            coalesce((select sum(quantity) from stock_movements m where m.product_id = b.product_id and m.movement_type <> 'transfer'), 0)::numeric(18, 4)::text as moved
     from stock_balances b
     where b.product_id in (select product_id from work_orders where id in (${ids}))
        or b.product_id in (select bi.item_id from bom_items bi join boms bo on bo.id = bi.bom_id and bo.is_active
                             where bo.product_id in (select product_id from work_orders where id in (${ids})))`,
  );
  for (const s of stock) {
    if (s.balance !== s.lots) broken.push(`product ${s.product_id}: on hand ${s.balance} vs lots ${s.lots}`);
    if (s.balance !== s.moved) broken.push(`product ${s.product_id}: on hand ${s.balance} vs movements ${s.moved}`);
  }

  const counters = await session.query<{ status: string; kept: string | null; counted: string | null }>(
    `select coalesce(k.status, c.status)::text as status, k.count::text as kept, c.n::text as counted
     from work_order_status_counts k full join (select status, count(*) as n from work_orders group by status) c on c.status = k.status
     where coalesce(k.count, 0) <> coalesce(c.n, 0)`,
  );
  for (const c of counters) broken.push(`status ${c.status}: counter ${c.kept ?? 0} vs ${c.counted ?? 0} orders`);

  // The same for sales orders (lib/sales/service.ts keeps sales_order_status_counts with every status move).
  const salesCounters = await session.query<{ status: string; kept: string | null; counted: string | null }>(
    `select coalesce(k.status, c.status)::text as status, k.count::text as kept, c.n::text as counted
     from sales_order_status_counts k full join (select status, count(*) as n from sales_orders group by status) c on c.status = k.status
     where coalesce(k.count, 0) <> coalesce(c.n, 0)`,
  );
  for (const c of salesCounters) broken.push(`sales order status ${c.status}: counter ${c.kept ?? 0} vs ${c.counted ?? 0} orders`);

  const [{ n }] = await session.query<{ n: number }>(`select count(*)::int as n from production_reports where work_order_id in (${ids})`);
  return { reports: n, broken };
}
