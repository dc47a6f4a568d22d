import { json } from '@/lib/api/envelope';
import { getDb } from '@/db/client';
import { pingDatabase } from '@/lib/system/service';

/** Public liveness check: 200 when the database answers, 503 otherwise (also when it cannot even be opened). */
export async function GET(): Promise<Response> {
  let up = false;
  try {
    up = await pingDatabase(getDb());
  } catch (error) {
    console.error('[health] database unavailable', error instanceof Error ? error.message : error);
  }
  return up ? json({ status: 'ok', database: 'connected' }) : json({ status: 'error', database: 'unavailable' }, 503);
}
