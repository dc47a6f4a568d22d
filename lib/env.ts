import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the app reads, validated in one place. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set → PostgreSQL through `postgres`; unset → embedded PGlite. */
  DATABASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  /**
   * The plant's IANA time zone (`America/Chicago`): "today" for due dates, maintenance date rules and stock ages
   * (lib/dates.ts `todayInPlant`). Unset or blank → the server's own zone; an unknown zone stops the server.
   */
  PLANT_TIME_ZONE: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isTimeZone(v), { error: 'must be an IANA time zone such as America/Chicago (or unset for the server\'s zone)' }),
  /** Lifetime of integration bearer tokens, in days (CONTRACT §2: 30). */
  API_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For. 0 (default): the app faces clients
   * directly and X-Forwarded-For is ignored; N: the client is the N-th address from the right.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Password checks running at once (each on the thread pool); more wait in a queue of PASSWORD_VERIFY_QUEUE, beyond it 503. */
  PASSWORD_VERIFY_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_VERIFY_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Set by `npm run demo` and the e2e server: demo users with demo passwords are expected. */
  MOLDLINE_DEMO: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let cached: Env | undefined;

/** The variables of `source`, validated; throws one error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  return parsed.data;
}

/** This process' environment, validated once (the server stops at start-up on a bad value). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function pgliteDataDir(): string {
  // Runtime data, not a source file: keep it out of Turbopack's file tracing.
  return path.resolve(/*turbopackIgnore: true*/ env().PGLITE_DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite'));
}
