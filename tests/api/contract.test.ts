/**
 * The REST contract (CONTRACT §1, §8, §9), checked the same way against every resource. One row per resource:
 * a new module is covered by adding its row (its route handlers, a valid create body, an invalid field and a
 * field to change). Module behaviour beyond the contract stays in the module's own test file.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as unknownApi from '@/app/api/[...path]/route';
import * as bomByProduct from '@/app/api/boms/product/[id]/route';
import * as bomsRoute from '@/app/api/boms/route';
import * as customerRoute from '@/app/api/customers/[id]/route';
import * as customersRoute from '@/app/api/customers/route';
import * as moldRoute from '@/app/api/molds/[id]/route';
import * as moldsRoute from '@/app/api/molds/route';
import * as productRoute from '@/app/api/products/[id]/route';
import * as productsRoute from '@/app/api/products/route';
import * as machineRoute from '@/app/api/machines/[id]/route';
import * as machinesRoute from '@/app/api/machines/route';
import * as workOrderRoute from '@/app/api/production/work-orders/[id]/route';
import * as workOrdersRoute from '@/app/api/production/work-orders/route';
import * as maintenanceRoute from '@/app/api/maintenance/work-orders/route';
import * as purchaseOrderRoute from '@/app/api/purchase-orders/[id]/route';
import * as purchaseOrdersRoute from '@/app/api/purchase-orders/route';
import * as suppliersRoute from '@/app/api/suppliers/route';
import * as salesOrderRoute from '@/app/api/sales-orders/[id]/route';
import * as salesOrdersRoute from '@/app/api/sales-orders/route';
import * as downtimeRoute from '@/app/api/machines/[id]/downtime/route';
import * as downtimeEventRoute from '@/app/api/machines/[id]/downtime/[eventId]/route';
import { makeMaintenanceOrder } from '../factories/maintenance';
import { makeMold } from '../factories/molds';
import type { Permission } from '@/lib/auth/permissions';
import { auditRows, expectAudit } from '../audit';
import { roleWith, roleWithout, signedInAs } from '../factories/users';
import { call, uid } from '../helpers';

type Res = Awaited<ReturnType<typeof call>>;
type Body = Record<string, unknown>;
type Headers = Record<string, string>;
type Created = { id: number; version: number } & Body;

type Resource = {
  name: string;
  /** The entity's name in messages: `${label} not found`. */
  label: string;
  /** `audit_log.entity` of its rows. */
  auditEntity: string;
  /** Who may write it (CONTRACT §9). */
  permission: Permission;
  /** A valid create body; `tag` (unique per call) is in its searchable text. May create what it refers to. */
  createBody: (token: string, tag: string) => Promise<Body> | Body;
  /** One field the schema refuses, and the value that makes it fail. */
  invalid: { field: string; value: unknown };
  /** One field an update can change, and a new value for it. */
  change: { field: string; value: (tag: string) => unknown };
  create: (token: string | undefined, body: Body) => Promise<Res>;
  /** How a record is addressed in read and update URLs (its id; a BOM by its product's id). */
  keyOf: (created: Created, body: Body) => string;
  read: (token: string | undefined, key: string) => Promise<Res>;
  /** The update requests of the resource (PUT and PATCH), given the record's key and a partial body. */
  updateMethods: string[];
  update: (token: string | undefined, method: string, key: string, patch: Body, headers?: Headers, createdWith?: Body) => Promise<Res>;
  /** False when updates are not addressed by an id in the URL (POST /api/boms replaces the product's BOM). */
  updateById: boolean;
  /** GET of the collection (with `page`, the flat paginator), searched with `searchParam`. */
  list?: { get: (token: string | undefined, query: Record<string, string>) => Promise<Res>; searchParam: string };
};

const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

const itemRoute =
  (handlers: { PUT: Parameters<typeof call>[0]; PATCH: Parameters<typeof call>[0] }, base: string) =>
  (token: string | undefined, method: string, key: string, body: Body, headers?: Headers) =>
    call(method === 'PUT' ? handlers.PUT : handlers.PATCH, method, `${base}/${key}`, { token, body, headers, params: { id: key } });

/** A product straight through the API, for the rows that refer to one. */
async function createProduct(token: string, code: string) {
  const res = await call(productsRoute.POST, 'POST', '/api/products', { token, body: { product_code: code, product_name: `Contract product ${code}` } });
  if (res.status !== 201) throw new Error(`creating product ${code}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Created;
}

/** A real press for the downtime row's unknown event ids (set by its first create). */
let contractPress = 0;
/** `{machine}/downtime/{event}` → [machine, event]; any other key is an unknown event id on a real press. */
const downtimeKey = (key: string): [string, string] => {
  const m = /^(\d+)\/downtime\/(.+)$/.exec(key);
  return m ? [m[1], m[2]] : [String(contractPress), key];
};

const RESOURCES: Resource[] = [
  {
    name: 'customers',
    label: 'Customer',
    auditEntity: 'customer',
    permission: 'customers.write',
    createBody: (_token, tag) => ({ company_name: `Contract Customer ${tag}`, email: `${tag}@example.test` }),
    invalid: { field: 'email', value: 'not-an-email' },
    change: { field: 'company_name', value: (tag) => `Renamed Customer ${tag}` },
    create: (token, body) => call(customersRoute.POST, 'POST', '/api/customers', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(customerRoute.GET, 'GET', `/api/customers/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(customerRoute, '/api/customers'),
    updateById: true,
    list: { get: (token, q) => call(customersRoute.GET, 'GET', `/api/customers?${query(q)}`, { token }), searchParam: 'search' },
  },
  {
    name: 'molds',
    label: 'Mold',
    auditEntity: 'mold',
    permission: 'molds.write',
    createBody: (_token, tag) => ({ mold_code: `CT-${tag}`.toUpperCase(), mold_name: `Contract mold ${tag}`, ownership: 'company_owned', cavity_count: 4 }),
    invalid: { field: 'status', value: 'melted' },
    change: { field: 'mold_name', value: (tag) => `Renamed mold ${tag}` },
    create: (token, body) => call(moldsRoute.POST, 'POST', '/api/molds', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(moldRoute.GET, 'GET', `/api/molds/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(moldRoute, '/api/molds'),
    updateById: true,
    list: { get: (token, q) => call(moldsRoute.GET, 'GET', `/api/molds?${query(q)}`, { token }), searchParam: 'q' },
  },
  {
    name: 'products',
    label: 'Product',
    auditEntity: 'product',
    permission: 'products.write',
    createBody: (_token, tag) => ({ product_code: `CT-${tag}`.toUpperCase(), product_name: `Contract product ${tag}`, product_type: 'finished_good', unit: 'pcs' }),
    invalid: { field: 'product_type', value: 'gadget' },
    change: { field: 'product_name', value: (tag) => `Renamed product ${tag}` },
    create: (token, body) => call(productsRoute.POST, 'POST', '/api/products', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(productRoute.GET, 'GET', `/api/products/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(productRoute, '/api/products'),
    updateById: true,
    list: { get: (token, q) => call(productsRoute.GET, 'GET', `/api/products?${query(q)}`, { token }), searchParam: 'q' },
  },
  {
    name: 'work orders',
    label: 'Work order',
    auditEntity: 'work_order',
    permission: 'work_orders.write',
    createBody: async (token, tag) => {
      const product = await createProduct(token, `CT-${tag}-WO`.toUpperCase());
      const mold = await call(moldsRoute.POST, 'POST', '/api/molds', { token, body: { mold_code: `CT-${tag}-M`.toUpperCase(), mold_name: `Contract mold ${tag}`, ownership: 'company_owned', cavity_count: 2 } });
      return { product_id: product.id, mold_id: mold.body.data.id, quantity_planned: 1200, priority: 'medium', target_date: '2030-01-15' };
    },
    invalid: { field: 'priority', value: 'urgent' },
    change: { field: 'quantity_planned', value: (tag) => 2000 + parseInt(tag.slice(0, 6), 16) },
    create: (token, body) => call(workOrdersRoute.POST, 'POST', '/api/production/work-orders', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(workOrderRoute.GET, 'GET', `/api/production/work-orders/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(workOrderRoute, '/api/production/work-orders'),
    updateById: true,
    list: { get: (token, q) => call(workOrdersRoute.GET, 'GET', `/api/production/work-orders?${query(q)}`, { token }), searchParam: 'q' },
  },
  {
    name: 'sales orders',
    label: 'Sales order',
    auditEntity: 'sales_order',
    permission: 'sales.write',
    createBody: async (token, tag) => {
      const product = await createProduct(token, `CT-${tag}-SO`.toUpperCase());
      const customer = await call(customersRoute.POST, 'POST', '/api/customers', { token, body: { company_name: `Contract buyer ${tag}`, email: `so-${tag}@example.test` } });
      return { customer_id: customer.body.data.id, customer_po: `PO-${tag}`, lines: [{ product_id: product.id, quantity: 12.5, unit_price: 1.2 }] };
    },
    invalid: { field: 'order_date', value: '2026-02-30' },
    change: { field: 'customer_po', value: (tag) => `PO-R-${tag}` },
    create: (token, body) => call(salesOrdersRoute.POST, 'POST', '/api/sales-orders', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(salesOrderRoute.GET, 'GET', `/api/sales-orders/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(salesOrderRoute, '/api/sales-orders'),
    updateById: true,
    list: { get: (token, q) => call(salesOrdersRoute.GET, 'GET', `/api/sales-orders?${query(q)}`, { token }), searchParam: 'search' },
  },
  {
    name: 'machines',
    label: 'Machine',
    auditEntity: 'machine',
    permission: 'machines.write',
    createBody: (_token, tag) => ({ machine_number: `CT-${tag}`.toUpperCase(), machine_name: `Contract press ${tag}`, tonnage: 250, hourly_rate: 55 }),
    invalid: { field: 'status', value: 'exploded' },
    change: { field: 'machine_name', value: (tag) => `Renamed press ${tag}` },
    create: (token, body) => call(machinesRoute.POST, 'POST', '/api/machines', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(machineRoute.GET, 'GET', `/api/machines/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(machineRoute, '/api/machines'),
    updateById: true,
  },
  {
    // A press's downtime event: addressed as `{machine}/downtime/{event}` (the key keeps both ids); the body carries
    // the press's id, which the schema ignores, for the route's path.
    name: 'downtime events',
    label: 'Downtime event',
    auditEntity: 'downtime_event',
    permission: 'downtime.write',
    createBody: async (token, tag) => {
      const press = await call(machinesRoute.POST, 'POST', '/api/machines', { token, body: { machine_number: `CT-${tag}-DT`.toUpperCase(), machine_name: `Contract press ${tag}` } });
      contractPress = press.body.data.id;
      const hour = 3_600_000;
      return { machine_id: press.body.data.id, started_at: new Date(Date.now() - 2 * hour).toISOString(), ended_at: new Date(Date.now() - hour).toISOString(), reason_code: 'mold_change', notes: `Contract ${tag}` };
    },
    invalid: { field: 'reason_code', value: 'coffee' },
    change: { field: 'notes', value: (tag) => `Changed ${tag}` },
    create: (token, body) => call(downtimeRoute.POST, 'POST', `/api/machines/${body.machine_id}/downtime`, { token, body, params: { id: String(body.machine_id) } }),
    keyOf: (created) => `${created.machine_id}/downtime/${created.id}`,
    read: (token, key) => {
      const [id, eventId] = downtimeKey(key);
      return call(downtimeEventRoute.GET, 'GET', `/api/machines/${id}/downtime/${eventId}`, { token, params: { id, eventId } });
    },
    updateMethods: ['PUT', 'PATCH'],
    update: (token, method, key, body, headers) => {
      const [id, eventId] = downtimeKey(key);
      return call(method === 'PUT' ? downtimeEventRoute.PUT : downtimeEventRoute.PATCH, method, `/api/machines/${id}/downtime/${eventId}`, { token, body, headers, params: { id, eventId } });
    },
    updateById: true,
  },
  {
    name: 'BOMs',
    label: 'BOM',
    auditEntity: 'bom',
    permission: 'boms.write',
    createBody: async (token, tag) => {
      const product = await createProduct(token, `CT-${tag}-FG`.toUpperCase());
      const component = await createProduct(token, `CT-${tag}-RM`.toUpperCase());
      return { product_id: product.id, bom_type: 'material', items: [{ item_id: component.id, quantity: 2, unit: 'pcs' }] };
    },
    invalid: { field: 'bom_type', value: 'recipe' },
    change: { field: 'bom_type', value: () => 'assembly' },
    create: (token, body) => call(bomsRoute.POST, 'POST', '/api/boms', { token, body }),
    keyOf: (_created, body) => String(body.product_id),
    read: (token, key) => call(bomByProduct.GET, 'GET', `/api/boms/product/${key}`, { token, params: { id: key } }),
    // POST /api/boms replaces the product's whole BOM: an update is the create body with the changes.
    updateMethods: ['POST'],
    update: (token, _method, key, patch, headers, createdWith) =>
      call(bomsRoute.POST, 'POST', '/api/boms', { token, headers, body: { ...createdWith, ...patch, product_id: Number(key) } }),
    updateById: false,
  },
  {
    name: 'purchase orders',
    label: 'Purchase order',
    auditEntity: 'purchase_order',
    permission: 'purchase_orders.write',
    createBody: async (token, tag) => {
      const supplier = await call(suppliersRoute.POST, 'POST', '/api/suppliers', { token, body: { supplier_code: `CT-${tag}`.toUpperCase(), company_name: `Contract Supplier ${tag}` } });
      const item = await call(productsRoute.POST, 'POST', '/api/products', { token, body: { product_code: `CT-${tag}-RM`.toUpperCase(), product_name: `Contract resin ${tag}`, product_type: 'raw_material', unit: 'kg' } });
      return { supplier_id: supplier.body.data.id, expected_date: '2030-01-15', lines: [{ product_id: item.body.data.id, quantity: 500, unit_price: 1.2345 }] };
    },
    invalid: { field: 'expected_date', value: 'soon' },
    change: { field: 'notes', value: (tag) => `Deliver to dock 2 (${tag})` },
    create: (token, body) => call(purchaseOrdersRoute.POST, 'POST', '/api/purchase-orders', { token, body }),
    keyOf: (created) => String(created.id),
    read: (token, key) => call(purchaseOrderRoute.GET, 'GET', `/api/purchase-orders/${key}`, { token, params: { id: key } }),
    updateMethods: ['PUT', 'PATCH'],
    update: itemRoute(purchaseOrderRoute, '/api/purchase-orders'),
    updateById: true,
    // Searched by the supplier's name (the tag is in it).
    list: { get: (token, q) => call(purchaseOrdersRoute.GET, 'GET', `/api/purchase-orders?${query(q)}`, { token }), searchParam: 'search' },
  },
];
const UNKNOWN_IDS = ['999999999', 'abc', '0', '-1', '1.5', '12abc'];
const UNAUTHENTICATED = { success: false, message: 'Unauthenticated.' };
const CONFLICT = /changed by someone else/;

let admin: string;

beforeAll(async () => {
  ({ token: admin } = await signedInAs('Admin'));
});

describe.each(RESOURCES)('the contract of $name', (r) => {
  /** A new record made through the API, with what it was made from. */
  async function fresh() {
    const tag = uid();
    const body = await r.createBody(admin, tag);
    const res = await r.create(admin, body);
    if (res.status !== 201) throw new Error(`creating ${r.name}: ${res.status} ${JSON.stringify(res.body)}`);
    const created = res.body.data as Created;
    return { tag, body, created, key: r.keyOf(created, body) };
  }

  async function current(key: string): Promise<Created> {
    const res = await r.read(admin, key);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  const update = (token: string | undefined, method: string, record: Awaited<ReturnType<typeof fresh>>, patch: Body, headers?: Headers) =>
    r.update(token, method, record.key, patch, headers, record.body);

  it('create answers 201 { success, message, data } with version 1, Location and ETag, and one create audit row', async () => {
    const body = await r.createBody(admin, uid());
    const res = await r.create(admin, body);
    expect(res.status).toBe(201);
    // Location is where the record is read (its key last), ETag the version an update sends back in If-Match.
    expect(res.headers.get('location')).toMatch(new RegExp(`^/api/.+/${r.keyOf(res.body.data, body)}$`));
    expect(res.headers.get('etag')).toBe('"1"');
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'success']);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.data).toMatchObject({ id: expect.any(Number), version: 1 });
    await expectAudit(r.auditEntity, res.body.data.id, 'create');
  });

  it('read answers 200 { success, data } with the record', async () => {
    const { created, key } = await fresh();
    const res = await r.read(admin, key);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ id: created.id, version: created.version });
    expect(res.headers.get('etag')).toBe(`"${created.version}"`);
  });

  it('answers 401 { success: false, message } without a token or with a bad one, before 404 and 422', async () => {
    const record = await fresh();
    const valid = await r.createBody(admin, uid());
    for (const token of [undefined, 'not-a-real-token']) {
      const answers = [
        await r.create(token, valid),
        await r.create(token, { [r.invalid.field]: r.invalid.value }),
        await r.read(token, record.key),
        await r.read(token, '999999999'),
        ...(await Promise.all(r.updateMethods.map((m) => update(token, m, record, { [r.change.field]: r.change.value(uid()) })))),
        ...(r.list ? [await r.list.get(token, { page: '1' })] : []),
      ];
      for (const res of answers) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHENTICATED);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm="Moldline"');
      }
      if (r.updateById) {
        for (const m of r.updateMethods) {
          const res = await r.update(token, m, 'abc', { [r.invalid.field]: r.invalid.value });
          expect(res.status).toBe(401);
        }
      }
    }
    expect((await current(record.key)).version).toBe(record.created.version);
  });

  it('answers 403 to a role without the permission (before 404 and 422) and changes nothing; a role with it may write', async () => {
    const record = await fresh();
    const viewer = (await signedInAs(roleWithout(r.permission))).token;
    const refusals = [
      await r.create(viewer, await r.createBody(admin, uid())),
      await r.create(viewer, { [r.invalid.field]: r.invalid.value }),
      ...(await Promise.all(r.updateMethods.map((m) => update(viewer, m, record, { [r.change.field]: r.change.value(uid()) })))),
      ...(await Promise.all(r.updateMethods.map((m) => update(viewer, m, record, { [r.invalid.field]: r.invalid.value })))),
      ...(r.updateById ? await Promise.all(r.updateMethods.map((m) => r.update(viewer, m, '999999999', { [r.change.field]: r.change.value(uid()) }))) : []),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: expect.stringMatching(/^You do not have permission to .+\.$/) });
    }
    expect((await current(record.key)).version).toBe(record.created.version);
    await expectAudit(r.auditEntity, record.created.id, 'update', { count: 0 });

    // Reading is open to every signed-in role.
    expect((await r.read(viewer, record.key)).status).toBe(200);
    const writer = (await signedInAs(roleWith(r.permission))).token;
    expect((await r.create(writer, await r.createBody(admin, uid()))).status).toBe(201);
  });

  it('answers 404 "<Entity> not found" for unknown and non-numeric ids, before 422', async () => {
    for (const id of UNKNOWN_IDS) {
      const res = await r.read(admin, id);
      expect(res.status, `GET ${id}`).toBe(404);
      expect(res.body).toEqual({ success: false, message: `${r.label} not found` });
    }
    if (!r.updateById) return;
    for (const id of UNKNOWN_IDS) {
      for (const m of r.updateMethods) {
        for (const patch of [{ [r.change.field]: r.change.value(uid()) }, { [r.invalid.field]: r.invalid.value }]) {
          const res = await r.update(admin, m, id, patch);
          expect(res.status, `${m} ${id} ${JSON.stringify(patch)}`).toBe(404);
          expect(res.body).toEqual({ success: false, message: `${r.label} not found` });
        }
      }
    }
  });

  it('answers 422 { success: false, message, errors } keyed by the field, and changes nothing', async () => {
    const bad = { ...(await r.createBody(admin, uid())), [r.invalid.field]: r.invalid.value };
    const created = await r.create(admin, bad);
    expect(created.status).toBe(422);
    expect(Object.keys(created.body).sort()).toEqual(['errors', 'message', 'success']);
    expect(created.body.success).toBe(false);
    expect(Object.keys(created.body.errors)).toEqual([r.invalid.field]);
    expect(created.body.errors[r.invalid.field]).toEqual([expect.any(String)]);
    expect(created.body.message).toBe(created.body.errors[r.invalid.field][0]);

    const record = await fresh();
    for (const m of r.updateMethods) {
      const res = await update(admin, m, record, { [r.invalid.field]: r.invalid.value });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([r.invalid.field]);
      expect(res.body.message).toBe(res.body.errors[r.invalid.field][0]);
    }
    const after = await current(record.key);
    expect(after.version).toBe(record.created.version);
    expect(after[r.invalid.field]).toEqual(record.created[r.invalid.field]);
    await expectAudit(r.auditEntity, record.created.id, 'update', { count: 0 });
  });

  it('answers 409 to a stale version in the body or in If-Match and changes nothing; the current one applies', async () => {
    const record = await fresh();
    const v = record.created.version;
    for (const m of r.updateMethods) {
      const inBody = await update(admin, m, record, { [r.change.field]: r.change.value(uid()), version: v + 5 });
      expect(inBody.status).toBe(409);
      expect(inBody.body).toEqual({ success: false, message: expect.stringMatching(CONFLICT) });
      const inHeader = await update(admin, m, record, { [r.change.field]: r.change.value(uid()) }, { 'If-Match': `"${v + 5}"` });
      expect(inHeader.status).toBe(409);
      expect(inHeader.body.message).toMatch(CONFLICT);
    }
    const unchanged = await current(record.key);
    expect(unchanged.version).toBe(v);
    expect(unchanged[r.change.field]).toEqual(record.created[r.change.field]);
    await expectAudit(r.auditEntity, record.created.id, 'update', { count: 0 });

    const withBody = await update(admin, r.updateMethods[0], record, { [r.change.field]: r.change.value(uid()), version: v });
    expect(withBody.status).toBe(200);
    expect(withBody.body.data.version).toBe(v + 1);
    expect(withBody.headers.get('etag')).toBe(`"${v + 1}"`); // what the next update sends in If-Match
    // Back to the first value: a real change whatever the field (a BOM's change is a fixed enum value).
    const withHeader = await update(admin, r.updateMethods.at(-1)!, record, { [r.change.field]: record.created[r.change.field] }, { 'If-Match': `"${v + 1}"` });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.data.version).toBe(v + 2);
  });

  it('answers 422, not 409, to a stale version with an invalid field (the input is validated first)', async () => {
    const record = await fresh();
    const stale = record.created.version + 5;
    for (const m of r.updateMethods) {
      for (const [patch, headers] of [
        [{ [r.invalid.field]: r.invalid.value, version: stale }, undefined],
        [{ [r.invalid.field]: r.invalid.value }, { 'If-Match': `"${stale}"` }],
      ] as const) {
        const res = await update(admin, m, record, patch, headers);
        expect(res.status, `${m} ${JSON.stringify(patch)} ${JSON.stringify(headers ?? {})}`).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual([r.invalid.field]);
      }
    }
    expect((await current(record.key)).version).toBe(record.created.version);
  });

  it('an update answers 200 { success, message, data }, bumps version by one and writes one update audit row', async () => {
    const record = await fresh();
    let version = record.created.version;
    let updates = 0;
    for (const m of r.updateMethods) {
      const value = r.change.value(uid());
      const res = await update(admin, m, record, { [r.change.field]: value });
      expect(res.status, m).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'success']);
      expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
      expect(res.body.data[r.change.field]).toEqual(value);
      expect(res.body.data.version).toBe(++version);
      await expectAudit(r.auditEntity, record.created.id, 'update', { count: ++updates });
    }
    expect((await current(record.key)).version).toBe(version);
  });

  it('an update that changes nothing answers 200 with the record, keeps version and writes no audit row', async () => {
    const record = await fresh();
    const same = { [r.change.field]: record.created[r.change.field] };
    const patches: Body[] = r.updateById ? [{}, same, { ...same, version: record.created.version }] : [same];
    for (const m of r.updateMethods) {
      for (const patch of patches) {
        const res = await update(admin, m, record, patch);
        expect(res.status, `${m} ${JSON.stringify(patch)}`).toBe(200);
        expect(res.body.success).toBe(true);
        expect(res.body.data, `${m} ${JSON.stringify(patch)}`).toMatchObject({ id: record.created.id, version: record.created.version });
      }
    }
    expect((await current(record.key)).version).toBe(record.created.version);
    expect(await auditRows(r.auditEntity, record.created.id, 'update')).toEqual([]);
  });

  // The paging checks, for resources with a list.
  const list = r.list;
  if (!list) return;

  it('lists with the flat paginator; a page past the end is data: [] with the real total', async () => {
    const tag = uid();
    for (let i = 0; i < 3; i++) expect((await r.create(admin, await r.createBody(admin, `${tag}${i}`))).status).toBe(201);
    const page = (n: number) => list.get(admin, { [list.searchParam]: tag, page: String(n), per_page: '2' });

    const first = await page(1);
    expect(first.status).toBe(200);
    // CONTRACT §1's fields; lists that page by cursor add `next` and `total_is_estimate` (issue 13), both or neither.
    const cursorFields = 'next' in first.body ? ['next', 'total_is_estimate'] : [];
    expect(Object.keys(first.body).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'per_page', 'success', 'to', 'total', ...cursorFields].sort());
    expect(first.body).toMatchObject({ success: true, current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 });
    if (cursorFields.length) expect(first.body).toMatchObject({ next: expect.any(String), total_is_estimate: false });
    expect(first.body.data).toHaveLength(2);

    const second = await page(2);
    expect(second.body).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 });
    if (cursorFields.length) expect(second.body.next).toBeNull();
    expect(second.body.data).toHaveLength(1);
    const ids = [...first.body.data, ...second.body.data].map((x: Created) => x.id);
    expect(new Set(ids).size).toBe(3);

    for (const n of [3, 500]) {
      const past = await page(n);
      expect(past.status).toBe(200);
      const cursorPast = cursorFields.length ? { next: null, total_is_estimate: false } : {};
      expect(past.body).toEqual({ success: true, data: [], current_page: n, last_page: 2, per_page: 2, total: 3, from: null, to: null, ...cursorPast });
    }
  });

  it('clamps per_page to 1–100 (default 15) and reads a bad page as 1', async () => {
    const cases: [Record<string, string>, { current_page: number; per_page: number }][] = [
      [{ page: '1' }, { current_page: 1, per_page: 15 }],
      [{ page: '1', per_page: '0' }, { current_page: 1, per_page: 1 }],
      [{ page: '1', per_page: '-7' }, { current_page: 1, per_page: 1 }],
      [{ page: '1', per_page: '1000' }, { current_page: 1, per_page: 100 }],
      [{ page: '1', per_page: 'many' }, { current_page: 1, per_page: 15 }],
      [{ page: '0' }, { current_page: 1, per_page: 15 }],
      [{ page: '-3' }, { current_page: 1, per_page: 15 }],
      [{ page: 'abc' }, { current_page: 1, per_page: 15 }],
    ];
    for (const [q, expected] of cases) {
      const res = await list.get(admin, q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(res.body, JSON.stringify(q)).toMatchObject(expected);
      expect(res.body.data.length).toBeLessThanOrEqual(expected.per_page);
      expect(res.body.last_page).toBe(Math.max(1, Math.ceil(res.body.total / expected.per_page)));
    }
  });
});

// Maintenance work orders have no update (start, complete and cancel are their own routes), so no row above: their
// list's paging contract, the same checks (searched by the asset code).
describe('the list contract of maintenance work orders', () => {
  const list = (q: Record<string, string>) => call(maintenanceRoute.GET, 'GET', `/api/maintenance/work-orders?${query(q)}`, { token: admin });

  it('lists with the paginator (and its cursor); a page past the end is data: [] with the real total', async () => {
    const tag = uid().toUpperCase();
    for (let i = 0; i < 3; i++) await makeMaintenanceOrder({ asset_id: (await makeMold({ mold_code: `CT-${tag}-${i}`, maintenance_interval_shots: 100_000 })).id });
    const page = (n: number) => list({ q: tag, page: String(n), per_page: '2' });

    const first = await page(1);
    expect(first.status).toBe(200);
    // It pages by cursor (issue 13): `next` and `total_is_estimate` besides CONTRACT §1's fields.
    expect(Object.keys(first.body).sort()).toEqual(['current_page', 'data', 'from', 'last_page', 'next', 'per_page', 'success', 'to', 'total', 'total_is_estimate'].sort());
    expect(first.body).toMatchObject({ next: expect.any(String), total_is_estimate: false });
    expect(first.body).toMatchObject({ success: true, current_page: 1, last_page: 2, per_page: 2, total: 3, from: 1, to: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await page(2);
    expect(second.body).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3, next: null });
    expect(new Set([...first.body.data, ...second.body.data].map((x: Created) => x.id)).size).toBe(3);
    for (const n of [3, 500]) {
      const past = await page(n);
      expect(past.status).toBe(200);
      expect(past.body).toEqual({ success: true, data: [], current_page: n, last_page: 2, per_page: 2, total: 3, from: null, to: null, next: null, total_is_estimate: false });
    }
  });

  it('clamps per_page to 1–100 (default 15, as every list) and reads a bad page as 1', async () => {
    const cases: [Record<string, string>, { current_page: number; per_page: number }][] = [
      [{ page: '1' }, { current_page: 1, per_page: 15 }],
      [{ page: '1', per_page: '0' }, { current_page: 1, per_page: 1 }],
      [{ page: '1', per_page: '1000' }, { current_page: 1, per_page: 100 }],
      [{ page: '1', per_page: 'many' }, { current_page: 1, per_page: 15 }],
      [{ page: '-3' }, { current_page: 1, per_page: 15 }],
      [{ page: 'abc' }, { current_page: 1, per_page: 15 }],
    ];
    for (const [q, expected] of cases) {
      const res = await list(q);
      expect(res.status, JSON.stringify(q)).toBe(200);
      expect(res.body, JSON.stringify(q)).toMatchObject(expected);
      expect(res.body.data.length).toBeLessThanOrEqual(expected.per_page);
      expect(res.body.last_page).toBe(Math.max(1, Math.ceil(res.body.total / expected.per_page)));
    }
  });
});

describe('an unknown /api path', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('answers the JSON 404 envelope to %s', async (method) => {
    const res = await call(unknownApi[method], method, '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    if (method !== 'HEAD') expect(res.body).toEqual({ success: false, message: 'Not found' });
  });
});
