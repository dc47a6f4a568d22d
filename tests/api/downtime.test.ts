import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEvent, PATCH as patchEvent, PUT as putEvent } from '@/app/api/machines/[id]/downtime/[eventId]/route';
import { GET as listEvents, POST as postEvent } from '@/app/api/machines/[id]/downtime/route';
import { getDb } from '@/db/client';
import { machineStatusChanges, machines } from '@/db/schema';
import { DOWNTIME_OVERLAPS, ENDS_BEFORE_START, IN_THE_FUTURE } from '@/lib/oee/schemas';
import { auditRows, expectAudit } from '../audit';
import { makeMachine } from '../factories/machines';
import { makeDowntime } from '../factories/oee';
import { makeRunningWorkOrder } from '../factories/production';
import { roleWith, roleWithout, signedInAs, type SignedIn } from '../factories/users';
import { call } from '../helpers';

/** Downtime events of a press (CONTRACT §13): the API's rules; OEE and the rollups: tests/api/oee.test.ts. */
let production: SignedIn;
let viewer: SignedIn;
let refused: SignedIn;

beforeAll(async () => {
  [production, viewer, refused] = await Promise.all([signedInAs(roleWith('downtime.write')), signedInAs('Viewer'), signedInAs(roleWithout('downtime.write'))]);
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const statusOf = async (id: number) => (await getDb().select({ status: machines.status }).from(machines).where(eq(machines.id, id)))[0].status;
const path = (id: number, eventId?: number) => `/api/machines/${id}/downtime${eventId ? `/${eventId}` : ''}`;
const post = (id: number | string, body: unknown, token = production.token) => call(postEvent, 'POST', `/api/machines/${id}/downtime`, { token, params: { id: String(id) }, body });
const patch = (id: number, eventId: number, body: unknown, token = production.token, headers?: Record<string, string>) =>
  call(patchEvent, 'PATCH', path(id, eventId), { token, params: { id: String(id), eventId: String(eventId) }, body, headers });

describe('POST /api/machines/{id}/downtime', () => {
  it('records a closed event: 201 with Location, category from the reason, the press status unchanged, audited', async () => {
    const machine = await makeMachine();
    const res = await post(machine.id, { started_at: hoursAgo(3), ended_at: hoursAgo(2), reason_code: 'mold_change', notes: 'M-2041 out' });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(path(machine.id, res.body.data.id));
    expect(res.body.data).toMatchObject({ machine_id: machine.id, reason_code: 'mold_change', reason_label: 'Mold change', category: 'planned', open: false, notes: 'M-2041 out', version: 1 });
    expect(res.body.data.duration_minutes).toBeCloseTo(60, 1);
    expect(await statusOf(machine.id)).toBe('idle');
    await expectAudit('downtime_event', res.body.data.id, 'create', { changes: { reason_code: 'mold_change', category: 'planned' } });
  });

  it('an open planned event takes the press offline, closing puts it back; unplanned → error', async () => {
    const machine = await makeMachine();
    const open = await post(machine.id, { started_at: hoursAgo(1), reason_code: 'color_change' });
    expect(open.body.data).toMatchObject({ open: true, ended_at: null, category: 'planned' });
    expect(await statusOf(machine.id)).toBe('offline');
    const closed = await patch(machine.id, open.body.data.id, {});
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ open: false, version: 2, closed_by: production.user.id });
    expect(await statusOf(machine.id)).toBe('idle');
    await expectAudit('downtime_event', open.body.data.id, 'close');

    const running = await makeRunningWorkOrder({ machine_id: (await makeMachine()).id });
    const pressId = running.machine_id!;
    expect(await statusOf(pressId)).toBe('running');
    const failure = await post(pressId, { started_at: hoursAgo(0.5), reason_code: 'machine_failure' });
    expect(await statusOf(pressId)).toBe('error');
    const changes = await getDb().select().from(machineStatusChanges).where(eq(machineStatusChanges.machineId, pressId));
    expect(changes.at(-1)).toMatchObject({ fromStatus: 'running', toStatus: 'error', reason: 'Machine failure' });
    await patch(pressId, failure.body.data.id, { ended_at: new Date().toISOString() });
    expect(await statusOf(pressId)).toBe('running');
  });

  it('refuses overlapping events on one press (422 on started_at); touching ends are fine; another press is independent', async () => {
    const machine = await makeMachine();
    await makeDowntime(machine.id, { started_at: hoursAgo(5), ended_at: hoursAgo(4), reason_code: 'break' });
    for (const body of [
      { started_at: hoursAgo(4.5), ended_at: hoursAgo(3), reason_code: 'break' }, // starts inside
      { started_at: hoursAgo(6), ended_at: hoursAgo(4.5), reason_code: 'break' }, // ends inside
      { started_at: hoursAgo(6), ended_at: hoursAgo(3), reason_code: 'break' }, // covers it
      { started_at: hoursAgo(4.5), reason_code: 'utilities' }, // open from inside
      { started_at: hoursAgo(7), reason_code: 'utilities' }, // open from before
    ]) {
      const res = await post(machine.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual({ started_at: [DOWNTIME_OVERLAPS] });
    }
    expect((await post(machine.id, { started_at: hoursAgo(4), ended_at: hoursAgo(3), reason_code: 'break' })).status).toBe(201);
    const open = await post(machine.id, { started_at: hoursAgo(2), reason_code: 'no_operator' });
    expect(open.status).toBe(201);
    // after an open event nothing may start, and a second open one is refused
    expect((await post(machine.id, { started_at: hoursAgo(1), ended_at: hoursAgo(0.5), reason_code: 'break' })).status).toBe(422);
    expect((await post(machine.id, { started_at: hoursAgo(1), reason_code: 'break' })).status).toBe(422);
    const other = await makeMachine();
    expect((await post(other.id, { started_at: hoursAgo(4.5), ended_at: hoursAgo(3), reason_code: 'break' })).status).toBe(201);
  });

  it('two concurrent opens on one press: one wins, the other is a 422 (the press row lock)', async () => {
    const machine = await makeMachine();
    const results = await Promise.all([post(machine.id, { started_at: hoursAgo(1), reason_code: 'break' }), post(machine.id, { started_at: hoursAgo(1), reason_code: 'utilities' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it('422: unknown reason, bad or missing start, end before start, in the future', async () => {
    const machine = await makeMachine();
    const bad = await post(machine.id, { started_at: 'yesterday', reason_code: 'coffee' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reason_code', 'started_at']);
    expect((await post(machine.id, { reason_code: 'break' })).body.errors).toHaveProperty('started_at');
    expect((await post(machine.id, { started_at: hoursAgo(1), ended_at: hoursAgo(2), reason_code: 'break' })).body.errors).toEqual({ ended_at: [ENDS_BEFORE_START] });
    expect((await post(machine.id, { started_at: hoursAgo(-1), reason_code: 'break' })).body.errors).toEqual({ started_at: [IN_THE_FUTURE] });
    expect((await post(machine.id, { started_at: hoursAgo(1), ended_at: hoursAgo(-1), reason_code: 'break' })).body.errors).toEqual({ ended_at: [IN_THE_FUTURE] });
    expect((await post(machine.id, { started_at: 1700000000, reason_code: 'break' })).status).toBe(422);
  });

  it('401 → 403 → 404: no token, a role without downtime.write (audited refusal), an unknown or non-numeric press', async () => {
    const machine = await makeMachine();
    expect((await call(postEvent, 'POST', path(machine.id), { params: { id: String(machine.id) }, body: {} })).status).toBe(401);
    const forbidden = await post(machine.id, { started_at: hoursAgo(1), reason_code: 'break' }, refused.token);
    expect(forbidden.status).toBe(403);
    expect((await post(999999999, { started_at: hoursAgo(1), reason_code: 'break' }, refused.token)).status).toBe(403);
    expect((await post(999999999, { started_at: hoursAgo(1), reason_code: 'break' })).status).toBe(404);
    expect((await post('abc', { started_at: hoursAgo(1), reason_code: 'break' })).status).toBe(404);
    expect(await statusOf(machine.id)).toBe('idle');
  });
});

describe('PATCH /api/machines/{id}/downtime/{eventId}', () => {
  it('corrects a closed event (reason, end), bumps the version; a no-op keeps it; 409 on a stale version after 422', async () => {
    const machine = await makeMachine();
    const event = await makeDowntime(machine.id, { started_at: hoursAgo(5), ended_at: hoursAgo(4), reason_code: 'break' });
    const res = await patch(machine.id, event.id, { ended_at: hoursAgo(3.5), reason_code: 'no_operator', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reason_code: 'no_operator', category: 'unplanned', version: 2 });
    expect(res.body.data.duration_minutes).toBeCloseTo(90, 1);
    const same = await call(putEvent, 'PUT', path(machine.id, event.id), { token: production.token, params: { id: String(machine.id), eventId: String(event.id) }, body: { reason_code: 'no_operator' } });
    expect(same.body.data.version).toBe(2);
    expect(await auditRows('downtime_event', event.id, 'update')).toHaveLength(1);
    expect((await patch(machine.id, event.id, { ended_at: hoursAgo(6), version: 1 })).status).toBe(422);
    expect((await patch(machine.id, event.id, { notes: 'x', version: 1 })).status).toBe(409);
    expect((await patch(machine.id, event.id, { notes: 'x' }, production.token, { 'If-Match': '"1"' })).status).toBe(409);
  });

  it('an end that runs into the next event → 422 on ended_at; an event of another press → 404; a viewer → 403', async () => {
    const machine = await makeMachine();
    const first = await makeDowntime(machine.id, { started_at: hoursAgo(5), ended_at: hoursAgo(4), reason_code: 'break' });
    await makeDowntime(machine.id, { started_at: hoursAgo(3), ended_at: hoursAgo(2), reason_code: 'break' });
    expect((await patch(machine.id, first.id, { ended_at: hoursAgo(2.5) })).body.errors).toEqual({ ended_at: [DOWNTIME_OVERLAPS] });
    const other = await makeMachine();
    expect((await patch(other.id, first.id, { ended_at: hoursAgo(3.5) })).status).toBe(404);
    expect((await patch(machine.id, first.id, { ended_at: hoursAgo(3.5) }, viewer.token)).status).toBe(403);
    const one = await call(getEvent, 'GET', path(machine.id, first.id), { token: viewer.token, params: { id: String(machine.id), eventId: String(first.id) } });
    expect(one.body.data).toMatchObject({ id: first.id, version: 1 });
  });
});

describe('GET /api/machines/{id}/downtime', () => {
  it('pages the press’s events newest first; 404 for an unknown press', async () => {
    const machine = await makeMachine();
    for (let i = 5; i >= 1; i--) await makeDowntime(machine.id, { started_at: hoursAgo(i * 2), ended_at: hoursAgo(i * 2 - 1), reason_code: 'break' });
    const res = await call(listEvents, 'GET', `${path(machine.id)}?per_page=2&page=2`, { token: viewer.token, params: { id: String(machine.id) } });
    expect(res.body).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5, from: 3, to: 4 });
    const starts = res.body.data.map((e: { started_at: string }) => e.started_at);
    expect(starts).toEqual([...starts].sort().reverse());
    const past = await call(listEvents, 'GET', `${path(machine.id)}?page=9`, { token: viewer.token, params: { id: String(machine.id) } });
    expect(past.body).toMatchObject({ data: [], total: 5 });
    expect((await call(listEvents, 'GET', path(999999999), { token: viewer.token, params: { id: '999999999' } })).status).toBe(404);
  });
});
