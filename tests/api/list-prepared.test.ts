/**
 * An unfiltered list page runs a statement built once per order (and day, for molds) (`preparedKey`,
 * lib/list/paging.ts): it answers what the statement built for each request answers. The filtered twin (every
 * status or type: the same rows) goes through the per-request build, so the two are compared page by page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listCustomersRoute } from '@/app/api/customers/route';
import { GET as listMoldsRoute } from '@/app/api/molds/route';
import { GET as listProductsRoute } from '@/app/api/products/route';
import { getDb } from '@/db/client';
import { preparedRowsKept } from '@/lib/list/paging';
import { PARTY_STATUSES } from '@/lib/customers/constants';
import { MOLD_STATUSES } from '@/lib/molds/constants';
import { PRODUCT_TYPES } from '@/lib/products/constants';
import { makeCustomer } from '../factories/customers';
import { makeMold } from '../factories/molds';
import { makeProduct } from '../factories/products';
import { signedInAs } from '../factories/users';
import { call } from '../helpers';

let token: string;

beforeAll(async () => {
  ({ token } = await signedInAs('Viewer'));
  for (let i = 0; i < 12; i++) {
    await makeMold({ mold_name: `Prepared ${String.fromCharCode(65 + (i % 5))} ${i}`, maintenance_interval: i % 3 === 0 ? null : 1000 * (i + 1) });
    await makeCustomer({ companyName: `Prepared ${String.fromCharCode(65 + (i % 5))} ${i}`, city: i % 2 ? 'Lyon' : null });
    await makeProduct({ productName: `Prepared ${String.fromCharCode(65 + (i % 5))} ${i}` });
  }
});

const LISTS = {
  molds: { route: listMoldsRoute, twin: `status=${MOLD_STATUSES.join(',')}` },
  customers: { route: listCustomersRoute, twin: `status=${PARTY_STATUSES.join(',')}` },
  products: { route: listProductsRoute, twin: `product_type=${PRODUCT_TYPES.join(',')}` },
};

// On the shared PostgreSQL database other test files add molds between the two reads of a pair; the per-request
// and prepared statements are the same SQL there, checked on PGlite, where this file has its database to itself.
describe.skipIf(Boolean(process.env.DATABASE_URL))('an unfiltered list page', () => {
  it.each([
    ['molds', ''],
    ['molds', 'sort=mold_name&dir=desc'],
    ['molds', 'sort=total_shots'],
    ['molds', 'sort=maintenance&dir=desc'],
    ['customers', ''],
    ['customers', 'sort=city'],
    ['customers', 'sort=credit_limit&dir=asc'],
    ['products', ''],
    ['products', 'sort=product_name&dir=desc'],
    ['products', 'sort=selling_price'],
  ] as const)('%s answers as the per-request statement, page by page (%s)', async (list, order) => {
    const { route, twin } = LISTS[list];
    const kept = preparedRowsKept(getDb());
    for (const [page, perPage] of [
      [1, 5],
      [2, 5],
      [3, 5],
      [1, 100],
      [999, 5],
    ]) {
      const query = `page=${page}&per_page=${perPage}${order ? `&${order}` : ''}`;
      const prepared = await call(route, 'GET', `/api/${list}?${query}`, { token });
      const built = await call(route, 'GET', `/api/${list}?${query}&${twin}`, { token });
      expect(prepared.status).toBe(200);
      expect(prepared.body).toEqual(built.body);
      if (page === 1 && perPage === 5) expect(prepared.body.data).toHaveLength(5);
    }
    // One statement for the order, reused by every page and page size.
    expect(preparedRowsKept(getDb())).toBe(kept + 1);
  });
});
