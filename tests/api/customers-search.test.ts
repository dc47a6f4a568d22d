import { beforeAll, describe, expect, it } from 'vitest';
import { GET as search } from '@/app/api/sales/customers/search/route';
import { CUSTOMER_SEARCH_FIELDS } from '@/lib/customers/search-fields';
import { makeCustomer } from '../factories/customers';
import { call, signedIn, uid } from '../helpers';

let token: string;
// A tag unique to this run, so the assertions never see other tests' (or the seed's) customers.
const tag = `zq${uid()}`;

async function find(q: string, extra = '') {
  return call(search, 'GET', `/api/sales/customers/search?q=${encodeURIComponent(q)}${extra}`, { token });
}

beforeAll(async () => {
  ({ token } = await signedIn());
  await makeCustomer({
    companyName: `Apex Polymer ${tag}`,
    contactPerson: 'Dana Whitfield',
    email: `dana@apex-${tag}.example`,
    phone: '555-0100',
    billingAddress: '100 Industrial Pkwy',
    shippingAddress: 'Dock 4, 102 Industrial Pkwy',
    city: 'Toledo',
    state: 'OH',
    postalCode: '43604',
    status: 'active',
  });
  await makeCustomer({ companyName: `Bolt ${tag} Medical`, contactPerson: `Ravi ${tag}`, status: 'suspended' });
  await makeCustomer({ companyName: `${tag} 100%_Packaging`, email: `orders@${tag}.example` });
  for (let i = 0; i < 12; i++) await makeCustomer({ companyName: `Zeta ${tag} Molders ${String(i).padStart(2, '0')}` });
});

describe('GET /api/sales/customers/search', () => {
  it('needs a signed-in caller', async () => {
    const res = await call(search, 'GET', `/api/sales/customers/search?q=${tag}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('answers an empty list under 2 characters', async () => {
    for (const q of ['', 'a', ' b ']) {
      const res = await find(q);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: [] });
    }
    expect((await call(search, 'GET', '/api/sales/customers/search', { token })).body).toEqual({ success: true, data: [] });
  });

  it('returns the spec search shape', async () => {
    const res = await find(`apex polymer ${tag}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const row = res.body.data[0];
    expect(Object.keys(row).sort()).toEqual([...CUSTOMER_SEARCH_FIELDS].sort());
    expect(row).toMatchObject({
      company_name: `Apex Polymer ${tag}`,
      contact_person: 'Dana Whitfield',
      phone: '555-0100',
      billing_address: '100 Industrial Pkwy',
      shipping_address: 'Dock 4, 102 Industrial Pkwy',
      city: 'Toledo',
      state: 'OH',
      postal_code: '43604',
      country: 'USA',
    });
    expect(row.customer_code).toMatch(/^CN\d{2,}$/);
  });

  it('matches company name, code, contact person and email, case-insensitively', async () => {
    const apex = (await find(`APEX POLYMER ${tag.toUpperCase()}`)).body.data;
    expect(apex).toHaveLength(1);
    expect((await find(apex[0].customer_code)).body.data[0].id).toBe(apex[0].id);
    expect((await find(apex[0].customer_code.toLowerCase())).body.data[0].id).toBe(apex[0].id);
    expect((await find(`ravi ${tag}`)).body.data.map((c: { company_name: string }) => c.company_name)).toEqual([`Bolt ${tag} Medical`]);
    expect((await find(`@apex-${tag}`)).body.data.map((c: { id: number }) => c.id)).toEqual([apex[0].id]);
  });

  it('treats % and _ literally', async () => {
    const hit = await find(`${tag} 100%_`);
    expect(hit.body.data.map((c: { company_name: string }) => c.company_name)).toEqual([`${tag} 100%_Packaging`]);
    expect((await find(`${tag}%`)).body.data).toEqual([]);
    expect((await find(`${tag.slice(0, 3)}_${tag.slice(4)}`)).body.data).toEqual([]);
  });

  it('limits to 10 by default, honours limit and caps it at 50', async () => {
    expect((await find(tag)).body.data).toHaveLength(10);
    expect((await find(tag, '&limit=3')).body.data).toHaveLength(3);
    expect((await find(tag, '&limit=500')).body.data).toHaveLength(15);
    expect((await find(tag, '&limit=abc')).body.data).toHaveLength(10);
    expect((await find(tag, '&limit=0')).body.data).toHaveLength(1);
  });

  it('orders prefix matches first, then by company name', async () => {
    const names = (await find(tag, '&limit=50')).body.data.map((c: { company_name: string }) => c.company_name);
    expect(names[0]).toBe(`${tag} 100%_Packaging`);
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const zeta = (await find(`zeta ${tag}`, '&limit=50')).body.data.map((c: { company_name: string }) => c.company_name);
    expect(zeta).toEqual(Array.from({ length: 12 }, (_, i) => `Zeta ${tag} Molders ${String(i).padStart(2, '0')}`));
  });

  it('fields limits the keys, always keeps id and ignores unknown names', async () => {
    const res = await find(`apex polymer ${tag}`, '&fields=company_name,%20email,bogus,password_hash');
    expect(res.body.data).toHaveLength(1);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['company_name', 'email', 'id']);
    const onlyUnknown = await find(`apex polymer ${tag}`, '&fields=nope');
    expect(Object.keys(onlyUnknown.body.data[0])).toEqual(['id']);
    const extra = await find(`bolt ${tag}`, '&fields=customer_code,status');
    expect(extra.body.data[0]).toEqual({ id: expect.any(Number), customer_code: expect.stringMatching(/^CN/), status: 'suspended' });
  });

  it('status narrows to the given statuses', async () => {
    const active = (await find(tag, '&limit=50&status=active')).body.data.map((c: { company_name: string }) => c.company_name);
    expect(active).not.toContain(`Bolt ${tag} Medical`);
    expect(active).toHaveLength(14);
    const suspended = (await find(tag, '&status=suspended,inactive')).body.data;
    expect(suspended.map((c: { company_name: string }) => c.company_name)).toEqual([`Bolt ${tag} Medical`]);
    // An unknown status is refused, not ignored (CONTRACT §8).
    expect((await find(tag, '&status=suspended,bogus')).status).toBe(422);
  });
});
