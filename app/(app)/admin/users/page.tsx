import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { SearchX, Users } from '@/components/ui/icons';
import { NoPermission } from '@/components/admin/no-permission';
import { NewUserButton } from '@/components/admin/lazy-dialogs';
import { UsersTable } from '@/components/admin/users-table';
import { UsersToolbar } from '@/components/admin/users-toolbar';
import { EmptyState, ExportButton } from '@/components/data-table';
import { ListPagination } from '@/components/data-table/pagination-links';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { userList } from '@/lib/auth/list-state';
import { contextWith } from '@/lib/auth/session';
import { listUsers } from '@/lib/auth/users';
import { redirectPastEnd } from '@/lib/list/past-end';

export const metadata: Metadata = { title: 'Users' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/users (Admin): who may sign in, with which role; search, role and status in the URL, paged in SQL. */
export default async function UsersPage({ searchParams }: Props) {
  const ctx = await contextWith('users.manage');
  if (!ctx) return <NoPermission title="Users" what="manage users" />;
  const state = userList.load(await searchParams);
  const page = await listUsers(ctx, state);
  redirectPastEnd(page, (p) => userList.href(state, { page: p }));
  const filtered = userList.isFiltered(state);

  const emptyState = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No users found"
      description="No user matches this search and these filters."
      action={
        <Button asChild variant="outline">
          <Link href="/admin/users">Clear filters</Link>
        </Button>
      }
    />
  ) : (
    <EmptyState icon={Users} title="No users yet" action={<NewUserButton />} />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        subtitle="Who may sign in, and what their role lets them change."
        actions={
          <>
            <ExportButton href={userList.exportHref(state, '/api/users/export')} />
            <NewUserButton />
          </>
        }
      />
      <UsersToolbar list={userList.url} />
      <UsersTable rows={page.data} emptyState={emptyState} state={state} />
      {page.total > 0 && (
        <ListPagination list={userList} state={state} page={page} itemLabel="users" />
      )}
    </div>
  );
}
