import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listRoute, POST as createRoute } from '@/app/api/products/route';
import { GET as showRoute, PATCH as patchRoute, PUT as putRoute } from '@/app/api/products/[id]/route';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/service';
import { PRODUCT_TYPES, UNITS } from '@/lib/products/constants';
import { messages, orList } from '@/lib/validation';
import { auditRows, expectAudit } from '../audit';
import { makeCustomer } from '../factories/customers';
import { makeMold } from '../factories/molds';
import { makeProduct } from '../factories/products';
import { call, createTestUser, signedIn, uid } from '../helpers';

let token: string;
let viewerToken: string;
beforeAll(async () => {
  ({ token } = await signedIn());
  viewerToken = await issueApiToken(getDb(), await createTestUser({ role: 'Viewer' }));
});

const INVALID_TYPE = `The selected product type is invalid. Choose ${orList(PRODUCT_TYPES)}.`;

const SPEC_KEYS = [
  'id', 'product_code', 'product_name', 'description', 'category', 'product_type', 'unit', 'color', 'material_type',
  'weight_grams', 'cavity_count', 'cycle_time_seconds', 'parts_per_cycle', 'standard_cost', 'selling_price',
  'reorder_level', 'reorder_quantity', 'min_stock_level', 'max_stock_level', 'storage_location', 'bin_location',
  'drawing_number', 'revision', 'specifications', 'quality_standards', 'notes', 'customer', 'mold', 'version',
];

const create = (body: unknown) => call(createRoute, 'POST', '/api/products', { token, body });
const update = (id: number | string, body: unknown, opts: { method?: 'PUT' | 'PATCH'; headers?: Record<string, string> } = {}) =>
  call(opts.method === 'PATCH' ? patchRoute : putRoute, opts.method ?? 'PUT', `/api/products/${id}`, { token, body, params: { id: String(id) }, headers: opts.headers });
const list = (qs: string) => call(listRoute, 'GET', `/api/products?${qs}`, { token });

describe('authentication', () => {
  it('answers 401 without a token on every products route', async () => {
    const p = await makeProduct();
    for (const res of [
      await call(listRoute, 'GET', '/api/products'),
      await call(createRoute, 'POST', '/api/products', { body: { product_code: 'X', product_name: 'Y' } }),
      await call(showRoute, 'GET', `/api/products/${p.id}`, { params: { id: String(p.id) } }),
      await call(putRoute, 'PUT', `/api/products/${p.id}`, { body: {}, params: { id: String(p.id) } }),
      await call(showRoute, 'GET', '/api/products/999999999', { params: { id: '999999999' } }),
      await call(listRoute, 'GET', '/api/products', { token: 'not-a-real-token' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });
});

describe('POST /api/products', () => {
  it('creates a product with the defaults and every spec field as a key', async () => {
    const code = `NEW-${uid()}`;
    const res = await create({ product_code: `  ${code} `, product_name: 'Bottle cap 28mm' });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Product created successfully');
    const data = res.body.data;
    for (const key of SPEC_KEYS) expect(data).toHaveProperty(key);
    expect(data).toMatchObject({
      product_code: code,
      product_name: 'Bottle cap 28mm',
      product_type: 'finished_good',
      unit: 'ea',
      standard_cost: 0,
      selling_price: 0,
      reorder_level: 0,
      reorder_quantity: 0,
      min_stock_level: 0,
      max_stock_level: null,
      weight_grams: null,
      customer: null,
      mold: null,
      version: 1,
    });
    await expectAudit('product', data.id, 'create');
  });

  it('stores every field, returns numbers as numbers and joins customer and mold', async () => {
    const customer = await makeCustomer();
    const mold = await makeMold({ cavity_count: 8 });
    const res = await create({
      product_code: `FULL-${uid()}`,
      product_name: 'Housing',
      description: 'Front housing, glossy',
      category: 'Housings',
      product_type: 'semi_finished',
      unit: 'pcs',
      color: 'Black',
      material_type: 'ABS',
      weight_grams: 12.5,
      cavity_count: 8,
      cycle_time_seconds: 22.5,
      parts_per_cycle: 8,
      standard_cost: 0.4321,
      selling_price: 0.99,
      reorder_level: 1000,
      reorder_quantity: 5000,
      min_stock_level: 500,
      max_stock_level: 20000,
      storage_location: 'WH-A',
      bin_location: 'A-01-02',
      drawing_number: 'DRW-100',
      revision: 'C',
      specifications: 'Gloss 90 GU',
      quality_standards: 'ISO 9001',
      notes: 'Handle with gloves',
      customer_id: customer.id,
      mold_id: mold.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      product_type: 'semi_finished',
      weight_grams: 12.5,
      cycle_time_seconds: 22.5,
      standard_cost: 0.4321,
      selling_price: 0.99,
      max_stock_level: 20000,
      customer_id: customer.id,
      customer: { id: customer.id, company_name: customer.companyName, customer_code: customer.customerCode },
      mold: { id: mold.id, mold_code: mold.mold_code, mold_name: mold.mold_name, cavity_count: 8 },
      drawing_number: 'DRW-100',
      revision: 'C',
    });
  });

  it('accepts lbs and stores lb', async () => {
    const res = await create({ product_code: `LB-${uid()}`, product_name: 'Resin', product_type: 'raw_material', unit: 'lbs' });
    expect(res.status).toBe(201);
    expect(res.body.data.unit).toBe('lb');
    const [row] = await getDb().select().from(products).where(eq(products.id, res.body.data.id));
    expect(row.unit).toBe('lb');
  });

  it('stores empty optional numerics as null (weight, cavities, cycle, parts, max) or 0 (cost, price, reorder, min)', async () => {
    const res = await create({
      product_code: `NUL-${uid()}`,
      product_name: 'Nulls',
      weight_grams: null,
      cavity_count: null,
      cycle_time_seconds: null,
      parts_per_cycle: null,
      max_stock_level: null,
      standard_cost: null,
      selling_price: null,
      reorder_level: null,
      reorder_quantity: null,
      min_stock_level: null,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      weight_grams: null,
      cavity_count: null,
      cycle_time_seconds: null,
      parts_per_cycle: null,
      max_stock_level: null,
      standard_cost: 0,
      selling_price: 0,
      reorder_level: 0,
      reorder_quantity: 0,
      min_stock_level: 0,
    });
  });

  it('rejects a taken code case-insensitively with the uniqueness message on product_code', async () => {
    const existing = await makeProduct({ productCode: `Dup-${uid()}` });
    const res = await create({ product_code: existing.productCode.toUpperCase(), product_name: 'Again' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      message: 'The product code has already been taken.',
      errors: { product_code: ['The product code has already been taken.'] },
    });
  });

  it.each([
    [{ product_code: undefined }, 'product_code', 'The product code field is required.'],
    [{ product_code: '   ', product_name: 'Blank code' }, 'product_code', 'The product code field is required.'],
    [{ product_name: undefined }, 'product_name', 'The product name field is required.'],
    [{ product_type: 'gizmo' }, 'product_type', INVALID_TYPE],
    [{ unit: 'bushel' }, 'unit', messages.choice('unit', UNITS)],
    [{ standard_cost: -1 }, 'standard_cost', 'The standard cost must be at least 0.'],
    [{ selling_price: 'cheap' }, 'selling_price', 'The selling price must be a number.'],
    [{ cavity_count: 1.5 }, 'cavity_count', 'The cavity count must be an integer.'],
    [{ parts_per_cycle: 0 }, 'parts_per_cycle', 'The parts per cycle must be at least 1.'],
    [{ cycle_time_seconds: 0 }, 'cycle_time_seconds', 'The cycle time must be greater than 0.'],
    [{ weight_grams: -3 }, 'weight_grams', 'The weight must be at least 0.'],
    [{ min_stock_level: 100, max_stock_level: 50 }, 'max_stock_level', 'The maximum stock level must be at least the minimum stock level.'],
    [{ product_code: 'x'.repeat(51) }, 'product_code', 'The product code may not be greater than 50 characters.'],
    [{ is_active: 'yes' }, 'is_active', 'The active flag field must be true or false.'],
  ])('422 for %j on %s', async (patch, field, message) => {
    const res = await create({ product_code: `V-${uid()}`, product_name: 'Valid', ...patch });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[field]).toEqual([message]);
    expect(res.body.message).toBe(message);
  });

  it('two simultaneous creates of one code: one 201, one 422 (never a 500)', async () => {
    const code = `RACE-${uid()}`;
    const results = await Promise.all([create({ product_code: code, product_name: 'A' }), create({ product_code: code.toLowerCase(), product_name: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(results.find((r) => r.status === 422)!.body.errors).toEqual({ product_code: ['The product code has already been taken.'] });
  });

  it('422 on customer_id / mold_id that do not exist', async () => {
    const res = await create({ product_code: `REF-${uid()}`, product_name: 'Refs', customer_id: 2_000_000_000, mold_id: 2_000_000_000 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ customer_id: ['The selected customer does not exist.'], mold_id: ['The selected mold does not exist.'] });
  });

  it('ignores fields the client may not set', async () => {
    const res = await create({ product_code: `IGN-${uid()}`, product_name: 'Ignore', id: 1, version: 99, created_at: '2000-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body.data.version).toBe(1);
    expect(res.body.data.id).not.toBe(1);
    expect(res.body.data.created_at).not.toContain('2000');
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await call(createRoute, 'POST', '/api/products', { token, rawBody: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('GET /api/products/{id}', () => {
  it('returns the product with customer and mold', async () => {
    const customer = await makeCustomer();
    const mold = await makeMold();
    const p = await makeProduct({ customerId: customer.id, moldId: mold.id, standardCost: 1.25 });
    const res = await call(showRoute, 'GET', `/api/products/${p.id}`, { token, params: { id: String(p.id) } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ id: p.id, product_code: p.productCode, standard_cost: 1.25, customer: { customer_code: customer.customerCode }, mold: { mold_code: mold.mold_code } });
  });

  it.each(['999999999', 'abc', '0', '-1', '1.5'])('404 "Product not found" for id %s', async (id) => {
    const res = await call(showRoute, 'GET', `/api/products/${id}`, { token, params: { id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found' });
  });
});

describe('PUT/PATCH /api/products/{id}', () => {
  it('changes only the fields sent and bumps the version', async () => {
    const p = await makeProduct({ weightGrams: 12, drawingNumber: 'D-1', standardCost: 2 });
    const res = await update(p.id, { product_name: 'Renamed', unit: 'lbs', selling_price: 3 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated successfully');
    expect(res.body.data).toMatchObject({ product_name: 'Renamed', unit: 'lb', selling_price: 3, weight_grams: 12, drawing_number: 'D-1', standard_cost: 2, version: 2 });
    const patched = await update(p.id, { revision: 'B' }, { method: 'PATCH' });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ revision: 'B', product_name: 'Renamed', version: 3 });
  });

  it('clears nullable numerics with null and zeroes cost-like ones', async () => {
    const p = await makeProduct({ weightGrams: 12, standardCost: 2, maxStockLevel: 100 });
    const res = await update(p.id, { weight_grams: null, standard_cost: null, max_stock_level: null });
    expect(res.body.data).toMatchObject({ weight_grams: null, standard_cost: 0, max_stock_level: null });
  });

  it('409 on a stale version in the body or If-Match, and nothing changes', async () => {
    const p = await makeProduct({ productName: 'Original' });
    await update(p.id, { product_name: 'First edit' }); // version 2
    const stale = await update(p.id, { product_name: 'Lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toContain('changed by someone else');
    const staleHeader = await update(p.id, { product_name: 'Lost update' }, { headers: { 'If-Match': '"1"' } });
    expect(staleHeader.status).toBe(409);
    const [row] = await getDb().select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ productName: 'First edit', version: 2 });
    const fresh = await update(p.id, { product_name: 'Second edit' }, { headers: { 'If-Match': '"2"' } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.version).toBe(3);
    const freshBody = await update(p.id, { product_name: 'Third edit', version: 3 });
    expect(freshBody.body.data).toMatchObject({ product_name: 'Third edit', version: 4 });
  });

  it("422 when the new code is another product's (any case); a product may re-case its own code", async () => {
    const a = await makeProduct({ productCode: `Taken-${uid()}` });
    const b = await makeProduct();
    const clash = await update(b.id, { product_code: a.productCode.toLowerCase() });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({ product_code: ['The product code has already been taken.'] });
    const own = await update(a.id, { product_code: a.productCode.toUpperCase() });
    expect(own.status).toBe(200);
    expect(own.body.data.product_code).toBe(a.productCode.toUpperCase());
  });

  it('422 for invalid values, and the max/min rule against the stored value', async () => {
    const p = await makeProduct({ minStockLevel: 100 });
    expect((await update(p.id, { product_type: 'widget' })).body.errors.product_type).toEqual([INVALID_TYPE]);
    expect((await update(p.id, { product_name: '' })).body.errors.product_name).toEqual(['The product name field is required.']);
    const maxBelowMin = await update(p.id, { max_stock_level: 50 });
    expect(maxBelowMin.status).toBe(422);
    expect(maxBelowMin.body.errors).toHaveProperty('max_stock_level');
    expect((await update(p.id, { mold_id: 2_000_000_000 })).body.errors).toEqual({ mold_id: ['The selected mold does not exist.'] });
  });

  it('404 before 422: an unknown or non-numeric id with an invalid body', async () => {
    for (const id of ['999999999', 'abc']) {
      const res = await update(id, { product_type: 'nonsense' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Product not found' });
    }
  });

  it('writes an audit row with the changed fields', async () => {
    const p = await makeProduct({ revision: 'A' });
    await update(p.id, { revision: 'B' });
    const audit = await expectAudit('product', p.id, 'update');
    expect(audit.changes).toEqual({ revision: ['A', 'B'] });
  });

  it('an update that changes nothing answers 200 with the record, keeps the version and writes no audit row', async () => {
    const p = await makeProduct({ productName: 'Same', revision: 'A', standardCost: 1.5, unit: 'lb' });
    const res = await update(p.id, { product_name: '  Same ', revision: 'A', standard_cost: 1.5, unit: 'lbs', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated successfully');
    expect(res.body.data).toMatchObject({ id: p.id, product_name: 'Same', revision: 'A', standard_cost: 1.5, unit: 'lb', version: 1 });
    expect(await auditRows('product', p.id, 'update')).toHaveLength(0);
    const empty = await update(p.id, {}, { method: 'PATCH' });
    expect(empty.status).toBe(200);
    expect(empty.body.data.version).toBe(1);
    const [row] = await getDb().select().from(products).where(eq(products.id, p.id));
    expect(row.version).toBe(1);
    expect(row.updatedAt.getTime()).toBe(p.updatedAt.getTime());
    await expectAudit('product', p.id, 'update', { count: 0 });
  });

  it('422 before 409: a stale version with an invalid field answers the field error and changes nothing', async () => {
    const p = await makeProduct({ productName: 'Original' });
    await update(p.id, { product_name: 'First edit' }); // version 2
    const res = await update(p.id, { product_name: '', version: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ product_name: ['The product name field is required.'] });
    const header = await update(p.id, { product_type: 'gizmo' }, { headers: { 'If-Match': '"1"' } });
    expect(header.status).toBe(422);
    expect(header.body.errors).toEqual({ product_type: [INVALID_TYPE] });
    const [row] = await getDb().select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ productName: 'First edit', version: 2 });
  });
});

describe('roles (CONTRACT §9)', () => {
  it('a Viewer gets 403 on create and update, and nothing changes', async () => {
    const code = `VIEW-${uid()}`;
    const created = await call(createRoute, 'POST', '/api/products', { token: viewerToken, body: { product_code: code, product_name: 'Viewer' } });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ success: false, message: 'You do not have permission to change products.' });
    expect(await getDb().select().from(products).where(eq(products.productCode, code))).toHaveLength(0);

    const p = await makeProduct({ productName: 'Untouched' });
    const updated = await call(putRoute, 'PUT', `/api/products/${p.id}`, { token: viewerToken, body: { product_name: 'Changed' }, params: { id: String(p.id) } });
    expect(updated.status).toBe(403);
    // 403 before 404 and 422.
    const unknown = await call(putRoute, 'PUT', '/api/products/999999999', { token: viewerToken, body: { product_type: 'gizmo' }, params: { id: '999999999' } });
    expect(unknown.status).toBe(403);
    const [row] = await getDb().select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ productName: 'Untouched', version: 1 });
    await expectAudit('product', p.id, 'update', { count: 0 });
  });

  it('a Viewer may read products', async () => {
    const p = await makeProduct();
    expect((await call(showRoute, 'GET', `/api/products/${p.id}`, { token: viewerToken, params: { id: String(p.id) } })).status).toBe(200);
    expect((await call(listRoute, 'GET', `/api/products?q=${p.productCode}`, { token: viewerToken })).body.data).toHaveLength(1);
  });
});

describe('GET /api/products', () => {
  // Every product of this block carries `tag`, so the assertions hold on a shared database too.
  const tag = `ls${uid()}`;
  let customerId: number;
  beforeAll(async () => {
    const customer = await makeCustomer();
    customerId = customer.id;
    await makeProduct({ productCode: `${tag}-FG-02`, productName: 'Cap 28mm', productType: 'finished_good', category: 'Closures', customerId });
    await makeProduct({ productCode: `${tag}-FG-01`, productName: 'Cap 38mm', productType: 'finished_good', description: 'Tamper EVIDENT band' });
    await makeProduct({ productCode: `${tag}-WIP-01`, productName: 'Cap shell', productType: 'semi_finished', customerId });
    await makeProduct({ productCode: `${tag}-RM-01`, productName: 'PP homopolymer 100%', productType: 'raw_material', category: 'Resins' });
    await makeProduct({ productCode: `${tag}-PK-01`, productName: 'Carton_small', productType: 'packaging' });
  });

  const codes = (res: { body: { data: { product_code: string }[] } }) => res.body.data.map((p) => p.product_code);

  it('returns the whole filtered list as an array, ordered by code', async () => {
    const res = await list(`q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body).not.toHaveProperty('total');
    expect(codes(res)).toEqual([`${tag}-FG-01`, `${tag}-FG-02`, `${tag}-PK-01`, `${tag}-RM-01`, `${tag}-WIP-01`]);
  });

  it('filters by product_type (one or a list) and 422s an unknown type', async () => {
    expect(codes(await list(`q=${tag}&product_type=finished_good`))).toEqual([`${tag}-FG-01`, `${tag}-FG-02`]);
    expect(codes(await list(`q=${tag}&product_type=semi_finished,packaging`))).toEqual([`${tag}-PK-01`, `${tag}-WIP-01`]);
    const bad = await list('product_type=gadget');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.product_type).toEqual([INVALID_TYPE]);
  });

  it('filters by customer_id and 422s a non-numeric one', async () => {
    expect(codes(await list(`customer_id=${customerId}`))).toEqual([`${tag}-FG-02`, `${tag}-WIP-01`]);
    expect((await list('customer_id=abc')).status).toBe(422);
  });

  it('searches code, name, category and description, case-insensitively', async () => {
    expect(codes(await list(`q=${tag.toUpperCase()}-fg-02`))).toEqual([`${tag}-FG-02`]);
    expect(codes(await list(`q=${tag}&product_type=finished_good,semi_finished,raw_material,packaging`))).toHaveLength(5);
    const scoped = async (q: string) => codes(await list(`q=${encodeURIComponent(q)}&customer_id=${customerId}`));
    expect(await scoped('CLOSURES')).toEqual([`${tag}-FG-02`]); // category
    expect(await scoped('shell')).toEqual([`${tag}-WIP-01`]); // name
    const all = async (q: string) => codes(await list(`q=${encodeURIComponent(q)}`)).filter((c) => c.startsWith(tag));
    expect(await all('tamper evident')).toEqual([`${tag}-FG-01`]); // description
    expect(await all('resins')).toEqual([`${tag}-RM-01`]); // category
  });

  it('matches % and _ literally', async () => {
    const pct = codes(await list(`q=${encodeURIComponent('100%')}`)).filter((c) => c.startsWith(tag));
    expect(pct).toEqual([`${tag}-RM-01`]);
    const underscore = codes(await list(`q=${encodeURIComponent('n_s')}`)).filter((c) => c.startsWith(tag));
    expect(underscore).toEqual([`${tag}-PK-01`]);
    const none = codes(await list(`q=${encodeURIComponent(`${tag}%FG`)}`));
    expect(none).toEqual([]);
  });

  it('pages with the flat paginator when page is given', async () => {
    const first = await list(`q=${tag}&page=1&per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, current_page: 1, last_page: 3, per_page: 2, total: 5, from: 1, to: 2 });
    expect(codes(first)).toEqual([`${tag}-FG-01`, `${tag}-FG-02`]);
    const last = await list(`q=${tag}&page=3&per_page=2`);
    expect(last.body).toMatchObject({ current_page: 3, total: 5, from: 5, to: 5 });
    expect(codes(last)).toEqual([`${tag}-WIP-01`]);
    const past = await list(`q=${tag}&page=9&per_page=2`);
    expect(past.body).toMatchObject({ data: [], total: 5, from: null, to: null });
    const defaults = await list(`q=${tag}&page=abc&per_page=500`);
    expect(defaults.body).toMatchObject({ current_page: 1, per_page: 100, total: 5 });
    const none = await list(`q=nothing-${uid()}&page=1`);
    expect(none.body).toMatchObject({ data: [], total: 0, last_page: 1, per_page: 15 });
  });

  it('422s what its query schema refuses, naming the parameter, before any row is read', async () => {
    const long = await list(`q=${'x'.repeat(201)}`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ q: ['The search may not be greater than 200 characters.'] });
    const sort = await list('sort=secret&page=1');
    expect(sort.status).toBe(422);
    expect(Object.keys(sort.body.errors)).toEqual(['sort']);
    expect((await list('dir=sideways')).body.errors).toHaveProperty('dir');
    // Blank values are the key left out; a search of spaces finds everything the other filters let through.
    expect(codes(await list(`q=${tag}&product_type=&customer_id=&sort=`))).toHaveLength(5);
    expect((await list(`q=%20%20&customer_id=${customerId}`)).body.data.length).toBeGreaterThanOrEqual(2);
  });
});
