import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as saveRoute } from '@/app/api/boms/route';
import { GET as showRoute } from '@/app/api/boms/product/[id]/route';
import { getDb } from '@/db/client';
import { bomItems, boms } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/service';
import { BOM_ITEM_TYPES, BOM_OPERATIONS, BOM_TYPES } from '@/lib/boms/constants';
import { UNITS } from '@/lib/products/constants';
import { messages } from '@/lib/validation';
import { auditRows, expectAudit } from '../audit';
import { makeBom, makeProducts } from '../factories/products';
import { call, createTestUser, signedIn } from '../helpers';

let token: string;
let viewerToken: string;
beforeAll(async () => {
  ({ token } = await signedIn());
  viewerToken = await issueApiToken(getDb(), await createTestUser({ role: 'Viewer' }));
});

const save = (body: unknown, headers?: Record<string, string>) => call(saveRoute, 'POST', '/api/boms', { token, body, headers });
const show = (id: number | string) => call(showRoute, 'GET', `/api/boms/product/${id}`, { token, params: { id: String(id) } });
const item = (itemId: number, extra: Record<string, unknown> = {}) => ({ item_id: itemId, quantity: 1, ...extra });

describe('POST /api/boms: create', () => {
  it('creates the BOM (201) with items in sequence order and the spec defaults', async () => {
    const [fg] = await makeProducts(1);
    const [resin, masterbatch, carton] = await makeProducts(3, 'raw_material');
    const res = await save({
      product_id: fg.id,
      bom_type: 'assembly',
      is_active: true,
      items: [
        { item_type: 'product', item_id: carton.id, quantity: 0.02, unit: 'ea', scrap_percentage: 0, operation: 'packaging', notes: '50 per carton', sequence: 3 },
        { item_id: resin.id, quantity: 12.5, unit: 'g', scrap_percentage: 2.5, operation: 'molding', sequence: 1 },
        { item_id: masterbatch.id, quantity: 0.25, sequence: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('BOM saved successfully');
    const bom = res.body.data;
    expect(bom).toMatchObject({ product_id: fg.id, bom_type: 'assembly', is_active: true, version: 1 });
    expect(bom.items.map((i: { item_id: number }) => i.item_id)).toEqual([resin.id, masterbatch.id, carton.id]);
    expect(bom.items.map((i: { sequence: number }) => i.sequence)).toEqual([1, 2, 3]);
    expect(bom.items[0]).toMatchObject({ item_type: 'product', quantity: 12.5, unit: 'g', scrap_percentage: 2.5, operation: 'molding', notes: null });
    expect(bom.items[1]).toMatchObject({ quantity: 0.25, unit: 'pcs', scrap_percentage: 0, operation: 'assembly' });
    expect(bom.items[2]).toMatchObject({ quantity: 0.02, unit: 'ea', operation: 'packaging', notes: '50 per carton' });
    expect(bom.items[0].component).toMatchObject({ id: resin.id, product_code: resin.productCode, product_name: resin.productName });

    const read = await show(fg.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, data: bom });
  });

  it('keeps the order sent when no sequence is given', async () => {
    const [fg, a, b, c] = await makeProducts(4);
    const res = await save({ product_id: fg.id, items: [item(c.id), item(a.id), item(b.id)] });
    expect(res.body.data.items.map((i: { item_id: number; sequence: number }) => [i.item_id, i.sequence])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    expect(res.body.data.bom_type).toBe('material');
  });
});

describe('POST /api/boms: replace', () => {
  it('replaces type, flag and every item (200), keeping one BOM per product and bumping the version', async () => {
    const [fg, a, b, c] = await makeProducts(4);
    const first = await save({ product_id: fg.id, bom_type: 'material', items: [item(a.id), item(b.id)] });
    expect(first.status).toBe(201);
    const second = await save({ product_id: fg.id, bom_type: 'assembly', is_active: false, items: [item(c.id, { quantity: 3 })] });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe('BOM saved successfully');
    expect(second.body.data).toMatchObject({ id: first.body.data.id, bom_type: 'assembly', is_active: false, version: 2 });
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data.items[0]).toMatchObject({ item_id: c.id, quantity: 3, sequence: 1 });

    const rows = await getDb().select().from(boms).where(eq(boms.productId, fg.id));
    expect(rows).toHaveLength(1);
    const stored = await getDb().select().from(bomItems).where(eq(bomItems.bomId, rows[0].id));
    expect(stored.map((r) => r.itemId)).toEqual([c.id]);
    expect((await auditRows('bom', rows[0].id)).map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('409 on a stale version (body or If-Match) and leaves the BOM as it was', async () => {
    const [fg, a, b] = await makeProducts(3);
    await save({ product_id: fg.id, items: [item(a.id)] });
    await save({ product_id: fg.id, items: [item(a.id, { quantity: 2 })] }); // version 2
    const stale = await save({ product_id: fg.id, version: 1, items: [item(b.id)] });
    expect(stale.status).toBe(409);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toContain('changed by someone else');
    expect((await save({ product_id: fg.id, items: [item(b.id)] }, { 'If-Match': '"1"' })).status).toBe(409);
    const read = await show(fg.id);
    expect(read.body.data).toMatchObject({ version: 2, items: [{ item_id: a.id, quantity: 2 }] });
    const fresh = await save({ product_id: fg.id, version: 2, items: [item(b.id)] });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.version).toBe(3);
  });

  it('two people saving a product\'s first BOM at once: one creates it, the other gets 409 and replaces nothing', async () => {
    const [fg, a, b] = await makeProducts(3);
    const [first, second] = await Promise.all([
      save({ product_id: fg.id, version: 0, items: [item(a.id)] }),
      save({ product_id: fg.id, version: 0, items: [item(b.id)] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toContain('Someone else saved a BOM for this product');
    const winner = first.status === 201 ? first : second;
    expect((await show(fg.id)).body.data).toMatchObject({ version: 1, items: [{ item_id: winner.body.data.items[0].item_id }] });
    // If-None-Match: * says the same over HTTP.
    expect((await save({ product_id: fg.id, items: [item(b.id)] }, { 'If-None-Match': '*' })).status).toBe(409);
  });

  it('a save that changes nothing answers 200 with the BOM, keeps the version and writes no audit row', async () => {
    const [fg, a, b] = await makeProducts(3);
    const first = await save({ product_id: fg.id, bom_type: 'assembly', items: [item(a.id, { quantity: 2.5, scrap_percentage: 1, notes: 'x' }), item(b.id, { unit: 'lbs' })] });
    expect(first.status).toBe(201);
    const again = await save({
      product_id: fg.id,
      bom_type: 'assembly',
      version: 1,
      items: [item(a.id, { quantity: 2.5, scrap_percentage: 1, notes: ' x ', sequence: 1 }), item(b.id, { unit: 'lb', sequence: 2 })],
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('BOM saved successfully');
    expect(again.body.data).toEqual(first.body.data);
    await expectAudit('bom', first.body.data.id, 'update', { count: 0 });
    await expectAudit('bom', first.body.data.id, 'create');
    // Any difference (here the order) is a change.
    const reordered = await save({ product_id: fg.id, bom_type: 'assembly', items: [item(b.id, { unit: 'lb' }), item(a.id, { quantity: 2.5, scrap_percentage: 1, notes: 'x' })] });
    expect(reordered.body.data.version).toBe(2);
    await expectAudit('bom', first.body.data.id, 'update');
  });

  it('422 before 409: a stale version with an invalid line answers the field error and changes nothing', async () => {
    const [fg, a, b] = await makeProducts(3);
    await save({ product_id: fg.id, items: [item(a.id)] });
    await save({ product_id: fg.id, items: [item(a.id, { quantity: 2 })] }); // version 2
    const invalid = await save({ product_id: fg.id, version: 1, items: [item(b.id, { quantity: 0 })] });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ 'items.0.quantity': ['The quantity must be greater than 0.'] });
    const unknown = await save({ product_id: fg.id, items: [item(2_000_000_000)] }, { 'If-Match': '"1"' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'items.0.item_id': ['The selected component does not exist.'] });
    expect((await show(fg.id)).body.data).toMatchObject({ version: 2, items: [{ item_id: a.id, quantity: 2 }] });
  });

  it('a rejected save changes nothing', async () => {
    const [fg, a] = await makeProducts(2);
    await save({ product_id: fg.id, items: [item(a.id)] });
    const bad = await save({ product_id: fg.id, items: [item(a.id, { quantity: 5 }), item(2_000_000_000)] });
    expect(bad.status).toBe(422);
    expect((await show(fg.id)).body.data).toMatchObject({ version: 1, items: [{ item_id: a.id, quantity: 1 }] });
  });
});

describe('POST /api/boms: 422', () => {
  it('unknown product → product_id', async () => {
    const [a] = await makeProducts(1);
    const res = await save({ product_id: 2_000_000_000, items: [item(a.id)] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'The selected product does not exist.', errors: { product_id: ['The selected product does not exist.'] } });
    expect((await save({ items: [item(a.id)] })).body.errors).toEqual({ product_id: ['The product field is required.'] });
  });

  it('unknown component and the product itself → items.N.item_id', async () => {
    const [fg, a] = await makeProducts(2);
    const res = await save({ product_id: fg.id, items: [item(a.id), item(2_000_000_000), item(fg.id)] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'items.1.item_id': ['The selected component does not exist.'],
      'items.2.item_id': ['A product cannot be a component of its own BOM.'],
    });
  });

  it('zero items or no items → items', async () => {
    const [fg] = await makeProducts(1);
    const empty = await save({ product_id: fg.id, items: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ items: ['A BOM needs at least one item.'] });
    expect((await save({ product_id: fg.id })).body.errors).toEqual({ items: ['The items field is required.'] });
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'The quantity must be greater than 0.'],
    [{ quantity: -2 }, 'quantity', 'The quantity must be greater than 0.'],
    [{ quantity: 0.00001 }, 'quantity', 'The quantity must be at least 0.0001 (quantities are kept to 4 decimals).'],
    [{ quantity: 'lots' }, 'quantity', 'The quantity must be a number.'],
    [{ quantity: null }, 'quantity', 'The quantity field is required.'],
    [{ scrap_percentage: -0.5 }, 'scrap_percentage', 'The scrap percentage must be at least 0.'],
    [{ scrap_percentage: 100.01 }, 'scrap_percentage', 'The scrap percentage may not be greater than 100.'],
    [{ unit: 'bucket' }, 'unit', messages.choice('unit', UNITS)],
    [{ operation: 'welding' }, 'operation', messages.choice('operation', BOM_OPERATIONS)],
    [{ item_type: 'machine' }, 'item_type', messages.choice('item type', BOM_ITEM_TYPES)],
    [{ item_id: undefined }, 'item_id', 'The component field is required.'],
    [{ item_id: 'abc' }, 'item_id', 'The selected component does not exist.'],
  ])('item %j → items.0.%s', async (patch, field, message) => {
    const [fg, a] = await makeProducts(2);
    const res = await save({ product_id: fg.id, items: [{ ...item(a.id), ...patch }] });
    expect(res.status).toBe(422);
    expect(res.body.errors[`items.0.${field}`]).toEqual([message]);
  });

  it('accepts scrap at exactly 0 and 100', async () => {
    const [fg, a, b] = await makeProducts(3);
    const res = await save({ product_id: fg.id, items: [item(a.id, { scrap_percentage: 0 }), item(b.id, { scrap_percentage: 100 })] });
    expect(res.status).toBe(201);
  });

  it('unknown bom_type → bom_type; a non-boolean is_active → is_active', async () => {
    const [fg, a] = await makeProducts(2);
    expect((await save({ product_id: fg.id, bom_type: 'kit', items: [item(a.id)] })).body.errors).toEqual({ bom_type: [messages.choice('BOM type', BOM_TYPES)] });
    expect((await save({ product_id: fg.id, is_active: 'maybe', items: [item(a.id)] })).status).toBe(422);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await call(saveRoute, 'POST', '/api/boms', { token, rawBody: 'product_id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/boms: cycles through nested BOMs', () => {
  it('refuses a direct cycle: B uses A while A uses B', async () => {
    const [a, b] = await makeProducts(2);
    expect((await save({ product_id: a.id, items: [item(b.id)] })).status).toBe(201);
    const res = await save({ product_id: b.id, items: [item(a.id)] });
    expect(res.status).toBe(422);
    expect(res.body.errors['items.0.item_id'][0]).toBe(`This BOM would create a cycle through nested BOMs: ${b.productCode} → ${a.productCode} → ${b.productCode}.`);
    expect((await show(b.id)).status).toBe(404);
  });

  it('refuses a cycle several levels deep and names the item that closes it', async () => {
    const [fg, wip, sub, resin] = await makeProducts(4);
    await save({ product_id: fg.id, bom_type: 'assembly', items: [item(wip.id)] });
    await save({ product_id: wip.id, items: [item(sub.id)] });
    const res = await save({ product_id: sub.id, items: [item(resin.id), item(fg.id)] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['items.1.item_id']);
    expect(res.body.errors['items.1.item_id'][0]).toContain(`${sub.productCode} → ${fg.productCode} → ${wip.productCode} → ${sub.productCode}`);
  });

  it('two simultaneous saves that would close a cycle together: only one wins', async () => {
    const [a, b] = await makeProducts(2);
    const results = await Promise.all([save({ product_id: a.id, items: [item(b.id)] }), save({ product_id: b.id, items: [item(a.id)] })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('allows nesting and shared components (no cycle)', async () => {
    const [fg, wipA, wipB, resin] = await makeProducts(4);
    await save({ product_id: wipA.id, items: [item(resin.id)] });
    await save({ product_id: wipB.id, items: [item(resin.id)] });
    const res = await save({ product_id: fg.id, bom_type: 'assembly', items: [item(wipA.id), item(wipB.id), item(resin.id)] });
    expect(res.status).toBe(201);
  });

  it("ignores the product's current BOM when replacing it", async () => {
    const [fg, wip, resin] = await makeProducts(3);
    await save({ product_id: fg.id, items: [item(wip.id)] });
    await save({ product_id: wip.id, items: [item(resin.id)] });
    // fg → resin directly instead of through wip: still no cycle.
    expect((await save({ product_id: fg.id, items: [item(resin.id)] })).status).toBe(200);
  });
});

describe('GET /api/boms/product/{id}', () => {
  it.each(['999999999', 'abc'])('404 "BOM not found" for %s', async (id) => {
    const res = await show(id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'BOM not found' });
  });

  it('404 "BOM not found" for a product without a BOM', async () => {
    const [p] = await makeProducts(1);
    expect((await show(p.id)).body).toEqual({ success: false, message: 'BOM not found' });
  });

  it('a Viewer may read a BOM but gets 403 on save, and nothing changes', async () => {
    const [fg, a, b] = await makeProducts(3);
    const bom = await makeBom(fg.id, [{ itemId: a.id, quantity: 3 }]);
    expect((await call(showRoute, 'GET', `/api/boms/product/${fg.id}`, { token: viewerToken, params: { id: String(fg.id) } })).status).toBe(200);
    const res = await call(saveRoute, 'POST', '/api/boms', { token: viewerToken, body: { product_id: fg.id, items: [item(b.id)] } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: 'You do not have permission to change bills of materials.' });
    // 403 before 422: an invalid body from a Viewer is refused as a Viewer.
    expect((await call(saveRoute, 'POST', '/api/boms', { token: viewerToken, body: {} })).status).toBe(403);
    const [other] = await makeProducts(1);
    expect((await call(saveRoute, 'POST', '/api/boms', { token: viewerToken, body: { product_id: other.id, items: [item(a.id)] } })).status).toBe(403);
    expect((await show(other.id)).status).toBe(404);
    expect((await show(fg.id)).body.data).toMatchObject({ version: 1, items: [{ item_id: a.id, quantity: 3 }] });
    expect(await auditRows('bom', bom.id)).toHaveLength(0);
  });

  it('401 without a token (before 404), also on save', async () => {
    expect((await call(showRoute, 'GET', '/api/boms/product/abc', { params: { id: 'abc' } })).status).toBe(401);
    expect((await call(saveRoute, 'POST', '/api/boms', { body: {} })).status).toBe(401);
  });
});
