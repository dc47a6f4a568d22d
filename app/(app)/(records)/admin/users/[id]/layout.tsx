import type { ReactNode } from 'react';
import { contextWith } from '@/lib/auth/session';
import type { RecordParams } from '@/lib/pages/detail';
import { userRecord } from './record';

/**
 * An Admin asking for an unknown or malformed id gets HTTP 404 (../not-found.tsx) before the page streams. Other
 * roles are not told whether the user exists: the page shows them the refusal.
 */
export default async function UserRecordLayout({ children, params }: RecordParams & { children: ReactNode }) {
  if (!(await contextWith('users.manage'))) return children;
  return <userRecord.Layout params={params}>{children}</userRecord.Layout>;
}
