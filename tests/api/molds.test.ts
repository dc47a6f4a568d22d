import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getMoldRoute, PATCH as patchMold, PUT as putMold } from '@/app/api/molds/[id]/route';
import { GET as listMaintenance, POST as postMaintenance } from '@/app/api/molds/[id]/maintenance/route';
import { GET as listUsage, POST as postUsage } from '@/app/api/molds/[id]/usage/route';
import { GET as listMoldsRoute, POST as createMoldRoute } from '@/app/api/molds/route';
import { GET as searchRoute } from '@/app/api/molds/search/route';
import { getDb } from '@/db/client';
import { molds, products } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/service';
import { todayInPlant } from '@/lib/dates';
import { executeRows } from '@/lib/db/rows';
import { MAINTENANCE_TYPES, MOLD_OWNERSHIPS, MOLD_STATUSES } from '@/lib/molds/constants';
import { moldHealthSummary } from '@/lib/molds/service';
import { auditRows, expectAudit } from '../audit';
import { makeCustomer } from '../factories/customers';
import { makeMold, moldCode } from '../factories/molds';
import { call, createTestUser, signedIn, uid } from '../helpers';

let token: string;
let userId: number;

beforeAll(async () => {
  let user;
  ({ token, user } = await signedIn());
  userId = user.id;
});

/** Every field the spec (§3) and CONTRACT §3 name for a mold, plus what we add. */
const MOLD_KEYS = [
  'id',
  'mold_code',
  'mold_name',
  'description',
  'ownership',
  'cavity_count',
  'status',
  'customer_id',
  'customer',
  'location',
  'storage_location',
  'maintenance_interval',
  'maintenance_interval_shots',
  'purchase_date',
  'total_shots_lifetime',
  'shots_since_maintenance',
  'last_maintenance_date',
  'next_maintenance_due',
  'maintenance_health',
  'version',
];

describe('authentication', () => {
  it('answers 401 on every molds route without a token, before 404 and 422', async () => {
    const id = { id: '999999999' };
    const cases = [
      call(listMoldsRoute, 'GET', '/api/molds'),
      call(createMoldRoute, 'POST', '/api/molds', { body: {} }),
      call(searchRoute, 'GET', '/api/molds/search?q=ab'),
      call(getMoldRoute, 'GET', '/api/molds/999999999', { params: id }),
      call(putMold, 'PUT', '/api/molds/999999999', { params: id, body: { mold_code: '' } }),
      call(patchMold, 'PATCH', '/api/molds/abc', { params: { id: 'abc' }, body: {} }),
      call(listMaintenance, 'GET', '/api/molds/999999999/maintenance', { params: id }),
      call(postMaintenance, 'POST', '/api/molds/999999999/maintenance', { params: id, body: {} }),
      call(listUsage, 'GET', '/api/molds/999999999/usage', { params: id }),
      call(postUsage, 'POST', '/api/molds/999999999/usage', { params: id, body: {} }),
      call(listMoldsRoute, 'GET', '/api/molds', { token: 'mlt_not-a-real-token' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });
});

describe('POST /api/molds', () => {
  it('creates a mold with defaults, both alias names and an audit row', async () => {
    const code = moldCode();
    const res = await call(createMoldRoute, 'POST', '/api/molds', {
      token,
      body: { mold_code: code, mold_name: 'Bottle Cap 28mm 32-cav', description: 'Hot runner', ownership: 'company_owned', cavity_count: 32, maintenance_interval: 250000 },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Mold created successfully');
    const mold = res.body.data;
    expect(Object.keys(mold)).toEqual(expect.arrayContaining(MOLD_KEYS));
    expect(mold).toMatchObject({
      mold_code: code,
      mold_name: 'Bottle Cap 28mm 32-cav',
      description: 'Hot runner',
      ownership: 'company_owned',
      cavity_count: 32,
      status: 'active',
      customer_id: null,
      customer: null,
      location: null,
      storage_location: null,
      maintenance_interval: 250000,
      maintenance_interval_shots: 250000,
      purchase_date: null,
      total_shots_lifetime: 0,
      shots_since_maintenance: 0,
      last_maintenance_date: null,
      next_maintenance_due: null,
      maintenance_health: 'Good',
      version: 1,
    });
    await expectAudit('mold', mold.id, 'create', { userId, changes: { mold_code: code, cavity_count: 32, maintenance_interval_shots: 250000 } });
    expect((await auditRows('mold', mold.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('accepts the edit-form names storage_location and maintenance_interval_shots too', async () => {
    const mold = await makeMold({ storage_location: 'Rack B-04', maintenance_interval_shots: 120000, purchase_date: '2021-06-15' });
    expect(mold).toMatchObject({ location: 'Rack B-04', storage_location: 'Rack B-04', maintenance_interval: 120000, maintenance_interval_shots: 120000, purchase_date: '2021-06-15' });
    const viaDisplayName = await makeMold({ location: 'Press 07' });
    expect(viaDisplayName).toMatchObject({ location: 'Press 07', storage_location: 'Press 07' });
  });

  it('takes numbers as JSON numbers (a numeric string is a 422, issue 24) and blank optional text as null', async () => {
    const mold = await makeMold({ cavity_count: 8, maintenance_interval: null, description: '  ', location: '' });
    expect(mold).toMatchObject({ cavity_count: 8, maintenance_interval: null, description: null, location: null, maintenance_health: 'Not Set' });
    const res = await call(createMoldRoute, 'POST', '/api/molds', { token, body: { mold_code: `S-${uid()}`, mold_name: 'Strict', ownership: 'company_owned', cavity_count: '8', maintenance_interval: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ cavity_count: ['The cavity count must be an integer.'], maintenance_interval: ['The maintenance interval must be an integer.'] });
  });

  it('requires mold_code, mold_name, ownership and cavity_count', async () => {
    const res = await call(createMoldRoute, 'POST', '/api/molds', { token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(['cavity_count', 'mold_code', 'mold_name', 'ownership']);
    expect(res.body.errors.mold_code).toEqual(['The mold code field is required.']);
    expect(res.body.errors.ownership).toEqual(['The ownership field is required.']);
    expect(res.body.errors.cavity_count).toEqual(['The cavity count field is required.']);
    expect(res.body.message).toBe(res.body.errors.mold_code[0]);
  });

  it.each([
    ['cavity_count', 0, 'The cavity count must be at least 1.'],
    ['cavity_count', 2.5, 'The cavity count must be an integer.'],
    ['cavity_count', 'four', 'The cavity count must be an integer.'],
    ['ownership', 'rented', 'The selected ownership is invalid. Choose company_owned, customer_owned or leased.'],
    ['status', 'broken', 'The selected status is invalid. Choose active, maintenance or inactive.'],
    ['maintenance_interval', -1, 'The maintenance interval must be at least 0.'],
    ['maintenance_interval_shots', 1.5, 'The maintenance interval must be an integer.'],
    ['purchase_date', '2024-02-30', 'The purchase date must be a valid date (YYYY-MM-DD).'],
    ['total_shots_lifetime', -5, 'The total shots lifetime must be at least 0.'],
    ['mold_code', 'x'.repeat(51), 'The mold code may not be greater than 50 characters.'],
  ])('rejects %s = %j with 422', async (field, value, message) => {
    const res = await call(createMoldRoute, 'POST', '/api/molds', {
      token,
      body: { mold_code: moldCode(), mold_name: 'Test', ownership: 'company_owned', cavity_count: 1, [field]: value },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('keeps mold_code unique case-insensitively', async () => {
    const code = moldCode();
    await makeMold({ mold_code: code });
    const res = await call(createMoldRoute, 'POST', '/api/molds', {
      token,
      body: { mold_code: code.toLowerCase(), mold_name: 'Copy', ownership: 'company_owned', cavity_count: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: 'The mold code has already been taken.', errors: { mold_code: ['The mold code has already been taken.'] } });
  });

  it('answers simultaneous creates of one code with one 201 and 422s, never a 500', async () => {
    const code = moldCode();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(createMoldRoute, 'POST', '/api/molds', {
          token,
          body: { mold_code: i % 2 ? code.toLowerCase() : code, mold_name: `Race ${i}`, ownership: 'company_owned', cavity_count: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.status === 422)) expect(r.body.errors.mold_code).toEqual(['The mold code has already been taken.']);
  });

  it('needs an existing customer for a customer-owned mold and embeds it', async () => {
    const missing = await call(createMoldRoute, 'POST', '/api/molds', {
      token,
      body: { mold_code: moldCode(), mold_name: 'Lens', ownership: 'customer_owned', cavity_count: 2 },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['customer_id']);

    const unknown = await call(createMoldRoute, 'POST', '/api/molds', {
      token,
      body: { mold_code: moldCode(), mold_name: 'Lens', ownership: 'customer_owned', cavity_count: 2, customer_id: 2_000_000_000 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.customer_id).toEqual(['The selected customer does not exist.']);

    const customer = await makeCustomer();
    const mold = await makeMold({ ownership: 'customer_owned', customer_id: customer.id });
    expect(mold.customer_id).toBe(customer.id);
    expect(mold.customer).toEqual({ id: customer.id, company_name: customer.companyName, customer_code: customer.customerCode, contact_person: 'Dana Reyes' });
  });

  it('stores no customer for company-owned and leased molds, whatever is sent', async () => {
    const customer = await makeCustomer();
    const leased = await makeMold({ ownership: 'leased', customer_id: customer.id });
    expect(leased).toMatchObject({ ownership: 'leased', customer_id: null, customer: null });
    const own = await makeMold({ ownership: 'company_owned', customer_id: 2_000_000_000 });
    expect(own.customer_id).toBeNull();
  });

  it('registers a mold with its counters; since may not exceed lifetime', async () => {
    const mold = await makeMold({ total_shots_lifetime: 1_250_000, shots_since_maintenance: 95_000, maintenance_interval: 100_000 });
    expect(mold).toMatchObject({ total_shots_lifetime: 1_250_000, shots_since_maintenance: 95_000, maintenance_health: 'Due Soon' });
    const bad = await call(createMoldRoute, 'POST', '/api/molds', {
      token,
      body: { mold_code: moldCode(), mold_name: 'X', ownership: 'company_owned', cavity_count: 1, total_shots_lifetime: 10, shots_since_maintenance: 11 },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['shots_since_maintenance']);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await call(createMoldRoute, 'POST', '/api/molds', { token, rawBody: '{"mold_code":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('GET /api/molds', () => {
  it('returns the whole list without page, the paginator with page', async () => {
    const tag = uid().toUpperCase();
    for (let i = 0; i < 3; i++) await makeMold({ mold_code: `PG${tag}-${i}`, mold_name: `Paging ${tag} ${i}` });

    const all = await call(listMoldsRoute, 'GET', `/api/molds?q=PG${tag}`, { token });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body)).toEqual(['success', 'data']);
    expect(all.body.data.map((m: { mold_code: string }) => m.mold_code)).toEqual([`PG${tag}-0`, `PG${tag}-1`, `PG${tag}-2`]);
    expect(Object.keys(all.body.data[0])).toEqual(expect.arrayContaining(MOLD_KEYS));

    const page = await call(listMoldsRoute, 'GET', `/api/molds?q=PG${tag}&page=2&per_page=2`, { token });
    expect(page.body).toMatchObject({ success: true, current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 });
    expect(page.body.data.map((m: { mold_code: string }) => m.mold_code)).toEqual([`PG${tag}-2`]);

    const past = await call(listMoldsRoute, 'GET', `/api/molds?q=PG${tag}&page=9`, { token });
    expect(past.body).toMatchObject({ data: [], total: 3, from: null, to: null });
  });

  it('filters by status, ownership and maintenance health; % and _ match literally', async () => {
    const tag = uid().toUpperCase();
    const good = await makeMold({ mold_code: `F${tag}-1`, maintenance_interval: 1000, total_shots_lifetime: 899, shots_since_maintenance: 899 });
    const dueSoon = await makeMold({ mold_code: `F${tag}-2`, maintenance_interval: 1000, total_shots_lifetime: 900, shots_since_maintenance: 900, status: 'maintenance' });
    const overdue = await makeMold({ mold_code: `F${tag}-3`, maintenance_interval: 1000, total_shots_lifetime: 1000, shots_since_maintenance: 1000, ownership: 'leased' });
    const notSet = await makeMold({ mold_code: `F${tag}-4`, mold_name: '100%_Cap' });
    const codes = async (qs: string) => (await call(listMoldsRoute, 'GET', `/api/molds?q=F${tag}${qs}`, { token })).body.data.map((m: { id: number }) => m.id);

    expect(await codes('&health=overdue')).toEqual([overdue.id]);
    expect(await codes('&health=due_soon')).toEqual([dueSoon.id]);
    expect(await codes('&health=good')).toEqual([good.id]);
    expect(await codes('&health=not_set')).toEqual([notSet.id]);
    expect(await codes('&health=overdue,due_soon')).toEqual([dueSoon.id, overdue.id]);
    expect(await codes('&status=maintenance')).toEqual([dueSoon.id]);
    expect(await codes('&ownership=leased')).toEqual([overdue.id]);
    expect(await codes('&sort=maintenance')).toEqual([overdue.id, dueSoon.id, good.id, notSet.id]);

    const percent = await call(listMoldsRoute, 'GET', '/api/molds?q=100%25_', { token });
    expect(percent.body.data.map((m: { id: number }) => m.id)).toContain(notSet.id);
    const literal = await call(listMoldsRoute, 'GET', `/api/molds?q=F${tag.slice(0, 3)}_`, { token });
    expect(literal.body.data).toEqual([]);

    const summary = await moldHealthSummary({ db: getDb(), user: null }, { q: `F${tag}` });
    expect(summary).toEqual({ total: 4, overdue: 1, due_soon: 1, good: 1, not_set: 1 });
  });

  it('answers an unknown filter value with 422', async () => {
    const res = await call(listMoldsRoute, 'GET', '/api/molds?status=active,retired', { token });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['status']);
    expect((await call(listMoldsRoute, 'GET', '/api/molds?health=bad', { token })).status).toBe(422);
  });
});

describe('GET /api/molds/{id}', () => {
  it('returns every field and both histories, newest first', async () => {
    const mold = await makeMold({ maintenance_interval: 50_000 });
    const params = { id: String(mold.id) };
    await call(postUsage, 'POST', '/x', { token, params, body: { date: '2025-01-10', shots_produced: 100 } });
    await call(postUsage, 'POST', '/x', { token, params, body: { date: '2025-03-01', shots_produced: 200 } });
    await call(postUsage, 'POST', '/x', { token, params, body: { date: '2025-02-01', shots_produced: 300 } });
    await call(postMaintenance, 'POST', '/x', { token, params, body: { date: '2025-01-05', type: 'inspection' } });
    await call(postMaintenance, 'POST', '/x', { token, params, body: { date: '2025-02-15', type: 'cleaning' } });

    const res = await call(getMoldRoute, 'GET', `/api/molds/${mold.id}`, { token, params });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(Object.keys(data)).toEqual(expect.arrayContaining([...MOLD_KEYS, 'maintenance_history', 'usage_history']));
    expect(data.usage_history.map((u: { date: string }) => u.date)).toEqual(['2025-03-01', '2025-02-01', '2025-01-10']);
    expect(data.maintenance_history.map((m: { date: string }) => m.date)).toEqual(['2025-02-15', '2025-01-05']);
    expect(data.usage_history[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), date: '2025-03-01', work_order: null, product: null, shots_produced: 200, machine: null, operator: null, defect_rate: null }),
    );
    expect(data.maintenance_history[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), date: '2025-02-15', type: 'cleaning', description: null, technician: null, cost: 0 }),
    );
    expect(data).toMatchObject({ usage_history_total: 3, maintenance_history_total: 2 });
  });

  it.each(['999999999', 'abc', '0', '-1', '1.5', '12abc'])('answers 404 "Mold not found" for id %s', async (id) => {
    const res = await call(getMoldRoute, 'GET', `/api/molds/${id}`, { token, params: { id } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Mold not found' });
  });

  it('answers 404 on the update and record routes of an unknown mold, before validating', async () => {
    const params = { id: '999999999' };
    for (const res of await Promise.all([
      call(putMold, 'PUT', '/x', { token, params, body: { cavity_count: 0 } }),
      call(patchMold, 'PATCH', '/x', { token, params: { id: 'nope' }, body: {} }),
      call(postMaintenance, 'POST', '/x', { token, params, body: {} }),
      call(postUsage, 'POST', '/x', { token, params, body: {} }),
      call(listMaintenance, 'GET', '/x', { token, params }),
      call(listUsage, 'GET', '/x', { token, params: { id: 'x1' } }),
    ])) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Mold not found' });
    }
  });
});

describe('PUT/PATCH /api/molds/{id}', () => {
  it('updates the edit-form fields, bumps version and ignores counters', async () => {
    const mold = await makeMold({ total_shots_lifetime: 5000, shots_since_maintenance: 100 });
    const params = { id: String(mold.id) };
    const res = await call(putMold, 'PUT', `/api/molds/${mold.id}`, {
      token,
      params,
      body: {
        mold_code: mold.mold_code,
        mold_name: 'Door Handle Bezel 4-cav Rev B',
        description: 'New gate inserts',
        ownership: 'company_owned',
        cavity_count: 4,
        status: 'maintenance',
        storage_location: 'Toolroom Bay 2',
        maintenance_interval_shots: 80000,
        purchase_date: '2020-01-31',
        total_shots_lifetime: 1,
        shots_since_maintenance: 0,
        last_maintenance_date: '2020-01-01',
        version: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Mold updated successfully');
    expect(res.body.data).toMatchObject({
      mold_name: 'Door Handle Bezel 4-cav Rev B',
      status: 'maintenance',
      location: 'Toolroom Bay 2',
      maintenance_interval: 80000,
      purchase_date: '2020-01-31',
      total_shots_lifetime: 5000,
      shots_since_maintenance: 100,
      last_maintenance_date: null,
      version: 2,
    });
    const patched = await call(patchMold, 'PATCH', `/api/molds/${mold.id}`, { token, params, body: { location: 'Rack C-01', maintenance_interval: 90000 } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ mold_name: 'Door Handle Bezel 4-cav Rev B', storage_location: 'Rack C-01', maintenance_interval_shots: 90000, version: 3 });
  });

  it('takes the edited one when a client sends back both alias names', async () => {
    const mold = await makeMold({ location: 'Old', maintenance_interval: 1000 });
    const params = { id: String(mold.id) };
    // The display names edited, the edit-form names as read: the display names are the edit.
    const viaDisplay = await call(putMold, 'PUT', '/x', { token, params, body: { ...mold, location: 'Rack D-01', maintenance_interval: 3000 } });
    expect(viaDisplay.body.data).toMatchObject({ location: 'Rack D-01', storage_location: 'Rack D-01', maintenance_interval: 3000, maintenance_interval_shots: 3000 });
  });

  it('lets the edit-form name win when a client sends both alias names', async () => {
    const mold = await makeMold({ location: 'Old', maintenance_interval: 1000 });
    const res = await call(putMold, 'PUT', '/x', {
      token,
      params: { id: String(mold.id) },
      body: { ...mold, storage_location: 'New', maintenance_interval_shots: 2000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ location: 'New', storage_location: 'New', maintenance_interval: 2000, maintenance_interval_shots: 2000 });
  });

  it('answers a stale version (body or If-Match) with 409 and changes nothing', async () => {
    const mold = await makeMold();
    const params = { id: String(mold.id) };
    expect((await call(patchMold, 'PATCH', '/x', { token, params, body: { mold_name: 'First', version: 1 } })).status).toBe(200);
    const stale = await call(patchMold, 'PATCH', '/x', { token, params, body: { mold_name: 'Second', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toContain('changed by someone else');
    const staleHeader = await call(putMold, 'PUT', '/x', { token, params, headers: { 'if-match': '"1"' }, body: { mold_name: 'Third' } });
    expect(staleHeader.status).toBe(409);
    const current = await call(getMoldRoute, 'GET', '/x', { token, params });
    expect(current.body.data).toMatchObject({ mold_name: 'First', version: 2 });
    const fresh = await call(putMold, 'PUT', '/x', { token, params, headers: { 'if-match': '"2"' }, body: { mold_name: 'Fourth' } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.version).toBe(3);
    const noVersion = await call(putMold, 'PUT', '/x', { token, params, body: { mold_name: 'Fifth' } });
    expect(noVersion.body.data).toMatchObject({ mold_name: 'Fifth', version: 4 });
  });

  it('keeps the customer rules on update', async () => {
    const customer = await makeCustomer();
    const mold = await makeMold({ ownership: 'customer_owned', customer_id: customer.id });
    const params = { id: String(mold.id) };
    const blank = await call(patchMold, 'PATCH', '/x', { token, params, body: { customer_id: null } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toEqual(['customer_id']);
    const toLeased = await call(patchMold, 'PATCH', '/x', { token, params, body: { ownership: 'leased' } });
    expect(toLeased.body.data).toMatchObject({ ownership: 'leased', customer_id: null, customer: null });
    const backWithout = await call(patchMold, 'PATCH', '/x', { token, params, body: { ownership: 'customer_owned' } });
    expect(backWithout.status).toBe(422);
    expect(backWithout.body.errors.customer_id).toBeDefined();
    const unknown = await call(patchMold, 'PATCH', '/x', { token, params, body: { ownership: 'customer_owned', customer_id: 2_000_000_000 } });
    expect(unknown.status).toBe(422);
    const back = await call(patchMold, 'PATCH', '/x', { token, params, body: { ownership: 'customer_owned', customer_id: customer.id } });
    expect(back.body.data.customer.company_name).toBe(customer.companyName);
  });

  it('keeps codes unique on update; a mold may change the case of its own code', async () => {
    const a = await makeMold();
    const b = await makeMold();
    const clash = await call(patchMold, 'PATCH', '/x', { token, params: { id: String(b.id) }, body: { mold_code: a.mold_code.toLowerCase() } });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.mold_code).toEqual(['The mold code has already been taken.']);
    const own = await call(patchMold, 'PATCH', '/x', { token, params: { id: String(a.id) }, body: { mold_code: a.mold_code.toLowerCase() } });
    expect(own.status).toBe(200);
    expect(own.body.data.mold_code).toBe(a.mold_code.toLowerCase());
  });

  it('validates updates: required fields cannot be blanked, enums are checked', async () => {
    const mold = await makeMold();
    const params = { id: String(mold.id) };
    const res = await call(putMold, 'PUT', '/x', { token, params, body: { mold_code: ' ', mold_name: '', cavity_count: 0, status: 'gone', ownership: 'rented' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['cavity_count', 'mold_code', 'mold_name', 'ownership', 'status']);
    const badVersion = await call(putMold, 'PUT', '/x', { token, params, body: { version: 'abc' } });
    expect(badVersion.status).toBe(422);
    const unchanged = await call(getMoldRoute, 'GET', '/x', { token, params });
    expect(unchanged.body.data.version).toBe(1);
  });
  it('answers an update that changes nothing with 200: same version, no audit row', async () => {
    const customer = await makeCustomer();
    const mold = await makeMold({ ownership: 'customer_owned', customer_id: customer.id, location: 'Rack A', maintenance_interval: 5000, purchase_date: '2022-03-04' });
    const params = { id: String(mold.id) };
    // The edit form sends every field back as read (blank text, numbers as its NumberFields send them).
    const same = {
      mold_code: mold.mold_code,
      mold_name: ` ${mold.mold_name} `,
      description: '',
      ownership: 'customer_owned',
      cavity_count: mold.cavity_count,
      status: 'active',
      customer_id: customer.id,
      storage_location: 'Rack A',
      maintenance_interval_shots: 5000,
      purchase_date: '2022-03-04',
      version: 1,
    };
    const put = await call(putMold, 'PUT', '/x', { token, params, body: same });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Mold updated successfully');
    expect(put.body.data).toEqual({ ...mold, updated_at: put.body.data.updated_at });
    expect(put.body.data.version).toBe(1);
    expect(put.body.data.updated_at).toBe(mold.updated_at);
    const patch = await call(patchMold, 'PATCH', '/x', { token, params, headers: { 'if-match': '"1"' }, body: {} });
    expect(patch.status).toBe(200);
    expect(patch.body.data.version).toBe(1);
    await expectAudit('mold', mold.id, 'update', { count: 0 });
    // A real change after the no-ops bumps the version once.
    const change = await call(patchMold, 'PATCH', '/x', { token, params, body: { status: 'inactive', version: 1 } });
    expect(change.body.data).toMatchObject({ status: 'inactive', version: 2 });
    await expectAudit('mold', mold.id, 'update', { count: 1, userId, changes: { status: ['active', 'inactive'] } });
  });

  it('validates the input before comparing the version: a stale version with an invalid field is a 422', async () => {
    const mold = await makeMold();
    const params = { id: String(mold.id) };
    expect((await call(patchMold, 'PATCH', '/x', { token, params, body: { mold_name: 'Moved on', version: 1 } })).body.data.version).toBe(2);
    const bodyVersion = await call(patchMold, 'PATCH', '/x', { token, params, body: { cavity_count: 0, version: 1 } });
    expect(bodyVersion.status).toBe(422);
    expect(bodyVersion.body.errors).toEqual({ cavity_count: ['The cavity count must be at least 1.'] });
    const header = await call(putMold, 'PUT', '/x', { token, params, headers: { 'if-match': '"1"' }, body: { mold_code: '' } });
    expect(header.status).toBe(422);
    expect(Object.keys(header.body.errors)).toEqual(['mold_code']);
    // Valid input with the same stale version: now the 409.
    expect((await call(patchMold, 'PATCH', '/x', { token, params, body: { cavity_count: 2, version: 1 } })).status).toBe(409);
    const after = await call(getMoldRoute, 'GET', '/x', { token, params });
    expect(after.body.data).toMatchObject({ mold_name: 'Moved on', cavity_count: 4, version: 2 });
    await expectAudit('mold', mold.id, 'update', { count: 1 });
  });
});

describe('permissions (CONTRACT §9)', () => {
  async function tokenFor(role: string) {
    const user = await createTestUser({ role: role as 'Viewer' });
    return issueApiToken(getDb(), user);
  }

  it('answers 403 to a Viewer on every molds write and changes nothing', async () => {
    const viewer = await tokenFor('Viewer');
    const mold = await makeMold({ total_shots_lifetime: 100, shots_since_maintenance: 100 });
    const params = { id: String(mold.id) };
    const today = todayInPlant();
    const code = moldCode('VIEW');
    const writes = [
      [call(createMoldRoute, 'POST', '/api/molds', { token: viewer, body: { mold_code: code, mold_name: 'Nope', ownership: 'company_owned', cavity_count: 1 } }), 'change molds'],
      [call(putMold, 'PUT', '/x', { token: viewer, params, body: { mold_name: 'Nope' } }), 'change molds'],
      [call(patchMold, 'PATCH', '/x', { token: viewer, params, body: { status: 'inactive' } }), 'change molds'],
      [call(postMaintenance, 'POST', '/x', { token: viewer, params, body: { date: '2025-01-02', type: 'preventive' } }), 'log mold maintenance'],
      [call(postUsage, 'POST', '/x', { token: viewer, params, body: { date: today, shots_produced: 10 } }), 'record mold usage'],
    ] as const;
    for (const [pending, what] of writes) {
      const res = await pending;
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: `You do not have permission to ${what}.` });
    }
    // 403 comes before 404 and 422.
    const unknown = await call(putMold, 'PUT', '/x', { token: viewer, params: { id: '999999999' }, body: { cavity_count: 0 } });
    expect(unknown.status).toBe(403);
    const invalid = await call(postUsage, 'POST', '/x', { token: viewer, params, body: {} });
    expect(invalid.status).toBe(403);

    const after = await call(getMoldRoute, 'GET', '/x', { token: viewer, params });
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      mold_name: mold.mold_name,
      status: 'active',
      version: 1,
      total_shots_lifetime: 100,
      shots_since_maintenance: 100,
      last_maintenance_date: null,
      maintenance_history: [],
      usage_history: [],
    });
    expect((await call(listMoldsRoute, 'GET', `/api/molds?q=${code}`, { token: viewer })).body.data).toEqual([]);
    expect((await auditRows('mold', mold.id)).map((a) => a.action)).toEqual(['create']);
  });

  it.each([
    ['Planning', { mold: 200, maintenance: 403, usage: 403 }],
    ['Production', { mold: 200, maintenance: 201, usage: 201 }],
    ['Quality', { mold: 403, maintenance: 201, usage: 403 }],
    ['Sales', { mold: 403, maintenance: 403, usage: 403 }],
    ['Manager', { mold: 200, maintenance: 201, usage: 201 }],
  ])('lets %s write what its role allows', async (role, expected) => {
    const roleToken = await tokenFor(role);
    const mold = await makeMold();
    const params = { id: String(mold.id) };
    const today = todayInPlant();
    expect((await call(patchMold, 'PATCH', '/x', { token: roleToken, params, body: { mold_name: `By ${role}` } })).status).toBe(expected.mold);
    expect((await call(postMaintenance, 'POST', '/x', { token: roleToken, params, body: { date: '2025-01-02', type: 'cleaning' } })).status).toBe(expected.maintenance);
    expect((await call(postUsage, 'POST', '/x', { token: roleToken, params, body: { date: today, shots_produced: 5 } })).status).toBe(expected.usage);
  });
});

describe('GET /api/molds/search', () => {
  it("returns the picker shape with the first product's part number, material and cycle time", async () => {
    const tag = uid().toUpperCase();
    const mold = await makeMold({ mold_code: `S${tag}-1`, mold_name: 'Lens Housing', location: 'Rack A-01', cavity_count: 8 });
    await makeMold({ mold_code: `S${tag}-2`, mold_name: 'Other', status: 'inactive' });
    const db = getDb();
    // The second product (higher id) must not win.
    await db.insert(products).values({ productCode: `P${tag}-A`, productName: 'Lens', moldId: mold.id, materialType: 'PC Makrolon 2405', cycleTimeSeconds: 28.5 });
    await db.insert(products).values({ productCode: `P${tag}-B`, productName: 'Lens alt', moldId: mold.id, materialType: 'PMMA', cycleTimeSeconds: 31 });

    const res = await call(searchRoute, 'GET', `/api/molds/search?q=s${tag.toLowerCase()}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      id: mold.id,
      mold_code: `S${tag}-1`,
      mold_name: 'Lens Housing',
      part_number: `P${tag}-A`,
      status: 'active',
      is_available: true,
      material_specifications: 'PC Makrolon 2405',
      standard_cycle_time: 28.5,
      cavity_count: 8,
      storage_location: 'Rack A-01',
      location: 'Rack A-01',
    });
    expect(res.body.data[1]).toMatchObject({ part_number: null, status: 'inactive', is_available: false, standard_cycle_time: null });

    const active = await call(searchRoute, 'GET', `/api/molds/search?q=S${tag}&status=active,maintenance`, { token });
    expect(active.body.data.map((m: { id: number }) => m.id)).toEqual([mold.id]);
    const byName = await call(searchRoute, 'GET', `/api/molds/search?q=lens housing&status=active`, { token });
    expect(byName.body.data.map((m: { id: number }) => m.id)).toContain(mold.id);
  });

  it('limits results (10 by default, at most 50) and ranks the exact code first', async () => {
    const tag = uid().toUpperCase();
    for (let i = 0; i < 12; i++) await makeMold({ mold_code: `L${tag}-${String(i).padStart(2, '0')}` });
    expect((await call(searchRoute, 'GET', `/api/molds/search?q=L${tag}`, { token })).body.data).toHaveLength(10);
    expect((await call(searchRoute, 'GET', `/api/molds/search?q=L${tag}&limit=3`, { token })).body.data).toHaveLength(3);
    expect((await call(searchRoute, 'GET', `/api/molds/search?q=L${tag}&limit=500`, { token })).body.data).toHaveLength(12);
    const exact = await call(searchRoute, 'GET', `/api/molds/search?q=L${tag}-11`, { token });
    expect(exact.body.data[0].mold_code).toBe(`L${tag}-11`);
    const none = await call(searchRoute, 'GET', `/api/molds/search?q=${tag}%25zz`, { token });
    expect(none.body).toEqual({ success: true, data: [] });
    const bad = await call(searchRoute, 'GET', '/api/molds/search?status=lost', { token });
    expect(bad.status).toBe(422);
  });
});

describe('database', () => {
  it("has the constants' values in its enum types (the migrations agree with lib/molds/constants.ts)", async () => {
    const values = async (type: string) =>
      (await executeRows<{ v: string }>(getDb(), sql`select unnest(enum_range(null::${sql.raw(type)}))::text as v`)).map((r) => r.v);
    expect(await values('mold_status')).toEqual([...MOLD_STATUSES]);
    expect(await values('mold_ownership')).toEqual([...MOLD_OWNERSHIPS]);
    expect(await values('maintenance_type')).toEqual([...MAINTENANCE_TYPES]);
  });

  it('keeps the case-insensitive unique index even when the service check is bypassed', async () => {
    const code = moldCode();
    const db = getDb();
    await db.insert(molds).values({ moldCode: code, moldName: 'A', ownership: 'company_owned', cavityCount: 1 });
    await expect(db.insert(molds).values({ moldCode: code.toLowerCase(), moldName: 'B', ownership: 'company_owned', cavityCount: 1 })).rejects.toThrow();
  });
});
