/**
 * Strict input (issue 24 item 6): a JSON body is taken as the OpenAPI document describes it — a number is a JSON
 * number, a boolean true or false, a choice one of its values exactly, a required field sent blank or null is a 422
 * (never read as "not sent") — and a body that is empty or starts with a byte-order mark is a 400. The fuzzer
 * (openapi-fuzz.test.ts) checks that nothing answers 5xx; this file pins the repros of the issue.
 */
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { config as middlewareConfig, middleware } from '@/middleware';
import { PATCH as ratesPatch, PUT as ratesPut } from '@/app/api/costing/rates/route';
import { PATCH as moldPatch } from '@/app/api/molds/[id]/route';
import { POST as moldCreate } from '@/app/api/molds/route';
import { POST as productCreate } from '@/app/api/products/route';
import { PATCH as userPatch } from '@/app/api/users/[id]/route';
import { openApiDocument } from '@/lib/openapi/document';
import { makeMold } from '../factories/molds';
import { makeUser } from '../factories/users';
import { call, signedIn, uid } from '../helpers';

let token = '';
beforeAll(async () => {
  token = (await signedIn()).token;
});

const envelope400 = { success: false, message: expect.stringMatching(/body/i) };

describe('JSON bodies are strict', () => {
  it('a plant-wide setting is not changed by a string: operators_per_press "12" is a 422, and the document says number', async () => {
    for (const route of [ratesPut, ratesPatch]) {
      const res = await call(route, 'PATCH', '/api/costing/rates', { token, body: { operators_per_press: '12' } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, errors: { operators_per_press: ['The operators per press must be a number.'] } });
    }
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, { type?: unknown }> } }> } }>> };
    const schema = doc.paths['/api/costing/rates'].put.requestBody!.content['application/json'].schema;
    expect(schema.properties.operators_per_press.type).toBe('number');
  });

  it('refuses "12" for a number, "true" for a boolean, a padded choice, and blank or null for a required field', async () => {
    const base = { mold_code: `ST-${uid()}`, mold_name: 'Strict', ownership: 'company_owned', cavity_count: 2 };
    const numbers = await call(moldCreate, 'POST', '/api/molds', { token, body: { ...base, cavity_count: '2' } });
    expect(numbers.status).toBe(422);
    expect(numbers.body.errors).toEqual({ cavity_count: ['The cavity count must be an integer.'] });

    const padded = await call(productCreate, 'POST', '/api/products', { token, body: { product_code: `SP-${uid()}`, product_name: 'Padded', product_type: 'finished_good', unit: ' EA ' } });
    expect(padded.status).toBe(422);
    expect(Object.keys(padded.body.errors)).toEqual(['unit']);

    const mold = await makeMold();
    const params = { id: String(mold.id) };
    for (const status of ['', null, ' active ', 'ACTIVE']) {
      const res = await call(moldPatch, 'PATCH', '/x', { token, params, body: { status } });
      expect(res.status, JSON.stringify(status)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['status']);
    }
    const user = await makeUser({ role: 'Viewer' });
    const flag = await call(userPatch, 'PATCH', '/x', { token, params: { id: String(user.id) }, body: { active: 'true' } });
    expect(flag.status).toBe(422);
    expect(Object.keys(flag.body.errors)).toEqual(['active']);
  });

  it('an empty body, white space or a byte-order mark is a 400 with the envelope, not {}', async () => {
    const mold = await makeMold();
    for (const rawBody of ['', '  \n', '\uFEFF', '\uFEFF{}', '\uFEFF{"status":"active"}']) {
      const res = await call(moldPatch, 'PATCH', '/x', { token, params: { id: String(mold.id) }, rawBody, headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(rawBody)).toBe(400);
      expect(res.body).toMatchObject(envelope400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const ok = await call(moldPatch, 'PATCH', '/x', { token, params: { id: String(mold.id) }, rawBody: '{}', headers: { 'content-type': 'application/json' } });
    expect(ok.status).toBe(200);
  });
});

describe('an /api path with a malformed %-escape', () => {
  it('answers the JSON envelope 400 from the middleware (next start and npm start alike), and lets a good escape through', async () => {
    expect(middlewareConfig.matcher).toContain('/api/:path(.*%.*)');
    for (const p of ['/api/customers/%zz', '/api/nope/%zz', '/api/molds/%C0%80', '/api/%']) {
      const res = await middleware(new NextRequest(`http://localhost${p}`));
      expect(res.status, p).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ success: false, message: 'The request path is not valid: it has a malformed %-escape.' });
    }
    const good = await middleware(new NextRequest('http://localhost/api/molds/%31'));
    expect(good.headers.get('x-middleware-next')).toBe('1');
  });
});
