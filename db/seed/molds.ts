import type { Db } from '@/db/client';

/** Demo molds — written with the molds module. */
export async function seed(_db: Db): Promise<string> {
  return 'nothing yet';
}
