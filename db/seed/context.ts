import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import { findUserByEmail, toSessionUser } from '@/lib/auth/service';
import type { ServiceContext } from '@/lib/service-context';
import { DEMO_ADMIN } from './users';

/**
 * Who the demo seed acts as: services authorize every write (CONTRACT §9), and the audit rows name a real
 * user. The demo admin (seeded first), else the oldest Admin; none → a clear error instead of half a seed.
 */
export async function seedContext(db: Db): Promise<ServiceContext> {
  const demoAdmin = await findUserByEmail(db, DEMO_ADMIN.email);
  const admin = demoAdmin ?? (await db.select().from(users).where(eq(users.role, 'Admin')).orderBy(asc(users.id)).limit(1))[0];
  if (!admin) throw new Error('The demo seed needs an Admin user to act as: seed the users first (seedDemoUsers).');
  return { db, user: toSessionUser(admin) };
}
