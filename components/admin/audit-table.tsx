import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { AuditEntryDto } from '@/lib/auth/audit-log';
import { AUDIT_SORT, auditList, type AuditListState } from '@/lib/auth/list-state';
import { formatPlantTimestamp } from '@/lib/dates';
import { AuditRowsTable } from './audit-columns';

/** `{"role":["Viewer","Sales"]}` → `role: Viewer → Sales`; other values as compact JSON. */
export function describeChanges(changes: unknown): string {
  if (changes == null) return '';
  if (typeof changes !== 'object' || Array.isArray(changes)) return JSON.stringify(changes);
  return Object.entries(changes as Record<string, unknown>)
    .map(([k, v]) => (Array.isArray(v) && v.length === 2 ? `${k}: ${JSON.stringify(v[0])} → ${JSON.stringify(v[1])}` : `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`))
    .join('; ');
}

/** What a row of the audit log shows: the time in the plant's zone and the changes as the text the cell shows. */
function auditRow(e: AuditEntryDto) {
  return {
    id: e.id,
    at: formatPlantTimestamp(e.at),
    user: e.user ? { name: e.user.name, email: e.user.email } : null,
    action: e.action,
    entity: e.entity,
    entity_id: e.entity_id,
    details: describeChanges(e.changes),
  };
}
export type AuditRow = ReturnType<typeof auditRow>;

/** One server-side page of the audit log, as data to the list's client table (components/data-table/list-table.tsx). */
export function AuditTable({ rows, emptyState, state }: { rows: AuditEntryDto[]; emptyState: React.ReactNode; state: AuditListState }) {
  return <AuditRowsTable {...listTableData(rows.map(auditRow), { emptyState, sorting: sortHeaders(auditList, AUDIT_SORT, state) })} />;
}
