import 'server-only';
import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { serviceContext, type ServiceContext } from '@/lib/service-context';
import { getAuthOptions } from './options';
import { findActiveUser } from './service';
import type { SessionUser } from './types';

/** The signed-in user of this request (resolved once per request), re-read from the database so a deactivated user is out at once. */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(getAuthOptions());
  const id = session?.user?.id;
  if (!id) return null;
  return findActiveUser(getDb(), Number(id));
});

/** For server components: the user, or a redirect to /login. Middleware redirects too, but is never the only check. */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect('/login');
  return user;
}

/** requireUser() plus the service context pages pass to service functions. */
export async function requireContext(): Promise<ServiceContext> {
  return serviceContext(await requireUser());
}
