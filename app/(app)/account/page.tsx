import Link from '@/components/ui/link';
import type { Metadata } from 'next';
import { SessionsTable, TokensTable } from '@/components/account/access-tables';
import { ChangePasswordForm } from '@/components/account/lazy-forms';
import { NewTokenButton } from '@/components/account/lazy-dialogs';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ownSessions, ownTokens } from '@/lib/auth/account';
import { requireContext } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Account' };

/** /account (everyone): your password, your integration tokens, where you are signed in. */
export default async function AccountPage() {
  const ctx = await requireContext();
  const user = ctx.user!;
  const [tokens, sessions] = await Promise.all([ownTokens(ctx), ownSessions(ctx)]);
  return (
    <div className="space-y-6">
      <PageHeader title="Account" subtitle={`${user.name} · ${user.email}`} badges={<Badge variant="outline">{user.role}</Badge>} />

      <Card>
        <CardHeader>
          <CardTitle>Change password</CardTitle>
          <CardDescription>Your other sessions end and your integration tokens are revoked; this browser stays signed in.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>Integration tokens</CardTitle>
            <CardDescription>
              Bearer tokens for systems that call the API as you, with your role. Each is shown once, when it is created. What the API offers:{' '}
              <Link href="/api-docs" className="underline underline-offset-4">
                API reference
              </Link>
              .
            </CardDescription>
          </div>
          <NewTokenButton />
        </CardHeader>
        <CardContent>
          <TokensTable rows={tokens} revokePath="/api/tokens" emptyDescription="Create one for each system that calls the Moldline API as you." />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Where you are signed in</CardTitle>
          <CardDescription>Open browser sessions. Signing out ends a session for good.</CardDescription>
        </CardHeader>
        <CardContent>
          <SessionsTable rows={sessions} />
        </CardContent>
      </Card>
    </div>
  );
}
