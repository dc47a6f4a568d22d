/**
 * A lean request path (issue 13): the statements one API request sends — counted at the driver, so a BEGIN, a
 * second lookup or a per-row query shows up — and keyset paging (`cursor`, `next`) and estimated totals.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { GET as listCustomersRoute } from '@/app/api/customers/route';
import { GET as customerRoute } from '@/app/api/customers/[id]/route';
import { GET as moldRoute } from '@/app/api/molds/[id]/route';
import { GET as listMoldsRoute, POST as createMoldRoute } from '@/app/api/molds/route';
import { GET as listProductsRoute } from '@/app/api/products/route';
import { GET as listSuppliersRoute } from '@/app/api/suppliers/route';
import { GET as inventoryItemsRoute } from '@/app/api/inventory/items/route';
import { GET as workOrdersRoute } from '@/app/api/production/work-orders/route';
import { GET as purchaseOrdersRoute } from '@/app/api/purchase-orders/route';
import { GET as salesOrdersRoute } from '@/app/api/sales-orders/route';
import { makeSalesOrder } from '../factories/sales';
import { closeDb, getDb, pgliteExtensions, postgresOptions, useDatabase } from '@/db/client';
import { moldUsageRecords } from '@/db/schema';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { forgetEstimates, ESTIMATE_THRESHOLD } from '@/lib/list/paging';
import { makeCustomer } from '../factories/customers';
import { makeMold } from '../factories/molds';
import { makeProduct } from '../factories/products';
import { makeWorkOrder } from '../factories/production';
import { makeDraftOrder, makeMaterial, makeRatedSupplier } from '../factories/purchasing';
import { makeSupplier, recordValues } from '../factories/suppliers';
import { listSuppliers } from '@/lib/suppliers/service';
import { signedInAs } from '../factories/users';
import { call, uid } from '../helpers';

/** Every statement the driver sends (SQL text), BEGIN and COMMIT included. */
const sent: string[] = [];

beforeAll(async () => {
  // This file's database handle, with the driver's statements recorded.
  await closeDb();
  if (process.env.DATABASE_URL) {
    const client = postgres(process.env.DATABASE_URL, postgresOptions({ max: 4, debug: (_conn, query) => sent.push(query) }));
    useDatabase({ kind: 'postgres', client });
    return;
  }
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]), extensions: pgliteExtensions() });
  await client.waitReady;
  const record = <A extends unknown[], R>(fn: (...args: A) => R) => ((...args: A) => (sent.push(String(args[0])), fn(...args))) as (...args: A) => R;
  client.query = record(client.query.bind(client)) as typeof client.query;
  client.exec = record(client.exec.bind(client)) as typeof client.exec;
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: Parameters<typeof transaction>[0]) => {
    sent.push('BEGIN');
    return transaction((tx) => {
      tx.query = record(tx.query.bind(tx)) as typeof tx.query;
      tx.exec = record(tx.exec.bind(tx)) as typeof tx.exec;
      return fn(tx);
    }).finally(() => sent.push('COMMIT'));
  }) as typeof client.transaction;
  useDatabase({ kind: 'pglite', client });
});

/** The statements `run` sends. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await run();
  return [...sent];
}

describe('statements per request', () => {
  let token: string;
  let userId: number;
  let tag: string;
  let moldId: number;
  let customerId: number;

  beforeAll(async () => {
    let user: { id: number };
    ({ token, user } = await signedInAs('Viewer'));
    userId = user.id;
    tag = uid();
    const customer = await makeCustomer({ companyName: `Falconridge ${tag} Plastics` });
    customerId = customer.id;
    for (let i = 0; i < 3; i++) await makeCustomer({ companyName: `Falconridge ${tag} Molding ${i}` });
    for (let i = 0; i < 4; i++) {
      const mold = await makeMold({ mold_name: `Path ${tag} ${i}`, ownership: 'customer_owned', customer_id: customer.id, maintenance_interval_shots: 100_000 });
      moldId = mold.id;
    }
    await getDb().insert(moldUsageRecords).values({ moldId, date: todayInPlant(), shotsProduced: 1234 });
    // The token's first use records last_used_at (a write, at most once a minute); the counts below are the steady state.
    expect((await call(listMoldsRoute, 'GET', '/api/molds?page=1', { token })).status).toBe(200);
  });

  // The steady state even on a slow machine: a test that starts a minute after that first use would see the write again.
  beforeEach(async () => {
    await getDb().execute(sql`update api_tokens set last_used_at = now() + interval '10 minutes' where user_id = ${userId}`);
  });

  it('the molds page (rows, customer, 30-day usage and total) is one statement after the token lookup', async () => {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(async () => (res = await call(listMoldsRoute, 'GET', `/api/molds?page=1&per_page=25&q=${tag}`, { token })));
    expect(res!.status).toBe(200);
    expect(res!.body).toMatchObject({ total: 4, current_page: 1, from: 1, to: 4, next: null, total_is_estimate: false });
    expect(res!.body.data.find((m: { id: number }) => m.id === moldId)).toMatchObject({ customer: { id: customerId } });
    expect(res!.body.data.find((m: { id: number }) => m.id === moldId).next_maintenance_due).not.toBeNull(); // the usage was read
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
    expect(statements.some((s) => /^\s*(begin|commit)/i.test(s))).toBe(false);
  });

  it('the unfiltered molds page too, and a page past the end adds only the count', async () => {
    expect(await statementsOf(() => call(listMoldsRoute, 'GET', '/api/molds?page=1&per_page=25', { token }))).toHaveLength(2);
    expect(await statementsOf(() => call(listMoldsRoute, 'GET', `/api/molds?page=40&q=${tag}`, { token }))).toHaveLength(3);
  });

  it('the purchase-order page (rows, supplier, its rating, line counts, total) is one statement after the token lookup', async () => {
    const { ctx } = await signedInAs('Purchasing');
    const supplier = await makeRatedSupplier(ctx, 'preferred');
    const resin = await makeMaterial(1.5);
    for (let i = 0; i < 3; i++) await makeDraftOrder(ctx, supplier.id, [{ product_id: resin.id, quantity: 10 + i }, { product_id: resin.id, quantity: 5 }]);
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(async () => (res = await call(purchaseOrdersRoute, 'GET', `/api/purchase-orders?supplier_id=${supplier.id}&page=1&per_page=25`, { token })));
    expect(res!.status).toBe(200);
    expect(res!.body).toMatchObject({ total: 3, from: 1, to: 3 });
    expect(res!.body.data[0]).toMatchObject({ supplier: { id: supplier.id, rating_category: 'preferred' }, line_count: 2 });
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
  });

  it('the customer search is one statement after the token lookup', async () => {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(async () => (res = await call(listCustomersRoute, 'GET', `/api/customers?search=falconridge%20${tag}&page=1&per_page=2`, { token })));
    expect(res!.body).toMatchObject({ total: 4, last_page: 2, from: 1, to: 2 });
    expect(res!.body.data.map((c: { company_name: string }) => c.company_name)).toEqual([`Falconridge ${tag} Molding 0`, `Falconridge ${tag} Molding 1`]);
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
  });

  it('the sales-order list (status filter, a search, a customer) is one statement after the token lookup (a search: and its planner estimate)', async () => {
    const order = await makeSalesOrder({ customer_id: customerId, customer_po: `PO-${tag}` });
    for (const query of [`search=PO-${tag}`, `customer_id=${customerId}&status=draft`, `search=${order.order_number}&sort=subtotal`]) {
      let res: Awaited<ReturnType<typeof call>> | undefined;
      const statements = await statementsOf(async () => (res = await call(salesOrdersRoute, 'GET', `/api/sales-orders?page=1&${query}`, { token })));
      expect(res!.body, query).toMatchObject({ total: 1, data: [{ id: order.id, customer: { id: customerId } }] });
      // A search asks the planner how many orders it matches (EXPLAIN: planned, not run) to choose its page's plan
      // (PageQuery.matches, issue 30); the page itself is still one statement.
      const search = query.startsWith('search=');
      expect(statements, statements.join('\n---\n')).toHaveLength(search ? 3 : 2);
      if (search) expect(statements[1]).toMatch(/^explain \(format json\) \(?select/);
    }
  });

  it('the sales-order list filtered by status alone (or not at all) reads the kept counters, then the rows', async () => {
    await makeSalesOrder({ customer_id: customerId });
    for (const query of ['status=draft', 'status=draft,confirmed&sort=subtotal', '']) {
      let res: Awaited<ReturnType<typeof call>> | undefined;
      const statements = await statementsOf(async () => (res = await call(salesOrdersRoute, 'GET', `/api/sales-orders?page=1&${query}`, { token })));
      expect(res!.status, query).toBe(200);
      expect(res!.body.total, query).toBeGreaterThan(0);
      expect(statements, statements.join('\n---\n')).toHaveLength(3);
      expect(statements[1], query).toMatch(/sales_order_status_counts/);
      expect(statements[2], query).not.toMatch(/count\(\*\) over/);
    }
  });

  it('a record read is one statement after the token lookup', async () => {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(async () => (res = await call(customerRoute, 'GET', `/api/customers/${customerId}`, { token, params: { id: String(customerId) } })));
    expect(res!.status).toBe(200);
    expect(statements).toHaveLength(2);
  });

  it('a mold read (the mold, its customer, 30-day usage, latest records and their totals) is one statement after the token lookup', async () => {
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const statements = await statementsOf(async () => (res = await call(moldRoute, 'GET', `/api/molds/${moldId}`, { token, params: { id: String(moldId) } })));
    expect(res!.status).toBe(200);
    expect(res!.body.data).toMatchObject({ id: moldId, customer: { id: customerId }, usage_history_total: 1, maintenance_history_total: 0, maintenance_history: [] });
    expect(res!.body.data.usage_history).toEqual([expect.objectContaining({ mold_id: moldId, shots_produced: 1234, date: todayInPlant(), created_at: expect.stringMatching(/Z$/) })]);
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
    const missing = await call(moldRoute, 'GET', '/api/molds/999999999', { token, params: { id: '999999999' } });
    expect(missing.status).toBe(404);
  });

  it('a revoked token is refused on its very next request', async () => {
    const { token: other, user } = await signedInAs('Viewer');
    expect((await call(listMoldsRoute, 'GET', '/api/molds?page=1', { token: other })).status).toBe(200);
    await getDb().execute(sql`update api_tokens set revoked_at = now() where user_id = ${user.id}`);
    expect((await call(listMoldsRoute, 'GET', '/api/molds?page=1', { token: other })).status).toBe(401);
  });
});

describe('keyset paging (cursor, next)', () => {
  let token: string;
  let adminToken: string;
  let tag: string;

  beforeAll(async () => {
    ({ token } = await signedInAs('Viewer'));
    ({ token: adminToken } = await signedInAs('Admin'));
    tag = uid();
    // Names with ties (the id breaks them) and shot counts with NULL-free ties.
    for (let i = 0; i < 23; i++) await makeMold({ mold_name: `Walk ${tag} ${String(i % 7).padStart(2, '0')}`, cavity_count: 1 + (i % 3) });
  });

  type Page = { data: { id: number; mold_name: string }[]; next: string | null; current_page: number; from: number | null; to: number | null; total: number };
  const get = async (qs: string): Promise<Page> => {
    const res = await call(listMoldsRoute, 'GET', `/api/molds?${qs}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('walks the whole list once, in the list order, in every sort and direction', async () => {
    for (const order of ['sort=mold_name', 'sort=mold_name&dir=desc', 'sort=mold_code', 'sort=total_shots', 'sort=maintenance', 'sort=maintenance&dir=asc']) {
      const all = (await get(`q=${tag}&page=1&per_page=100&${order}`)).data.map((m) => m.id);
      expect(all).toHaveLength(23);
      const walked: number[] = [];
      let page = await get(`q=${tag}&page=1&per_page=5&${order}`);
      const positions: [number | null, number | null][] = [];
      for (;;) {
        walked.push(...page.data.map((m) => m.id));
        positions.push([page.from, page.to]);
        if (!page.next) break;
        page = await get(`q=${tag}&per_page=5&${order}&cursor=${page.next}`);
      }
      expect(walked, order).toEqual(all);
      expect(positions).toEqual([
        [1, 5],
        [6, 10],
        [11, 15],
        [16, 20],
        [21, 23],
      ]);
      expect(page).toMatchObject({ next: null, total: 23, current_page: 5 });
    }
  });

  it('rows inserted during a walk do not repeat or skip the rows that were there', async () => {
    const all = (await get(`q=${tag}&page=1&per_page=100&sort=mold_name`)).data.map((m) => m.id);
    const walked: number[] = [];
    let page = await get(`q=${tag}&page=1&per_page=4&sort=mold_name`);
    let inserted = 0;
    for (;;) {
      walked.push(...page.data.map((m) => m.id));
      if (!page.next) break;
      // A new mold sorting before the cursor and one after it, between every two pages.
      const body = (name: string) => ({ mold_code: `WK-${uid()}`.toUpperCase(), mold_name: name, ownership: 'company_owned', cavity_count: 2 });
      expect((await call(createMoldRoute, 'POST', '/api/molds', { token: adminToken, body: body(`Walk ${tag} 00 new ${inserted}`) })).status).toBe(201);
      expect((await call(createMoldRoute, 'POST', '/api/molds', { token: adminToken, body: body(`Walk ${tag} 99 new ${inserted}`) })).status).toBe(201);
      inserted++;
      page = await get(`q=${tag}&per_page=4&sort=mold_name&cursor=${page.next}`);
    }
    expect(walked.filter((id) => all.includes(id))).toEqual(all);
    expect(new Set(walked).size).toBe(walked.length);
  });

  it('refuses a cursor it did not give, or one of another order, with 422 and the cursor field', async () => {
    const first = await get(`q=${tag}&page=1&per_page=5&sort=mold_name`);
    for (const cursor of ['abc', 'not*base64', Buffer.from('[1,"mold_name","asc",null,-1,0,0,0]').toString('base64url'), `${first.next}x`]) {
      const res = await call(listMoldsRoute, 'GET', `/api/molds?q=${tag}&per_page=5&sort=mold_name&cursor=${encodeURIComponent(cursor)}`, { token });
      expect(res.status, cursor).toBe(422);
      expect(res.body.errors).toHaveProperty('cursor');
    }
    const otherOrder = await call(listMoldsRoute, 'GET', `/api/molds?q=${tag}&per_page=5&sort=mold_name&dir=desc&cursor=${first.next}`, { token });
    expect(otherOrder.status).toBe(422);
    // Well-formed, this order's, but its key is not a number as total_shots is: still the cursor's 422.
    const wrongType = Buffer.from('[1,"total_shots","desc","lots",1,5,9,0]').toString('base64url');
    const typed = await call(listMoldsRoute, 'GET', `/api/molds?q=${tag}&per_page=5&sort=total_shots&dir=desc&cursor=${wrongType}`, { token });
    expect(typed.status).toBe(422);
    expect(typed.body.errors).toHaveProperty('cursor');
  });

  it('the export walks by keyset and still gives every row once', async () => {
    const { moldExportBatches } = await import('@/lib/molds/queries');
    const { user } = await signedInAs('Viewer');
    const ids: number[] = [];
    for await (const batch of moldExportBatches({ db: getDb(), user }, { q: tag, sort: 'mold_name' })) ids.push(...batch.map((m) => m.id));
    expect(ids).toEqual((await get(`q=${tag}&page=1&per_page=100&sort=mold_name`)).data.map((m) => m.id));
  });
});

describe('every cursor list walks the same way', () => {
  it('customers (search and sorts), products, suppliers, inventory items and work orders: a cursor walk gives the paged list, once each', async () => {
    const { token, ctx } = await signedInAs('Admin');
    const tag = uid();
    for (let i = 0; i < 7; i++) {
      await makeCustomer({ companyName: `Walker ${tag} ${i % 3}`, city: i % 2 ? null : `City ${i % 4}`, creditLimit: 1000 * (i % 3) });
      await makeProduct({ productCode: `WP-${tag}-${i}`, productName: `Walker ${tag} ${i % 3}`, category: `Cat ${tag}` });
      await makeSupplier(ctx, { company_name: `Walker ${tag} ${i % 3}`, email: `w${i}-${tag}@example.test` });
    }
    // Three suppliers scored (reviews in three months), four never: the scorecard's columns are NULL for those
    // through the LEFT JOIN, and sort last in both directions.
    const walkers = await listSuppliers(ctx, { search: tag, sort: 'company_name' });
    for (const [i, period] of ['2026-03', '2026-01', '2026-02'].entries()) await recordValues(ctx, walkers.data[i].id, { on_time_delivery: 70 + 10 * i }, period);
    const mold = await makeMold({ mold_name: `Walker ${tag}` });
    for (const priority of ['low', 'high', 'medium', 'high', 'low', 'high', 'medium']) await makeWorkOrder({ mold_id: mold.id, priority });
    const lists: [Parameters<typeof call>[0], string][] = [
      [listCustomersRoute, `/api/customers?search=${tag}`],
      [listCustomersRoute, `/api/customers?search=${tag}&sort=city`],
      [listCustomersRoute, `/api/customers?search=${tag}&sort=credit_limit&dir=asc`],
      [listProductsRoute, `/api/products?q=${tag}&sort=product_name&dir=desc`],
      [listSuppliersRoute, `/api/suppliers?search=${tag}`],
      [listSuppliersRoute, `/api/suppliers?search=${tag}&sort=overall_score`],
      [listSuppliersRoute, `/api/suppliers?search=${tag}&sort=overall_score&dir=asc`],
      [listSuppliersRoute, `/api/suppliers?search=${tag}&sort=last_review_date`],
      [listSuppliersRoute, `/api/suppliers?search=${tag}&sort=last_review_date&dir=asc`],
      [inventoryItemsRoute, `/api/inventory/items?search=${tag}&sort=item_name`],
      [inventoryItemsRoute, `/api/inventory/items?search=${tag}&sort=quantity_on_hand`],
      [workOrdersRoute, `/api/production/work-orders?mold_id=${mold.id}`],
      [workOrdersRoute, `/api/production/work-orders?mold_id=${mold.id}&sort=priority`],
    ];
    for (const [route, base] of lists) {
      const all = (await call(route, 'GET', `${base}&page=1&per_page=100`, { token })).body;
      expect(all.total, base).toBe(7);
      const walked: number[] = [];
      let page = (await call(route, 'GET', `${base}&page=1&per_page=3`, { token })).body;
      for (;;) {
        walked.push(...page.data.map((r: { id: number }) => r.id));
        if (!page.next) break;
        const res = await call(route, 'GET', `${base}&per_page=3&cursor=${page.next}`, { token });
        expect(res.status, base).toBe(200);
        page = res.body;
      }
      expect(walked, base).toEqual(all.data.map((r: { id: number }) => r.id));
      if (base.includes('sort=last_review_date') || base.includes('sort=overall_score')) {
        const scored = all.data.map((r: { scorecard: { last_review_date: string | null } }) => r.scorecard.last_review_date !== null);
        expect(scored, base).toEqual([true, true, true, false, false, false, false]); // never-scored last, either way
      }
    }
  });
});

// The estimate needs a table past ESTIMATE_THRESHOLD rows: this file's own in-memory PGlite (the shared
// PostgreSQL test database keeps small tables, so the other files' exact totals stay exact).
describe.runIf(!process.env.DATABASE_URL)('totals of large unfiltered lists', () => {
  it('are the planner estimate ("about"), exact with any filter and on the last page', async () => {
    const { token } = await signedInAs('Viewer');
    const n = ESTIMATE_THRESHOLD + 500;
    await getDb().execute(
      sql`insert into molds (mold_code, mold_name, ownership, cavity_count) select 'EST-' || g, 'Estimate ' || g, 'company_owned', 1 from generate_series(1, ${n}) g`,
    );
    await getDb().execute(sql`analyze molds`);
    forgetEstimates(getDb());
    const [{ exact }] = await executeRows<{ exact: number }>(getDb(), sql`select count(*)::int as exact from molds`);

    const statements = await statementsOf(async () => {
      const first = (await call(listMoldsRoute, 'GET', '/api/molds?page=1', { token })).body;
      expect(first.total_is_estimate).toBe(true);
      expect(Math.abs(first.total - exact)).toBeLessThan(exact * 0.1);
      expect(first.data).toHaveLength(15);
      expect(first.next).toEqual(expect.any(String));
    });
    expect(statements.filter((s) => /count\(/i.test(s))).toEqual([]); // no count of the table

    const filtered = (await call(listMoldsRoute, 'GET', '/api/molds?page=1&q=EST-1', { token })).body;
    expect(filtered.total_is_estimate).toBe(false);
    // EST-1, EST-1x, EST-1xx, EST-1xxx and EST-10000 … EST-10500
    expect(filtered.total).toBe(1 + 10 + 100 + 1000 + 501);

    const lastPage = Math.ceil(exact / 15);
    const last = (await call(listMoldsRoute, 'GET', `/api/molds?page=${lastPage}`, { token })).body;
    expect(last).toMatchObject({ total: exact, total_is_estimate: false, next: null });
    const past = (await call(listMoldsRoute, 'GET', `/api/molds?page=${lastPage + 50}`, { token })).body;
    expect(past).toMatchObject({ data: [], total: exact, last_page: lastPage, total_is_estimate: false });
  }, 120_000);
});
