import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { verify as bcryptVerify } from '@node-rs/bcrypt';
import { env } from '@/lib/env';
import { UnavailableError } from '@/lib/errors';

/**
 * Password hashing, off the event loop: argon2id (@node-rs/argon2, native, runs on libuv's thread pool) for new
 * hashes; bcrypt hashes made before (bcryptjs, cost 10–12) still verify (@node-rs/bcrypt, also on the pool) and
 * are re-hashed with argon2id at the next successful sign-in.
 *
 * OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): deliberately costly, a core busy for the whole check. Tests
 * that are not about the cost use TEST_HASH_OPTIONS (NODE_ENV=test), so a 2-core machine running suites in parallel
 * stays usable.
 */
// Algorithm.Argon2id is 2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm;

export const PRODUCTION_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const TEST_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

export function hashOptions() {
  return process.env.NODE_ENV === 'test' ? TEST_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
}

export function hashPassword(password: string, options = hashOptions()): Promise<string> {
  return argon2Hash(password, options);
}

export function isBcryptHash(hash: string): boolean {
  return /^\$2[aby]\$\d\d\$/.test(hash);
}

/** True when the stored hash is not argon2id with the current parameters (re-hash it after a successful check). */
export function needsRehash(hash: string, options = hashOptions()): boolean {
  if (isBcryptHash(hash)) return true;
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  if (!m) return true;
  return Number(m[1]) < options.memoryCost || Number(m[2]) < options.timeCost;
}

/** One check, without the cap (for callers already holding a slot, such as a sign-in). */
export async function checkPassword(password: string, hash: string): Promise<boolean> {
  try {
    if (isBcryptHash(hash)) return await bcryptVerify(password, hash);
    if (hash.startsWith('$argon2')) return await argon2Verify(hash, password);
  } catch {
    /* a malformed stored hash never matches */
  }
  return false;
}

// ---- the cap on concurrent checks ----

let running = 0;
const waiting: (() => void)[] = [];

/** Checks running and waiting now (for tests and the load script). */
export function verificationLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/**
 * Runs `work` when one of PASSWORD_VERIFY_CONCURRENCY slots is free; waits in a queue of at most
 * PASSWORD_VERIFY_QUEUE; beyond that the caller gets 503 with Retry-After instead of a growing backlog.
 */
export async function withVerificationSlot<T>(work: () => Promise<T>): Promise<T> {
  const { PASSWORD_VERIFY_CONCURRENCY: limit, PASSWORD_VERIFY_QUEUE: queueLimit } = env();
  if (running >= limit) {
    if (waiting.length >= queueLimit) {
      throw new UnavailableError('The server is busy checking passwords. Try again in a moment.', 1);
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter (running stays the same), else it is freed.
    if (next) next();
    else running--;
  }
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return withVerificationSlot(() => checkPassword(password, hash));
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** The same work as checking a real user's password (runs in the caller's slot). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('moldline-no-such-user');
  const hash = await dummyHash;
  await checkPassword(password, hash);
}
