import crypto from 'node:crypto';
import postgres from 'postgres';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { users } from '@/db/schema';
import { issueApiToken, toSessionUser } from '@/lib/auth/service';
import type { SessionUser } from '@/lib/auth/types';
import type { ServiceContext } from '@/lib/service-context';

/** A short unique suffix for codes and emails, so tests never collide (also on a shared PostgreSQL database). */
export function uid(): string {
  return crypto.randomBytes(5).toString('hex');
}

// bcrypt of "test-password-1" at cost 10: tests that don't test passwords skip the slow hash.
const TEST_PASSWORD_HASH = '$2b$10$B5GV.mYoklqEEBmntuTh9uD.YNo0pjiBhPepOClOldoKw0Asoz0QC';

export async function createTestUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<SessionUser> {
  const [row] = await getDb()
    .insert(users)
    .values({ name: `Tester ${uid()}`, email: `tester-${uid()}@example.test`, role: 'Admin', passwordHash: TEST_PASSWORD_HASH, ...overrides })
    .returning();
  return toSessionUser(row);
}

/** A user, a bearer token for them, and the service context services take. */
export async function signedIn(): Promise<{ user: SessionUser; token: string; ctx: ServiceContext }> {
  const user = await createTestUser();
  const token = await issueApiToken(getDb(), user);
  return { user, token, ctx: { db: getDb(), user } };
}

// Route handlers declare their own params type ({ id: string }, …); any of them can be called here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RouteHandler = (req: Request, route: { params: Promise<any> }) => Promise<Response>;

/**
 * Call a route handler the way Next.js does and read the JSON answer.
 *   const res = await call(POST, 'POST', '/api/molds', { token, body: {...} })
 */
export async function call(
  handler: RouteHandler,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; params?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary JSON shapes
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const req = new Request(`http://localhost${path}`, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** True on the shared PostgreSQL test database: other test files write to the same tables at the same time. */
export const onSharedDatabase = !!process.env.DATABASE_URL;

/** Any constant: the key of the session lock the demo-seed test files take turns on. */
const DEMO_SEED_LOCK = 7_310_430;

/**
 * Runs `seeding` (demo seed steps) alone among the test files: on the shared PostgreSQL database two files seeding
 * the same demo molds at once both see a code free and one insert fails; a session advisory lock, held on a
 * connection of its own, makes the second wait and then find the rows there (every step is idempotent). PGlite:
 * each file has its own database, nothing to wait for.
 */
export async function withDemoSeedLock<T>(seeding: () => Promise<T>): Promise<T> {
  const url = process.env.DATABASE_URL;
  if (!url) return seeding();
  const single = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await single`select pg_advisory_lock(${DEMO_SEED_LOCK})`;
    return await seeding();
  } finally {
    await single.end({ timeout: 5 }); // ending the session releases the lock
  }
}

/**
 * How much a plant-wide count moved: exactly `n` on PGlite (each test file has its own database). On PostgreSQL the
 * test files share one database, and another file moves the same counts meanwhile, either way (its receipt takes
 * an item off "out of stock", its maintenance resets an overdue mold, its completion ends a late order): there the
 * count must hold at least the test's own `n` records, and the move itself is PGlite's check. A caller that needs
 * more on PostgreSQL checks its own records where the count looks (their filtered list, their stored state).
 */
export function expectMoved(after: number, before: number, n: number) {
  if (onSharedDatabase) expect(after).toBeGreaterThanOrEqual(n);
  else expect(after - before).toBe(n);
}

/**
 * `work` in one transaction rolled back at its end: on the shared PostgreSQL database a plant-wide write (the plant
 * rates re-cost every product) is made and checked there without other files ever seeing it. `snapshot`: one
 * repeatable-read snapshot, so that the figures other files write meanwhile cannot move between its reads and it may
 * compare them exactly (a counter and a list's total, a list and the same list walked page by page). Pass `db` to
 * the services as their context's database.
 */
export async function rolledBack<T>(work: (db: Db) => Promise<T>, { snapshot = false } = {}): Promise<T> {
  let result: { value: T } | undefined;
  await getDb()
    .transaction(async (tx) => {
      if (snapshot) await tx.execute(sql`set transaction isolation level repeatable read`);
      result = { value: await work(tx as unknown as Db) };
      tx.rollback();
    })
    .catch((error) => {
      if (!(result && error instanceof Error && error.message.includes('Rollback'))) throw error;
    });
  return result!.value;
}

/** `read` in one repeatable-read snapshot, rolled back (`rolledBack`). */
export const inSnapshot = <T>(read: (db: Db) => Promise<T>) => rolledBack(read, { snapshot: true });
