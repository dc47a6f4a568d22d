import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';
import { openApiDocument } from '@/lib/openapi/document';
import { OPERATIONS } from '@/lib/openapi/operations';
import { DATA_KINDS, operationKey, RESPONSE_DATA } from '@/lib/openapi/responses';
import { responseSchema, schemaErrors } from './openapi-schema';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** app/api/**\/route.ts, except the catch-all 404 and next-auth's own endpoints (not part of the REST API). */
function routeFiles(dir = API_DIR): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.startsWith('[...')) continue;
      out.push(...routeFiles(full));
    } else if (name === 'route.ts') {
      out.push(full);
    }
  }
  return out;
}

/** `app/api/molds/[id]/route.ts` → `/api/molds/{id}`. */
function documentedPath(file: string): string {
  const rel = path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/');
  return `/api/${rel.replace(/\[(\w+)\]/g, '{$1}')}`;
}

async function routeOperations(): Promise<string[]> {
  const ops: string[] = [];
  for (const file of routeFiles()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) if (typeof mod[method] === 'function') ops.push(`${method} ${documentedPath(file)}`);
  }
  return ops.sort();
}

function documentOperations(): string[] {
  const doc = openApiDocument();
  return Object.entries(doc.paths)
    .flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`))
    .sort();
}

describe('the OpenAPI document', () => {
  it('describes every route the app has, and nothing else', async () => {
    const routes = await routeOperations();
    const documented = documentOperations();
    expect(routes.length).toBeGreaterThan(40);
    expect(
      routes.filter((op) => !documented.includes(op)),
      'routes missing from lib/openapi/operations.ts',
    ).toEqual([]);
    expect(
      documented.filter((op) => !routes.includes(op)),
      'documented operations with no route',
    ).toEqual([]);
  }, 120_000);

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('carries the limits of the zod schemas, the envelopes and the error answers', () => {
    const doc = openApiDocument();
    const createMold = doc.paths['/api/molds'].post;
    const body = createMold.requestBody!.content['application/json'];
    const props = (body.schema as { properties: Record<string, Record<string, unknown>>; required: string[] }).properties;
    expect(props.mold_code).toMatchObject({ type: 'string', minLength: 1, maxLength: 50 });
    expect(props.cavity_count).toMatchObject({ type: 'integer', minimum: 1, maximum: 1024 });
    expect((body.schema as { required: string[] }).required).toEqual(expect.arrayContaining(['mold_code', 'mold_name', 'ownership', 'cavity_count']));
    expect(body.example).toBeDefined();
    expect(Object.keys(createMold.responses).sort()).toEqual(['201', '400', '401', '403', '413', '422']);
    expect(createMold['x-permission']?.roles).toContain('Planning');

    const updateMold = doc.paths['/api/molds/{id}'].patch;
    expect(Object.keys(updateMold.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '422']);
    expect(updateMold.parameters?.map((p) => p.name)).toEqual(['id', 'If-Match']);

    const customers = doc.paths['/api/customers'].get;
    expect(customers.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'search', 'status', 'sort', 'dir']));
    expect(customers.responses['200']).toMatchObject({ content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Paginator' }, {}] } } } });

    expect(doc.paths['/api/molds/export'].get.responses['200']).toMatchObject({ content: { 'text/csv': {} } });
    expect(doc.paths['/api/login'].post.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/login'].post.responses)).toEqual(expect.arrayContaining(['401', '422', '429']));
    expect(doc.paths['/api/molds/{id}'].get.responses['200']).toMatchObject({ content: { 'application/json': { example: { success: true } } } });
    // A date built with the shared builder says it is a date.
    const maintenance = doc.paths['/api/molds/{id}/maintenance'].post.requestBody!.content['application/json'].schema as { properties: Record<string, unknown> };
    expect(maintenance.properties.date).toMatchObject({ type: 'string', format: 'date' });
  });

  it('has a body example for every write, accepted by the schema the route parses with', () => {
    // A date example is fixed text: "today or later" / "not in the future" depend on when the test runs.
    const dateBound = /today or later|cannot be in the future/;
    for (const op of OPERATIONS.filter((o) => o.body)) {
      const where = `${op.method.toUpperCase()} ${op.path}`;
      expect(op.bodyExample, `${where} has no body example`).toBeDefined();
      const result = op.body!.safeParse(op.bodyExample);
      const issues = result.success ? [] : result.error.issues.filter((i) => !dateBound.test(i.message)).map((i) => `${i.path.join('.')}: ${i.message}`);
      expect(issues, `${where}: the example is refused`).toEqual([]);
    }
  });

  it('has a response example for the record reads of the main entities', () => {
    const doc = openApiDocument();
    for (const p of ['/api/molds/{id}', '/api/products/{id}', '/api/customers/{id}', '/api/suppliers/{id}', '/api/boms/product/{id}', '/api/production/work-orders/{id}', '/api/me']) {
      const ok = doc.paths[p].get.responses['200'] as { content: Record<string, { example?: unknown }> };
      expect(ok.content['application/json'].example, p).toMatchObject({ success: true, data: expect.any(Object) });
    }
  });

  it('describes the `data` of every success answer exactly (lib/openapi/responses.ts), and nothing else', () => {
    const needed = OPERATIONS.filter((op) => DATA_KINDS.includes(op.response) || (op.response === 'message' && op.example !== undefined)).map(operationKey);
    expect(needed.filter((key) => !RESPONSE_DATA[key]), 'operations whose `data` has no schema').toEqual([]);
    const known = new Set(OPERATIONS.map(operationKey));
    expect(Object.keys(RESPONSE_DATA).filter((key) => !known.has(key)), 'schemas of operations that do not exist').toEqual([]);

    // Exact: every object lists its fields, and no others.
    const mold = responseSchema('get', '/api/molds/{id}', '200') as { properties: { data: { properties: Record<string, unknown>; additionalProperties: unknown; required: string[] } } };
    expect(mold.properties.data.additionalProperties).toBe(false);
    expect(mold.properties.data.required).toEqual(expect.arrayContaining(['mold_code', 'maintenance_health', 'usage_history']));
    expect(mold.properties.data.properties.maintenance_interval_shots).toMatchObject({ description: expect.stringMatching(/shots/i) });
    expect(mold.properties.data.properties.maintenance_health).toMatchObject({ enum: ['Not Set', 'Good', 'Due Soon', 'Overdue'] });
    expect(mold.properties.data.properties.purchase_date).toMatchObject({ anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] });
    expect(mold.properties.data.properties.customer).toMatchObject({ anyOf: expect.arrayContaining([{ type: 'null' }]) });
    // A page: the one Paginator component (lib/list/paging.ts) with the rows' schema.
    const customers = responseSchema('get', '/api/customers', '200') as { allOf: [{ $ref: string }, { properties: { data: { items: { properties: Record<string, unknown> } } } }] };
    expect(customers.allOf[0]).toEqual({ $ref: '#/components/schemas/Paginator' });
    expect(Object.keys(customers.allOf[1].properties.data.items.properties)).toContain('credit_limit');
  });

  it('has examples that match their own schemas (requests, answers and errors)', () => {
    const doc = openApiDocument();
    const checked: string[] = [];
    const problems: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const body = op.requestBody?.content['application/json'];
        if (body?.example !== undefined) {
          problems.push(...schemaErrors(body.schema, body.example).map((e) => `${method.toUpperCase()} ${p} request example: ${e}`));
        }
        for (const [status, response] of Object.entries(op.responses)) {
          const resolved = ('$ref' in response ? doc.components.responses[response.$ref.split('/').pop()!] : response) as { content?: Record<string, { example?: unknown }> };
          const example = resolved.content?.['application/json']?.example;
          if (example === undefined) continue;
          problems.push(...schemaErrors(responseSchema(method, p, status)!, example).map((e) => `${method.toUpperCase()} ${p} ${status} example: ${e}`));
          checked.push(`${method} ${p} ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked.filter((c) => c.endsWith(' 200') || c.endsWith(' 201')).length).toBeGreaterThan(20);
  });

  it('is served publicly at GET /api/openapi.json', async () => {
    const res = await openApiRoute();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe('3.1.1');
    expect(body.paths['/api/molds']).toBeDefined();
  });
});
