'use client';

import * as React from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { readUrlState, urlText, type ListUrl } from '@/lib/list/url-client';

export const SEARCH_DEBOUNCE_MS = 300;

type StartTransition = (callback: () => void) => void;
type Router = ReturnType<typeof useRouter>;

type Value = { value: string | null; pathname: string };

/**
 * The one queue every list control writes the URL through. A write names URL keys and their new text (null:
 * removed); written at once, the keys wait a tick so writes of the same moment land together, and are applied to
 * the URL as it is then (so nothing written just before is lost). A debounced write (the typed search) waits
 * per key; a write at once to a key it holds cancels that key only, so "search typed, then page 2 clicked"
 * keeps both: the page now, the search when its wait is over. Applying: the address bar at once
 * (`history.replaceState`, which Next.js' router follows), then the server page re-rendered from it
 * (`router.replace`) inside the writers' transitions, whose controls show their state meanwhile.
 */
const queue = {
  now: new Map<string, Value>(),
  waiting: new Map<string, Value & { timer: ReturnType<typeof setTimeout> }>(),
  transitions: new Set<StartTransition>(),
  showing: new Set<(search: string) => void>(),
  router: null as Router | null,
  flushTimer: null as ReturnType<typeof setTimeout> | null,
};

function write(changes: Map<string, string | null>, debounceMs: number | undefined, startTransition: StartTransition, router: Router) {
  queue.router = router;
  // A write belongs to its page: one still waiting when the page changes another way (Back) is not put on the next.
  const pathname = window.location.pathname;
  for (const [key, text] of changes) {
    const value = { value: text, pathname };
    const waiting = queue.waiting.get(key);
    if (waiting) clearTimeout(waiting.timer);
    if (debounceMs) {
      const timer = setTimeout(() => {
        queue.waiting.delete(key);
        queue.now.set(key, value);
        queue.transitions.add(startTransition);
        flushSoon();
      }, debounceMs);
      queue.waiting.set(key, { ...value, timer });
    } else {
      queue.waiting.delete(key);
      queue.now.set(key, value);
    }
  }
  if (!debounceMs) {
    queue.transitions.add(startTransition);
    flushSoon();
  }
}

/** A click on a link to another page drops the writes still waiting (the search typed just before): they
 * belong to the list being left, and written later they would replace the navigation the click started. */
function dropWaitingOnLeave(event: MouseEvent) {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || queue.waiting.size === 0) return;
  if (new URL(anchor.href, window.location.href).pathname === window.location.pathname) return;
  for (const { timer } of queue.waiting.values()) clearTimeout(timer);
  queue.waiting.clear();
}
if (typeof window !== 'undefined') window.addEventListener('click', dropWaitingOnLeave, true);

function flushSoon() {
  queue.flushTimer ??= setTimeout(flush, 0);
}

function flush() {
  queue.flushTimer = null;
  const router = queue.router;
  if (queue.now.size === 0 || !router) return;
  const url = new URL(window.location.href);
  for (const [key, { value, pathname }] of queue.now) {
    if (pathname !== url.pathname) continue;
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  queue.now.clear();
  const transitions = [...queue.transitions];
  queue.transitions.clear();
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (href === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history.replaceState(null, '', href);
  const apply = () => {
    for (const show of queue.showing) show(url.search);
    router.replace(href, { scroll: false });
  };
  // Nested, so each writer's `isPending` holds until the page has re-rendered.
  transitions.reduce<() => void>((inner, start) => () => start(inner), apply)();
}

/**
 * A list toolbar's read/write access to its URL state: `list` is the list's `url` (`defineListState(…).url`, passed
 * by the server page as a prop: plain data, no zod in the browser). Any filter or search change goes back to page
 * 1; the search is debounced. `state` shows a write at once, before the server page has re-rendered (`isPending`
 * meanwhile); a navigation from elsewhere (a link, Back) shows as it lands.
 */
export function useListState<S>(list: ListUrl<S>): ListStateApi<S> {
  const [isPending, startTransition] = React.useTransition();
  const router = useRouter();
  const committed = useSearchParams()?.toString() ?? '';
  const [shown, setShown] = React.useOptimistic(committed);
  React.useEffect(() => {
    const show = (search: string) => setShown(search.replace(/^\?/, ''));
    queue.showing.add(show);
    return () => void queue.showing.delete(show);
  }, [setShown]);
  const state = React.useMemo(() => readUrlState(list, shown), [list, shown]);

  const setState = React.useCallback(
    (changes: Partial<Record<keyof S, unknown>>, options: { debounceMs?: number } = {}) => {
      const texts = new Map<string, string | null>();
      for (const [key, value] of Object.entries(changes)) {
        const field = list.fields[key];
        if (field) texts.set(key, urlText(field, value));
      }
      write(texts, options.debounceMs, startTransition, router);
    },
    [list, router],
  );

  const setFilters = React.useCallback((changes: Partial<Record<keyof S, unknown>>) => setState({ ...changes, page: undefined } as Partial<Record<keyof S, unknown>>), [setState]);

  const setSearch = React.useCallback(
    (value: string) => {
      if (!list.searchKey) return;
      const trimmed = value.trim();
      setState({ [list.searchKey]: trimmed === '' ? undefined : trimmed, page: undefined } as never, { debounceMs: trimmed === '' ? undefined : SEARCH_DEBOUNCE_MS });
    },
    [list.searchKey, setState],
  );

  return { state, setFilters, setSearch, setState, isPending };
}

type ListStateApi<S> = {
  state: S;
  setFilters: (changes: Partial<Record<keyof S, unknown>>) => void;
  setSearch: (value: string) => void;
  setState: (changes: Partial<Record<keyof S, unknown>>, options?: { debounceMs?: number }) => void;
  isPending: boolean;
};
