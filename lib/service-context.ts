import { getDb, type Db } from '@/db/client';
import type { SessionUser } from '@/lib/auth/types';

/** What every service function receives first: the database and who is acting. */
export type ServiceContext = { db: Db; user: SessionUser | null };

export function serviceContext(user: SessionUser | null): ServiceContext {
  return { db: getDb(), user };
}
