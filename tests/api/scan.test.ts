/**
 * Scan to act (issue 31): GET /api/scan names the records a scanned or typed code stands for, and the shop floor's
 * start (scan the traveler, then the press) is POST /api/production/work-orders/{id}/start — allowed to whoever
 * may move work orders, refused where the status move is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as startRoute } from '@/app/api/production/work-orders/[id]/start/route';
import { GET as scanRoute } from '@/app/api/scan/route';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { machines } from '@/db/schema';
import { issueApiToken } from '@/lib/auth/service';
import { labelCodeBase, operationCode } from '@/lib/labels/codes';
import { makeMachine } from '../factories/machines';
import { makeMold } from '../factories/molds';
import { makeWorkOrder } from '../factories/production';
import { makeLocation, makeLot, makeProduct } from '../factories/products';
import { call, createTestUser, signedIn } from '../helpers';

let token: string;
beforeAll(async () => {
  ({ token } = await signedIn());
});

const scan = (code: string, as = token) => call(scanRoute, 'GET', `/api/scan?code=${encodeURIComponent(code)}`, { token: as });
const start = (id: number, body: unknown, as = token) => call(startRoute, 'POST', `/api/production/work-orders/${id}/start`, { token: as, body, params: { id: String(id) } });

describe('GET /api/scan', () => {
  it('names a work order, a press, a mold and a product by their codes, typed in any case', async () => {
    const order = await makeWorkOrder();
    const press = await makeMachine();
    const mold = await makeMold();
    const product = await makeProduct({ productName: 'Flip-top cap 28 mm' });

    const byOrder = await scan(order.work_order_number.toLowerCase());
    expect(byOrder.status).toBe(200);
    expect(byOrder.body.data).toEqual([expect.objectContaining({ kind: 'work_order', id: order.id, code: order.work_order_number, href: `/production/work-orders/${order.id}` })]);
    expect((await scan(press.machine_number.toLowerCase())).body.data).toEqual([expect.objectContaining({ kind: 'machine', id: press.id, href: `/machines/${press.id}` })]);
    expect((await scan(mold.mold_code)).body.data).toEqual([expect.objectContaining({ kind: 'mold', id: mold.id, label: mold.mold_name, href: `/molds/${mold.id}` })]);
    expect((await scan(product.productCode)).body.data).toEqual([expect.objectContaining({ kind: 'product', id: product.id, label: 'Flip-top cap 28 mm' })]);
  });

  it('a lot number names every lot received under it; LOT-<id> names one lot', async () => {
    const product = await makeProduct({ unit: 'kg' });
    const location = await makeLocation();
    const number = `RES-${product.id}-A`;
    const first = await makeLot(product.id, location.id, { lotNumber: number, quantityOnHand: 25 });
    const second = await makeLot(product.id, location.id, { lotNumber: number, quantityOnHand: 12.5 });
    const lots = (await scan(number)).body.data;
    expect(lots.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(lots[0]).toMatchObject({ kind: 'lot', code: number, href: `/products/${product.id}`, label: `${product.productCode} · 12.5 kg in ${location.locationCode}` });
    expect((await scan(`LOT-${first.id}`)).body.data).toEqual([expect.objectContaining({ kind: 'lot', id: first.id })]);
  });

  it('lots with stock come first, so the 20 a scan lists never hide an older lot that still has some behind used-up ones', async () => {
    const product = await makeProduct({ unit: 'kg' });
    const location = await makeLocation();
    const number = `RES-${product.id}-B`;
    const older = await makeLot(product.id, location.id, { lotNumber: number, quantityOnHand: 40 });
    const usedUp = [];
    for (let i = 0; i < 21; i++) usedUp.push(await makeLot(product.id, location.id, { lotNumber: number, quantityOnHand: 0 }));
    const lots = (await scan(number)).body.data as { id: number }[];
    expect(lots).toHaveLength(20);
    expect(lots[0].id).toBe(older.id);
    expect(lots.slice(1).map((l) => l.id)).toEqual(usedUp.map((l) => l.id).reverse().slice(0, 19));
  });

  it("a traveler's operation code names its work order", async () => {
    const order = await makeWorkOrder();
    expect((await scan(operationCode(order.work_order_number, 2))).body.data).toEqual([expect.objectContaining({ kind: 'work_order', id: order.id })]);
    expect(labelCodeBase('SH-2026-00012-L3')).toBe('SH-2026-00012');
    expect(labelCodeBase('RES-LOT-7')).toBe('RES-LOT-7');
  });

  it('a QR code holding a page address of the app names that record', async () => {
    const mold = await makeMold();
    expect((await scan(`https://plant.example.com/molds/${mold.id}`)).body.data).toEqual([expect.objectContaining({ kind: 'mold', id: mold.id })]);
    expect((await scan(`/molds/${mold.id}/`)).body.data).toEqual([expect.objectContaining({ kind: 'mold', id: mold.id })]);
  });

  it('nothing with that code is an empty list; a blank code is a 422; signed out is a 401', async () => {
    expect((await scan('NO-SUCH-CODE-42')).body.data).toEqual([]);
    const blank = await scan('   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors.code).toEqual(['Scan or type a code.']);
    expect((await call(scanRoute, 'GET', '/api/scan?code=x')).status).toBe(401);
  });
});

describe('POST /api/production/work-orders/{id}/start', () => {
  it('an operator starts an order on the press scanned: in progress there, the press running', async () => {
    const operator = await issueApiToken(getDb(), await createTestUser({ role: 'Production' }));
    const order = await makeWorkOrder();
    const press = await makeMachine();
    const res = await start(order.id, { machine_id: press.id }, operator);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, status: 'in_progress', machine: expect.objectContaining({ id: press.id }) });
    const [row] = await getDb().select({ status: machines.status }).from(machines).where(eq(machines.id, press.id));
    expect(row.status).toBe('running');
  });

  it('refuses whoever may not move work orders (403), an unknown press (422), a press in maintenance (422)', async () => {
    const planner = await issueApiToken(getDb(), await createTestUser({ role: 'Planning' }));
    const order = await makeWorkOrder();
    const press = await makeMachine();
    expect((await start(order.id, { machine_id: press.id }, planner)).status).toBe(403);
    const unknown = await start(order.id, { machine_id: 99_999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.machine_id).toBeDefined();
    expect((await start(order.id, { machine_id: '7' })).status).toBe(422); // strict input: a number
    const inMaintenance = await makeMachine({ status: 'maintenance' });
    const refused = await start(order.id, { machine_id: inMaintenance.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.machine_id).toBeDefined();
  });
});
