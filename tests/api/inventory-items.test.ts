import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/inventory/export/route';
import { POST as importRoute } from '@/app/api/inventory/import/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/inventory/items/route';
import { GET as statsRoute } from '@/app/api/inventory/stats/route';
import { getDb } from '@/db/client';
import type { Tx } from '@/db/client';
import { products, stockBalances, stockLots, stockMovements, storageLocations } from '@/db/schema';
import { MAX_BODY_BYTES } from '@/lib/api/handler';
import { IMPORT_BATCH_ROWS, MAX_IMPORT_ROWS } from '@/lib/inventory/constants';
import { importBatches, importRowKey, sendImportBatches } from '@/lib/inventory/import-batches';
import { inventoryStats, productMovements, receiveStockInTx } from '@/lib/inventory/service';
import { expectAudit } from '../audit';
import { makeLocation, makeProduct } from '../factories/products';
import { makeReceipt } from '../factories/stock';
import { call, inSnapshot, signedIn, uid } from '../helpers';

let token: string;
beforeAll(async () => {
  ({ token } = await signedIn());
});

const list = (qs: string) => call(listRoute, 'GET', `/api/inventory/items?${qs}`, { token });
const create = (body: unknown) => call(createRoute, 'POST', '/api/inventory/items', { token, body });
const importRows = (kind: string, rows: { row: number; values: Record<string, string | undefined> }[]) => call(importRoute, 'POST', '/api/inventory/import', { token, body: { kind, rows } });

describe('GET /api/inventory/items', () => {
  it('rows carry the spec fields, the kept balance and the stock status; search and the six filters', async () => {
    const tag = uid();
    const location = await makeLocation();
    const inStock = await makeProduct({ productCode: `INV-${tag}-A`, productName: 'Alpha resin', productType: 'raw_material', reorderLevel: 10, standardCost: 2, unit: 'kg' });
    const low = await makeProduct({ productCode: `INV-${tag}-B`, productName: 'Beta clip', productType: 'component', reorderLevel: 50 });
    const out = await makeProduct({ productCode: `INV-${tag}-C`, productName: 'Gamma cap', productType: 'finished_good', reorderLevel: 5 });
    await makeReceipt(inStock.id, location.id, 100, { unit_cost: 1.5 });
    await makeReceipt(low.id, location.id, 20);

    const res = await list(`search=INV-${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, total: 3, current_page: 1 });
    expect(res.body.data.map((r: { item_code: string }) => r.item_code)).toEqual([`INV-${tag}-A`, `INV-${tag}-B`, `INV-${tag}-C`]);
    expect(res.body.data[0]).toEqual({
      id: inStock.id,
      product_id: inStock.id,
      item_type: 'raw_material',
      item_code: `INV-${tag}-A`,
      item_name: 'Alpha resin',
      category: null,
      unit: 'kg',
      quantity_on_hand: 100,
      quantity_allocated: 0,
      quantity_available: 100,
      quantity_on_order: 0,
      unit_cost: 1.5,
      standard_cost: 2,
      reorder_level: 10,
      location_count: 1,
      stock_status: 'in_stock',
    });
    expect(res.body.data.map((r: { stock_status: string }) => r.stock_status)).toEqual(['in_stock', 'low_stock', 'out_of_stock']);

    const codes = async (filter: string) => (await list(`search=INV-${tag}&filter=${filter}`)).body.data.map((r: { item_code: string }) => r.item_code.slice(-1));
    expect(await codes('all')).toEqual(['A', 'B', 'C']);
    expect(await codes('raw_materials')).toEqual(['A']);
    expect(await codes('components')).toEqual(['B']);
    expect(await codes('finished_goods')).toEqual(['C']);
    expect(await codes('low_stock')).toEqual(['B']);
    expect(await codes('out_of_stock')).toEqual(['C']);
    expect((await list(`search=gamma%20cap`)).body.data.map((r: { id: number }) => r.id)).toContain(out.id);
    expect((await list(`q=INV-${tag}&filter=components`)).body.data.map((r: { item_code: string }) => r.item_code)).toEqual([`INV-${tag}-B`]); // q: the same as search
    expect((await list(`search=INV-${tag}&filter=all`)).body.total).toBe(3);
    expect((await list(`search=INV-${tag}`)).body.per_page).toBe(25);
    const bad = await list('filter=nope');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ filter: ['The selected filter is invalid. Choose all, raw_materials, finished_goods, components, low_stock or out_of_stock.'] });
  });

  it('the stock status follows a change of the product (reorder level, deactivation)', async () => {
    const tag = uid();
    const location = await makeLocation();
    const product = await makeProduct({ productCode: `RL-${tag}`, reorderLevel: 1 });
    await makeReceipt(product.id, location.id, 10);
    const status = async () => (await list(`search=RL-${tag}`)).body.data.map((r: { stock_status: string }) => r.stock_status);
    expect(await status()).toEqual(['in_stock']);
    await getDb().update(products).set({ reorderLevel: 10 }).where(eq(products.id, product.id));
    expect(await status()).toEqual(['low_stock']);
    expect((await list(`search=RL-${tag}&filter=low_stock`)).body.total).toBe(1);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await status()).toEqual([]);
    expect((await list(`search=RL-${tag}&filter=low_stock`)).body.total).toBe(0);
  });

  it('pages on the server: per_page, past the end', async () => {
    const tag = uid();
    for (let i = 0; i < 3; i++) await makeProduct({ productCode: `PG-${tag}-${i}` });
    const page2 = await list(`search=PG-${tag}&per_page=2&page=2`);
    expect(page2.body).toMatchObject({ total: 3, last_page: 2, current_page: 2, from: 3, to: 3 });
    const past = await list(`search=PG-${tag}&per_page=2&page=9`);
    expect(past.body).toMatchObject({ data: [], total: 3 });
  });
});

describe('GET /api/inventory/stats', () => {
  it('the route answers the four figures', async () => {
    const res = await call(statsRoute, 'GET', '/api/inventory/stats', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['low_stock', 'out_of_stock', 'total_items', 'total_value']);
  });

  it('counts items, values stock at standard cost, low and out of stock', async () => {
    // One repeatable-read snapshot, rolled back: other test files writing the shared database cannot move the figures.
    const user = (await signedIn()).user;
    await inSnapshot(async (db) => {
      const tx = db as unknown as Tx;
      const svc = { db, user };
      const before = await inventoryStats(svc);
      const location = await makeLocationIn(tx);
      const a = await makeProductIn(tx, { standardCost: 2.5, reorderLevel: 0 });
      const b = await makeProductIn(tx, { standardCost: 10, reorderLevel: 100 });
      await makeProductIn(tx, {});
      await receiveStockInTx(tx, svc, { product_id: a.id, location_id: location.id, quantity: 40, unit_cost: 1 }); // valued at standard cost
      await receiveStockInTx(tx, svc, { product_id: b.id, location_id: location.id, quantity: 3 });
      const after = await inventoryStats(svc);
      expect(after.total_items - before.total_items).toBe(3);
      expect(after.total_value - before.total_value).toBeCloseTo(40 * 2.5 + 3 * 10, 2);
      expect(after.low_stock - before.low_stock).toBe(1);
      expect(after.out_of_stock - before.out_of_stock).toBe(1);
    });
  });
});

async function makeProductIn(tx: Tx, overrides: Partial<typeof products.$inferInsert>) {
  const code = `ST-${uid()}`;
  return (await tx.insert(products).values({ productCode: code, productName: code, ...overrides }).returning())[0];
}
async function makeLocationIn(tx: Tx) {
  const code = `SL-${uid()}`;
  return (await tx.insert(storageLocations).values({ locationCode: code, locationName: code }).returning())[0];
}

describe('POST /api/inventory/items', () => {
  it('creates the product with its empty balance (null vs 0 rules), audited; 201', async () => {
    const code = `NEW-${uid()}`;
    const res = await create({ product_code: code, product_name: 'New clip', product_type: 'component', unit: 'kg', standard_cost: null, weight_grams: null, reorder_level: null, material_type: 'PA66' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Inventory item created successfully');
    expect(res.body.data).toMatchObject({ product_code: code, product_type: 'component', unit: 'kg', standard_cost: 0, reorder_level: 0, weight_grams: null, material_type: 'PA66' });
    const [balance] = await getDb().select().from(stockBalances).where(eq(stockBalances.productId, res.body.data.id));
    expect(balance).toMatchObject({ quantityOnHand: 0, locationCount: 0 });
    await expectAudit('product', res.body.data.id, 'create');
  });

  it('defaults finished_good and ea; field errors for the required fields and a taken code', async () => {
    const code = `DEF-${uid()}`;
    const ok = await create({ product_code: code, product_name: 'Default item' });
    expect(ok.body.data).toMatchObject({ product_type: 'finished_good', unit: 'ea' });
    const bad = await create({ product_code: '', product_name: '', product_type: 'gizmo' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['product_code', 'product_name', 'product_type']);
    const taken = await create({ product_code: code.toLowerCase(), product_name: 'Again' });
    expect(taken.body.errors).toEqual({ product_code: ['The product code has already been taken.'] });
  });
});

describe('POST /api/inventory/import', () => {
  it('items: imports good rows, refuses bad ones with row/field/message, and a re-import does not duplicate', async () => {
    const tag = uid();
    const rows = [
      { row: 2, values: { product_code: `IMP-${tag}-1`, product_name: 'Imported one', product_type: 'raw_material', unit: 'kg', standard_cost: '1.25' } },
      { row: 3, values: { product_code: `IMP-${tag}-2`, product_name: '', unit: 'kg' } },
      { row: 4, values: { product_code: `IMP-${tag}-3`, product_name: 'Imported three', unit: 'bushel', reorder_level: 'many' } },
      { row: 5, values: { product_code: `IMP-${tag}-1`, product_name: 'Duplicate of row 2' } },
      { row: 6, values: { product_code: `IMP-${tag}-4`, product_name: 'Imported four', weight_grams: '' } },
    ];
    const res = await importRows('items', rows);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.imported).toEqual([2, 6]);
    expect(res.body.data.refused).toEqual([
      { row: 3, field: 'product_name', message: 'The product name field is required.' },
      { row: 4, field: 'unit', message: expect.stringContaining('The selected unit is invalid') },
      { row: 4, field: 'reorder_level', message: 'The reorder level must be a number.' },
      { row: 5, field: 'product_code', message: 'The product code appears more than once in the file (first on row 2).' },
    ]);
    const imported = await getDb().select().from(products).where(sql`${products.productCode} like ${`IMP-${tag}-%`}`);
    expect(imported.map((p) => p.productCode).sort()).toEqual([`IMP-${tag}-1`, `IMP-${tag}-4`]);
    expect(imported.find((p) => p.productCode.endsWith('-1'))).toMatchObject({ standardCost: 1.25, unit: 'kg', productType: 'raw_material' });

    const again = await importRows('items', rows);
    expect(again.body.data.imported).toEqual([]);
    expect(again.body.data.skipped.map((s: { row: number }) => s.row)).toEqual([2, 6]);
    expect((await getDb().select().from(products).where(sql`${products.productCode} like ${`IMP-${tag}-%`}`)).length).toBe(2);
  });

  it('opening stock: lots by product and location codes; bad rows refused, a re-import moves nothing twice', async () => {
    const product = await makeProduct({ standardCost: 2 });
    const location = await makeLocation();
    const rows = [
      { row: 2, values: { product_code: product.productCode, location_code: location.locationCode, quantity: '25', unit_cost: '1.1', lot_number: 'OS-1', received_date: '2026-01-05' } },
      { row: 3, values: { product_code: 'NO-SUCH-CODE', location_code: location.locationCode, quantity: '5' } },
      { row: 4, values: { product_code: product.productCode, location_code: location.locationCode, quantity: '-3' } },
      { row: 5, values: { product_code: product.productCode.toLowerCase(), location_code: location.locationCode, quantity: '5', lot_number: 'OS-2' } },
    ];
    const res = await importRows('opening_stock', rows);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.imported).toEqual([2, 5]);
    expect(res.body.data.refused).toEqual([
      { row: 3, field: 'product_code', message: 'No item has the code NO-SUCH-CODE.' },
      { row: 4, field: 'quantity', message: 'The quantity must be greater than 0.' },
    ]);
    const lots = await getDb().select().from(stockLots).where(eq(stockLots.productId, product.id));
    expect(lots.map((l) => [l.lotNumber, l.quantityOnHand, l.receivedDate]).sort()).toEqual([
      ['OS-1', 25, '2026-01-05'],
      ['OS-2', 5, expect.any(String)],
    ]);
    const again = await importRows('opening_stock', rows);
    expect(again.body.data.imported).toEqual([]);
    expect(again.body.data.skipped.map((s: { row: number }) => s.row)).toEqual([2, 5]);
    expect((await getDb().select().from(stockMovements).where(eq(stockMovements.productId, product.id))).length).toBe(2);
    expect((await getDb().select().from(stockBalances).where(eq(stockBalances.productId, product.id)))[0].quantityOnHand).toBe(30);
  });

  it('opening stock, a batch with bad rows mixed in: the same report row by row, exactly the good rows written as receipts one by one would be', async () => {
    const { ctx } = await signedIn();
    const a = await makeProduct({ standardCost: 2 });
    const b = await makeProduct({ standardCost: 3.5 });
    const location = await makeLocation();
    const closed = await makeLocation({ isActive: false });
    await makeReceipt(a.id, location.id, 7, { unit_cost: 1 });
    const before = (await productMovements(ctx, a.id, { page: 1, per_page: 100 })).total;
    const rows = [
      { row: 2, values: { product_code: a.productCode, location_code: location.locationCode, quantity: '10', unit_cost: '1.5', lot_number: 'MIX-1', received_date: '2026-02-01' } },
      { row: 3, values: { product_code: 'NO-SUCH-CODE', location_code: 'NO-SUCH-LOC', quantity: 'many' } },
      { row: 4, values: { product_code: b.productCode, location_code: location.locationCode, quantity: '2.5' } },
      { row: 5, values: { product_code: a.productCode, location_code: closed.locationCode, quantity: '4' } },
      { row: 6, values: { product_code: a.productCode.toLowerCase(), location_code: location.locationCode.toLowerCase(), quantity: '5.25', lot_number: 'MIX-2' } },
      { row: 7, values: { product_code: a.productCode, location_code: location.locationCode, quantity: '10', unit_cost: '1.5', lot_number: 'mix-1', received_date: '2026-02-01' } },
      { row: 8, values: { product_code: b.productCode, location_code: location.locationCode, quantity: '0' } },
    ];
    const res = await importRows('opening_stock', rows);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      imported: [2, 4, 6],
      skipped: [{ row: 7, message: 'This opening stock line was already imported: not imported again.' }],
      refused: [
        { row: 3, field: 'product_code', message: 'No item has the code NO-SUCH-CODE.' },
        { row: 3, field: 'location_code', message: 'No location has the code NO-SUCH-LOC.' },
        { row: 3, field: 'quantity', message: 'The quantity must be a number.' },
        { row: 5, field: 'location_code', message: 'The selected location is not active.' },
        { row: 8, field: 'quantity', message: 'The quantity must be greater than 0.' },
      ],
    });
    // Product a: 7 before, then rows 2 and 6 in row order — each movement's balance the on hand after it.
    const moved = (await productMovements(ctx, a.id, { page: 1, per_page: 100, sort: 'date', dir: 'asc' })).data.slice(before);
    expect(moved.map((m) => [m.movement_type, m.quantity, m.unit_cost, m.balance_after, m.lots.length, m.reference])).toEqual([
      ['receipt', 10, 1.5, 17, 1, 'Opening stock import'],
      ['receipt', 5.25, 2, 22.25, 1, 'Opening stock import'],
    ]);
    expect(moved[0].to_location).toEqual({ id: location.id, location_code: location.locationCode, location_name: location.locationName });
    // The audit row of each receipt is the movement as the API answers it.
    for (const m of moved) await expectAudit('stock_movement', m.id, 'receipt', { count: 1, changes: m as unknown as Record<string, unknown> });
    const lotsOfA = await getDb().select().from(stockLots).where(eq(stockLots.productId, a.id));
    expect(lotsOfA.map((l) => [l.lotNumber, l.quantityOnHand, l.unitCost]).sort()).toEqual([
      [null, 7, 1],
      ['MIX-1', 10, 1.5],
      ['MIX-2', 5.25, 2],
    ]);
    expect(moved.map((m) => m.lot_id).sort()).toEqual(lotsOfA.filter((l) => l.lotNumber).map((l) => l.id).sort());
    const [balanceA] = await getDb().select().from(stockBalances).where(eq(stockBalances.productId, a.id));
    expect([balanceA.quantityOnHand, balanceA.locationCount, balanceA.totalCost]).toEqual([22.25, 1, 7 + 15 + 10.5]);
    const [balanceB] = await getDb().select().from(stockBalances).where(eq(stockBalances.productId, b.id));
    expect([balanceB.quantityOnHand, balanceB.totalCost]).toEqual([2.5, 8.75]);
    expect((await getDb().select().from(stockLots).where(eq(stockLots.locationId, closed.id))).length).toBe(0);

    // A re-import skips every good row and writes nothing.
    const counts = async () => ({
      movements: (await getDb().select().from(stockMovements).where(sql`${stockMovements.productId} in (${a.id}, ${b.id})`)).length,
      lots: (await getDb().select().from(stockLots).where(sql`${stockLots.productId} in (${a.id}, ${b.id})`)).length,
    });
    const written = await counts();
    const again = await importRows('opening_stock', rows);
    expect(again.body.data.imported).toEqual([]);
    expect(again.body.data.skipped.map((s: { row: number }) => s.row)).toEqual([2, 4, 6, 7]);
    expect(again.body.data.refused).toEqual(res.body.data.refused);
    expect(await counts()).toEqual(written);
  });

  it('items, a batch with bad rows mixed in: exactly the good rows land, each with its balance row and audit row; a re-import skips them', async () => {
    const tag = uid();
    const rows = Array.from({ length: 40 }, (_, i) => ({
      row: i + 2,
      values: { product_code: `MIXI-${tag}-${i}`, product_name: i % 7 === 3 ? '' : `Mixed ${i}`, unit: i % 11 === 5 ? 'bushel' : 'kg', reorder_level: String(i * 10) },
    }));
    const good = rows.filter((r) => r.values.product_name && r.values.unit === 'kg').map((r) => r.row);
    const res = await importRows('items', rows);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.imported).toEqual(good);
    expect(new Set(res.body.data.refused.map((p: { row: number }) => p.row)).size).toBe(rows.length - good.length);
    const written = await getDb().select().from(products).where(sql`${products.productCode} like ${`MIXI-${tag}-%`}`);
    expect(written.map((p) => p.productCode).sort()).toEqual(good.map((r) => `MIXI-${tag}-${r - 2}`).sort());
    const balances = await getDb().select().from(stockBalances).where(sql`${stockBalances.productId} in (${sql.join(written.map((p) => sql`${p.id}`), sql`, `)})`);
    expect(balances.map((b) => [b.productId, b.reorderLevel, b.quantityOnHand]).sort()).toEqual(written.map((p) => [p.id, p.reorderLevel, 0]).sort());
    for (const p of written) await expectAudit('product', p.id, 'create', { count: 1 });
    const again = await importRows('items', rows);
    expect(again.body.data.imported).toEqual([]);
    expect(again.body.data.skipped.map((s: { row: number }) => s.row)).toEqual(good);
    expect(again.body.data.refused).toEqual(res.body.data.refused);
  });

  it('opening stock, a full batch with a bad row in the middle: the other rows of the batch land, the bad one is reported by its row number', async () => {
    const { ctx } = await signedIn();
    const a = await makeProduct({ standardCost: 2 });
    const b = await makeProduct({ standardCost: 3 });
    const one = await makeLocation();
    const two = await makeLocation();
    const tag = uid();
    const rows = Array.from({ length: IMPORT_BATCH_ROWS }, (_, i) => ({
      row: 100 + i,
      values: {
        product_code: i % 2 ? a.productCode : b.productCode,
        location_code: i % 3 ? one.locationCode : two.locationCode,
        quantity: String(1 + (i % 7)),
        lot_number: `BIG-${tag}-${i}`,
      },
    }));
    const middle = Math.floor(IMPORT_BATCH_ROWS / 2);
    rows[middle].values.quantity = 'lots';
    rows[middle + 1].values.location_code = 'NO-SUCH-LOC';
    const res = await importRows('opening_stock', rows);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const good = rows.filter((_, i) => i !== middle && i !== middle + 1);
    expect(res.body.data).toEqual({
      imported: good.map((r) => r.row),
      skipped: [],
      refused: [
        { row: 100 + middle, field: 'quantity', message: 'The quantity must be a number.' },
        { row: 101 + middle, field: 'location_code', message: 'No location has the code NO-SUCH-LOC.' },
      ],
    });
    // Each good row is one receipt of its own lot; each product's movements follow the file's order, each with
    // the on hand after it, the last one the product's balance.
    for (const product of [a, b]) {
      const mine = good.filter((r) => r.values.product_code === product.productCode);
      const moved = [];
      for (let page = 1; moved.length < mine.length; page++) {
        const got = (await productMovements(ctx, product.id, { page, per_page: 100, sort: 'date', dir: 'asc' })).data;
        if (got.length === 0) break;
        moved.push(...got);
      }
      expect(moved.map((m) => m.quantity)).toEqual(mine.map((r) => Number(r.values.quantity)));
      let onHand = 0;
      for (const m of moved) {
        onHand += m.quantity;
        expect(m.balance_after).toBe(onHand);
      }
      const [balance] = await getDb().select().from(stockBalances).where(eq(stockBalances.productId, product.id));
      expect([balance.quantityOnHand, balance.locationCount]).toEqual([onHand, 2]);
      const lots = await getDb().select().from(stockLots).where(eq(stockLots.productId, product.id));
      expect(lots.map((l) => l.lotNumber).sort()).toEqual(mine.map((r) => r.values.lot_number).sort());
    }
    // The same batch again: the good rows skipped, the bad ones refused again, nothing written twice.
    const again = await importRows('opening_stock', rows);
    expect(again.body.data.imported).toEqual([]);
    expect(again.body.data.skipped.map((s: { row: number }) => s.row)).toEqual(good.map((r) => r.row));
    expect(again.body.data.refused).toEqual(res.body.data.refused);
    expect((await getDb().select().from(stockMovements).where(sql`${stockMovements.productId} in (${a.id}, ${b.id})`)).length).toBe(good.length);
  });

  it('opening stock: a row without its codes is refused with what is missing, not a 500 (issue 24)', async () => {
    const product = await makeProduct();
    const location = await makeLocation();
    const res = await importRows('opening_stock', [
      { row: 1, values: {} },
      { row: 2, values: { location_code: location.locationCode, quantity: '3' } },
      { row: 3, values: { product_code: product.productCode, quantity: '3' } },
      { row: 4, values: { product_code: product.productCode, location_code: location.locationCode } },
      { row: 5, values: { product_code: '   ', location_code: location.locationCode, quantity: '2' } },
      { row: 6, values: { product_code: product.productCode, location_code: location.locationCode, quantity: '4' } },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.imported).toEqual([6]);
    expect(res.body.data.refused).toEqual([
      { row: 1, field: 'product_code', message: 'The product code field is required.' },
      { row: 1, field: 'location_code', message: 'The location code field is required.' },
      { row: 1, field: 'quantity', message: 'The quantity field is required.' },
      { row: 2, field: 'product_code', message: 'The product code field is required.' },
      { row: 3, field: 'location_code', message: 'The location code field is required.' },
      { row: 4, field: 'quantity', message: 'The quantity field is required.' },
      { row: 5, field: 'product_code', message: 'The product code field is required.' },
    ]);
    expect((await getDb().select().from(stockLots).where(eq(stockLots.productId, product.id))).map((l) => l.quantityOnHand)).toEqual([4]);
  });

  it('items: a row without cells is refused with what is missing; cells sent as JSON numbers are read as their text', async () => {
    const tag = uid();
    const res = await call(importRoute, 'POST', '/api/inventory/import', {
      token,
      body: { kind: 'items', rows: [{ row: 1, values: {} }, { row: 2, values: { product_code: `NUM-${tag}`, product_name: 'Numbers as cells', standard_cost: 2.5 } }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.imported).toEqual([2]);
    expect(res.body.data.refused).toEqual([
      { row: 1, field: 'product_code', message: 'The product code field is required.' },
      { row: 1, field: 'product_name', message: 'The product name field is required.' },
    ]);
  });

  it("the dialog's batches: file order, at most IMPORT_BATCH_ROWS rows and IMPORT_BATCH_BYTES of JSON each; the API takes a full batch", async () => {
    const rows = Array.from({ length: 2 * IMPORT_BATCH_ROWS + 3 }, (_, i) => ({ row: i + 2, values: { product_code: `B-${i}`, product_name: 'é'.repeat(i % 50) } }));
    const batches = importBatches(rows);
    expect(batches.map((b) => b.length)).toEqual([IMPORT_BATCH_ROWS, IMPORT_BATCH_ROWS, 3]);
    expect(batches.flat()).toEqual(rows);
    expect(IMPORT_BATCH_ROWS).toBeLessThanOrEqual(MAX_IMPORT_ROWS);
    // Long cells: cut by size (UTF-8 bytes: é is two), every batch under the API's body limit.
    const wide = rows.map((r) => ({ ...r, values: { ...r.values, product_name: 'é'.repeat(400) } }));
    const cut = importBatches(wide);
    expect(cut.flat()).toEqual(wide);
    for (const batch of cut) expect(new TextEncoder().encode(JSON.stringify({ kind: 'items', rows: batch })).length).toBeLessThan(MAX_BODY_BYTES);
    expect(cut.length).toBeGreaterThan(3);
    expect(importBatches([{ big: 'x'.repeat(100) }, { big: 'y' }], 10, 50).map((b) => b.length)).toEqual([1, 1]);
    // A full batch of the dialog is taken by the API (every row judged: here all refused, nothing written).
    const full = await importRows('opening_stock', Array.from({ length: IMPORT_BATCH_ROWS }, (_, i) => ({ row: i + 2, values: { product_code: 'NO-SUCH-ITEM', location_code: 'NO-SUCH-LOC', quantity: '1' } })));
    expect(full.status).toBe(200);
    expect(new Set(full.body.data.refused.map((p: { row: number }) => p.row)).size).toBe(IMPORT_BATCH_ROWS);
    expect((await importRows('items', Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ({ row: i + 2, values: {} })))).status).toBe(422);
  });

  it("opening stock as the dialog sends it — an item's rows together, batches in flight at once: the same report and the same stock, each item's movements in file order", async () => {
    const { ctx } = await signedIn();
    const items = await Promise.all(Array.from({ length: 6 }, (_, i) => makeProduct({ standardCost: 1 + i })));
    const location = await makeLocation();
    // 60 rows, each item's rows scattered over the file; one bad row per item; item 5 has more rows than a batch.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const item = i < 48 ? items[i % 5] : items[5];
      return { row: i + 2, values: { product_code: item.productCode, location_code: location.locationCode, quantity: i % 12 === 7 ? '-1' : String(1 + (i % 4)), lot_number: `PAR-${i}` } };
    });
    const batches = importBatches(rows, 8, 1_000_000, importRowKey);
    expect(batches.length).toBeGreaterThan(3);
    const answers: { imported: number[]; skipped: unknown[]; refused: { row: number }[] }[] = [];
    const failed = await sendImportBatches(
      batches,
      importRowKey,
      async (batch) => {
        const res = await importRows('opening_stock', batch);
        return res.status === 200 ? { ok: true as const, value: res.body.data } : { ok: false as const, result: res.body };
      },
      (_batch, data) => answers.push(data),
      3,
    );
    expect(failed).toBeNull();
    const imported = answers.flatMap((a) => a.imported).sort((x, y) => x - y);
    const refused = answers.flatMap((a) => a.refused.map((p) => p.row)).sort((x, y) => x - y);
    expect(refused).toEqual(rows.filter((r) => r.values.quantity === '-1').map((r) => r.row));
    expect(imported).toEqual(rows.filter((r) => r.values.quantity !== '-1').map((r) => r.row));
    for (const item of items) {
      const own = rows.filter((r) => r.values.product_code === item.productCode && r.values.quantity !== '-1');
      const moved = (await productMovements(ctx, item.id, { page: 1, per_page: 100, sort: 'date', dir: 'asc' })).data;
      // In file order, each movement's balance the running sum of the item's rows before it.
      let running = 0;
      expect(moved.map((m) => [m.quantity, m.balance_after])).toEqual(own.map((r) => [Number(r.values.quantity), (running += Number(r.values.quantity))]));
      const [balance] = await getDb().select().from(stockBalances).where(eq(stockBalances.productId, item.id));
      expect(balance.quantityOnHand).toBe(running);
    }
  });

  it('422 for an unknown kind or no rows', async () => {
    expect((await importRows('nonsense', [{ row: 2, values: {} }])).status).toBe(422);
    expect((await importRows('items', [])).status).toBe(422);
  });
});

describe('GET /api/inventory/export', () => {
  it('streams the filtered list as CSV, formulas escaped', async () => {
    const tag = uid();
    const location = await makeLocation();
    const a = await makeProduct({ productCode: `EXP-${tag}-1`, productName: '=HYPERLINK("x")', productType: 'component' });
    await makeProduct({ productCode: `EXP-${tag}-2`, productName: 'Plain, with comma', productType: 'raw_material' });
    await makeReceipt(a.id, location.id, 7);
    const res = await call(exportRoute, 'GET', `/api/inventory/export?search=EXP-${tag}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = typeof res.body === 'string' ? res.body : '';
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('item_code,item_name,item_type,category,unit,quantity_on_hand,quantity_allocated,quantity_available,location_count,stock_status,unit_cost,reorder_level');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`EXP-${tag}-1,"'=HYPERLINK(""x"")",component`);
    expect(lines[1]).toContain(',7,0,7,1,in_stock,');
    expect(lines[2]).toContain('"Plain, with comma"');
    const filtered = await call(exportRoute, 'GET', `/api/inventory/export?search=EXP-${tag}&filter=components`, { token });
    expect((filtered.body as string).trim().split('\r\n')).toHaveLength(2);
    // In the order on screen: most on hand first, then the other way.
    const codes = async (order: string) =>
      ((await call(exportRoute, 'GET', `/api/inventory/export?search=EXP-${tag}&${order}`, { token })).body as string)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
    expect(await codes('sort=quantity_on_hand')).toEqual([`EXP-${tag}-1`, `EXP-${tag}-2`]);
    expect(await codes('sort=quantity_on_hand&dir=asc')).toEqual([`EXP-${tag}-2`, `EXP-${tag}-1`]);
    expect(await codes('sort=item_code&dir=desc')).toEqual([`EXP-${tag}-2`, `EXP-${tag}-1`]);
    expect((await call(exportRoute, 'GET', `/api/inventory/export?sort=color`, { token })).status).toBe(422);
  });
});
