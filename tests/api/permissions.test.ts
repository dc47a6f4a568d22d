/**
 * CONTRACT §9: every write route × every role. A role outside the permission's list gets 403 with the
 * permission's wording, the refusal is audited, and nothing changes; a role inside it gets through (2xx).
 * Reading users and the audit log is Admin-only too. Rows are data: a new write route is one more row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as auditGet } from '@/app/api/audit/route';
import { POST as bomsPost } from '@/app/api/boms/route';
import { POST as adjustmentsPost } from '@/app/api/inventory/adjustments/route';
import { POST as inventoryImportPost } from '@/app/api/inventory/import/route';
import { POST as issuesPost } from '@/app/api/inventory/issues/route';
import { POST as inventoryItemsPost } from '@/app/api/inventory/items/route';
import { POST as receiptsPost } from '@/app/api/inventory/receipts/route';
import { POST as transfersPost } from '@/app/api/inventory/transfers/route';
import { PATCH as customerPatch, PUT as customerPut } from '@/app/api/customers/[id]/route';
import { POST as customersPost } from '@/app/api/customers/route';
import { PATCH as costingInputsPatch, PUT as costingInputsPut } from '@/app/api/costing/products/[id]/inputs/route';
import { PATCH as costingRatesPatch, PUT as costingRatesPut } from '@/app/api/costing/rates/route';
import { PUT as myPassword } from '@/app/api/me/password/route';
import { POST as maintenancePost } from '@/app/api/molds/[id]/maintenance/route';
import { PATCH as moldPatch, PUT as moldPut } from '@/app/api/molds/[id]/route';
import { POST as usagePost } from '@/app/api/molds/[id]/usage/route';
import { PATCH as machinePatch, PUT as machinePut } from '@/app/api/machines/[id]/route';
import { POST as machinesPost } from '@/app/api/machines/route';
import { POST as reportsPost } from '@/app/api/production/work-orders/[id]/reports/route';
import { PATCH as workOrderPatch, PUT as workOrderPut } from '@/app/api/production/work-orders/[id]/route';
import { POST as workOrdersPost } from '@/app/api/production/work-orders/route';
import { POST as moldsPost } from '@/app/api/molds/route';
import { PATCH as productPatch, PUT as productPut } from '@/app/api/products/[id]/route';
import { POST as productsPost } from '@/app/api/products/route';
import { POST as tokensPost } from '@/app/api/tokens/route';
import { PUT as userPassword } from '@/app/api/users/[id]/password/route';
import { PATCH as userPatch, PUT as userPut } from '@/app/api/users/[id]/route';
import { DELETE as userSessionsDelete, GET as userSessionsGet } from '@/app/api/users/[id]/sessions/route';
import { DELETE as userTokenDelete } from '@/app/api/users/[id]/tokens/[tokenId]/route';
import { GET as usersGet, POST as usersPost } from '@/app/api/users/route';
import { getDb } from '@/db/client';
import { apiTokens, auditLog, boms, costingRates, customers, machines, moldMaintenanceRecords, moldUsageRecords, molds, productCosting, productionReports, products, stockLots, stockMovements, users, workOrders } from '@/db/schema';
import { PERMISSIONS, type Permission } from '@/lib/auth/permissions';
import { ROLES, type Role } from '@/lib/auth/roles';
import { todayInPlant } from '@/lib/dates';
import { call, createTestUser, uid } from '../helpers';
import { tokenFor, userWithPassword } from '../factories/users';
import { makeCustomer } from '../factories/customers';
import { makeMold } from '../factories/molds';
import { makeLocation, makeLot, makeProduct } from '../factories/products';
import { makeMachine, machineNumber } from '../factories/machines';
import { makeRunningWorkOrder, makeWorkOrder } from '../factories/production';
import { addDays } from '@/lib/dates';

type Handler = Parameters<typeof call>[0];
type Fixture = Awaited<ReturnType<typeof makeFixture>>;

type Row = {
  route: string;
  /** null: every signed-in user may (their own password and tokens). */
  permission: Permission | null;
  handler: Handler;
  method: string;
  params?: (f: Fixture) => Promise<Record<string, string>> | Record<string, string>;
  body?: (f: Fixture) => unknown;
  /** What a refusal must leave as it was. */
  state: (f: Fixture) => Promise<unknown>;
};

const count = async (table: Parameters<ReturnType<typeof getDb>['select']>[0] extends never ? never : any, where?: any) => // eslint-disable-line @typescript-eslint/no-explicit-any
  (await getDb().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table).where(where))[0].n;

async function makeFixture() {
  const customer = await makeCustomer();
  const mold = await makeMold();
  const product = await makeProduct();
  const component = await makeProduct({ productType: 'component' });
  const target = await createTestUser({ role: 'Viewer' });
  const machine = await makeMachine();
  const workOrder = await makeWorkOrder({ product_id: product.id, mold_id: mold.id });
  const runningOrder = await makeRunningWorkOrder({ product_id: product.id, mold_id: mold.id, quantity_planned: 1_000_000 });
  const location = await makeLocation();
  const otherLocation = await makeLocation();
  await makeLot(product.id, location.id, { quantityOnHand: 1000 });
  return { customer, mold, product, component, target, machine, workOrder, runningOrder, nextStatus: 'in_progress' as string, location, otherLocation };
}

const rowOf = async (table: typeof customers | typeof molds | typeof products | typeof users | typeof machines | typeof workOrders, id: number) =>
  (await getDb().select().from(table as typeof customers).where(eq((table as typeof customers).id, id)))[0];

const ROWS: Row[] = [
  { route: 'POST /api/customers', permission: 'customers.write', handler: customersPost, method: 'POST', body: () => ({ company_name: `Perm Co ${uid()}` }), state: () => count(customers, sql`${customers.companyName} like 'Perm Co %'`) },
  ...[customerPut, customerPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/customers/{id}`,
    permission: 'customers.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.customer.id) }),
    body: () => ({ company_name: `Renamed ${uid()}`, credit_limit: 2_000_000_000 }),
    state: (f) => rowOf(customers, f.customer.id),
  })),
  {
    route: 'POST /api/molds',
    permission: 'molds.write',
    handler: moldsPost,
    method: 'POST',
    body: () => ({ mold_code: `PM-${uid()}`, mold_name: 'Permission mold', ownership: 'company_owned', cavity_count: 2 }),
    state: () => count(molds, sql`${molds.moldCode} like 'PM-%'`),
  },
  ...[moldPut, moldPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/molds/{id}`,
    permission: 'molds.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.mold.id) }),
    body: () => ({ mold_name: `Renamed ${uid()}` }),
    state: (f) => rowOf(molds, f.mold.id),
  })),
  {
    route: 'POST /api/molds/{id}/maintenance',
    permission: 'mold_maintenance.write',
    handler: maintenancePost,
    method: 'POST',
    params: (f) => ({ id: String(f.mold.id) }),
    body: () => ({ date: todayInPlant(), type: 'preventive', description: 'PM', technician: 'Sam', cost: 0 }),
    state: async (f) => [await count(moldMaintenanceRecords, eq(moldMaintenanceRecords.moldId, f.mold.id)), await rowOf(molds, f.mold.id)],
  },
  {
    route: 'POST /api/molds/{id}/usage',
    permission: 'mold_usage.write',
    handler: usagePost,
    method: 'POST',
    params: (f) => ({ id: String(f.mold.id) }),
    body: () => ({ date: todayInPlant(), work_order: 'WO-1', product: 'P', shots_produced: 10, machine: 'M1', operator: 'Op', defect_rate: 0 }),
    state: async (f) => [await count(moldUsageRecords, eq(moldUsageRecords.moldId, f.mold.id)), await rowOf(molds, f.mold.id)],
  },
  {
    route: 'POST /api/products',
    permission: 'products.write',
    handler: productsPost,
    method: 'POST',
    body: () => ({ product_code: `PP-${uid()}`, product_name: 'Permission product', product_type: 'finished_good', unit: 'ea' }),
    // Only this row's products: other test files create products on the shared PostgreSQL database meanwhile.
    state: () => count(products, sql`${products.productCode} like 'PP-%'`),
  },
  ...[productPut, productPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/products/{id}`,
    permission: 'products.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.product.id) }),
    body: () => ({ product_name: `Renamed ${uid()}` }),
    state: (f) => rowOf(products, f.product.id),
  })),
  {
    route: 'POST /api/boms',
    permission: 'boms.write',
    handler: bomsPost,
    method: 'POST',
    body: (f) => ({ product_id: f.product.id, items: [{ item_id: f.component.id, quantity: 2 }] }),
    state: async (f) => JSON.stringify(await getDb().select().from(boms).where(eq(boms.productId, f.product.id))),
  },
  // An empty body: allowed roles get the rates as they are (200, no global change under other tests' feet).
  ...[costingRatesPut, costingRatesPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/costing/rates`,
    permission: 'costing.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    body: () => ({}),
    state: async () => JSON.stringify(await getDb().select().from(costingRates)),
  })),
  ...[costingInputsPut, costingInputsPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/costing/products/{id}/inputs`,
    permission: 'costing.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.product.id) }),
    body: () => ({ operators_per_press: 1.5 }),
    state: async (f) => JSON.stringify(await getDb().select().from(productCosting).where(eq(productCosting.productId, f.product.id))),
  })),
  {
    route: 'POST /api/production/work-orders',
    permission: 'work_orders.write',
    handler: workOrdersPost,
    method: 'POST',
    body: (f) => ({ product_id: f.product.id, mold_id: f.mold.id, quantity_planned: 500, priority: 'high', target_date: addDays(todayInPlant(), 7) }),
    // The fixture's product only: other test files create orders on the shared PostgreSQL database meanwhile.
    state: (f) => count(workOrders, eq(workOrders.productId, f.product.id)),
  },
  ...[workOrderPut, workOrderPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/production/work-orders/{id}`,
    permission: 'work_orders.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.workOrder.id) }),
    body: () => ({ quantity_planned: 100 + Math.floor(Math.random() * 1000), notes: `Plan ${uid()}` }),
    state: (f) => rowOf(workOrders, f.workOrder.id),
  })),
  {
    route: 'PATCH /api/production/work-orders/{id} (status)',
    permission: 'work_orders.status',
    handler: workOrderPatch,
    method: 'PATCH',
    // Always a real move (the current status sent again is no move): scheduled ⇄ pending.
    params: async (f) => {
      const [row] = await getDb().select({ status: workOrders.status }).from(workOrders).where(eq(workOrders.id, f.workOrder.id));
      f.nextStatus = row.status === 'scheduled' ? 'pending' : 'scheduled';
      return { id: String(f.workOrder.id) };
    },
    body: (f) => ({ status: f.nextStatus }),
    state: (f) => rowOf(workOrders, f.workOrder.id),
  },
  {
    route: 'POST /api/production/work-orders/{id}/reports',
    permission: 'production_reports.write',
    handler: reportsPost,
    method: 'POST',
    params: (f) => ({ id: String(f.runningOrder.id) }),
    body: () => ({ shots: 5, good_parts: 18, scrap_parts: 2, operator: 'Perm' }),
    state: async (f) => [await count(productionReports, eq(productionReports.workOrderId, f.runningOrder.id)), await rowOf(workOrders, f.runningOrder.id), await rowOf(molds, f.mold.id)],
  },
  {
    route: 'POST /api/machines',
    permission: 'machines.write',
    handler: machinesPost,
    method: 'POST',
    body: () => ({ machine_number: machineNumber('PERM'), machine_name: 'Permission press', tonnage: 200 }),
    state: () => count(machines, sql`${machines.machineNumber} like 'PERM-%'`),
  },
  ...[machinePut, machinePatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/machines/{id}`,
    permission: 'machines.write',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.machine.id) }),
    body: () => ({ machine_name: `Renamed ${uid()}` }),
    state: (f) => rowOf(machines, f.machine.id),
  })),
  ...(
    [
      ['receipts', receiptsPost, (f: Fixture) => ({ product_id: f.product.id, location_id: f.location.id, quantity: 5, unit_cost: 1.25 })],
      ['issues', issuesPost, (f: Fixture) => ({ product_id: f.product.id, quantity: 1, reference: 'WO-2026-00001' })],
      ['transfers', transfersPost, (f: Fixture) => ({ product_id: f.product.id, from_location_id: f.location.id, to_location_id: f.otherLocation.id, quantity: 1 })],
      ['adjustments', adjustmentsPost, (f: Fixture) => ({ product_id: f.product.id, location_id: f.location.id, quantity_change: -1, reason: 'damaged' })],
    ] as const
  ).map(([name, handler, body]): Row => ({
    route: `POST /api/inventory/${name}`,
    permission: 'inventory.write',
    handler,
    method: 'POST',
    body,
    state: async (f) => [
      await count(stockMovements, eq(stockMovements.productId, f.product.id)),
      JSON.stringify(await getDb().select().from(stockLots).where(eq(stockLots.productId, f.product.id)).orderBy(stockLots.id)),
    ],
  })),
  {
    route: 'POST /api/inventory/items',
    permission: 'inventory.write',
    handler: inventoryItemsPost,
    method: 'POST',
    body: () => ({ product_code: `IT-${uid()}`, product_name: 'Permission item', product_type: 'component', unit: 'kg' }),
    state: () => count(products, sql`${products.productCode} like 'IT-%'`),
  },
  {
    route: 'POST /api/inventory/import',
    permission: 'inventory.write',
    handler: inventoryImportPost,
    method: 'POST',
    body: () => ({ kind: 'items', rows: [{ row: 2, values: { product_code: `IM-${uid()}`, product_name: 'Imported item' } }] }),
    state: () => count(products, sql`${products.productCode} like 'IM-%'`),
  },
  {
    route: 'POST /api/users',
    permission: 'users.manage',
    handler: usersPost,
    method: 'POST',
    body: () => ({ name: 'Perm User', email: `perm-${uid()}@example.test`, password: 'Cobalt-Marmot-31', role: 'Admin' }),
    state: () => count(users, sql`${users.email} like 'perm-%'`),
  },
  ...[userPut, userPatch].map((handler, i): Row => ({
    route: `${i ? 'PATCH' : 'PUT'} /api/users/{id}`,
    permission: 'users.manage',
    handler,
    method: i ? 'PATCH' : 'PUT',
    params: (f) => ({ id: String(f.target.id) }),
    body: () => ({ name: `Renamed ${uid()}`, role: i ? 'Admin' : 'Viewer' }),
    state: (f) => rowOf(users, f.target.id),
  })),
  {
    route: 'PUT /api/users/{id}/password',
    permission: 'users.manage',
    handler: userPassword,
    method: 'PUT',
    params: (f) => ({ id: String(f.target.id) }),
    body: () => ({ password: 'Cobalt-Marmot-31', password_confirmation: 'Cobalt-Marmot-31' }),
    state: (f) => rowOf(users, f.target.id),
  },
  {
    route: 'DELETE /api/users/{id}/sessions',
    permission: 'users.manage',
    handler: userSessionsDelete,
    method: 'DELETE',
    params: async (f) => {
      await tokenFor(f.target as never);
      return { id: String(f.target.id) };
    },
    state: (f) => count(apiTokens, and(eq(apiTokens.userId, f.target.id), sql`${apiTokens.revokedAt} is null`)),
  },
  {
    route: 'DELETE /api/users/{id}/tokens/{tokenId}',
    permission: 'users.manage',
    handler: userTokenDelete,
    method: 'DELETE',
    params: async (f) => ({ id: String(f.target.id), tokenId: String((await tokenFor(f.target as never, 'Target token')).id) }),
    state: (f) => count(apiTokens, and(eq(apiTokens.userId, f.target.id), sql`${apiTokens.revokedAt} is null`)),
  },
  { route: 'GET /api/users', permission: 'users.manage', handler: usersGet, method: 'GET', state: async () => null },
  { route: 'GET /api/users/{id}/sessions', permission: 'users.manage', handler: userSessionsGet, method: 'GET', params: (f) => ({ id: String(f.target.id) }), state: async () => null },
  { route: 'GET /api/audit', permission: 'audit.read', handler: auditGet, method: 'GET', state: async () => null },
  { route: 'POST /api/tokens', permission: null, handler: tokensPost, method: 'POST', body: () => ({ name: 'Own token', expires_in_days: 30 }), state: async () => null },
];

const tokens = {} as Record<Role, { token: string; userId: number }>;

beforeAll(async () => {
  for (const role of ROLES) {
    const user = await createTestUser({ role });
    tokens[role] = { token: (await tokenFor(user)).token, userId: user.id };
  }
});

describe.each(ROWS)('$route', (row) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await makeFixture();
  });

  it.each([...ROLES])('%s', async (role) => {
    const allowed = row.permission === null || (PERMISSIONS[row.permission].roles as readonly string[]).includes(role);
    const params = (await row.params?.(fixture)) ?? {};
    const before = await row.state(fixture);
    const res = await call(row.handler, row.method, row.route.split(' ')[1], { token: tokens[role].token, params, body: row.body?.(fixture) });
    if (allowed) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toEqual({ success: false, message: `You do not have permission to ${PERMISSIONS[row.permission!].refusal}.` });
    expect(await row.state(fixture)).toEqual(before);
    const refusals = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, tokens[role].userId), eq(auditLog.action, 'forbidden'), eq(auditLog.entityId, row.permission!)));
    expect(refusals.length).toBeGreaterThanOrEqual(1);
  });
});

describe('self-service', () => {
  it('a self-service write is open to every role: own password', async () => {
    for (const role of ROLES) {
      const { user, password } = await userWithPassword({ role });
      const { token } = await tokenFor(user);
      const res = await call(myPassword, 'PUT', '/api/me/password', { token, body: { current_password: password, password: `Ember-${uid()}-Kite`, password_confirmation: 'mismatch' } });
      expect(res.status, role).toBe(422); // reached the check: no permission stands in the way
    }
  });
});
