import 'server-only';
import { sql } from 'drizzle-orm';
import { executeRows } from '@/lib/db/rows';
import { labelCodeBase } from '@/lib/labels/codes';
import { ValidationError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import type { ScanKind } from './constants';
import type { ScanMatch } from './dto';
import type { ScanQuery } from './list-state';

/** Where each kind opens. A shipment opens its page (/shipping/{id}: its cartons checked there), a goods receipt its purchase order, a lot its product. */
const HREF: Record<ScanKind, (id: number, parent: number | null, code: string) => string> = {
  work_order: (id) => `/production/work-orders/${id}`,
  machine: (id) => `/machines/${id}`,
  mold: (id) => `/molds/${id}`,
  lot: (_, productId) => `/products/${productId}`,
  product: (id) => `/products/${id}`,
  sales_order: (id) => `/sales/orders/${id}`,
  shipment: (id) => `/shipping/${id}`,
  purchase_order: (id) => `/purchasing/${id}`,
  goods_receipt: (_, orderId) => `/purchasing/${orderId}`,
  maintenance: (_, __, code) => `/maintenance?q=${encodeURIComponent(code)}`,
};

/** A page address of this app read from a QR code (a mold tag's): the record paths a label may carry. */
const PAGE_PATHS: [RegExp, ScanKind][] = [
  [/^\/production\/work-orders\/(\d+)$/, 'work_order'],
  [/^\/machines\/(\d+)$/, 'machine'],
  [/^\/molds\/(\d+)$/, 'mold'],
  [/^\/products\/(\d+)$/, 'product'],
  [/^\/sales\/orders\/(\d+)$/, 'sales_order'],
  [/^\/purchasing\/(\d+)$/, 'purchase_order'],
];

/** `LOT-123`: a lot by its id (lot numbers repeat: every report of a work order receives a lot under its number). */
const LOT_ID = /^LOT-(\d{1,9})$/i;

type Row = { kind: ScanKind; id: number | string; parent: number | string | null; code: string; label: string | null };

/**
 * GET /api/scan?code: the records a scanned (or typed) code names, each with the page it opens — one statement,
 * each branch an exact lookup on its unique index (codes as printed; a lower-case typing of an upper-case number
 * matches too; a traveler's operation code names its work order, a carton label's code its shipment). A lot number
 * can name several lots (at most 20 are answered, newest first). A QR code holding
 * a page address of this app names that record. An empty answer is not an error: nothing has that code.
 */
export async function resolveScan(ctx: ServiceContext, query: ScanQuery): Promise<ScanMatch[]> {
  const code = query.code?.trim() ?? '';
  if (!code) throw ValidationError.field('code', 'Scan or type a code.');
  const page = pagePath(code);
  const upper = code.toUpperCase();
  // A traveler's operation code or a carton's code: the work order or shipment it belongs to.
  const base = labelCodeBase(upper);
  const lotId = LOT_ID.exec(code)?.[1];
  const rows = await executeRows<Row>(
    ctx.db,
    sql`
    select 'work_order' as kind, w.id, null::int as parent, w.work_order_number as code, p.product_code || ' ' || p.product_name as label
      from work_orders w join products p on p.id = w.product_id
     where w.work_order_number in (${code}, ${upper}, ${base}) or w.id = ${page?.kind === 'work_order' ? page.id : null}::int
    union all
    select 'machine', m.id, null, m.machine_number, m.machine_name from machines m
     where lower(m.machine_number) = lower(${code}) or m.id = ${page?.kind === 'machine' ? page.id : null}::int
    union all
    select 'mold', m.id, null, m.mold_code, m.mold_name from molds m
     where lower(m.mold_code) = lower(${code}) or m.id = ${page?.kind === 'mold' ? page.id : null}::int
    union all
    select 'product', p.id, null, p.product_code, p.product_name from products p
     where lower(p.product_code) = lower(${code}) or p.id = ${page?.kind === 'product' ? page.id : null}::int
    union all
    select 'sales_order', s.id, null, s.order_number, c.company_name from sales_orders s join customers c on c.id = s.customer_id
     where s.order_number in (${code}, ${upper}) or s.id = ${page?.kind === 'sales_order' ? page.id : null}::int
    union all
    select 'shipment', h.id, h.sales_order_id, h.shipment_number, c.company_name from shipments h join customers c on c.id = h.customer_id
     where h.shipment_number in (${code}, ${upper}, ${base})
    union all
    select 'purchase_order', o.id, null, o.po_number, s.company_name from purchase_orders o join suppliers s on s.id = o.supplier_id
     where o.po_number in (${code}, ${upper}) or o.id = ${page?.kind === 'purchase_order' ? page.id : null}::int
    union all
    select 'goods_receipt', g.id, g.purchase_order_id, g.receipt_number, s.company_name from goods_receipts g join suppliers s on s.id = g.supplier_id
     where g.receipt_number in (${code}, ${upper})
    union all
    select 'maintenance', t.id, null, t.maintenance_number, t.type::text || coalesce(' · ' || t.description, '') from maintenance_work_orders t
     where t.maintenance_number in (${code}, ${upper})
    union all
    (select 'lot', l.id, l.product_id, coalesce(l.lot_number, 'LOT-' || l.id),
            p.product_code || ' · ' || l.quantity_on_hand::float8 || ' ' || p.unit || ' in ' || loc.location_code
       from stock_lots l join products p on p.id = l.product_id join storage_locations loc on loc.id = l.location_id
      where l.lot_number = ${code} or l.id = ${lotId ? Number(lotId) : null}::int
      order by (l.quantity_on_hand > l.quantity_allocated) desc, l.id desc limit 20)`,
  );
  return rows.map((r) => {
    const id = Number(r.id);
    const parent = r.parent == null ? null : Number(r.parent);
    return { kind: r.kind, id, code: r.code, label: r.label ?? '', href: HREF[r.kind](id, parent, r.code) };
  });
}

/** The record a page address names (`https://plant.example/molds/12` or `/molds/12`), else null. */
function pagePath(code: string): { kind: ScanKind; id: number } | null {
  let path = code;
  if (/^https?:\/\//i.test(code)) {
    try {
      path = new URL(code).pathname;
    } catch {
      return null;
    }
  }
  for (const [pattern, kind] of PAGE_PATHS) {
    const match = pattern.exec(path.replace(/\/+$/, ''));
    if (match) return { kind, id: Number(match[1]) };
  }
  return null;
}
