/**
 * Property-based test over the OpenAPI document (issue 24 item 6): every documented operation is called through its
 * route handler with generated input — valid-looking and invalid bodies (wrong types, numbers in strings, padded
 * choices, missing and extra fields, boundary numbers, huge and odd strings), malformed JSON (empty, a byte-order
 * mark, cut off, an array, nested too deep), odd query values and odd path ids — and must never answer 5xx, and
 * on a 4xx must answer the JSON envelope `{ success: false, message }` (CONTRACT §1).
 *
 * Bounded: FUZZ_RUNS inputs per operation (default 10), a fixed seed (FUZZ_SEED to try another). On the shared
 * PostgreSQL database only records this file made are touched: path ids are its own or impossible ones, a body's
 * references point nowhere and its codes and emails are this run's (`ownedBody`), and the plant-wide writes (the
 * costing rates, the maintenance sweep) get an input that is always refused.
 */
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { issueApiToken } from '@/lib/auth/service';
import { OPERATIONS, type Operation } from '@/lib/openapi/operations';
import { makeMachine } from '../factories/machines';
import { makeMold } from '../factories/molds';
import { makeWorkOrder } from '../factories/production';
import { makeProduct } from '../factories/products';
import { makeAction, makeSupplier } from '../factories/suppliers';
import { makeUser } from '../factories/users';
import { call, onSharedDatabase, signedIn, uid } from '../helpers';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 24);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  format?: string;
};

let token = '';
/** Ids this file made, per path parameter of a path; anything else the fuzzer sends is an impossible id. */
const ownIds: Record<string, string[]> = {};

beforeAll(async () => {
  const admin = await signedIn();
  token = admin.token;
  const other = await makeUser({ role: 'Viewer' });
  const mold = await makeMold({}, admin.user);
  const product = await makeProduct();
  const machine = await makeMachine({}, admin.user);
  const order = await makeWorkOrder({}, admin.user);
  const supplier = await makeSupplier(admin.ctx);
  const action = await makeAction(admin.ctx, supplier.id);
  await issueApiToken(getDb(), other);
  ownIds['/api/users/{id}'] = [String(other.id)];
  ownIds['/api/molds/{id}'] = [String(mold.id)];
  ownIds['/api/products/{id}'] = [String(product.id)];
  ownIds['/api/boms/product/{id}'] = [String(product.id)];
  ownIds['/api/inventory/product/{id}'] = [String(product.id)];
  ownIds['/api/costing/products/{id}'] = [String(product.id)];
  ownIds['/api/machines/{id}'] = [String(machine.id)];
  ownIds['/api/production/work-orders/{id}'] = [String(order.id)];
  ownIds['/api/suppliers/{id}'] = [String(supplier.id)];
  ownIds['/api/suppliers/{id}/scorecard/corrective-actions/{actionId}'] = [String(action.id)];
}, 120_000);

async function handlerOf(op: Operation) {
  const dir = op.path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, '[$1]');
  const mod = (await import(path.join(API_DIR, dir, 'route.ts'))) as Record<string, Parameters<typeof call>[0]>;
  return mod[op.method.toUpperCase()];
}

// ---- values ----

const ODD_STRINGS = [
  '',
  ' ',
  '12',
  '-1',
  '1e309',
  'true',
  'null',
  ' EA ',
  '2024-02-30',
  '2024-01-01',
  '9999-12-31',
  '0000-00-00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uFEFF',
  '%zz',
  '💥'.repeat(50),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'x'.repeat(5000),
];
const oddString = fc.oneof(fc.constantFrom(...ODD_STRINGS), fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 10 }));
const BOUNDARY_NUMBERS = [0, -0, 1, -1, 0.5, 1e-7, 2_147_483_647, 2_147_483_648, -2_147_483_649, 99_999_999_999_999, 1e15, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];
const oddNumber = fc.oneof(fc.constantFrom(...BOUNDARY_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
/** A value of the wrong kind for most fields. */
const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, '', '12', 'true', ' ', 12, -1, true, false, [], {}, [1, 'a'], { nested: { deeper: 1 } }),
  oddString,
  oddNumber,
);

const typesOf = (s: JsonSchema): string[] => [s.type ?? []].flat();

/** A value for a JSON Schema: mostly what it allows (with its boundaries), sometimes what it does not. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<Json> {
  if (!schema || depth > 4) return wrongValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, depth + 1)));
  if (schema.enum) {
    const values = schema.enum;
    const padded = values.filter((v): v is string => typeof v === 'string').map((v) => ` ${v.toUpperCase()} `);
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.constantFrom<Json>(...(padded.length ? padded : ['x']), '') });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  const arbs: fc.Arbitrary<Json>[] = [];
  for (const type of types) {
    if (type === 'integer' || type === 'number') {
      const lo = schema.minimum ?? schema.exclusiveMinimum;
      const hi = schema.maximum ?? schema.exclusiveMaximum;
      const edges = [lo, hi, lo === undefined ? undefined : lo - 1, hi === undefined ? undefined : hi + 1].filter((n): n is number => n !== undefined);
      arbs.push(fc.oneof(fc.integer({ min: Math.max(lo ?? 0, -5), max: Math.min(hi ?? 50, 50) }), fc.constantFrom(...(edges.length ? edges : [0])), oddNumber));
    } else if (type === 'string') {
      if (schema.format === 'date') arbs.push(fc.constantFrom('2024-01-31', '2026-02-28', '2024-02-30', '1900-01-01', '2999-12-31', ''));
      else if (schema.format === 'email') arbs.push(fc.oneof(fc.emailAddress(), oddString));
      else {
        const max = schema.maxLength;
        arbs.push(fc.oneof(fc.string({ minLength: 1, maxLength: Math.min(max ?? 20, 20) }), oddString, fc.constant('y'.repeat((max ?? 100) + 1))));
      }
    } else if (type === 'boolean') arbs.push(fc.boolean());
    else if (type === 'null') arbs.push(fc.constant(null));
    else if (type === 'array') arbs.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }));
    else if (type === 'object') arbs.push(objectFor(schema, depth + 1));
  }
  if (!arbs.length) arbs.push(wrongValue);
  return fc.oneof({ weight: 5, arbitrary: fc.oneof(...arbs) }, { weight: 1, arbitrary: wrongValue });
}

/** An object: each property present or not (required ones mostly present), sometimes an extra one. */
function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  const props = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = props.map(([key, sub]) =>
    fc.option(
      valueFor(sub, depth).map((v) => [key, v] as const),
      { freq: required.has(key) ? 8 : 2, nil: undefined },
    ),
  );
  const extra = fc.option(
    wrongValue.map((v) => ['unexpected_field', v] as const),
    { freq: 4, nil: undefined },
  );
  return fc.tuple(extra, ...fields).map((entries) => Object.fromEntries(entries.filter((e) => e !== undefined)) as Json);
}

/** Bodies that are not a JSON object, or not JSON. */
const RAW_BODIES = ['', ' ', '\uFEFF', '\uFEFF{}', '{', '{"a":', '[]', '[1,2]', 'null', '"x"', '12', 'true', '{"a":1}{', `${'['.repeat(200)}${']'.repeat(200)}`, '{"__proto__":{"x":1}}', '{"a":"\\ud800"}'];

const bodySchemas = new Map<Operation, JsonSchema>();
function bodySchemaOf(op: Operation): JsonSchema {
  let schema = bodySchemas.get(op);
  if (!schema) {
    schema = op.body ? (z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
    bodySchemas.set(op, schema);
  }
  return schema;
}

/** Query values: the keys the operation reads (and one it does not), with valid-looking and odd values. */
function queryFor(op: Operation): fc.Arbitrary<string> {
  const keys = op.query ? Object.keys(op.query.shape) : [];
  const value = fc.oneof(oddString, fc.constantFrom('1', '0', '-1', '2', '100', '101', '99999999999', 'asc', 'desc', 'active', 'a,b', ',', 'true', 'false'));
  const entries = fc.array(fc.tuple(fc.constantFrom(...keys, 'unknown_param'), value), { maxLength: 4 });
  return entries.map((pairs) => {
    if (!pairs.length) return '';
    const qs = new URLSearchParams();
    for (const [k, v] of pairs) qs.append(k, v);
    return `?${qs}`;
  });
}

/** An id no record has (the largest integer key). */
const NOWHERE = 2_147_483_647;
/** This run's prefix for the unique values a body carries. */
const RUN = `fz${uid().slice(0, 6)}`;

/**
 * A body as sent on the shared database: the documented examples and the generated bodies name ids (product 101,
 * mold 12, customer 4) that are other files' records there, and codes and emails (a demo user's, a demo item's)
 * that the demo seeds create. References go nowhere (`*_id`, `*_ids`: a 404 or 422 instead of a write into another
 * file's data) and unique values get this run's prefix. PGlite: the file's own database, bodies as generated.
 */
function ownedBody(json: Json): Json {
  if (Array.isArray(json)) return json.map(ownedBody);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, ownedValue(key, value)]));
}

function ownedValue(key: string, value: Json): Json {
  const nowhere = (v: Json): Json => (typeof v === 'number' || (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) ? NOWHERE : v);
  if (/(^|_)ids?$/.test(key)) return Array.isArray(value) ? value.map(nowhere) : nowhere(value);
  if (typeof value === 'string' && (key === 'email' || /(_code|_number)$/.test(key))) return `${RUN}-${value}`;
  return ownedBody(value);
}

/** Writes that every other file would feel on the shared database (a sweep raises orders on every due mold): always refused there. */
const PLANT_WIDE = new Set(['post /api/maintenance/sweep']);

/** A path parameter: an id this file made, or one that cannot be. */
function paramFor(op: Operation, name: string): fc.Arbitrary<string> {
  const own = Object.entries(ownIds)
    .filter(([p]) => op.path === p || op.path.startsWith(`${p}/`))
    .sort((a, b) => b[0].length - a[0].length)[0];
  const mine = own && op.path.slice(0, own[0].length).includes(`{${name}}`) ? own[1] : [];
  const impossible = fc.constantFrom('0', '-1', '1.5', 'abc', '2147483648', '99999999999', '', ' 1', '1e3', '0x10', 'x'.repeat(300), '\u0000');
  return mine.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...mine) }, { weight: 2, arbitrary: impossible }) : impossible;
}

type Sent = { query: string; params: Record<string, string>; body?: { json: Json } | { raw: string; type?: string }; auth: 'token' | 'none' | 'bad' };

function requestFor(op: Operation): fc.Arbitrary<Sent> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const params = names.length ? fc.tuple(...names.map((n) => paramFor(op, n))).map((vs) => Object.fromEntries(names.map((n, i) => [n, vs[i]]))) : fc.constant({});
  const plantWide = onSharedDatabase && op.path === '/api/costing/rates';
  const generated = objectFor(bodySchemaOf(op));
  // The documented example with one field changed (a boundary, a wrong type) or left out: mostly valid input, so
  // the fuzzing reaches the services, not only the validation.
  const example = op.bodyExample as Record<string, Json> | undefined;
  const properties = bodySchemaOf(op).properties ?? {};
  const keys = Object.keys(example ?? {});
  const mutated = example && keys.length
    ? fc.tuple(fc.constantFrom(...keys), fc.boolean()).chain(([key, drop]) =>
        (drop ? fc.constant(undefined) : valueFor(properties[key])).map((v) => {
          const out: Record<string, Json> = { ...example };
          if (v === undefined) delete out[key];
          else out[key] = v;
          return out as Json;
        }),
      )
    : generated;
  const json = fc
    .oneof(generated, mutated)
    .map((o) => (plantWide ? { ...(o as Record<string, Json>), labor_rate_per_hour: 'not a number' } : o))
    .map((o) => (onSharedDatabase ? ownedBody(o) : o));
  const body: fc.Arbitrary<Sent['body']> =
    op.method === 'get' || op.method === 'delete'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 6, arbitrary: json.map((j) => ({ json: j })) },
          { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
          { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', '').map((type) => ({ raw: 'a=1', type })) },
        );
  const auth =
    op.auth === 'public'
      ? fc.constant<Sent['auth']>('none')
      : onSharedDatabase && PLANT_WIDE.has(`${op.method} ${op.path}`)
        ? fc.constantFrom<Sent['auth']>('none', 'bad')
        : fc.constantFrom<Sent['auth']>('token', 'token', 'token', 'token', 'token', 'token', 'token', 'none', 'bad');
  return fc.record({ query: queryFor(op), params, body, auth });
}

/** FUZZ_STATS=1: how many answers of each status the run saw (to see that the inputs reach past 401 and 404). */
const statuses = new Map<number, number>();
afterAll(() => {
  if (process.env.FUZZ_STATS) console.log('[fuzz] statuses', Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])));
});

async function send(op: Operation, sent: Sent) {
  const handler = await handlerOf(op);
  const url = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(sent.params[n] ?? '')) + sent.query;
  const headers: Record<string, string> = {};
  if (sent.auth === 'token') headers.authorization = `Bearer ${token}`;
  if (sent.auth === 'bad') headers.authorization = 'Bearer mlt_not-a-token';
  let rawBody: string | undefined;
  if (sent.body && 'json' in sent.body) {
    rawBody = JSON.stringify(sent.body.json);
    headers['content-type'] = 'application/json';
  } else if (sent.body) {
    rawBody = sent.body.raw;
    if (sent.body.type !== '') headers['content-type'] = sent.body.type ?? 'application/json';
  }
  return call(handler, op.method.toUpperCase(), url, { headers, rawBody, params: sent.params });
}

/** Logging out would end the token the other operations use: it gets its own. */
const skipped = new Set(['post /api/logout']);
const operations = OPERATIONS.filter((op) => !skipped.has(`${op.method} ${op.path}`));

describe('every documented operation, fuzzed: never a 5xx, always the envelope on a 4xx', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const op of operations) {
    it(`${op.method.toUpperCase()} ${op.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (sent) => {
          const res = await send(op, sent);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const what = `${op.method.toUpperCase()} ${op.path} ${JSON.stringify(sent).slice(0, 600)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
            expect(res.body, what).toMatchObject({ success: false, message: expect.any(String) });
          }
        }),
        { numRuns: RUNS, seed: SEED + operations.indexOf(op), endOnFailure: true },
      );
    }, 60_000);
  }

  it('POST /api/logout: a token ends, a second logout is a 401 envelope', async () => {
    const { token: own } = await signedIn();
    const logout = OPERATIONS.find((op) => op.method === 'post' && op.path === '/api/logout')!;
    const handler = await handlerOf(logout);
    for (const rawBody of [undefined, '', '{', '\uFEFF{}']) {
      const res = await call(handler, 'POST', '/api/logout', { token: own, rawBody, headers: { 'content-type': 'application/json' } });
      expect(res.status).toBeLessThan(500);
    }
    const again = await call(handler, 'POST', '/api/logout', { token: own });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, message: 'Unauthenticated.' });
  });
});
