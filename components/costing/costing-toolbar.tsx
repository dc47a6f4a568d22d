'use client';

import { SearchBox } from '@/components/data-table';
import { COST_SHEET_SEARCH_MAX } from '@/lib/costing/constants';
import type { CostSheetListState } from '@/lib/costing/list-state';
import type { ListUrl } from '@/lib/list/url-client';

/** Search over product code, name and description, in the URL (?search=), back to page 1. */
export function CostingToolbar({ list }: { list: ListUrl<CostSheetListState> }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        list={list}
        id="cost-sheets-search"
        label="Search cost sheets"
        placeholder="Search by product code or name..."
        maxLength={COST_SHEET_SEARCH_MAX}
        className="w-full sm:w-80"
      />
    </div>
  );
}
