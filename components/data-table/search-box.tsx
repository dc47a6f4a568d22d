"use client";

import * as React from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { SearchIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

type SearchBoxProps = {
  /** URL param to write. */
  paramName?: string;
  /** URL param reset (deleted = page 1) whenever the search changes. */
  pageParam?: string;
  placeholder?: string;
  /** Accessible name of the input. */
  label?: string;
  debounceMs?: number;
  id?: string;
  className?: string;
};

/**
 * List search: writes the typed text to `?search=` (300 ms after the last keystroke) with
 * router.replace, keeping the other params and going back to page 1. The server page re-renders
 * from the new URL.
 */
function SearchBox({
  paramName = "search",
  pageParam = "page",
  placeholder = "Search...",
  label = "Search",
  debounceMs = 300,
  id,
  className,
}: SearchBoxProps) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const urlValue = searchParams?.get(paramName) ?? "";

  const [value, setValue] = React.useState(urlValue);
  const [lastPushed, setLastPushed] = React.useState(urlValue);
  const [isPending, startTransition] = React.useTransition();
  const timerRef = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  // Back/forward or a "clear filters" link changed the URL: show it, unless it's our own write.
  const [seenUrlValue, setSeenUrlValue] = React.useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== lastPushed) {
      setValue(urlValue);
      setLastPushed(urlValue);
    }
  }

  React.useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
    },
    [],
  );

  function push(next: string) {
    const params = new URLSearchParams(window.location.search);
    const trimmed = next.trim();
    if (trimmed === "") params.delete(paramName);
    else params.set(paramName, trimmed);
    params.delete(pageParam);
    const query = params.toString();
    setLastPushed(trimmed);
    startTransition(() => {
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    });
  }

  function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    setValue(next);
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      push(next);
    }, debounceMs);
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
        aria-label={label}
        placeholder={placeholder}
        value={value}
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
