/**
 * Sorting and CSV export of the lists beyond the main ones (issue 14): admin users, the audit log, a mold's
 * histories, a supplier's corrective actions, a work order's production reports and the machines. Each: `sort`
 * and `dir` order in SQL (an unknown key or direction is a 422) and the export streams the list as filtered on
 * screen, with the list's own read rules. Also a product's stock movements (the Inventory tab of its page).
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { GET as usersList } from '@/app/api/users/route';
import { GET as usersExport } from '@/app/api/users/export/route';
import { GET as auditList } from '@/app/api/audit/route';
import { GET as auditExport } from '@/app/api/audit/export/route';
import { GET as usageList } from '@/app/api/molds/[id]/usage/route';
import { GET as usageExport } from '@/app/api/molds/[id]/usage/export/route';
import { GET as maintenanceList } from '@/app/api/molds/[id]/maintenance/route';
import { GET as maintenanceExport } from '@/app/api/molds/[id]/maintenance/export/route';
import { GET as actionsList } from '@/app/api/suppliers/[id]/scorecard/corrective-actions/route';
import { GET as actionsExport } from '@/app/api/suppliers/[id]/scorecard/corrective-actions/export/route';
import { GET as reportsList } from '@/app/api/production/work-orders/[id]/reports/route';
import { GET as reportsExport } from '@/app/api/production/work-orders/[id]/reports/export/route';
import { GET as machinesList, POST as machinesCreate } from '@/app/api/machines/route';
import { GET as machinesExport } from '@/app/api/machines/export/route';
import { GET as movementsList } from '@/app/api/inventory/product/[id]/movements/route';
import { GET as movementsExport } from '@/app/api/inventory/product/[id]/movements/export/route';
import { adjustStock } from '@/lib/inventory/service';
import { makeLocation, makeProduct } from '../factories/products';
import { makeReceipt } from '../factories/stock';
import { writeAudit } from '@/lib/audit';
import { updateCorrectiveAction } from '@/lib/suppliers/corrective-actions';
import { addDays, todayInPlant } from '@/lib/dates';
import { logMaintenance, recordUsage } from '@/lib/molds/service';
import { makeMold } from '../factories/molds';
import { makeReport, makeRunningWorkOrder } from '../factories/production';
import { makeAction, makeSupplier } from '../factories/suppliers';
import { makeUser, signedInAs } from '../factories/users';
import { call, uid } from '../helpers';

let admin: Awaited<ReturnType<typeof signedInAs>>;
let viewer: { token: string };

beforeAll(async () => {
  admin = await signedInAs('Admin');
  viewer = await signedInAs('Viewer');
});

type Handler = Parameters<typeof call>[0];

/** The raw CSV answer: status, headers and its records (BOM stripped, header row first). */
async function exportOf(handler: Handler, path: string, token: string = admin.token, params: Record<string, string> = {}) {
  const res = await handler(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve(params) });
  const text = await res.text();
  const records = res.headers.get('content-type')?.startsWith('text/csv') ? Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data : [];
  const [header = [], ...rows] = records;
  return { status: res.status, headers: res.headers, text, header, rows, column: (name: string) => rows.map((r) => r[header.indexOf(name)]) };
}

describe('admin users', () => {
  it('sorts by name (A→Z by default), email, role and newest account; an unknown key is a 422', async () => {
    const tag = `usr${uid()}`;
    await makeUser({ name: `${tag} Bravo`, email: `a-${tag}@example.test`, role: 'Viewer' });
    await makeUser({ name: `${tag} Alpha`, email: `c-${tag}@example.test`, role: 'Sales' });
    await makeUser({ name: `${tag} Charlie`, email: `b-${tag}@example.test`, role: 'Manager' });
    const names = async (q: string) =>
      (await call(usersList, 'GET', `/api/users?q=${tag}&${q}`, { token: admin.token })).body.data.map((u: { name: string }) => u.name.split(' ')[1]);
    expect(await names('')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('sort=name&dir=desc')).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(await names('sort=email')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await names('sort=role')).toEqual(['Charlie', 'Alpha', 'Bravo']); // Manager, Sales, Viewer
    expect(await names('sort=created_at')).toEqual(['Charlie', 'Alpha', 'Bravo']); // newest first
    const bad = await call(usersList, 'GET', '/api/users?sort=password_hash&dir=up', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['dir', 'sort']);
  });

  it('exports the users as filtered and sorted on screen, to Admins only', async () => {
    const tag = `uxp${uid()}`;
    await makeUser({ name: `${tag} One`, role: 'Viewer' });
    await makeUser({ name: `${tag} Two`, role: 'Viewer', active: false });
    await makeUser({ name: `${tag} Three`, role: 'Sales' });
    const res = await exportOf(usersExport, `/api/users/export?q=${tag}&role=Viewer&sort=name&dir=desc&per_page=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.header).toEqual(['name', 'email', 'role', 'status', 'last_sign_in_at', 'open_sessions', 'live_tokens', 'created_at', 'updated_at']);
    expect(res.column('name')).toEqual([`${tag} Two`, `${tag} One`]);
    expect(res.column('status')).toEqual(['inactive', 'active']);
    expect(res.text).not.toContain('password');
    expect((await exportOf(usersExport, '/api/users/export', viewer.token)).status).toBe(403);
    expect((await exportOf(usersExport, '/api/users/export?sort=secret')).status).toBe(422);
  });
});

describe('the audit log', () => {
  async function entries(tag: string) {
    const user = await makeUser({ name: `${tag} auditor` });
    for (const [action, entityId] of [['update', '2'], ['create', '1'], ['delete', '3']] as const) {
      await writeAudit(getDb(), { user, entity: tag, entityId, action, changes: { note: [`=cmd ${entityId}`, null] } });
    }
  }

  it('newest first by default; by action both ways; an unknown key is a 422', async () => {
    const tag = `aud${uid()}`;
    await entries(tag);
    const ids = async (q: string) =>
      (await call(auditList, 'GET', `/api/audit?entity=${tag}&${q}`, { token: admin.token })).body.data.map((e: { entity_id: string }) => e.entity_id);
    expect(await ids('')).toEqual(['3', '1', '2']);
    expect(await ids('sort=at&dir=asc')).toEqual(['2', '1', '3']);
    expect(await ids('sort=action')).toEqual(['1', '3', '2']); // create, delete, update
    expect(await ids('sort=action&dir=desc')).toEqual(['2', '3', '1']);
    expect((await call(auditList, 'GET', '/api/audit?sort=changes', { token: admin.token })).status).toBe(422);
  });

  it('exports the entries as filtered and sorted on screen, only to who may read the log', async () => {
    const tag = `axp${uid()}`;
    await entries(tag);
    const all = await exportOf(auditExport, `/api/audit/export?entity=${tag}&sort=action&dir=desc`);
    expect(all.status).toBe(200);
    expect(all.header).toEqual(['at', 'user_name', 'user_email', 'action', 'entity', 'entity_id', 'changes']);
    expect(all.column('action')).toEqual(['update', 'delete', 'create']);
    expect(all.column('user_name')).toEqual([`${tag} auditor`, `${tag} auditor`, `${tag} auditor`]);
    expect(JSON.parse(all.column('changes')[0])).toEqual({ note: ['=cmd 2', null] });
    const one = await exportOf(auditExport, `/api/audit/export?entity=${tag}&action=delete`);
    expect(one.column('entity_id')).toEqual(['3']);
    expect((await exportOf(auditExport, '/api/audit/export', viewer.token)).status).toBe(403);
    expect((await exportOf(auditExport, '/api/audit/export?from=2026-02-10&to=2026-02-01')).status).toBe(422);
  });
});

describe("a mold's histories", () => {
  it('usage: newest first by default, by shots, by operator; 422 for an unknown key; the export as sorted, every record', async () => {
    const mold = await makeMold();
    const today = todayInPlant();
    for (const [back, shots, operator] of [[3, 500, 'Kim'], [1, 900, 'alvarez'], [2, 100, 'Baker']] as const) {
      await recordUsage(admin.ctx, mold.id, { date: addDays(today, -back), shots_produced: shots, operator });
    }
    const shots = async (q: string) =>
      (await call(usageList, 'GET', `/api/molds/${mold.id}/usage?page=1&${q}`, { token: admin.token, params: { id: String(mold.id) } })).body.data.map((u: { shots_produced: number }) => u.shots_produced);
    expect(await shots('')).toEqual([900, 100, 500]);
    expect(await shots('sort=date&dir=asc')).toEqual([500, 100, 900]);
    expect(await shots('sort=shots_produced')).toEqual([900, 500, 100]);
    expect(await shots('sort=operator')).toEqual([900, 100, 500]); // alvarez, Baker, Kim: case-insensitive
    const whole = await call(usageList, 'GET', `/api/molds/${mold.id}/usage?sort=shots_produced&dir=asc`, { token: admin.token, params: { id: String(mold.id) } });
    expect(whole.body.data.map((u: { shots_produced: number }) => u.shots_produced)).toEqual([100, 500, 900]);
    expect((await call(usageList, 'GET', `/api/molds/${mold.id}/usage?sort=cost`, { token: admin.token, params: { id: String(mold.id) } })).status).toBe(422);

    const csv = await exportOf(usageExport, `/api/molds/${mold.id}/usage/export?sort=shots_produced&dir=asc&page=2&per_page=1`, admin.token, { id: String(mold.id) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="mold-${mold.id}-usage-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(csv.header.slice(0, 4)).toEqual(['date', 'work_order', 'product', 'shots_produced']);
    expect(csv.column('shots_produced')).toEqual(['100', '500', '900']);
    expect(csv.column('operator')).toEqual(['Baker', 'Kim', 'alvarez']);
    expect((await exportOf(usageExport, `/api/molds/${mold.id}/usage/export`, viewer.token, { id: String(mold.id) })).status).toBe(200); // every role reads molds
    expect((await exportOf(usageExport, '/api/molds/999999999/usage/export', admin.token, { id: '999999999' })).status).toBe(404);
    expect((await exportOf(usageExport, `/api/molds/${mold.id}/usage/export?dir=sideways`, admin.token, { id: String(mold.id) })).status).toBe(422);
  });

  it('maintenance: by cost, by type; the export as sorted', async () => {
    const mold = await makeMold();
    const today = todayInPlant();
    for (const [back, cost, type] of [[10, 50, 'repair'], [5, 900, 'inspection'], [1, 300, 'preventive']] as const) {
      await logMaintenance(admin.ctx, mold.id, { date: addDays(today, -back), type, cost, technician: 'R. Alvarez' });
    }
    const costs = async (q: string) =>
      (await call(maintenanceList, 'GET', `/api/molds/${mold.id}/maintenance?page=1&${q}`, { token: admin.token, params: { id: String(mold.id) } })).body.data.map((m: { cost: number }) => m.cost);
    expect(await costs('')).toEqual([300, 900, 50]);
    expect(await costs('sort=cost')).toEqual([900, 300, 50]);
    expect(await costs('sort=type')).toEqual([900, 300, 50]); // inspection, preventive, repair
    expect(await costs('sort=type&dir=desc')).toEqual([50, 300, 900]);
    const csv = await exportOf(maintenanceExport, `/api/molds/${mold.id}/maintenance/export?sort=cost&dir=asc`, admin.token, { id: String(mold.id) });
    expect(csv.status).toBe(200);
    expect(csv.column('cost')).toEqual(['50', '300', '900']);
    expect(csv.column('type')).toEqual(['repair', 'preventive', 'inspection']);
  });
});

describe("a supplier's corrective actions", () => {
  it('open first by default; by severity, due date and number; 422 for an unknown key; the export as filtered and sorted', async () => {
    const supplier = await makeSupplier(admin.ctx);
    const today = todayInPlant();
    const a = await makeAction(admin.ctx, supplier.id, { severity: 'minor', due_date: addDays(today, 9) });
    const b = await makeAction(admin.ctx, supplier.id, { severity: 'critical', due_date: addDays(today, 3) });
    const c = await makeAction(admin.ctx, supplier.id, { severity: 'major', due_date: addDays(today, 6) });
    await updateCorrectiveAction(admin.ctx, { supplierId: supplier.id, actionId: b.id }, { status: 'closed', resolution_notes: 'Fixed' });
    const params = { id: String(supplier.id) };
    const ids = async (q: string) =>
      (await call(actionsList, 'GET', `/api/suppliers/${supplier.id}/scorecard/corrective-actions?${q}`, { token: admin.token, params })).body.data.map((x: { id: number }) => x.id);
    expect(await ids('')).toEqual([c.id, a.id, b.id]); // open ones by due date, then the closed one
    expect(await ids('sort=severity')).toEqual([b.id, c.id, a.id]); // critical first
    expect(await ids('sort=due_date')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=action_number&dir=desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('status=open&sort=severity&dir=asc')).toEqual([a.id, c.id]);
    const bad = await call(actionsList, 'GET', `/api/suppliers/${supplier.id}/scorecard/corrective-actions?sort=issue`, { token: admin.token, params });
    expect(bad.status).toBe(422);

    const csv = await exportOf(actionsExport, `/api/suppliers/${supplier.id}/scorecard/corrective-actions/export?status=open&sort=due_date&dir=desc`, viewer.token, params);
    expect(csv.status).toBe(200);
    expect(csv.header.slice(0, 5)).toEqual(['action_number', 'issue_description', 'category', 'severity', 'status']);
    expect(csv.column('action_number')).toEqual([a.action_number, c.action_number]);
    expect((await exportOf(actionsExport, '/api/suppliers/999999999/scorecard/corrective-actions/export', admin.token, { id: '999999999' })).status).toBe(404);
  });
});

describe("a work order's production reports", () => {
  it('newest first by default; by scrap and defect rate; paged with page; 422 and 404; the export as sorted', async () => {
    const order = await makeRunningWorkOrder();
    const params = { id: String(order.id) };
    for (const [good, scrap, operator] of [[40, 0, 'Kim'], [30, 10, 'alvarez'], [38, 2, 'Baker']] as const) {
      await makeReport(order.id, { shots: 10, good_parts: good, scrap_parts: scrap, operator });
    }
    const scraps = async (q: string) =>
      (await call(reportsList, 'GET', `/api/production/work-orders/${order.id}/reports?${q}`, { token: viewer.token, params })).body.data.map((r: { scrap_parts: number }) => r.scrap_parts);
    expect(await scraps('')).toEqual([2, 10, 0]);
    expect(await scraps('sort=scrap_parts')).toEqual([10, 2, 0]);
    expect(await scraps('sort=defect_rate&dir=asc')).toEqual([0, 2, 10]);
    expect(await scraps('sort=operator')).toEqual([10, 2, 0]);
    const page = await call(reportsList, 'GET', `/api/production/work-orders/${order.id}/reports?page=2&per_page=2&sort=scrap_parts`, { token: viewer.token, params });
    expect(page.body).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(page.body.data.map((r: { scrap_parts: number }) => r.scrap_parts)).toEqual([0]);
    expect((await call(reportsList, 'GET', `/api/production/work-orders/${order.id}/reports?sort=notes`, { token: viewer.token, params })).status).toBe(422);
    expect((await call(reportsList, 'GET', '/api/production/work-orders/999999999/reports', { token: viewer.token, params: { id: '999999999' } })).status).toBe(404);

    const csv = await exportOf(reportsExport, `/api/production/work-orders/${order.id}/reports/export?sort=good_parts&dir=asc`, viewer.token, params);
    expect(csv.status).toBe(200);
    expect(csv.header.slice(0, 5)).toEqual(['reported_at', 'shots', 'good_parts', 'scrap_parts', 'defect_rate']);
    expect(csv.column('good_parts')).toEqual(['30', '38', '40']);
    expect(csv.column('defect_rate')).toEqual(['25', '5', '0']);
    expect((await exportOf(reportsExport, '/api/production/work-orders/999999999/reports/export', viewer.token, { id: '999999999' })).status).toBe(404);
  });
});

describe('the machines', () => {
  it('by number by default; by tonnage and rate; 422 for an unknown key; the export in the order asked', async () => {
    const tag = `M${uid()}`.toUpperCase();
    for (const [suffix, tonnage, rate] of [['B', 350, 40], ['A', 120, 95], ['C', 800, 60]] as const) {
      const res = await call(machinesCreate, 'POST', '/api/machines', { token: admin.token, body: { machine_number: `${tag}-${suffix}`, machine_name: `Press ${suffix}`, tonnage, hourly_rate: rate } });
      expect(res.status).toBe(201);
    }
    const mine = (rows: { machine_number: string }[]) => rows.filter((m) => m.machine_number.startsWith(tag)).map((m) => m.machine_number.slice(-1));
    const order = async (q: string) => mine((await call(machinesList, 'GET', `/api/machines?${q}`, { token: viewer.token })).body.data);
    expect(await order('')).toEqual(['A', 'B', 'C']);
    expect(await order('sort=tonnage')).toEqual(['C', 'B', 'A']);
    expect(await order('sort=hourly_rate&dir=asc')).toEqual(['B', 'C', 'A']);
    expect((await call(machinesList, 'GET', '/api/machines?sort=uptime', { token: viewer.token })).status).toBe(422);
    const csv = await exportOf(machinesExport, '/api/machines/export?sort=machine_number&dir=desc', viewer.token);
    expect(csv.status).toBe(200);
    expect(csv.header).toEqual(['machine_number', 'machine_name', 'tonnage', 'status', 'hourly_rate', 'created_at', 'updated_at']);
    expect(csv.column('machine_number').filter((n) => n.startsWith(tag))).toEqual([`${tag}-C`, `${tag}-B`, `${tag}-A`]);
  });
});

describe("a product's stock movements", () => {
  it('newest first by default; by quantity and type; 422 for an unknown key, 404 for an unknown product; the export as sorted', async () => {
    const product = await makeProduct();
    const location = await makeLocation();
    const today = todayInPlant();
    await makeReceipt(product.id, location.id, 50, { received_date: addDays(today, -3), unit_cost: 2 });
    await makeReceipt(product.id, location.id, 500, { received_date: addDays(today, -1), unit_cost: 1.5 });
    await adjustStock(admin.ctx, { product_id: product.id, location_id: location.id, quantity_change: -5, reason: 'damaged' });
    const params = { id: String(product.id) };
    const quantities = async (q: string) =>
      (await call(movementsList, 'GET', `/api/inventory/product/${product.id}/movements?page=1&${q}`, { token: admin.token, params })).body.data.map((m: { quantity: number }) => m.quantity);
    expect(await quantities('')).toEqual([-5, 500, 50]); // all dated today: the order recorded, newest first
    expect(await quantities('sort=date&dir=asc')).toEqual([50, 500, -5]);
    expect(await quantities('sort=quantity')).toEqual([500, 50, -5]);
    expect(await quantities('sort=type')).toEqual([-5, 50, 500]); // adjustment before receipt, ties in the order recorded
    const bad = await call(movementsList, 'GET', `/api/inventory/product/${product.id}/movements?sort=operator`, { token: admin.token, params });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('sort');

    const csv = await exportOf(movementsExport, `/api/inventory/product/${product.id}/movements/export?sort=quantity&dir=asc&page=2&per_page=1`, viewer.token, params);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="product-${product.id}-movements-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    expect(csv.header.slice(0, 5)).toEqual(['movement_date', 'movement_type', 'quantity', 'from_location', 'to_location']);
    expect(csv.column('quantity')).toEqual(['-5', '50', '500']); // every movement, whatever page the screen was on
    expect(csv.column('to_location')).toEqual(['', location.locationCode, location.locationCode]);
    expect(csv.column('movement_type')).toEqual(['adjustment', 'receipt', 'receipt']);
    expect((await exportOf(movementsExport, '/api/inventory/product/999999999/movements/export', admin.token, { id: '999999999' })).status).toBe(404);
    expect((await exportOf(movementsExport, `/api/inventory/product/${product.id}/movements/export?dir=up`, admin.token, params)).status).toBe(422);
  });
});
