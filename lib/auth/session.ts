import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/db/client';
import { serviceContext, type ServiceContext } from '@/lib/service-context';
import { can, type Permission } from './permissions';
import { userFromSessionCookie } from './request';
import type { SessionUser } from './types';

/**
 * The signed-in user of this request (resolved once per request): the session cookie's server-side session must
 * still be open and its user active, re-read from the database, so sign-out, deactivation and role changes
 * take effect on the very next page.
 */
export const currentUser = cache(async (): Promise<SessionUser | null> => userFromSessionCookie(getDb(), await headers()));

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

/** For a page only some roles may see (the admin screens): the context, or null when the role may not (show a refusal). */
export async function contextWith(permission: Permission): Promise<ServiceContext | null> {
  const ctx = await requireContext();
  return can(ctx.user, permission) ? ctx : null;
}
