'use client';

import * as React from 'react';
import { debounce, useQueryStates, type ParserMap } from 'nuqs';
import type { ListDefinition } from '@/lib/list/url-state';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list toolbar's read/write access to its URL state. Every write goes through one nuqs queue, so a search
 * typed and a filter clicked within the debounce both land in the URL; any filter or search change goes back
 * to page 1. Writes re-render the server page (shallow: false) inside a transition (`isPending`).
 */
export function useListState<P extends ParserMap>(list: ListDefinition<P>) {
  const [isPending, startTransition] = React.useTransition();
  const [state, setState] = useQueryStates(list.parsers, { shallow: false, scroll: false, startTransition });

  const setFilters = React.useCallback(
    (changes: Partial<Record<keyof typeof state, unknown>>) => setState({ ...changes, page: null } as never),
    [setState],
  );

  const setSearch = React.useCallback(
    (value: string) => {
      if (!list.searchKey) return;
      const trimmed = value.trim();
      setState({ [list.searchKey]: trimmed === '' ? null : trimmed, page: null } as never, {
        limitUrlUpdates: trimmed === '' ? undefined : debounce(SEARCH_DEBOUNCE_MS),
      });
    },
    [list.searchKey, setState],
  );

  return { state, setFilters, setSearch, setState, isPending };
}
