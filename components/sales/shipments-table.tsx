import { listTableData, pickRow } from '@/components/data-table/list-table';
import { sortHeaders } from '@/components/data-table/sort-headers';
import type { ShipmentSummaryDto } from '@/lib/sales/dto';
import { SHIPMENT_SORT, shipmentList, type ShipmentListState } from '@/lib/sales/list-state';
import { ShipmentRowsTable } from './shipments-columns';

/** The fields a row of this list shows (the rest of the DTO stays on the server). */
const ROW_KEYS = ['id', 'shipment_number', 'ship_date', 'sales_order', 'customer', 'carrier', 'tracking_number', 'value'] as const;
export type ShipmentRow = Pick<ShipmentSummaryDto, (typeof ROW_KEYS)[number]>;

/** One server-side page of shipments, as data to the list's client table (components/data-table/list-table.tsx). */
export function ShipmentsTable({ shipments, emptyState, state }: { shipments: ShipmentSummaryDto[]; emptyState: React.ReactNode; state: ShipmentListState }) {
  return <ShipmentRowsTable {...listTableData(shipments.map((s) => pickRow(s, ROW_KEYS)), { emptyState, sorting: sortHeaders(shipmentList, SHIPMENT_SORT, state) })} />;
}
