import { json } from '@/lib/api/envelope';
import { getDb } from '@/db/client';
import { readiness } from '@/lib/system/service';

/** Public readiness probe (CONTRACT §14): 200 when this instance should get traffic, 503 while starting, shutting down or without its database. */
export async function GET(): Promise<Response> {
  const { ready, body } = await readiness(getDb);
  return json(body, ready ? 200 : 503);
}
