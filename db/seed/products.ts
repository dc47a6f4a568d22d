import type { Db } from '@/db/client';

/** Demo products — written with the products module. */
export async function seed(_db: Db): Promise<string> {
  return 'nothing yet';
}
