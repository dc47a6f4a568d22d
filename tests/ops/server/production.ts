import { expect } from 'vitest';
import { api, type Server } from './harness';

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** `n` work orders in progress, each with its own new product and mold, made through the API. */
export async function runningOrders(server: Server, token: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const code = unique();
    const product = await api(server, 'POST', '/api/products', { token, body: { product_code: `KILL-${code}`, product_name: `Kill test part ${code}`, product_type: 'finished_good', unit: 'pcs' } });
    expect(product.status).toBe(201);
    const mold = await api(server, 'POST', '/api/molds', { token, body: { mold_code: `KM-${code}`, mold_name: `Kill test mold ${code}`, ownership: 'company_owned', cavity_count: 4 } });
    expect(mold.status).toBe(201);
    const order = await api(server, 'POST', '/api/production/work-orders', {
      token,
      body: { product_id: product.body.data.id, mold_id: mold.body.data.id, quantity_planned: 1_000_000, priority: 'high', target_date: inDays(30) },
    });
    expect(order.status).toBe(201);
    const started = await api(server, 'PATCH', `/api/production/work-orders/${order.body.data.id}`, { token, body: { status: 'in_progress' } });
    expect(started.status).toBe(200);
    ids.push(order.body.data.id);
  }
  return ids;
}

/**
 * A burst of production reports from 6 clients over `orders`; the server is killed with SIGKILL once `before`
 * reports are acknowledged. Returns the ids of the acknowledged reports (201 with the report).
 */
export async function killDuringBurst(server: Server, token: string, orders: number[], before = 30): Promise<number[]> {
  const acknowledged: number[] = [];
  let killed = false;
  const clients = Array.from({ length: 6 }, async (_, i) => {
    const id = orders[i % orders.length];
    while (!killed) {
      try {
        const res = await api(server, 'POST', `/api/production/work-orders/${id}/reports`, { token, body: { shots: 2, good_parts: 3, scrap_parts: 1, operator: `client ${i}` } });
        if (res.status === 201) acknowledged.push(res.body.data.id);
        else if (!killed) throw new Error(`report refused: ${res.status} ${JSON.stringify(res.body)}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  });
  const deadline = Date.now() + 120_000;
  while (acknowledged.length < before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(acknowledged.length).toBeGreaterThanOrEqual(before);
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(clients);
  return acknowledged;
}
