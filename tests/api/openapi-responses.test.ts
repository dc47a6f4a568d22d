/**
 * The OpenAPI document describes what the API really answers: every documented JSON GET is called on the demo
 * plant's data (db/seed, the same data /api-docs' examples describe) and its answer is validated against the
 * document's 200 schema — exact objects (`additionalProperties: false`), so a DTO field added, renamed or made
 * nullable without its schema (lib/<module>/… next to the DTO mapping) fails here.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { seedDemo } from '@/db/seed';
import { createSession } from '@/lib/auth/sessions';
import { findUserByEmail, issueApiToken, toSessionUser } from '@/lib/auth/service';
import { executeRows } from '@/lib/db/rows';
import { OPERATIONS, type Operation } from '@/lib/openapi/operations';
import { call } from '../helpers';
import { responseSchema, schemaErrors } from './openapi-schema';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');

// Lists the demo data leaves empty on purpose (their row schema is then checked only against the document's example).
const MAY_BE_EMPTY = new Set<string>([]);

let token = '';
let ids: Record<string, Record<string, string>> = {};
/** Query strings pickers need to answer rows. */
let pickerQueries: Record<string, string> = {};

/** The first id a query finds, as a path parameter. */
async function first(query: ReturnType<typeof sql>): Promise<string> {
  const [row] = await executeRows<{ id: number }>(getDb(), query);
  if (!row) throw new Error(`the demo data has no row for ${JSON.stringify(query)}`);
  return String(row.id);
}

/**
 * PGlite only: the test seeds the whole demo plant, and on PostgreSQL the test files share one database where the
 * module seed tests run at the same moment (two seeds racing insert the same demo codes). The answers' shapes do not
 * depend on the database, and the PGlite run covers every route.
 */
const onSharedPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (onSharedPostgres) return;
  const db = getDb();
  await seedDemo(db, () => {});
  const admin = toSessionUser((await findUserByEmail(db, 'admin@example.com'))!);
  token = await issueApiToken(db, admin);
  await createSession(db, admin, { ip: '203.0.113.9', userAgent: 'openapi-responses test' });

  const mold = await first(sql`select mold_id as id from mold_maintenance_records intersect select mold_id from mold_usage_records order by 1 limit 1`);
  const product = await first(sql`select product_id as id from cost_sheets intersect select product_id from boms intersect select product_id from stock_movements order by 1 limit 1`);
  const supplier = await first(sql`select supplier_id as id from corrective_actions intersect select supplier_id from supplier_scorecards order by 1 limit 1`);
  const action = await first(sql`select id from corrective_actions where supplier_id = ${Number(supplier)} order by id limit 1`);
  const workOrder = await first(sql`select work_order_id as id from production_reports order by 1 limit 1`);
  const machine = await first(sql`select id from machines order by id limit 1`);
  const [downtime] = await executeRows<{ id: number; machine_id: number }>(db, sql`select id, machine_id from downtime_events order by id limit 1`);
  const maintenanceOrder = await first(sql`select id from maintenance_work_orders order by id limit 1`);
  const customer = await first(sql`select id from customers order by id limit 1`);
  const purchaseOrder = await first(sql`select purchase_order_id as id from goods_receipts order by id limit 1`);
  const goodsReceipt = await first(sql`select id from goods_receipts order by id limit 1`);
  const salesOrder = await first(sql`select sales_order_id as id from shipments intersect select sales_order_id from work_orders order by 1 limit 1`);
  const shipment = await first(sql`select id from shipments order by id limit 1`);
  const lot = await first(sql`select id from stock_lots order by id limit 1`);
  const [customerName] = await executeRows<{ q: string }>(db, sql`select left(company_name, 4) as q from customers order by id limit 1`);
  const [supplierName] = await executeRows<{ q: string }>(db, sql`select left(company_name, 4) as q from suppliers order by id limit 1`);
  const [productName] = await executeRows<{ q: string }>(db, sql`select left(product_code, 3) as q from products order by id limit 1`);
  const [lotNumber] = await executeRows<{ q: string }>(db, sql`select lot_number as q from stock_lots where lot_number is not null order by id limit 1`);
  pickerQueries = {
    '/api/scan': `?code=${encodeURIComponent(lotNumber.q)}`,
    '/api/sales/customers/search': `?q=${encodeURIComponent(customerName.q)}`,
    '/api/inventory/items/search': `?q=${encodeURIComponent(productName.q)}&category=all`,
    '/api/molds/search': '?q=M',
    '/api/suppliers/search': `?q=${encodeURIComponent(supplierName.q)}`,
  };
  ids = {
    '/api/users/{id}': { id: String(admin.id) },
    '/api/molds/{id}': { id: mold },
    '/api/products/{id}': { id: product },
    '/api/boms/product/{id}': { id: product },
    '/api/inventory/product/{id}': { id: product },
    '/api/inventory/lots/{id}': { id: lot },
    '/api/costing/products/{id}': { id: product },
    '/api/customers/{id}': { id: customer },
    '/api/suppliers/{id}/scorecard/corrective-actions/{actionId}': { id: supplier, actionId: action },
    '/api/suppliers/{id}': { id: supplier },
    '/api/production/work-orders/{id}': { id: workOrder },
    '/api/machines/{id}': { id: machine },
    '/api/shop-floor/machines/{id}': { id: machine },
    '/api/maintenance/work-orders/{id}': { id: maintenanceOrder },
    '/api/purchase-orders/{id}': { id: purchaseOrder },
    '/api/goods-receipts/{id}': { id: goodsReceipt },
    '/api/sales-orders/{id}': { id: salesOrder },
    '/api/shipments/{id}': { id: shipment },
    '/api/machines/{id}/downtime': { id: String(downtime.machine_id), eventId: String(downtime.id) },
  };
}, 600_000);

/** The path parameters of an operation: those of the longest known path it starts with. */
function paramsOf(op: Operation): Record<string, string> {
  if (!op.path.includes('{')) return {};
  const known = Object.keys(ids)
    .filter((p) => op.path === p || op.path.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!known) throw new Error(`no demo id for ${op.path}: add it to the test's ids`);
  return ids[known];
}

async function handlerOf(op: Operation) {
  const dir = op.path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, '[$1]');
  const mod = (await import(path.join(API_DIR, dir, 'route.ts'))) as Record<string, Parameters<typeof call>[0]>;
  return mod[op.method.toUpperCase()];
}

const jsonGets = OPERATIONS.filter((op) => op.method === 'get' && op.response !== 'csv' && op.path !== '/api/openapi.json');

describe.skipIf(onSharedPostgres)('every documented GET answers what the OpenAPI document says', () => {
  it('covers the reads', () => {
    expect(jsonGets.length).toBeGreaterThan(35);
  });

  for (const op of jsonGets) {
    const queries = op.response === 'list-or-paged' ? ['', '?page=1&per_page=5'] : op.response === 'paged' ? ['?per_page=5'] : [''];
    for (const query of queries) {
      it(`GET ${op.path}${query}`, async () => {
        const params = paramsOf(op);
        const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]) + (pickerQueries[op.path] ?? query);
        const res = await call(await handlerOf(op), 'GET', url, { token, params });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const schema = responseSchema('get', op.path, '200');
        expect(schema, 'the 200 answer has a JSON schema').toBeDefined();
        expect(schemaErrors(schema!, res.body), `GET ${url}`).toEqual([]);
        // A list whose rows were never seen proves nothing about the row schema.
        const rows = Array.isArray(res.body?.data) ? (res.body.data as unknown[]) : undefined;
        if (rows && !MAY_BE_EMPTY.has(op.path)) expect(rows.length, `GET ${url} answered no rows`).toBeGreaterThan(0);
      });
    }
  }
});
