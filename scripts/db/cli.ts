/**
 * What the db:backup, db:restore and db:move scripts share: their arguments, the database the app is configured
 * for (DATABASE_URL, else PGLITE_DATA_DIR), and how they end (a clear message and exit 1, never a stack trace
 * for a mistake the operator can fix).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env, pgliteDataDir } from '@/lib/env';
import type { Place } from '@/lib/system/backup/service';

export function configuredPlace(): Place {
  const url = env().DATABASE_URL;
  return url ? { kind: 'postgres', url } : { kind: 'pglite', dir: pgliteDataDir() };
}

type Options = Record<string, { type: 'string' | 'boolean' }>;

/** The named options' values (strings or true) and the positional arguments; a wrong option ends with the usage. */
export function args(options: Options, usage: string): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const parsed = parseArgs({ options, allowPositionals: true, strict: true });
    return { values: parsed.values as Record<string, string | boolean | undefined>, positionals: parsed.positionals };
  } catch (error) {
    fail(`${error instanceof Error ? error.message : error}\n${usage}`);
  }
}

export function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** Default file name: backups/moldline-<kind>-<UTC time>.backup in the working directory. */
export function defaultBackupPath(kind: string, label = 'moldline'): string {
  const stamp = new Date().toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');
  return path.resolve('backups', `${label}-${kind}-${stamp}.backup`);
}

export const size = (bytes: number) => (bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function run(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
