import { beforeAll, describe, expect, it } from 'vitest';
import { GET as byProductRoute } from '@/app/api/inventory/product/[id]/route';
import { GET as searchRoute } from '@/app/api/inventory/items/search/route';
import { GET as lotRoute } from '@/app/api/inventory/lots/[id]/route';
import { getStockLot, stockLotExists } from '@/lib/inventory/stock';
import { NotFoundError } from '@/lib/errors';
import type { ServiceContext } from '@/lib/service-context';
import { call, signedIn, uid } from '../helpers';
import { makeLocation, makeLot, makeProduct } from '../factories/products';

let token: string;
let ctx: ServiceContext;
beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

const byProduct = (id: number | string, signedOut = false) =>
  call(byProductRoute, 'GET', `/api/inventory/product/${id}`, { token: signedOut ? undefined : token, params: { id: String(id) } });
const search = (qs: string, signedOut = false) => call(searchRoute, 'GET', `/api/inventory/items/search?${qs}`, { token: signedOut ? undefined : token });

describe('GET /api/inventory/product/{id}', () => {
  it('lists the stock lots in FIFO order (oldest receipt first, then lot id) with their locations', async () => {
    const product = await makeProduct();
    const rack = await makeLocation({ locationType: 'warehouse', aisle: 'A', rack: '03', shelf: '2', bin: 'B7' });
    const floor = await makeLocation({ locationType: 'production_floor' });
    const newest = await makeLot(product.id, rack.id, { receivedDate: '2026-03-01', quantityOnHand: 40, lastTransactionDate: '2026-03-20' });
    const oldest = await makeLot(product.id, floor.id, { receivedDate: '2025-11-15', quantityOnHand: 100, quantityAllocated: 25.5, lastTransactionDate: '2026-01-02', lotNumber: 'L-1' });
    const sameDayFirst = await makeLot(product.id, rack.id, { receivedDate: '2026-01-10', quantityOnHand: 5 });
    const sameDaySecond = await makeLot(product.id, floor.id, { receivedDate: '2026-01-10', quantityOnHand: 6 });
    await makeLot(product.id, rack.id, { receivedDate: '2025-01-01', quantityOnHand: 0 }); // depleted: not listed

    const res = await byProduct(product.id);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([oldest.id, sameDayFirst.id, sameDaySecond.id, newest.id]);
    expect(res.body.data.map((r: { fifo_order: number }) => r.fifo_order)).toEqual([1, 2, 3, 4]);
    expect(res.body.data[0]).toEqual({
      id: oldest.id,
      fifo_order: 1,
      lot_number: 'L-1',
      location_id: floor.id,
      location_code: floor.locationCode,
      location_name: floor.locationName,
      location_type: 'production_floor',
      aisle: null,
      rack: null,
      shelf: null,
      bin: null,
      received_date: '2025-11-15',
      quantity_on_hand: 100,
      quantity_allocated: 25.5,
      quantity_available: 74.5,
      last_transaction_date: '2026-01-02',
    });
    expect(res.body.data[3]).toMatchObject({ location_type: 'warehouse', aisle: 'A', rack: '03', shelf: '2', bin: 'B7', quantity_available: 40, last_transaction_date: '2026-03-20' });
  });

  it('returns [] for a product without stock', async () => {
    const product = await makeProduct();
    const res = await byProduct(product.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [] });
  });

  it.each(['999999999', 'abc', '0'])('404 "Product not found" for %s', async (id) => {
    const res = await byProduct(id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found' });
  });

  it('401 without a token, before 404', async () => {
    expect((await byProduct('999999999', true)).status).toBe(401);
  });
});

describe('GET /api/inventory/items/search', () => {
  const tag = `is${uid()}`;
  let resin: { id: number };
  beforeAll(async () => {
    resin = await makeProduct({ productCode: `${tag}-PP`, productName: 'Polypropylene homopolymer', description: 'MFI 12, natural', productType: 'raw_material', category: 'Resins', standardCost: 1.85, unit: 'kg' });
    await makeProduct({ productCode: `${tag}-ABS`, productName: 'ABS natural', productType: 'raw_material', category: 'Resins' });
    await makeProduct({ productCode: `${tag}-CTN`, productName: 'Carton 100%_recycled', productType: 'packaging', category: 'Cartons' });
    await makeProduct({ productCode: `${tag}-OLD`, productName: 'Obsolete resin', productType: 'raw_material', isActive: false });
    await makeProduct({ productCode: `${tag}-FG`, productName: 'Cap natural', productType: 'finished_good', category: 'Closures' });
    const a = await makeLocation();
    const b = await makeLocation();
    await makeLot(resin.id, a.id, { quantityOnHand: 1200.5 });
    await makeLot(resin.id, b.id, { quantityOnHand: 300, quantityAllocated: 100 });
  });

  const codes = (res: { body: { data: { product_code: string }[] } }) => res.body.data.map((r) => r.product_code);

  it('returns the picker shape with on hand summed from the lots', async () => {
    const res = await search(`q=${tag}-pp`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: resin.id,
        product_code: `${tag}-PP`,
        product_name: 'Polypropylene homopolymer',
        item_code: `${tag}-PP`,
        item_name: 'Polypropylene homopolymer',
        description: 'MFI 12, natural',
        category: 'Resins',
        product_type: 'raw_material',
        unit: 'kg',
        unit_cost: 1.85,
        quantity_on_hand: 1500.5,
      },
    ]);
  });

  it('matches code, name and description case-insensitively, not category; skips inactive products', async () => {
    const all = (await search(`q=${tag}&limit=50`));
    expect(codes(all).sort()).toEqual([`${tag}-ABS`, `${tag}-CTN`, `${tag}-FG`, `${tag}-PP`]);
    const natural = codes(await search('q=NATURAL&limit=50')).filter((c) => c.startsWith(tag));
    expect(natural.sort()).toEqual([`${tag}-ABS`, `${tag}-FG`, `${tag}-PP`]); // name or description
    expect(codes(await search(`q=${tag}-ctn`))).toEqual([`${tag}-CTN`]);
    expect(codes(await search('q=Closures&limit=50')).filter((c) => c.startsWith(tag))).toEqual([]);
  });

  it('puts an exact code match first', async () => {
    const res = await search(`q=${tag}-ABS&limit=50`);
    expect(codes(res)[0]).toBe(`${tag}-ABS`);
  });

  it('answers [] below 2 characters', async () => {
    expect((await search('q=a')).body).toEqual({ success: true, data: [] });
    expect((await search('q=%20%20')).body).toEqual({ success: true, data: [] });
    expect((await search('')).body).toEqual({ success: true, data: [] });
  });

  it('matches % and _ literally', async () => {
    expect(codes(await search(`q=${encodeURIComponent('100%_r')}&limit=50`)).filter((c) => c.startsWith(tag))).toEqual([`${tag}-CTN`]);
    expect(codes(await search(`q=${encodeURIComponent(`${tag}%P`)}`))).toEqual([]);
  });

  it('filters by category: item types, inventory filter names, or the category text', async () => {
    expect(codes(await search(`q=${tag}&category=raw_material&limit=50`)).sort()).toEqual([`${tag}-ABS`, `${tag}-PP`]);
    expect(codes(await search(`q=${tag}&category=raw_materials&limit=50`)).sort()).toEqual([`${tag}-ABS`, `${tag}-PP`]);
    expect(codes(await search(`q=${tag}&category=packaging,finished_good&limit=50`)).sort()).toEqual([`${tag}-CTN`, `${tag}-FG`]);
    expect(codes(await search(`q=${tag}&category=cartons&limit=50`))).toEqual([`${tag}-CTN`]);
    expect(codes(await search(`q=${tag}&category=all&limit=50`))).toHaveLength(4);
  });

  it('takes `search` for `q`; a category list past 1,000 characters is a 422', async () => {
    expect(codes(await search(`search=${tag}-pp`))).toEqual([`${tag}-PP`]);
    const long = await search(`q=${tag}&category=${'resins,'.repeat(150)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ category: ['The category may not be greater than 1000 characters.'] });
  });

  it('honours limit (default 10, at most 50)', async () => {
    expect(codes(await search(`q=${tag}&limit=2`))).toHaveLength(2);
    expect(codes(await search(`q=${tag}&limit=0`))).toHaveLength(1);
    expect(codes(await search(`q=${tag}&limit=zz`))).toHaveLength(4);
  });

  it('401 without a token', async () => {
    expect((await search(`q=${tag}`, true)).status).toBe(401);
  });
});

describe('getStockLot (a lot label, /inventory/lots/{id}/label)', () => {
  it('reads the lot with its product and location, also when it is used up', async () => {
    const product = await makeProduct({ unit: 'kg' });
    const rack = await makeLocation();
    const lot = await makeLot(product.id, rack.id, { receivedDate: '2026-02-03', quantityOnHand: 0, lotNumber: 'L-LABEL-1' });
    expect(await getStockLot(ctx, lot.id)).toEqual({
      id: lot.id,
      lot_number: 'L-LABEL-1',
      product: { id: product.id, product_code: product.productCode, product_name: product.productName, unit: 'kg' },
      location_id: rack.id,
      location_code: rack.locationCode,
      location_name: rack.locationName,
      received_date: '2026-02-03',
      quantity_on_hand: 0,
      quantity_allocated: 0,
      quantity_available: 0,
    });
    expect(await stockLotExists(ctx, lot.id)).toBe(true);
  });

  it('GET /api/inventory/lots/{id}: what of the lot is free (on hand less allocated); 404 unknown or malformed; 401', async () => {
    const product = await makeProduct();
    const rack = await makeLocation();
    const lot = await makeLot(product.id, rack.id, { quantityOnHand: 12.5, quantityAllocated: 2 });
    const get = (id: string, signedOut = false) => call(lotRoute, 'GET', `/api/inventory/lots/${id}`, { token: signedOut ? undefined : token, params: { id } });
    const res = await get(String(lot.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: lot.id, lot_number: null, location_id: rack.id, quantity_on_hand: 12.5, quantity_allocated: 2, quantity_available: 10.5 });
    expect((await get('2000000000')).status).toBe(404);
    expect((await get('abc')).status).toBe(404);
    expect((await get(String(lot.id), true)).status).toBe(401);
  });

  it('an unknown lot is not found', async () => {
    expect(await stockLotExists(ctx, 2_000_000_000)).toBe(false);
    await expect(getStockLot(ctx, 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
  });
});
