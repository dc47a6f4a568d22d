import type { Db } from '@/db/client';
import { createUser, findUserByEmail } from '@/lib/auth/service';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Admin User', role: 'Admin' as const };

const DEMO_STAFF = [
  { email: 'purchasing@example.com', name: 'Priya Raman', role: 'Purchasing' as const },
  { email: 'quality@example.com', name: 'Marcus Webb', role: 'Quality' as const },
  { email: 'production@example.com', name: 'Elena Vasquez', role: 'Production' as const },
  { email: 'planning@example.com', name: 'Tom Okafor', role: 'Planning' as const },
  { email: 'sales@example.com', name: 'Grace Lindqvist', role: 'Sales' as const },
];

/** The demo's admin and a few colleagues (all with the demo password). Existing users are left alone. */
export async function seedDemoUsers(db: Db): Promise<void> {
  // The demo admin's password is shorter than the policy for real users: insert it directly.
  if (!(await findUserByEmail(db, DEMO_ADMIN.email))) {
    const { hashPassword } = await import('@/lib/auth/password');
    const { users } = await import('@/db/schema');
    await db.insert(users).values({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: DEMO_ADMIN.role, passwordHash: await hashPassword(DEMO_ADMIN.password) });
  }
  for (const staff of DEMO_STAFF) {
    if (!(await findUserByEmail(db, staff.email))) await createUser(db, { ...staff, password: 'demo-password-123' });
  }
}

/** Outside the demo: the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, if both are set and no such user exists. */
export async function seedAdminFromEnv(db: Db): Promise<string | null> {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return null;
  if (await findUserByEmail(db, email)) return `Admin ${email} already exists.`;
  await createUser(db, { email, password, name: process.env.ADMIN_NAME ?? 'Administrator', role: 'Admin' });
  return `Created admin ${email}.`;
}
