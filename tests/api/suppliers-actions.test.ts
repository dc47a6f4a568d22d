import { beforeAll, describe, expect, it } from 'vitest';
import { GET as showAction, PATCH as patchAction, PUT as putAction } from '@/app/api/suppliers/[id]/scorecard/corrective-actions/[actionId]/route';
import { GET as listActions, POST as createAction } from '@/app/api/suppliers/[id]/scorecard/corrective-actions/route';
import { GET as showSupplier } from '@/app/api/suppliers/[id]/route';
import { addDays, todayInPlant } from '@/lib/dates';
import type { ServiceContext } from '@/lib/service-context';
import { formatActionNumber } from '@/lib/suppliers/corrective-actions';
import { auditRows, expectAudit } from '../audit';
import { actionBody, backdateAction, callerWithRole, makeAction, makeSupplier } from '../factories/suppliers';
import { call, signedIn } from '../helpers';

let token: string;
let ctx: ServiceContext;
let userId: number;

beforeAll(async () => {
  const s = await signedIn();
  ({ token, ctx } = s);
  userId = s.user.id;
});

const today = () => todayInPlant();
const create = (supplierId: number, body: unknown, t = token) =>
  call(createAction, 'POST', `/api/suppliers/${supplierId}/scorecard/corrective-actions`, { token: t, params: { id: String(supplierId) }, body });
const update = (supplierId: number, actionId: number, body: unknown, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  call(patchAction, 'PATCH', '/x', { token: opts.token ?? token, headers: opts.headers, params: { id: String(supplierId), actionId: String(actionId) }, body });
const list = (supplierId: number, query = '') =>
  call(listActions, 'GET', `/api/suppliers/${supplierId}/scorecard/corrective-actions${query}`, { token, params: { id: String(supplierId) } });

describe('POST /api/suppliers/{id}/scorecard/corrective-actions', () => {
  it('creates an open action dated today with the next CA-YYYY-NNNN number; status and number sent are ignored', async () => {
    const s = await makeSupplier(ctx);
    const due = addDays(today(), 14);
    const res = await create(s.id, { issue_description: '  Flash on parting line  ', due_date: due, status: 'closed', action_number: 'CA-1999-0001', assigned_user_id: userId });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Corrective action created successfully');
    const a = res.body.data;
    expect(a).toMatchObject({
      supplier_id: s.id,
      issue_description: 'Flash on parting line',
      severity: 'minor',
      category: 'quality',
      status: 'open',
      date_opened: today(),
      due_date: due,
      date_closed: null,
      resolution_notes: null,
      assigned_user_id: userId,
      assigned_user: { id: userId, name: expect.any(String) },
      supplier: { id: s.id, supplier_code: s.supplier_code, company_name: s.company_name },
      is_overdue: false,
      days_overdue: 0,
      version: 1,
    });
    expect(a.action_number).toMatch(new RegExp(`^CA-${today().slice(0, 4)}-\\d{4,}$`));
    await expectAudit('corrective_action', a.id, 'create', { changes: { action_number: a.action_number } });
    const supplier = await call(showSupplier, 'GET', '/x', { token, params: { id: String(s.id) } });
    expect(supplier.body.data.open_corrective_actions).toBe(1);
  });

  it('20 concurrent creates get 20 distinct numbers', async () => {
    const s = await makeSupplier(ctx);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(s.id, actionBody({ issue_description: `Concurrent ${i}` }))));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.data.action_number as string);
    expect(new Set(numbers).size).toBe(20);
    const year = today().slice(0, 4);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^CA-${year}-\\d{4,}$`));
    expect((await list(s.id, '?per_page=100')).body.total).toBe(20);
  });

  it('formats numbers with at least four digits, never truncated', () => {
    expect(formatActionNumber(2026, 7)).toBe('CA-2026-0007');
    expect(formatActionNumber(2026, 9999)).toBe('CA-2026-9999');
    expect(formatActionNumber(2026, 12345)).toBe('CA-2026-12345');
  });

  it('validates: description and due date required, due date not before today, known severity and category', async () => {
    const s = await makeSupplier(ctx);
    let res = await create(s.id, { issue_description: ' ', severity: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      issue_description: ['The issue description field is required.'],
      severity: ['The severity field is required.'],
      due_date: ['The due date field is required.'],
    });
    res = await create(s.id, actionBody({ due_date: addDays(today(), -1), severity: 'huge', category: 'safety', assigned_user_id: 999999999 }));
    expect(res.body.errors).toEqual({
      due_date: ['The due date must be today or later.'],
      severity: ['The selected severity is invalid. Choose minor, major or critical.'],
      category: ['The selected category is invalid. Choose quality, delivery, communication, cost, improvement or other.'],
    });
    res = await create(s.id, actionBody({ assigned_user_id: 999999999 }));
    expect(res.body.errors).toEqual({ assigned_user_id: ['The selected assigned user does not exist.'] });
    res = await create(s.id, actionBody({ due_date: '2026-02-30' }));
    expect(res.body.errors).toEqual({ due_date: ['The due date must be a valid date (YYYY-MM-DD).'] });
    expect((await list(s.id)).body.total).toBe(0);
  });

  it('401, 403 for roles without corrective_actions.write, 404 for an unknown supplier', async () => {
    const s = await makeSupplier(ctx);
    expect((await call(createAction, 'POST', '/x', { params: { id: String(s.id) }, body: actionBody() })).status).toBe(401);
    for (const role of ['Viewer', 'Sales', 'Planning'] as const) {
      const res = await create(s.id, actionBody(), (await callerWithRole(role)).token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to change corrective actions.');
    }
    expect((await create(s.id, actionBody(), (await callerWithRole('Quality')).token)).status).toBe(201);
    const missing = await create(999999999, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Supplier not found');
  });
});

describe('GET /api/suppliers/{id}/scorecard/corrective-actions', () => {
  it('pages, filters by status (open = open or in progress), lists open ones first by due date', async () => {
    const s = await makeSupplier(ctx);
    const later = await makeAction(ctx, s.id, { due_date: addDays(today(), 30) });
    const sooner = await makeAction(ctx, s.id, { due_date: addDays(today(), 2) });
    const started = await makeAction(ctx, s.id, { due_date: addDays(today(), 10) });
    const closed = await makeAction(ctx, s.id);
    await update(s.id, started.id, { status: 'in_progress' });
    await update(s.id, closed.id, { status: 'closed', resolution_notes: 'Supplier replaced the worn cavity insert.' });

    const all = await list(s.id);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, current_page: 1, per_page: 15, total: 4 });
    expect(all.body.data.map((a: { id: number }) => a.id)).toEqual([sooner.id, started.id, later.id, closed.id]);

    const open = await list(s.id, '?status=open&per_page=1');
    expect(open.body).toMatchObject({ total: 3, last_page: 3 });
    expect(open.body.data).toHaveLength(1);
    expect((await list(s.id, '?status=closed')).body.data.map((a: { id: number }) => a.id)).toEqual([closed.id]);
    expect((await list(s.id, '?status=in_progress')).body.data.map((a: { id: number }) => a.id)).toEqual([started.id]);

    const bad = await list(s.id, '?status=done');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status[0]).toBe('The selected status is invalid. Choose open, in_progress, closed or cancelled.');
    const missing = await list(999999999);
    expect(missing.status).toBe(404);
  });

  it('marks open actions due before today as overdue with their days', async () => {
    const s = await makeSupplier(ctx);
    const overdue = await makeAction(ctx, s.id);
    await backdateAction(overdue.id, addDays(today(), -3));
    const dueToday = await makeAction(ctx, s.id);
    const closedLate = await makeAction(ctx, s.id);
    await backdateAction(closedLate.id, addDays(today(), -9));
    await update(s.id, closedLate.id, { status: 'cancelled' });
    const rows = Object.fromEntries((await list(s.id)).body.data.map((a: { id: number }) => [a.id, a]));
    expect(rows[overdue.id]).toMatchObject({ is_overdue: true, days_overdue: 3 });
    expect(rows[dueToday.id]).toMatchObject({ is_overdue: false, days_overdue: 0 });
    expect(rows[closedLate.id]).toMatchObject({ is_overdue: false, days_overdue: 0, status: 'cancelled' });
  });
});

describe('PUT/PATCH …/corrective-actions/{actionId}', () => {
  it('edits the fields sent, bumps the version and audits the change', async () => {
    const s = await makeSupplier(ctx);
    const a = await makeAction(ctx, s.id, { severity: 'minor' });
    const due = addDays(today(), 21);
    const res = await call(putAction, 'PUT', '/x', {
      token,
      params: { id: String(s.id), actionId: String(a.id) },
      body: { issue_description: 'Sink marks on boss', severity: 'critical', status: 'in_progress', due_date: due, version: 1, action_number: 'CA-0000-0000' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Corrective action updated successfully');
    expect(res.body.data).toMatchObject({ issue_description: 'Sink marks on boss', severity: 'critical', status: 'in_progress', due_date: due, version: 2, action_number: a.action_number });
    await expectAudit('corrective_action', a.id, 'update', { changes: { severity: ['minor', 'critical'], status: ['open', 'in_progress'] } });
    const shown = await call(showAction, 'GET', '/x', { token, params: { id: String(s.id), actionId: String(a.id) } });
    expect(shown.body.data).toMatchObject({ id: a.id, version: 2 });
  });

  it('closing records the resolution notes and the closing date; reopening clears both', async () => {
    const s = await makeSupplier(ctx);
    const a = await makeAction(ctx, s.id);
    let res = await update(s.id, a.id, { status: 'closed', resolution_notes: 'Gate vestige trimmed at source; 3 lots verified.' });
    expect(res.body.data).toMatchObject({ status: 'closed', resolution_notes: 'Gate vestige trimmed at source; 3 lots verified.', date_closed: today() });
    res = await update(s.id, a.id, { status: 'open' });
    expect(res.body.data).toMatchObject({ status: 'open', resolution_notes: null, date_closed: null, version: 3 });
  });

  it('resolution notes only with a closed or cancelled status', async () => {
    const s = await makeSupplier(ctx);
    const a = await makeAction(ctx, s.id);
    const res = await update(s.id, a.id, { status: 'in_progress', resolution_notes: 'Done.' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ resolution_notes: ['Resolution notes can only be recorded when the action is closed or cancelled.'] });
    expect((await update(s.id, a.id, { resolution_notes: 'Done.' })).status).toBe(422);
    expect((await update(s.id, a.id, { status: 'cancelled', resolution_notes: 'Duplicate of another action.' })).status).toBe(200);
  });

  it('a changed due date must be today or later; an overdue action keeps its past date and can be closed', async () => {
    const s = await makeSupplier(ctx);
    const a = await makeAction(ctx, s.id);
    const past = addDays(today(), -5);
    await backdateAction(a.id, past);
    const moved = await update(s.id, a.id, { due_date: addDays(today(), -1) });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ due_date: ['The due date must be today or later.'] });
    const res = await update(s.id, a.id, { issue_description: a.issue_description, due_date: past, status: 'closed', resolution_notes: 'Closed late.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'closed', due_date: past, is_overdue: false });
  });

  it('a change of nothing answers 200 with the action, keeps the version, writes no audit row', async () => {
    const s = await makeSupplier(ctx);
    const a = await makeAction(ctx, s.id);
    const res = await update(s.id, a.id, { issue_description: a.issue_description, severity: a.severity, status: 'open', due_date: a.due_date });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(1);
    expect(await auditRows('corrective_action', a.id, 'update')).toHaveLength(0);
  });

  it('409 on a stale version after validation; 404 through another supplier or for an unknown action; 403 first', async () => {
    const s = await makeSupplier(ctx);
    const other = await makeSupplier(ctx);
    const a = await makeAction(ctx, s.id, { severity: 'minor' });
    expect((await update(s.id, a.id, { severity: 'major' })).body.data.version).toBe(2);
    const stale = await update(s.id, a.id, { severity: 'critical', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed by someone else');
    expect((await update(s.id, a.id, { severity: 'critical' }, { headers: { 'if-match': '1' } })).status).toBe(409);
    expect((await update(s.id, a.id, { severity: 'nope', version: 1 })).status).toBe(422);
    const elsewhere = await update(other.id, a.id, { severity: 'critical' });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe('Corrective action not found');
    expect((await update(s.id, 999999999, {})).status).toBe(404);
    expect((await update(s.id, a.id, { severity: 'critical' }, { token: (await callerWithRole('Viewer')).token })).status).toBe(403);
    const now = await call(showAction, 'GET', '/x', { token, params: { id: String(s.id), actionId: String(a.id) } });
    expect(now.body.data).toMatchObject({ severity: 'major', version: 2 });
  });
});
