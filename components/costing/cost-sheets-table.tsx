import { listTableData, pickRow } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { CostSheetDto } from '@/lib/costing/dto';
import { COST_SHEET_SORT, costSheetList, type CostSheetListState } from '@/lib/costing/list-state';
import { CostSheetRowsTable } from './cost-sheets-columns';

/** The fields a row of this list shows (the rest of the DTO stays on the server). */
const ROW_KEYS = ['id', 'product_id', 'product_name', 'product_code', 'version', 'material_cost', 'machine_cost', 'labor_cost', 'overhead_cost', 'total_cost', 'selling_price', 'margin_percentage'] as const;
export type CostSheetRow = Pick<CostSheetDto, (typeof ROW_KEYS)[number]>;

/**
 * The current cost sheet of each product (one page, from the server), as data to the list's client table. Total =
 * material + machine + labor + overhead.
 */
export function CostSheetsTable({ rows, emptyState, state }: { rows: CostSheetDto[]; emptyState: React.ReactNode; state: CostSheetListState }) {
  return <CostSheetRowsTable {...listTableData(rows.map((r) => pickRow(r, ROW_KEYS)), { emptyState, sorting: sortHeaders(costSheetList, COST_SHEET_SORT, state) })} />;
}
