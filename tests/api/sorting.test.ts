/**
 * Sortable lists (issue 14): `sort` and `dir` on every list, ordered in SQL with the id as tiebreak, each key in its
 * natural direction by default, an unknown key or direction a 422 — and the header links' next order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as customers } from '@/app/api/customers/route';
import { GET as molds } from '@/app/api/molds/route';
import { GET as products } from '@/app/api/products/route';
import { GET as suppliers } from '@/app/api/suppliers/route';
import { GET as inventory } from '@/app/api/inventory/items/route';
import { GET as workOrders } from '@/app/api/production/work-orders/route';
import { addDays, todayInPlant } from '@/lib/dates';
import { makeWorkOrder } from '../factories/production';
import { defineSorts, nextSort, resolveSort } from '@/lib/list/sort';
import type { ServiceContext } from '@/lib/service-context';
import { makeCustomer } from '../factories/customers';
import { makeMold, moldCode } from '../factories/molds';
import { makeProduct } from '../factories/products';
import { makeSupplier } from '../factories/suppliers';
import { call, signedIn, uid } from '../helpers';

let token: string;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

const get = async (handler: Parameters<typeof call>[0], path: string) => call(handler, 'GET', path, { token });

describe('the order of a header click', () => {
  const spec = defineSorts({ name: 'asc', amount: 'desc' }, 'name');
  it('resolves the default key and natural direction; a click toggles the current column, another column starts natural', () => {
    expect(resolveSort(spec, null, null)).toEqual({ sort: 'name', dir: 'asc' });
    expect(resolveSort(spec, 'amount', null)).toEqual({ sort: 'amount', dir: 'desc' });
    expect(nextSort(spec, { sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort(spec, { sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: null });
    expect(nextSort(spec, { sort: 'name', dir: 'desc' }, 'amount')).toEqual({ sort: 'amount', dir: null });
    expect(nextSort(spec, { sort: 'amount', dir: 'desc' }, 'amount')).toEqual({ sort: 'amount', dir: 'asc' });
  });
});

describe('sort and dir on the lists', () => {
  it('customers: by credit limit (largest first by default, then ascending), by code', async () => {
    const tag = `srt${uid()}`;
    for (const [name, limit] of [['B', 500], ['A', 9000], ['C', 100]] as const) await makeCustomer({ companyName: `${tag} ${name}`, creditLimit: limit });
    const names = async (q: string) => (await get(customers, `/api/customers?search=${tag}&${q}`)).body.data.map((c: { company_name: string }) => c.company_name.slice(-1));
    expect(await names('')).toEqual(['A', 'B', 'C']);
    expect(await names('sort=company_name&dir=desc')).toEqual(['C', 'B', 'A']);
    expect(await names('sort=credit_limit')).toEqual(['A', 'B', 'C']);
    expect(await names('sort=credit_limit&dir=asc')).toEqual(['C', 'B', 'A']);
    const bad = await get(customers, '/api/customers?sort=password&dir=up');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['dir', 'sort']);
  });

  it('molds: the existing orders keep their direction, dir reverses them', async () => {
    const prefix = moldCode('SRT');
    for (const [suffix, shots] of [['1', 300], ['2', 900], ['3', 100]] as const) await makeMold({ mold_code: `${prefix}-${suffix}`, total_shots_lifetime: shots });
    const codes = async (q: string) =>
      (await get(molds, `/api/molds?page=1&q=${prefix}&${q}`)).body.data.map((m: { mold_code: string }) => m.mold_code.slice(-1));
    expect(await codes('')).toEqual(['1', '2', '3']);
    expect(await codes('dir=desc')).toEqual(['3', '2', '1']);
    expect(await codes('sort=total_shots')).toEqual(['2', '1', '3']);
    expect(await codes('sort=total_shots&dir=asc')).toEqual(['3', '1', '2']);
    expect((await get(molds, '/api/molds?page=1&dir=sideways')).status).toBe(422);
  });

  it('products: by selling price and by name', async () => {
    const tag = `srt${uid()}`;
    for (const [name, price] of [['Bezel', 2], ['Arm', 5], ['Clip', 1]] as const) await makeProduct({ productName: `${name} ${tag}`, sellingPrice: price });
    const names = async (q: string) => (await get(products, `/api/products?page=1&q=${tag}&${q}`)).body.data.map((p: { product_name: string }) => p.product_name.split(' ')[0]);
    expect(await names('sort=selling_price')).toEqual(['Arm', 'Bezel', 'Clip']);
    expect(await names('sort=product_name')).toEqual(['Arm', 'Bezel', 'Clip']);
    expect(await names('sort=product_name&dir=desc')).toEqual(['Clip', 'Bezel', 'Arm']);
  });

  it('suppliers: by code both ways; by score answers with the unscored too', async () => {
    const tag = `srt${uid()}`;
    for (const code of ['b', 'a', 'c']) await makeSupplier(ctx, { supplier_code: `${tag}-${code}`, company_name: `${tag} ${code}` });
    const codes = async (q: string) => (await get(suppliers, `/api/suppliers?search=${tag}&${q}`)).body.data.map((s: { supplier_code: string }) => s.supplier_code.slice(-1));
    expect(await codes('sort=supplier_code')).toEqual(['a', 'b', 'c']);
    expect(await codes('sort=supplier_code&dir=desc')).toEqual(['c', 'b', 'a']);
    expect((await codes('sort=overall_score')).sort()).toEqual(['a', 'b', 'c']); // no scores yet: all there, nulls last
  });

  it('work orders: by target date (earliest first) and by priority', async () => {
    const mold = await makeMold({ mold_code: moldCode('SRTWO') });
    const a = await makeWorkOrder({ mold_id: mold.id, target_date: addDays(todayInPlant(), 9), priority: 'low' });
    const b = await makeWorkOrder({ mold_id: mold.id, target_date: addDays(todayInPlant(), 3), priority: 'high' });
    const c = await makeWorkOrder({ mold_id: mold.id, target_date: addDays(todayInPlant(), 6), priority: 'medium' });
    const ids = async (q: string) => (await get(workOrders, `/api/production/work-orders?page=1&mold_id=${mold.id}&${q}`)).body.data.map((w: { id: number }) => w.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]); // newest first
    expect(await ids('sort=target_date')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=priority')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=target_date&dir=desc')).toEqual([a.id, c.id, b.id]);
  });

  it('inventory: by name and by quantity on hand', async () => {
    const tag = `srt${uid()}`;
    for (const name of ['Beta', 'Alpha', 'Gamma']) await makeProduct({ productName: `${name} ${tag}`, productType: 'raw_material' });
    const names = async (q: string) => (await get(inventory, `/api/inventory/items?search=${tag}&${q}`)).body.data.map((i: { item_name: string }) => i.item_name.split(' ')[0]);
    expect(await names('sort=item_name')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names('sort=item_name&dir=desc')).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect((await get(inventory, `/api/inventory/items?search=${tag}&sort=quantity_on_hand`)).status).toBe(200);
  });
});
