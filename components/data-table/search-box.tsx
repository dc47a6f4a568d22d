"use client";

import * as React from "react";
import { useSearchParams } from "next/navigation";
import { SearchIcon } from "@/components/ui/icons";

import { searchOnlyUrl, type ListUrl } from "@/lib/list/url-client";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useListState } from "./use-list-state";

type SearchBoxProps = {
  /**
   * The list's URL keys (`defineListState(…).url`, a prop from the server page); the box writes its `searchKey`.
   * Without it, the box writes `paramName` on the current URL through the same queue.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's keys
  list?: ListUrl<any>;
  /** URL param to write when no `list` is given. */
  paramName?: string;
  placeholder?: string;
  /** Accessible name of the input. */
  label?: string;
  id?: string;
  /** The longest search the list's API takes (its query schema's limit): the box stops there. */
  maxLength?: number;
  className?: string;
};

/**
 * List search: writes the typed text to the URL through `useListState` (debounced; one queue with the
 * list's filters and pages, so a search typed and a filter clicked within the debounce both land), going
 * back to page 1. The server page re-renders from the new URL; a spinner shows meanwhile.
 */
function SearchBox({ list, paramName = "search", placeholder = "Search...", label = "Search", id, maxLength, className }: SearchBoxProps) {
  const definition = React.useMemo(() => list ?? searchOnlyUrl(paramName), [list, paramName]);
  const { setSearch, isPending } = useListState(definition as ListUrl<unknown>);
  const key = definition.searchKey ?? paramName;
  // The URL as rendered (not the optimistic copy of useListState, which another list control's write can briefly roll back).
  const committed = useSearchParams()?.get(key) ?? "";

  // What is typed (spaces included); the URL gets it trimmed, after the debounce.
  const [value, setValue] = React.useState(committed);
  // Values this box wrote that may still land; the URL changing to anything else came from outside
  // (back/forward, a "Clear search" link) and is shown.
  const [sent, setSent] = React.useState<string[]>([]);
  const [seenCommitted, setSeenCommitted] = React.useState(committed);
  if (committed !== seenCommitted) {
    setSeenCommitted(committed);
    if (committed === sent[sent.length - 1]) setSent([committed]);
    else if (!sent.includes(committed)) {
      setValue(committed);
      setSent([]);
    }
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setValue(next);
    setSent((s) => [...s, next.trim()]);
    setSearch(next);
  }

  return (
    <div data-slot="search-box" className={cn("relative w-full max-w-sm", className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        data-shortcut="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={handleChange}
        className="pr-8 pl-8"
      />
      {isPending && (
        <Spinner
          label="Searching"
          className="absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      )}
    </div>
  );
}

export { SearchBox, type SearchBoxProps };
