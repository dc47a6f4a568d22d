import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as show, PATCH as patch, PUT as put } from '@/app/api/customers/[id]/route';
import { GET as list, POST as create } from '@/app/api/customers/route';
import { getDb } from '@/db/client';
import { customers } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/service';
import { toCustomerDto } from '@/lib/customers/dto';
import { executeRows } from '@/lib/db/rows';
import { customerCodeSql, listCustomers } from '@/lib/customers/service';
import { expectAudit } from '../audit';
import { makeCustomer } from '../factories/customers';
import type { ServiceContext } from '@/lib/service-context';
import { call, createTestUser, inSnapshot, signedIn, uid } from '../helpers';

let token: string;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

const codeNumber = (code: string) => Number(code.slice(2));

/** POST /api/customers (the endpoint under test); asserts 201 and returns the created customer. */
async function postCustomer(body: Record<string, unknown> = {}) {
  const res = await call(create, 'POST', '/api/customers', { token, body: { company_name: `Customer ${uid()}`, ...body } });
  expect(res.status).toBe(201);
  return res.body.data;
}

/** The customer as the API answers it, for comparing with responses. */
const dtoOf = toCustomerDto;

describe('POST /api/customers', () => {
  it('creates a customer with the defaults and a server-generated code', async () => {
    const name = `Great Lakes Closures ${uid()}`;
    const res = await call(create, 'POST', '/api/customers', { token, body: { company_name: `  ${name}  `, status: 'active' } });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Customer created successfully');
    const c = res.body.data;
    expect(c).toMatchObject({
      company_name: name,
      country: 'USA',
      currency: 'USD',
      payment_terms_text: 'Net 30',
      credit_limit: 0,
      status: 'active',
      version: 1,
      dba_name: null,
      contact_person: null,
      email: null,
      phone: null,
      mobile: null,
      billing_address: null,
      shipping_address: null,
      city: null,
      state: null,
      postal_code: null,
      tax_id: null,
      notes: null,
    });
    expect(c.customer_code).toMatch(/^CN\d{2,}$/);
    expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    await expectAudit('customer', c.id, 'create', { changes: { customer_code: c.customer_code, company_name: name } });
    await expectAudit('customer', c.id, 'update', { count: 0 });
  });

  it('defaults status to active and stores every field it is given', async () => {
    const c = await postCustomer({
      dba_name: 'GLC',
      contact_person: 'Maria Lopez',
      email: 'maria@glc.example',
      phone: '(313) 555-0142',
      mobile: '(313) 555-0199',
      billing_address: '4100 Michigan Ave',
      shipping_address: 'Dock 3, 4100 Michigan Ave',
      city: 'Detroit',
      state: 'MI',
      postal_code: '48210',
      country: 'Canada',
      tax_id: '38-1234567',
      payment_terms_text: 'Net 45',
      credit_limit: 250000,
      currency: 'cad',
      notes: 'PPAP level 3 required.',
    });
    expect(c).toMatchObject({ status: 'active', dba_name: 'GLC', country: 'Canada', currency: 'CAD', payment_terms_text: 'Net 45', credit_limit: 250000, notes: 'PPAP level 3 required.' });
    expect(c.shipping_address).toBe('Dock 3, 4100 Michigan Ave');
  });

  it('ignores fields the client may not set', async () => {
    const c = await postCustomer({ customer_code: 'HACKED', id: 999999, version: 7, created_at: '2000-01-01T00:00:00Z' });
    expect(c.customer_code).toMatch(/^CN\d{2,}$/);
    expect(c.id).not.toBe(999999);
    expect(c.version).toBe(1);
    expect(c.created_at.startsWith('2000')).toBe(false);
  });

  it('takes the credit limit as a JSON number (strict input, issue 24) and blank texts as "not given"', async () => {
    expect((await postCustomer({ credit_limit: 5000 })).credit_limit).toBe(5000);
    const blank = await postCustomer({ credit_limit: null, country: '', email: '', payment_terms_text: '  ' });
    expect(blank).toMatchObject({ credit_limit: 0, country: 'USA', email: null, payment_terms_text: 'Net 30' });
  });

  it('gives consecutive codes CN + at least two digits', async () => {
    const a = await postCustomer();
    const b = await postCustomer();
    expect(codeNumber(b.customer_code)).toBeGreaterThan(codeNumber(a.customer_code));
  });

  it('formats codes in SQL as CN01 … CN09, CN10, CN99, CN100 (never truncated)', async () => {
    const rows = await executeRows<{ code: string }>(
      getDb(),
      sql`select ${customerCodeSql(sql`v.n`)} as code from (values (1::bigint), (9), (10), (99), (100), (12345)) v(n) order by v.n`,
    );
    expect(rows.map((r) => r.code)).toEqual(['CN01', 'CN09', 'CN10', 'CN99', 'CN100', 'CN12345']);
  });

  it('gives 10 concurrent creates 10 distinct codes', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(create, 'POST', '/api/customers', { token, body: { company_name: `Concurrent ${i} ${uid()}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const codes = results.map((r) => r.body.data.customer_code);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^CN\d{2,}$/);
  });

  it('validates with 422 and the errors map', async () => {
    const res = await call(create, 'POST', '/api/customers', {
      token,
      body: { company_name: '   ', email: 'not-an-email', status: 'prospect', credit_limit: 'lots' },
    });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual(['company_name', 'credit_limit', 'email', 'status']);
    expect(res.body.errors.company_name).toEqual(['The company name field is required.']);
    expect(res.body.errors.email).toEqual(['The email must be a valid email address.']);
    expect(res.body.message).toBe(res.body.errors.company_name[0]);

    const missing = await call(create, 'POST', '/api/customers', { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.company_name).toEqual(['The company name field is required.']);
  });

  it('refuses a fractional or negative credit limit', async () => {
    for (const credit_limit of [10.5, '99.9', -1]) {
      const res = await call(create, 'POST', '/api/customers', { token, body: { company_name: `Fraction ${uid()}`, credit_limit } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['credit_limit']);
    }
  });

  it('answers a body that is not JSON with 400 and no token with 401', async () => {
    expect((await call(create, 'POST', '/api/customers', { token, rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const anon = await call(create, 'POST', '/api/customers', { body: { company_name: 'Nope' } });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ success: false, message: 'Unauthenticated.' });
  });
});

describe('GET /api/customers', () => {
  const tag = `pg${uid()}`;

  beforeAll(async () => {
    // 23 customers sharing a tag: two pages of 15, plus an email-only and a code lookup.
    for (let i = 0; i < 22; i++) await makeCustomer({ companyName: `${tag} Plastics ${String(i).padStart(2, '0')}` });
    await makeCustomer({ companyName: `Email Only ${uid()}`, email: `buyer@${tag}.example`, status: 'inactive' });
  });

  it('needs a caller', async () => {
    expect((await call(list, 'GET', '/api/customers')).status).toBe(401);
  });

  it('pages with the flat paginator (15 per page by default)', async () => {
    const first = await call(list, 'GET', `/api/customers?search=${tag}`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, current_page: 1, last_page: 2, per_page: 15, total: 23, from: 1, to: 15 });
    expect(first.body.data).toHaveLength(15);
    const second = await call(list, 'GET', `/api/customers?search=${tag}&page=2`, { token });
    expect(second.body).toMatchObject({ current_page: 2, last_page: 2, total: 23, from: 16, to: 23 });
    expect(second.body.data).toHaveLength(8);
    const ids = new Set([...first.body.data, ...second.body.data].map((c: { id: number }) => c.id));
    expect(ids.size).toBe(23);
    // Every field of the entity is present in list rows.
    expect(Object.keys(first.body.data[0])).toEqual(expect.arrayContaining(['customer_code', 'company_name', 'dba_name', 'city', 'state', 'status', 'credit_limit', 'version']));
  });

  it('orders by company name', async () => {
    const res = await call(list, 'GET', `/api/customers?search=${tag}%20Plastics&per_page=100`, { token });
    const names = res.body.data.map((c: { company_name: string }) => c.company_name);
    expect(names).toEqual(Array.from({ length: 22 }, (_, i) => `${tag} Plastics ${String(i).padStart(2, '0')}`));
  });

  it('gives the same order page by page, also for pages read from the end', async () => {
    const all = (await call(list, 'GET', `/api/customers?search=${tag}&per_page=100`, { token })).body.data.map((c: { id: number }) => c.id);
    const paged: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await call(list, 'GET', `/api/customers?search=${tag}&per_page=5&page=${page}`, { token });
      expect(res.body).toMatchObject({ current_page: page, last_page: 5, from: (page - 1) * 5 + 1, to: Math.min(23, page * 5) });
      paged.push(...res.body.data.map((c: { id: number }) => c.id));
    }
    expect(paged).toEqual(all);

    // Without a search (here: a status filter only) the name index is walked, forwards or backwards.
    const other = uid();
    for (let i = 0; i < 3; i++) await makeCustomer({ companyName: `Zz Inactive ${other} ${i}`, status: 'inactive' });
    const route = (await call(list, 'GET', '/api/customers?status=inactive&per_page=100', { token })).body;
    expect(route.data.every((c: { status: string }) => c.status === 'inactive')).toBe(true);
    // The walk in one snapshot: other files add inactive customers meanwhile on the shared database.
    await inSnapshot(async (db) => {
      const own = { ...ctx, db };
      const inactive = await listCustomers(own, { status: ['inactive'], per_page: 100 });
      expect(inactive.data.every((c) => c.status === 'inactive')).toBe(true);
      const byTwo: number[] = [];
      for (let page = 1; page <= Math.ceil(inactive.total / 2); page++) {
        byTwo.push(...(await listCustomers(own, { status: ['inactive'], per_page: 2, page })).data.map((c) => c.id));
      }
      expect(byTwo).toEqual(inactive.data.map((c) => c.id));
      const mine = inactive.data.filter((c) => c.company_name.includes(other)).map((c) => c.company_name);
      expect(mine).toEqual([0, 1, 2].map((i) => `Zz Inactive ${other} ${i}`));
      expect(byTwo).toHaveLength(inactive.total);
    });
  });

  it('clamps per_page to 1–100 and treats a bad page as 1', async () => {
    expect((await call(list, 'GET', `/api/customers?search=${tag}&per_page=1000`, { token })).body).toMatchObject({ per_page: 100, last_page: 1 });
    const one = await call(list, 'GET', `/api/customers?search=${tag}&per_page=0`, { token });
    expect(one.body).toMatchObject({ per_page: 1, last_page: 23 });
    expect(one.body.data).toHaveLength(1);
    expect((await call(list, 'GET', `/api/customers?search=${tag}&page=abc`, { token })).body.current_page).toBe(1);
    expect((await call(list, 'GET', `/api/customers?search=${tag}&page=-4`, { token })).body.current_page).toBe(1);
  });

  it('answers a page past the end with data []', async () => {
    const res = await call(list, 'GET', `/api/customers?search=${tag}&page=9`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: [], current_page: 9, last_page: 2, total: 23, from: null, to: null });
    // Without a search too (the name-ordered path): the real total, not 0.
    for (const query of ['per_page=100&page=100000', 'status=inactive&page=100000']) {
      const past = await call(list, 'GET', `/api/customers?${query}`, { token });
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ success: true, data: [], current_page: 100000, from: null, to: null });
      expect(past.body.total).toBeGreaterThanOrEqual(1);
      expect(past.body.last_page).toBe(Math.ceil(past.body.total / past.body.per_page));
    }
  });

  it('searches code, company name and email, case-insensitively, with % and _ literal', async () => {
    expect((await call(list, 'GET', `/api/customers?search=${tag.toUpperCase()}%20PLASTICS%2007`, { token })).body.data.map((c: { company_name: string }) => c.company_name)).toEqual([
      `${tag} Plastics 07`,
    ]);
    const byEmail = await call(list, 'GET', `/api/customers?search=buyer@${tag}`, { token });
    expect(byEmail.body.total).toBe(1);
    expect(byEmail.body.data[0].status).toBe('inactive');
    const code = byEmail.body.data[0].customer_code;
    const byCode = await call(list, 'GET', `/api/customers?search=${code}`, { token });
    expect(byCode.body.data.map((c: { customer_code: string }) => c.customer_code)).toContain(code);
    expect(byCode.body.data.every((c: { customer_code: string }) => c.customer_code.includes(code))).toBe(true);
    expect((await call(list, 'GET', `/api/customers?search=${tag}%25`, { token })).body.total).toBe(0);
    expect((await call(list, 'GET', `/api/customers?search=${tag}_Plastics`, { token })).body.total).toBe(0);
  });

  it('does not search fields other than code, name and email', async () => {
    const contact = `Contact${uid()}`;
    await makeCustomer({ contactPerson: contact });
    expect((await call(list, 'GET', `/api/customers?search=${contact}`, { token })).body.total).toBe(0);
  });
});

describe('GET /api/customers/{id}', () => {
  it('returns every field of the customer', async () => {
    const c = dtoOf(await makeCustomer({ city: 'Dayton' }));
    const res = await call(show, 'GET', `/api/customers/${c.id}`, { token, params: { id: String(c.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: c });
  });

  it('answers 404 for an unknown or non-numeric id, 401 first', async () => {
    for (const id of ['99999999', 'abc', '0', '-1', '1.5']) {
      const res = await call(show, 'GET', `/api/customers/${id}`, { token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Customer not found' });
    }
    expect((await call(show, 'GET', '/api/customers/abc', { params: { id: 'abc' } })).status).toBe(401);
  });
});

describe('PUT/PATCH /api/customers/{id}', () => {
  it('updates the fields sent, bumps the version and writes an audit row', async () => {
    const c = dtoOf(await makeCustomer({ city: 'Dayton', creditLimit: 1000 }));
    const res = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params: { id: String(c.id) }, body: { city: 'Akron', status: 'suspended' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Customer updated successfully');
    expect(res.body.data).toMatchObject({ id: c.id, city: 'Akron', status: 'suspended', credit_limit: 1000, company_name: c.company_name, customer_code: c.customer_code, version: 2 });
    await expectAudit('customer', c.id, 'update', { changes: { city: ['Dayton', 'Akron'], status: ['active', 'suspended'] } });
  });

  it('PUT takes the whole form, ignores customer_code and can clear optional fields', async () => {
    const c = dtoOf(await makeCustomer({ notes: 'old', dbaName: 'Old DBA' }));
    const res = await call(put, 'PUT', `/api/customers/${c.id}`, {
      token,
      params: { id: String(c.id) },
      body: { ...c, customer_code: 'CN00', company_name: 'Renamed Molders', notes: '', dba_name: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ customer_code: c.customer_code, company_name: 'Renamed Molders', notes: null, dba_name: null, version: 2 });
  });

  it('does not bump the version when nothing changes', async () => {
    const c = dtoOf(await makeCustomer({ city: 'Flint' }));
    const res = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params: { id: String(c.id) }, body: { city: 'Flint' } });
    expect(res.body.data.version).toBe(1);
  });

  it('answers a no-op update (the whole form as loaded) with 200 and the record: same version, no audit row', async () => {
    const c = dtoOf(await makeCustomer({ city: 'Flint', notes: 'Keep as is', creditLimit: 5000 }));
    const params = { id: String(c.id) };
    // The edit form sends every field, blanks for the empty ones, and the version it loaded.
    const form = { ...c, dba_name: '', phone: '  ', customer_code: 'ignored', version: c.version };
    const res = await call(put, 'PUT', `/api/customers/${c.id}`, { token, params, body: form });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Customer updated successfully', data: c });
    const patched = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, headers: { 'if-match': '"1"' }, body: {} });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toEqual(c);
    await expectAudit('customer', c.id, 'update', { count: 0 });
  });

  it('answers a stale version (body or If-Match) with 409 and changes nothing', async () => {
    const c = dtoOf(await makeCustomer({ city: 'Lansing' }));
    const params = { id: String(c.id) };
    expect((await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, body: { city: 'Warren', version: 1 } })).body.data.version).toBe(2);
    const stale = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, body: { city: 'Novi', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toContain('changed by someone else');
    const staleHeader = await call(put, 'PUT', `/api/customers/${c.id}`, { token, params, headers: { 'if-match': '"1"' }, body: { city: 'Novi' } });
    expect(staleHeader.status).toBe(409);
    const fresh = await call(put, 'PUT', `/api/customers/${c.id}`, { token, params, headers: { 'if-match': '"2"' }, body: { city: 'Troy' } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ city: 'Troy', version: 3 });
    const [row] = await getDb().select().from(customers).where(eq(customers.id, c.id));
    expect(row.city).toBe('Troy');
  });

  it('validates before it compares the version: a stale version with an invalid field is a 422, and nothing changes', async () => {
    const c = dtoOf(await makeCustomer({ city: 'Saginaw' }));
    const params = { id: String(c.id) };
    await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, body: { city: 'Midland' } }); // now version 2
    const bad = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, body: { city: 'Bay City', email: 'nope', version: 1 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['The email must be a valid email address.'] });
    const badHeader = await call(put, 'PUT', `/api/customers/${c.id}`, { token, params, headers: { 'if-match': '"1"' }, body: { company_name: '  ' } });
    expect(badHeader.status).toBe(422);
    expect(badHeader.body.errors).toEqual({ company_name: ['The company name field is required.'] });
    // Valid input with the same stale version: now the 409.
    expect((await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, body: { city: 'Bay City', version: 1 } })).status).toBe(409);
    const [row] = await getDb().select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ city: 'Midland', version: 2 });
    await expectAudit('customer', c.id, 'update', { count: 1 });
  });

  it('validates with 422, after 404 and 401', async () => {
    const c = dtoOf(await makeCustomer());
    const params = { id: String(c.id) };
    const bad = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token, params, body: { company_name: '', credit_limit: 1.25, status: 'gone' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['company_name', 'credit_limit', 'status']);
    expect((await call(patch, 'PATCH', '/api/customers/99999999', { token, params: { id: '99999999' }, body: { company_name: '' } })).status).toBe(404);
    expect((await call(patch, 'PATCH', '/api/customers/x', { token, params: { id: 'x' }, body: {} })).status).toBe(404);
    expect((await call(patch, 'PATCH', `/api/customers/${c.id}`, { params, body: { company_name: '' } })).status).toBe(401);
  });
});

describe('who may change customers (CONTRACT §9)', () => {
  it('refuses a Viewer with 403 on create and update, changing nothing', async () => {
    const viewer = await createTestUser({ role: 'Viewer' });
    const viewerToken = await issueApiToken(getDb(), viewer);
    const name = `Viewer Made ${uid()}`;
    const created = await call(create, 'POST', '/api/customers', { token: viewerToken, body: { company_name: name } });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ success: false, message: 'You do not have permission to change customers.' });
    expect(await getDb().select().from(customers).where(eq(customers.companyName, name))).toHaveLength(0);

    const c = dtoOf(await makeCustomer({ city: 'Kalamazoo' }));
    const params = { id: String(c.id) };
    const updated = await call(patch, 'PATCH', `/api/customers/${c.id}`, { token: viewerToken, params, body: { city: 'Portage' } });
    expect(updated.status).toBe(403);
    // 403 comes before 404 and 422: a Viewer learns nothing about ids or fields.
    expect((await call(patch, 'PATCH', '/api/customers/99999999', { token: viewerToken, params: { id: '99999999' }, body: { company_name: '' } })).status).toBe(403);
    expect((await call(put, 'PUT', `/api/customers/${c.id}`, { token: viewerToken, params, body: { company_name: '' } })).status).toBe(403);
    expect((await call(show, 'GET', `/api/customers/${c.id}`, { token: viewerToken, params })).body.data).toEqual(c);
    await expectAudit('customer', c.id, 'update', { count: 0 });
    // Reading stays open to every role.
    expect((await call(list, 'GET', '/api/customers?per_page=1', { token: viewerToken })).status).toBe(200);
  });

  it('lets the Sales role create and update', async () => {
    const sales = await issueApiToken(getDb(), await createTestUser({ role: 'Sales' }));
    const created = await call(create, 'POST', '/api/customers', { token: sales, body: { company_name: `Sales Made ${uid()}` } });
    expect(created.status).toBe(201);
    const params = { id: String(created.body.data.id) };
    expect((await call(patch, 'PATCH', `/api/customers/${params.id}`, { token: sales, params, body: { city: 'Holland' } })).body.data).toMatchObject({ city: 'Holland', version: 2 });
  });
});

describe('demo seed', () => {
  it('loads about 40 customers with contacts and addresses, and is idempotent', async () => {
    const { seed, DEMO_CUSTOMERS } = await import('@/db/seed/customers');
    await seed(getDb());
    const again = await seed(getDb());
    expect(again).toMatch(/^0 created/);
    const names = DEMO_CUSTOMERS.map((r) => r[0]);
    const rows = await getDb().select().from(customers).where(inArray(customers.companyName, names));
    expect(rows).toHaveLength(DEMO_CUSTOMERS.length);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    for (const r of rows) {
      expect(r.contactPerson && r.email && r.phone && r.billingAddress && r.city && r.state && r.postalCode).toBeTruthy();
      expect(r.customerCode).toMatch(/^CN\d{2,}$/);
    }
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['active', 'inactive', 'suspended']);
  });
});

describe('review fixes', () => {
  it('answers an unknown customer with 404 even when the version is malformed', async () => {
    const res = await call(put, 'PUT', '/api/customers/999999', { token, body: { version: 'x' }, params: { id: '999999' } });
    expect(res.status).toBe(404);
    const ifMatch = await call(put, 'PUT', '/api/customers/999999', { token, body: {}, headers: { 'if-match': 'abc' }, params: { id: '999999' } });
    expect(ifMatch.status).toBe(404);
  });

  it('refuses an unknown status filter with 422', async () => {
    const res = await call(list, 'GET', '/api/customers?status=bogus', { token });
    expect(res.status).toBe(422);
    expect(res.body.errors.status[0]).toMatch(/status is invalid/);
    const { GET: search } = await import('@/app/api/sales/customers/search/route');
    expect((await call(search, 'GET', '/api/sales/customers/search?q=ab&status=active,bogus', { token })).status).toBe(422);
  });

  it('refuses NUL characters in fields with 422 and ignores them in searches', async () => {
    const res = await call(create, 'POST', '/api/customers', { token, body: { company_name: 'Bad\u0000Name' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ company_name: ['This field may not contain NUL characters.'] });
    expect((await call(list, 'GET', '/api/customers?search=%00', { token })).status).toBe(200);
    const { GET: search } = await import('@/app/api/sales/customers/search/route');
    expect((await call(search, 'GET', '/api/sales/customers/search?q=ab%00', { token })).status).toBe(200);
  });
});
