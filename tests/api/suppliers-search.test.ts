import { beforeAll, describe, expect, it } from 'vitest';
import { GET as search } from '@/app/api/suppliers/search/route';
import { makeSupplier } from '../factories/suppliers';
import { call, signedIn, uid } from '../helpers';
import type { ServiceContext } from '@/lib/service-context';

let token: string;
let ctx: ServiceContext;
// A tag unique to this run, so the assertions never see other tests' (or the seed's) suppliers.
const tag = `zs${uid()}`.toLowerCase();
let apex: { id: number; supplier_code: string };

async function find(q: string, extra = '') {
  return call(search, 'GET', `/api/suppliers/search?q=${encodeURIComponent(q)}${extra}`, { token });
}

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
  apex = await makeSupplier(ctx, { supplier_code: `A${tag}`, company_name: `Apex Resin ${tag}`, email: `orders@apex-${tag}.example`, city: 'Toledo', lead_time_days: 12 });
  await makeSupplier(ctx, { supplier_code: `B${tag}`, company_name: `Bolt ${tag} Packaging`, status: 'suspended' });
  await makeSupplier(ctx, { supplier_code: `C${tag}`, company_name: `${tag} 100%_Colorants` });
  for (let i = 0; i < 12; i++) await makeSupplier(ctx, { supplier_code: `Z${tag}-${String(i).padStart(2, '0')}`, company_name: `Zeta ${tag} Films ${i}` });
});

describe('GET /api/suppliers/search', () => {
  it('needs a signed-in caller', async () => {
    expect((await call(search, 'GET', `/api/suppliers/search?q=${tag}`)).status).toBe(401);
  });

  it('answers an empty list under 2 characters', async () => {
    for (const q of ['', 'a', ' b ']) expect((await find(q)).body).toEqual({ success: true, data: [] });
    expect((await call(search, 'GET', '/api/suppliers/search', { token })).body).toEqual({ success: true, data: [] });
  });

  it('returns the picker shape: code, name, status, city, email, lead time and rating', async () => {
    const res = await find(`apex resin ${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: apex.id, supplier_code: `A${tag}`, company_name: `Apex Resin ${tag}`, status: 'active', city: 'Toledo', email: `orders@apex-${tag}.example`, lead_time_days: 12, rating_category: null },
    ]);
  });

  it('matches code, company name and email case-insensitively; the exact code first', async () => {
    expect((await find(`A${tag.toUpperCase()}`)).body.data.map((s: { id: number }) => s.id)).toEqual([apex.id]);
    expect((await find(`@APEX-${tag}`)).body.data.map((s: { id: number }) => s.id)).toEqual([apex.id]);
    const exact = await find(`Z${tag}-11`);
    expect(exact.body.data[0].supplier_code).toBe(`Z${tag}-11`);
  });

  it('filters by status, treats % and _ literally, limits (10 by default, at most 50)', async () => {
    const all = (await find(tag)).body.data;
    expect(all).toHaveLength(10);
    expect((await find(tag, '&limit=500')).body.data).toHaveLength(15);
    expect((await find(tag, '&limit=3')).body.data).toHaveLength(3);
    const active = (await find(`bolt ${tag}`, '&status=active')).body.data;
    expect(active).toEqual([]);
    expect((await find(`bolt ${tag}`, '&status=active,suspended')).body.data).toHaveLength(1);
    expect((await find(`${tag} 100%_`)).body.data).toHaveLength(1);
    expect((await find(`${tag} 100__`)).body.data).toEqual([]);
    expect((await find(tag, '&status=lost')).status).toBe(422);
  });
});
