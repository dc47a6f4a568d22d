/**
 * A list page without a cursor runs a statement built once per key — the order, the filters' shape, the day for
 * molds — with the filters' values as parameters (`preparedKey` and `values`, lib/list/paging.ts): it answers
 * what the statement built for each request answers (`setPreparedRows(false)`), page by page, and a second search
 * term reuses the first one's statement with its own value.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as listCustomersRoute } from '@/app/api/customers/route';
import { GET as listInventoryRoute } from '@/app/api/inventory/items/route';
import { GET as listMoldsRoute } from '@/app/api/molds/route';
import { GET as listProductsRoute } from '@/app/api/products/route';
import { GET as listSuppliersRoute } from '@/app/api/suppliers/route';
import { getDb } from '@/db/client';
import { preparedRowsKept, setPreparedRows } from '@/lib/list/paging';
import { makeCustomer } from '../factories/customers';
import { makeMold } from '../factories/molds';
import { makeProduct } from '../factories/products';
import { callerWithRole, makeSupplier } from '../factories/suppliers';
import { signedInAs } from '../factories/users';
import { call } from '../helpers';

let token: string;
const customerIds: number[] = [];

beforeAll(async () => {
  ({ token } = await signedInAs('Viewer'));
  const { ctx: admin } = await callerWithRole('Admin');
  for (let i = 0; i < 12; i++) {
    const customer = await makeCustomer({
      companyName: `Prepared ${String.fromCharCode(65 + (i % 5))}${i % 4 === 0 ? '_%' : ''} ${i}`,
      city: i % 2 ? 'Lyon' : null,
      status: i % 3 === 0 ? 'inactive' : 'active',
    });
    customerIds.push(customer.id);
    await makeMold({
      mold_name: `Prepared ${String.fromCharCode(65 + (i % 5))} ${i}`,
      maintenance_interval: i % 3 === 0 ? null : 1000 * (i + 1),
      ...(i % 4 === 1 ? { ownership: 'leased' } : i % 4 === 2 ? { ownership: 'customer_owned', customer_id: customerIds[i % 3] } : {}),
    });
    await makeProduct({
      productName: `Prepared ${String.fromCharCode(65 + (i % 5))} ${i}`,
      productType: i % 2 ? 'component' : 'finished_good',
      customerId: customerIds[i % 3],
    });
    await makeSupplier(admin, { company_name: `Prepared ${String.fromCharCode(65 + (i % 5))} ${i}` });
  }
});

afterEach(() => setPreparedRows(true));

const ROUTES = { molds: listMoldsRoute, customers: listCustomersRoute, products: listProductsRoute, 'inventory/items': listInventoryRoute, suppliers: listSuppliersRoute };

async function page(list: keyof typeof ROUTES, query: string, prepared: boolean) {
  setPreparedRows(prepared);
  const res = await call(ROUTES[list], 'GET', `/api/${list}?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

// On the shared PostgreSQL database other test files add rows between the two reads of a pair; the per-request
// and prepared statements are the same SQL there, checked on PGlite, where this file has its database to itself.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a list page without a cursor', () => {
  it.each([
    ['molds', ''],
    ['molds', 'sort=mold_name&dir=desc'],
    ['molds', 'sort=total_shots'],
    ['molds', 'sort=maintenance&dir=desc'],
    ['molds', 'q=prepared'],
    ['molds', 'q=prepared&status=active&health=not_set,good&sort=total_shots'],
    ['molds', 'ownership=leased'],
    ['customers', ''],
    ['customers', 'sort=city'],
    ['customers', 'sort=credit_limit&dir=asc'],
    ['customers', 'search=prepared'],
    ['customers', 'search=prepared&sort=city&dir=desc'],
    ['customers', 'search=prepared&status=inactive'],
    ['customers', 'status=active'],
    ['products', ''],
    ['products', 'sort=product_name&dir=desc'],
    ['products', 'sort=selling_price'],
    ['products', 'q=prepared'],
    ['products', 'q=prepared&product_type=component&sort=product_name'],
    ['products', 'product_type=finished_good'],
    ['inventory/items', ''],
    ['inventory/items', 'search=prepared'],
    ['inventory/items', 'search=prepared&filter=components&sort=item_name&dir=desc'],
    ['inventory/items', 'search=prepared&sort=quantity_on_hand'],
    ['suppliers', ''],
    ['suppliers', 'search=prepared'],
    ['suppliers', 'search=prepared&status=active&sort=supplier_code&dir=desc'],
    ['suppliers', 'rating=unrated&sort=overall_score'],
  ] as const)('%s answers as the per-request statement, page by page (%s)', async (list, filter) => {
    const kept = preparedRowsKept(getDb());
    for (const [n, perPage] of [
      [1, 5],
      [2, 5],
      [3, 5],
      [1, 100],
      [999, 5],
    ]) {
      const query = `page=${n}&per_page=${perPage}${filter ? `&${filter}` : ''}`;
      const prepared = await page(list, query, true);
      expect(prepared).toEqual(await page(list, query, false));
      if (n === 1 && perPage === 5) expect(prepared.data.length).toBeGreaterThan(0);
    }
    // One statement for the key, reused by every page and page size.
    expect(preparedRowsKept(getDb())).toBe(kept + 1);
  });

  it.each([
    ['customers', ['search=prepared a', 'search=prepared b', 'search=_%', 'search=nothing like it']],
    ['products', ['q=prepared a', 'q=prepared b', 'q=nothing like it']],
    ['molds', ['q=prepared a', 'q=prepared b', 'q=nothing like it']],
    ['inventory/items', ['search=prepared a', 'search=prepared b', 'search=nothing like it']],
    ['suppliers', ['search=prepared a', 'search=prepared b', 'search=nothing like it']],
  ] as const)('%s: another search term runs the same statement with its own value', async (list, searches) => {
    const seen: string[] = [];
    let kept = 0;
    for (const search of searches) {
      const query = `page=1&per_page=50&${search}`;
      const prepared = await page(list, query, true);
      expect(prepared).toEqual(await page(list, query, false));
      seen.push(JSON.stringify(prepared.data.map((r: { id: number }) => r.id)));
      if (seen.length === 1) kept = preparedRowsKept(getDb());
    }
    expect(new Set(seen).size).toBe(searches.length); // each term its own rows (the last none)
    expect(seen[seen.length - 1]).toBe('[]');
    expect(preparedRowsKept(getDb())).toBe(kept);
  });

  it.each([
    ['products', 'sort=category', [4, 4, 4]],
    ['molds', 'sort=mold_code', [1, 1, 1]],
  ] as const)('%s: another customer runs the same statement with its own value', async (list, order, counts) => {
    const kept = preparedRowsKept(getDb());
    for (const [i, id] of customerIds.slice(0, 3).entries()) {
      const query = `page=1&per_page=50&customer_id=${id}&${order}`;
      const prepared = await page(list, query, true);
      expect(prepared.data).toHaveLength(counts[i]);
      expect(prepared.data.every((row: { customer_id: number }) => row.customer_id === id)).toBe(true);
      expect(prepared).toEqual(await page(list, query, false));
    }
    expect(preparedRowsKept(getDb())).toBe(kept + 1);
  });
});
