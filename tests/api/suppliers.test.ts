import { beforeAll, describe, expect, it } from 'vitest';
import { GET as show, PATCH as patch, PUT as put } from '@/app/api/suppliers/[id]/route';
import { GET as list, POST as create } from '@/app/api/suppliers/route';
import { PATCH as patchAction } from '@/app/api/suppliers/[id]/scorecard/corrective-actions/[actionId]/route';
import { auditRows, expectAudit } from '../audit';
import { callerWithRole, makeAction, makeSupplier, recordValues, supplierBody } from '../factories/suppliers';
import { call, signedIn, uid } from '../helpers';
import type { ServiceContext } from '@/lib/service-context';

let token: string;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

const SPEC_FIELDS = [
  'id', 'supplier_code', 'company_name', 'dba_name', 'contact_person', 'email', 'phone', 'mobile', 'billing_address', 'shipping_address',
  'city', 'state', 'postal_code', 'country', 'tax_id', 'payment_terms', 'lead_time_days', 'minimum_order_value', 'credit_limit', 'currency',
  'quality_rating', 'status', 'notes', 'version', 'created_at', 'updated_at', 'scorecard', 'open_corrective_actions',
];

describe('POST /api/suppliers', () => {
  it('creates a supplier with the defaults of spec §9 and every field as a key', async () => {
    const body = supplierBody({ supplier_code: `  res-${uid()}  ` });
    const res = await call(create, 'POST', '/api/suppliers', { token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Supplier created successfully' });
    const s = res.body.data;
    expect(Object.keys(s).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(s).toMatchObject({
      supplier_code: String(body.supplier_code).trim(),
      company_name: body.company_name,
      country: 'USA',
      currency: 'USD',
      payment_terms: 'Net 30',
      credit_limit: 0,
      status: 'active',
      quality_rating: null,
      lead_time_days: null,
      minimum_order_value: null,
      dba_name: null,
      version: 1,
      scorecard: { overall_score: null, rating_category: null, last_review_date: null },
      open_corrective_actions: 0,
    });
    await expectAudit('supplier', s.id, 'create', { changes: { supplier_code: s.supplier_code } });
  });

  it('stores the supplier fields it is given', async () => {
    const res = await call(create, 'POST', '/api/suppliers', {
      token,
      body: supplierBody({
        dba_name: 'PolyPro',
        contact_person: 'Dana Whitfield',
        email: 'dana@polypro.example',
        phone: '(616) 555-0142',
        city: 'Holland',
        state: 'MI',
        postal_code: '49423',
        country: 'USA',
        payment_terms: 'Net 45',
        lead_time_days: 21,
        minimum_order_value: 2500.456,
        credit_limit: 50000,
        currency: 'cad',
        quality_rating: 'B',
        status: 'inactive',
        notes: 'Second source for PP homopolymer.',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      dba_name: 'PolyPro',
      lead_time_days: 21,
      minimum_order_value: 2500.46,
      credit_limit: 50000,
      currency: 'CAD',
      quality_rating: 'B',
      status: 'inactive',
      payment_terms: 'Net 45',
    });
  });

  it('requires the supplier code and the company name (spec §5)', async () => {
    const res = await call(create, 'POST', '/api/suppliers', { token, body: { supplier_code: '  ', company_name: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      supplier_code: ['The supplier code field is required.'],
      company_name: ['The company name field is required.'],
    });
    expect(res.body.message).toBe('The supplier code field is required.');
  });

  it('refuses bad values with a message per field', async () => {
    const res = await call(create, 'POST', '/api/suppliers', {
      token,
      body: supplierBody({ email: 'not-an-email', lead_time_days: 2.5, credit_limit: 10.5, currency: 'dollars', quality_rating: 'E', status: 'gone', minimum_order_value: -1 }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: ['The email must be a valid email address.'],
      lead_time_days: ['The lead time must be an integer.'],
      credit_limit: ['The credit limit must be an integer.'],
      currency: ['The currency must be a 3-letter code such as USD.'],
      quality_rating: ['The selected quality rating is invalid. Choose A, B, C, D or F.'],
      status: ['The selected status is invalid. Choose active, inactive or suspended.'],
      minimum_order_value: ['The minimum order value must be at least 0.'],
    });
  });

  it('refuses a supplier code already taken, whatever its case', async () => {
    const code = `DUP-${uid()}`;
    expect((await call(create, 'POST', '/api/suppliers', { token, body: supplierBody({ supplier_code: code }) })).status).toBe(201);
    const res = await call(create, 'POST', '/api/suppliers', { token, body: supplierBody({ supplier_code: code.toLowerCase() }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ supplier_code: ['The supplier code has already been taken.'] });
  });

  it('401 without a token, 403 for a role that may not change suppliers, nothing written', async () => {
    expect((await call(create, 'POST', '/api/suppliers', { body: supplierBody() })).status).toBe(401);
    const quality = await callerWithRole('Quality');
    const body = supplierBody();
    const res = await call(create, 'POST', '/api/suppliers', { token: quality.token, body });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to change suppliers.');
    const found = await call(list, 'GET', `/api/suppliers?search=${body.supplier_code}`, { token });
    expect(found.body.total).toBe(0);
    // Purchasing may.
    const purchasing = await callerWithRole('Purchasing');
    expect((await call(create, 'POST', '/api/suppliers', { token: purchasing.token, body: supplierBody() })).status).toBe(201);
  });

  it('400 for a body that is not JSON', async () => {
    const res = await call(create, 'POST', '/api/suppliers', { token, rawBody: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/suppliers/{id}', () => {
  it('returns the supplier with its scorecard summary and open-issue count', async () => {
    const s = await makeSupplier(ctx);
    await recordValues(ctx, s.id, { on_time_delivery: 98, defect_rate_ppm: 10 });
    await makeAction(ctx, s.id);
    const res = await call(show, 'GET', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: s.id, quality_rating: 'A', scorecard: { overall_score: 100, rating_category: 'preferred' }, open_corrective_actions: 1 });
    expect(res.body.data.scorecard.last_review_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('404 for an unknown or non-numeric id', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const res = await call(show, 'GET', `/api/suppliers/${id}`, { token, params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Supplier not found' });
    }
  });
});

describe('PUT/PATCH /api/suppliers/{id}', () => {
  it('updates the fields sent, bumps the version and audits the change', async () => {
    const s = await makeSupplier(ctx, { city: 'Akron' });
    const res = await call(patch, 'PATCH', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, body: { lead_time_days: 14, city: 'Toledo', version: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Supplier updated successfully');
    expect(res.body.data).toMatchObject({ lead_time_days: 14, city: 'Toledo', company_name: s.company_name, version: 2 });
    await expectAudit('supplier', s.id, 'update', { changes: { city: ['Akron', 'Toledo'], lead_time_days: [null, 14] } });
  });

  it('a blank defaulted field takes its default; a cleared optional field becomes null', async () => {
    const s = await makeSupplier(ctx, { country: 'Canada', dba_name: 'Old DBA', quality_rating: 'C' });
    const res = await call(put, 'PUT', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, body: { country: '', dba_name: '', quality_rating: '' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ country: 'USA', dba_name: null, quality_rating: null });
  });

  it('an update that changes nothing answers 200, keeps the version and writes no audit row', async () => {
    const s = await makeSupplier(ctx);
    const res = await call(put, 'PUT', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, body: { company_name: s.company_name, supplier_code: s.supplier_code } });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(1);
    expect(await auditRows('supplier', s.id, 'update')).toHaveLength(0);
  });

  it('409 on a stale version (body or If-Match), after validation; nothing changes', async () => {
    const s = await makeSupplier(ctx);
    await call(patch, 'PATCH', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, body: { city: 'Peoria' } });
    const stale = await call(patch, 'PATCH', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, body: { city: 'Omaha', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed by someone else');
    const header = await call(put, 'PUT', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, headers: { 'if-match': '"1"' }, body: { city: 'Omaha' } });
    expect(header.status).toBe(409);
    // Invalid input with a stale version: 422 first.
    const invalid = await call(patch, 'PATCH', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) }, body: { company_name: '', version: 1 } });
    expect(invalid.status).toBe(422);
    const now = await call(show, 'GET', `/api/suppliers/${s.id}`, { token, params: { id: String(s.id) } });
    expect(now.body.data).toMatchObject({ city: 'Peoria', version: 2 });
  });

  it('refuses another supplier\'s code; 404 before 422; 403 before 404', async () => {
    const a = await makeSupplier(ctx);
    const b = await makeSupplier(ctx);
    const taken = await call(patch, 'PATCH', `/api/suppliers/${b.id}`, { token, params: { id: String(b.id) }, body: { supplier_code: a.supplier_code.toUpperCase() } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ supplier_code: ['The supplier code has already been taken.'] });
    const missing = await call(patch, 'PATCH', '/api/suppliers/999999999', { token, params: { id: '999999999' }, body: { company_name: '' } });
    expect(missing.status).toBe(404);
    const viewer = await callerWithRole('Viewer');
    const refused = await call(patch, 'PATCH', '/api/suppliers/999999999', { token: viewer.token, params: { id: '999999999' }, body: { city: 'x' } });
    expect(refused.status).toBe(403);
  });
});

describe('GET /api/suppliers', () => {
  it('pages 15 by default, with the flat paginator, and past the end answers data: []', async () => {
    const tag = uid();
    for (let i = 0; i < 17; i++) await makeSupplier(ctx, { company_name: `Paging Test ${tag} ${String(i).padStart(2, '0')}` });
    const first = await call(list, 'GET', `/api/suppliers?search=${tag}`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, current_page: 1, last_page: 2, per_page: 15, total: 17, from: 1, to: 15 });
    expect(first.body.data.map((s: { company_name: string }) => s.company_name)).toEqual(Array.from({ length: 15 }, (_, i) => `Paging Test ${tag} ${String(i).padStart(2, '0')}`));
    const second = await call(list, 'GET', `/api/suppliers?search=${tag}&page=2`, { token });
    expect(second.body).toMatchObject({ current_page: 2, from: 16, to: 17 });
    expect(second.body.data).toHaveLength(2);
    const past = await call(list, 'GET', `/api/suppliers?search=${tag}&page=9`, { token });
    expect(past.body).toMatchObject({ data: [], total: 17, last_page: 2, from: null, to: null });
    const clamped = await call(list, 'GET', `/api/suppliers?search=${tag}&per_page=1000&page=abc`, { token });
    expect(clamped.body).toMatchObject({ per_page: 100, current_page: 1, total: 17 });
  });

  it('searches code, company name and email, case-insensitive; % and _ match literally', async () => {
    const tag = uid();
    const byCode = await makeSupplier(ctx, { supplier_code: `ZQ-${tag}` });
    const byEmail = await makeSupplier(ctx, { email: `orders@${tag}.example` });
    const byName = await makeSupplier(ctx, { company_name: `Colorant 100%_Pure ${tag}` });
    const ids = async (q: string) => (await call(list, 'GET', `/api/suppliers?search=${encodeURIComponent(q)}`, { token })).body.data.map((s: { id: number }) => s.id);
    expect(await ids(`zq-${tag.toUpperCase()}`)).toEqual([byCode.id]);
    expect(await ids(`ORDERS@${tag}`)).toEqual([byEmail.id]);
    expect(await ids(`100%_pure ${tag}`)).toEqual([byName.id]);
    expect(await ids(`100__pure ${tag}`)).toEqual([]);
    expect(await ids(`%${tag}`)).toEqual([]);
  });

  it('embeds each row\'s scorecard summary and open-issue count, and filters by rating', async () => {
    const tag = uid();
    const preferred = await makeSupplier(ctx, { company_name: `Rating ${tag} A` });
    const atRisk = await makeSupplier(ctx, { company_name: `Rating ${tag} B` });
    const unrated = await makeSupplier(ctx, { company_name: `Rating ${tag} C` });
    await recordValues(ctx, preferred.id, { on_time_delivery: 99 });
    await recordValues(ctx, atRisk.id, { on_time_delivery: 49 });
    await makeAction(ctx, atRisk.id);
    const second = await makeAction(ctx, atRisk.id);
    const closed = await makeAction(ctx, atRisk.id);
    await call(patchAction, 'PATCH', '/x', {
      token,
      params: { id: String(atRisk.id), actionId: String(closed.id) },
      body: { status: 'closed' },
    });
    await call(patchAction, 'PATCH', '/x', {
      token,
      params: { id: String(atRisk.id), actionId: String(second.id) },
      body: { status: 'in_progress' },
    });

    const all = await call(list, 'GET', `/api/suppliers?search=Rating ${tag}`, { token });
    const rows = Object.fromEntries(all.body.data.map((s: { id: number }) => [s.id, s]));
    expect(rows[preferred.id]).toMatchObject({ scorecard: { overall_score: 100, rating_category: 'preferred' }, open_corrective_actions: 0 });
    expect(rows[atRisk.id]).toMatchObject({ scorecard: { overall_score: 50, rating_category: 'at_risk' }, open_corrective_actions: 2 });
    expect(rows[unrated.id]).toMatchObject({ scorecard: { overall_score: null, rating_category: null, last_review_date: null }, open_corrective_actions: 0 });

    const ids = async (rating: string) => (await call(list, 'GET', `/api/suppliers?search=Rating ${tag}&rating=${rating}`, { token })).body.data.map((s: { id: number }) => s.id);
    expect(await ids('preferred')).toEqual([preferred.id]);
    expect(await ids('at_risk')).toEqual([atRisk.id]);
    expect(await ids('unrated')).toEqual([unrated.id]);
    expect(await ids('approved')).toEqual([]);
    const bad = await call(list, 'GET', '/api/suppliers?rating=excellent', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.rating[0]).toBe('The selected rating is invalid. Choose preferred, approved, conditional, at_risk or unrated.');
  });

  it('requires a signed-in caller; any role may read', async () => {
    expect((await call(list, 'GET', '/api/suppliers')).status).toBe(401);
    const viewer = await callerWithRole('Viewer');
    expect((await call(list, 'GET', '/api/suppliers', { token: viewer.token })).status).toBe(200);
  });
});
