'use client';

import { SearchBox } from '@/components/data-table';
import type { ListUrl } from '@/lib/list/url-client';
import type { ShipmentListState } from '@/lib/sales/list-state';

/** The /shipping search (in the URL through the list state). */
export function ShipmentsToolbar({ list }: { list: ListUrl<ShipmentListState> }) {
  return <SearchBox list={list} placeholder="Search shipment, order, customer or tracking..." label="Search shipments" className="w-full sm:w-96" />;
}
