'use client';

import { SearchBox } from '@/components/data-table';
import { costSheetList } from '@/lib/costing/list-state';

/** Search over product code, name and description, in the URL (?search=), back to page 1. */
export function CostingToolbar() {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox list={costSheetList} id="cost-sheets-search" label="Search cost sheets" placeholder="Search by product code or name..." className="w-full sm:w-80" />
    </div>
  );
}
