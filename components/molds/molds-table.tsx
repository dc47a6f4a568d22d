import { listTableData } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import { MOLD_SORT, moldList, type MoldListState } from '@/lib/molds/list-state';
import type { MoldDto } from '@/lib/molds/types';
import { MoldRowsTable } from './molds-columns';

/** What a row of the molds list shows (the rest of the DTO stays on the server). */
function moldRow(m: MoldDto) {
  return {
    id: m.id,
    mold_code: m.mold_code,
    mold_name: m.mold_name,
    storage_location: m.storage_location,
    ownership: m.ownership,
    customer: m.customer?.company_name ?? null,
    cavity_count: m.cavity_count,
    status: m.status,
    total_shots_lifetime: m.total_shots_lifetime,
    shots_since_maintenance: m.shots_since_maintenance,
    maintenance_interval: m.maintenance_interval,
    maintenance_health: m.maintenance_health,
    next_maintenance_due: m.next_maintenance_due,
  };
}
export type MoldRow = ReturnType<typeof moldRow>;

/**
 * One server-side page of molds (the page is read from the URL and fetched in SQL): the rows go to the list's
 * client table as data (components/data-table/list-table.tsx), its headers link to the next order of `state`.
 */
export function MoldsTable({ molds, emptyState, state }: { molds: MoldDto[]; emptyState: React.ReactNode; state: MoldListState }) {
  return <MoldRowsTable {...listTableData(molds.map(moldRow), { emptyState, sorting: sortHeaders(moldList, MOLD_SORT, state) })} />;
}
