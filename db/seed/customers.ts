import type { Db } from '@/db/client';

/** Demo customers — written with the customers module. */
export async function seed(_db: Db): Promise<string> {
  return 'nothing yet';
}
