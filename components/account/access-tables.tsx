import type { ColumnDef } from '@tanstack/react-table';
import { KeyRound, MonitorSmartphone } from '@/components/ui/icons';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState } from '@/components/data-table/empty-state';
import { Badge } from '@/components/ui/badge';
import type { SessionDto } from '@/lib/auth/sessions';
import type { TokenDto } from '@/lib/auth/tokens';
import { formatPlantTimestamp } from '@/lib/dates';

/** "Chrome on Linux" from a user agent, enough to recognise one's own devices. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'Browser';
  const os = /Windows/.test(userAgent) ? 'Windows' : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  return os ? `${browser} on ${os}` : browser;
}

/** Open browser sessions; `endPath` (`/api/users/5/sessions`) makes an End button per row (none for the session in use). */
export function SessionsTable({ rows, endPath }: { rows: SessionDto[]; endPath?: string }) {
  const columns: ColumnDef<SessionDto>[] = [
    {
      header: 'Browser',
      id: 'browser',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          {browserOf(row.original.user_agent)}
          {row.original.current && <Badge variant="info">This session</Badge>}
        </span>
      ),
    },
    { header: 'IP address', accessorKey: 'ip', cell: ({ row }) => <span className="font-mono text-xs">{row.original.ip ?? '—'}</span> },
    { header: 'Signed in', accessorKey: 'created_at', cell: ({ row }) => formatPlantTimestamp(row.original.created_at) },
    { header: 'Last seen', accessorKey: 'last_seen_at', cell: ({ row }) => formatPlantTimestamp(row.original.last_seen_at) },
    { header: 'Expires', accessorKey: 'expires_at', cell: ({ row }) => formatPlantTimestamp(row.original.expires_at) },
  ];
  if (endPath) {
    columns.push({
      header: 'Actions',
      id: 'actions',
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        row.original.current ? null : (
          <ConfirmAction
            label="End"
            aria-label={`End session from ${row.original.ip ?? 'unknown address'} signed in ${formatPlantTimestamp(row.original.created_at)}`}
            title="End this session?"
            description="The browser is signed out at its next request."
            confirmLabel="End Session"
            request={{ url: `${endPath}/${row.original.id}`, method: 'DELETE' }}
            success="Session ended"
            failure="Failed to end the session"
          />
        ),
    });
  }
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.id)}
      caption="Open sessions"
      emptyState={<EmptyState icon={MonitorSmartphone} title="No open sessions" description="Not signed in in any browser." />}
    />
  );
}

/** Live bearer tokens (never the token itself); `revokePath` (`/api/tokens`) + `/{id}` is what a Revoke button deletes. */
export function TokensTable({ rows, revokePath, emptyDescription }: { rows: TokenDto[]; revokePath: string; emptyDescription: string }) {
  const columns: ColumnDef<TokenDto>[] = [
    {
      header: 'Name',
      accessorKey: 'name',
      cell: ({ row }) => (
        <span className="flex items-center gap-2 font-medium">
          {row.original.name}
          {row.original.current && <Badge variant="info">This token</Badge>}
        </span>
      ),
    },
    { header: 'Created', accessorKey: 'created_at', cell: ({ row }) => formatPlantTimestamp(row.original.created_at) },
    { header: 'Expires', accessorKey: 'expires_at', cell: ({ row }) => formatPlantTimestamp(row.original.expires_at) },
    { header: 'Last used', accessorKey: 'last_used_at', cell: ({ row }) => (row.original.last_used_at ? formatPlantTimestamp(row.original.last_used_at) : 'Never') },
    {
      header: 'Actions',
      id: 'actions',
      meta: { className: 'text-right' },
      cell: ({ row }) => (
        <ConfirmAction
          label="Revoke"
          aria-label={`Revoke token ${row.original.name}`}
          title={`Revoke "${row.original.name}"?`}
          description="Anything using this token is refused from its next request. This cannot be undone."
          confirmLabel="Revoke Token"
          variant="outline"
          request={{ url: `${revokePath}/${row.original.id}`, method: 'DELETE' }}
          success="Token revoked"
          failure="Failed to revoke the token"
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.id)}
      caption="Integration tokens"
      emptyState={<EmptyState icon={KeyRound} title="No tokens" description={emptyDescription} />}
    />
  );
}
