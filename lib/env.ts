import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the app reads, validated in one place. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set → PostgreSQL through `postgres`; unset → embedded PGlite. */
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  PGLITE_DATA_DIR: z.string().optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  /** Lifetime of integration bearer tokens, in days (CONTRACT §2: 30). */
  API_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment: ${issues}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function pgliteDataDir(): string {
  // Runtime data, not a source file: keep it out of Turbopack's file tracing.
  return path.resolve(/*turbopackIgnore: true*/ env().PGLITE_DATA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), '.data', 'pglite'));
}
