import { getDb } from '@/db/client';
import { customers } from '@/db/schema';
import { POST as createMoldRoute } from '@/app/api/molds/route';
import { call, uid } from '../helpers';

/** A customer straight in the table (the molds tests don't depend on the customers module's API). */
export async function makeCustomer(overrides: Partial<typeof customers.$inferInsert> = {}) {
  const code = `T${uid()}`.toUpperCase();
  const [row] = await getDb()
    .insert(customers)
    .values({ customerCode: code, companyName: `Acme Plastics ${code}`, contactPerson: 'Dana Reyes', email: `${code.toLowerCase()}@example.test`, ...overrides })
    .returning();
  return row;
}

export function moldCode(prefix = 'MLD') {
  return `${prefix}-${uid()}`.toUpperCase();
}

/** POST /api/molds through the route handler; asserts 201 and returns the created mold. */
export async function makeMold(token: string, body: Record<string, unknown> = {}) {
  const res = await call(createMoldRoute, 'POST', '/api/molds', {
    token,
    body: { mold_code: moldCode(), mold_name: 'Door Handle Bezel 4-cav', ownership: 'company_owned', cavity_count: 4, ...body },
  });
  if (res.status !== 201) throw new Error(`makeMold failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
