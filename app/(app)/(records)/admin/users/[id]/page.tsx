import type { Metadata } from 'next';
import { SessionsTable, TokensTable } from '@/components/account/access-tables';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { NoPermission } from '@/components/admin/no-permission';
import { EditUserButton, ResetPasswordButton } from '@/components/admin/lazy-dialogs';
import { UserStatusBadge } from '@/components/admin/user-status-badge';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { contextWith } from '@/lib/auth/session';
import { userSessions, userTokens } from '@/lib/auth/users';
import { formatPlantTimestamp } from '@/lib/dates';
import type { RecordParams } from '@/lib/pages/detail';
import { userRecord } from './record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const ctx = await contextWith('users.manage');
  const user = ctx ? await userRecord.load(params) : null;
  return { title: user ? user.name : 'User' };
}

/** /admin/users/{id} (Admin): the user, their role and status, their open sessions and live tokens (an unknown id: 404 from layout.tsx). */
export default async function UserPage({ params }: RecordParams) {
  const ctx = await contextWith('users.manage');
  if (!ctx) return <NoPermission title="User" what="manage users" />;
  const user = await userRecord.load(params);
  const isSelf = ctx.user?.id === user.id;
  const [sessions, tokens] = await Promise.all([userSessions(ctx, user.id), userTokens(ctx, user.id)]);

  const actions = (
    <>
      <EditUserButton user={user} isSelf={isSelf} />
      {!isSelf && <ResetPasswordButton user={user} />}
      {!isSelf &&
        (user.active ? (
          <ConfirmAction
            label="Deactivate"
            variant="destructive"
            size="default"
            title={`Deactivate ${user.name}?`}
            description="They can no longer sign in; their sessions end and their tokens are revoked now. You can reactivate them later."
            confirmLabel="Deactivate"
            request={{ url: `/api/users/${user.id}`, method: 'PATCH', body: { active: false } }}
            success={`${user.name} deactivated`}
            failure="Failed to deactivate the user"
          />
        ) : (
          <ConfirmAction
            label="Reactivate"
            size="default"
            title={`Reactivate ${user.name}?`}
            description="They can sign in again with their password."
            confirmLabel="Reactivate"
            request={{ url: `/api/users/${user.id}`, method: 'PATCH', body: { active: true } }}
            success={`${user.name} reactivated`}
            failure="Failed to reactivate the user"
          />
        ))}
    </>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/admin/users', label: 'Back to Users' }}
        title={user.name}
        subtitle={`${user.email} · created ${formatPlantTimestamp(user.created_at)} · last sign-in ${formatPlantTimestamp(user.last_sign_in_at)}`}
        badges={
          <>
            <Badge variant="outline">{user.role}</Badge>
            <UserStatusBadge active={user.active} />
          </>
        }
        actions={actions}
      />

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>Open sessions</CardTitle>
            <CardDescription>Browsers signed in as {user.name}.</CardDescription>
          </div>
          {(sessions.some((s) => !s.current) || tokens.some((t) => !t.current)) && (
            <ConfirmAction
              label="End all sessions and tokens"
              title={`Sign ${user.name} out everywhere?`}
              description={isSelf ? 'Your other sessions end and your tokens are revoked; this browser stays signed in.' : 'Every browser session ends and every integration token is revoked now.'}
              confirmLabel="End All"
              variant="destructive"
              request={{ url: `/api/users/${user.id}/sessions`, method: 'DELETE' }}
              success="Sessions ended and tokens revoked"
              failure="Failed to end the sessions"
            />
          )}
        </CardHeader>
        <CardContent>
          <SessionsTable rows={sessions} endPath={`/api/users/${user.id}/sessions`} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Integration tokens</CardTitle>
          <CardDescription>Bearer tokens {user.name} made on their account page or with POST /api/login.</CardDescription>
        </CardHeader>
        <CardContent>
          <TokensTable rows={tokens} revokePath={`/api/users/${user.id}/tokens`} emptyDescription={`${user.name} has no live tokens.`} />
        </CardContent>
      </Card>
    </div>
  );
}
