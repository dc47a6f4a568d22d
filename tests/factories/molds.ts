import { getDb } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';
import type { MoldDto } from '@/lib/molds/types';
import { createMold } from '@/lib/molds/service';
import { createTestUser, uid } from '../helpers';

/** A unique mold code: `MLD-1A2B3C4D5E`. */
export function moldCode(prefix = 'MLD') {
  return `${prefix}-${uid()}`.toUpperCase();
}

let admin: Promise<SessionUser> | undefined;

/** The user the factory creates molds as (one Admin per test file). */
function factoryUser(): Promise<SessionUser> {
  admin ??= createTestUser({ role: 'Admin' });
  return admin;
}

/**
 * The one mold factory of the tests: creates a mold through the molds service (the same parsing, rules and
 * audit row as POST /api/molds) and returns it as the API shows it. `input` is the API's body (snake_case,
 * either alias name, numeric strings as forms send them); a unique code, a name, company ownership and
 * 4 cavities unless given.
 */
export async function makeMold(input: Record<string, unknown> = {}, user?: SessionUser): Promise<MoldDto> {
  return createMold(
    { db: getDb(), user: user ?? (await factoryUser()) },
    { mold_code: moldCode(), mold_name: 'Door Handle Bezel 4-cav', ownership: 'company_owned', cavity_count: 4, ...input },
  );
}
