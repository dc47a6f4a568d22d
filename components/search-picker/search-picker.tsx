"use client";

import * as React from "react";
import { XIcon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";
import { Spinner } from "@/components/ui/spinner";
import {
  SEARCH_FAILED_MESSAGE,
  buildSearchUrl,
  interpretSearchResponse,
  moveActiveIndex,
  noResultsMessage,
  optionDomId,
  shouldSearch,
} from "./logic";

type SearchPickerItem = { id: number | string };

type SearchPickerProps<T extends SearchPickerItem> = {
  /** e.g. "/api/sales/customers/search"; answers `{ success, data: T[] }` or a bare `T[]`. */
  endpoint: string;
  /** Extra query params, e.g. `{ status: "active" }`. `q` and `limit` are always set by the picker. */
  params?: Record<string, string>;
  renderOption: (item: T) => React.ReactNode;
  /** Text put in the input once the item is picked. */
  getOptionLabel: (item: T) => string;
  onSelect: (item: T | null) => void;
  /** Selected item (controlled). Leave undefined to let the picker keep its own selection. */
  value?: T | null;
  placeholder?: string;
  id?: string;
  /** Accessible name (aria-label). Omit it when a <label htmlFor={id}> (e.g. FormField) names the input. */
  label?: string;
  disabled?: boolean;
  /** Renders a hidden input with the selected item's id, so the picker works in a plain <form>/FormData. */
  name?: string;
  minChars?: number;
  debounceMs?: number;
  maxResults?: number;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

type SearchStatus = "idle" | "loading" | "done" | "error";

/**
 * Type-ahead picker over a server search endpoint: an ARIA 1.2 combobox with a listbox popup
 * (list autocomplete, manual selection: no option is active until an arrow key is pressed).
 */
function SearchPicker<T extends SearchPickerItem>({
  endpoint,
  params,
  renderOption,
  getOptionLabel,
  onSelect,
  value,
  placeholder = "Type to search...",
  id,
  label,
  disabled = false,
  name,
  minChars = 2,
  debounceMs = 300,
  maxResults = 10,
  className,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
}: SearchPickerProps<T>) {
  const generatedId = React.useId();
  const inputId = id ?? `search-picker-${generatedId}`;
  const listboxId = `${inputId}-listbox`;

  const [innerValue, setInnerValue] = React.useState<T | null>(null);
  const isControlled = value !== undefined;
  const selected = isControlled ? value : innerValue;
  const selectedLabel = selected ? getOptionLabel(selected) : "";

  const [inputValue, setInputValue] = React.useState(selectedLabel);
  const [items, setItems] = React.useState<T[]>([]);
  const [status, setStatus] = React.useState<SearchStatus>("idle");
  const [errorMessage, setErrorMessage] = React.useState<string | null>(null);
  const [searchedQuery, setSearchedQuery] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const [activeIndex, setActiveIndex] = React.useState(-1);

  // When the selection changes from outside (form reset, edit dialog opening), show its label.
  const selectedKey = selected ? `${selected.id}:${selectedLabel}` : null;
  const [shownKey, setShownKey] = React.useState(selectedKey);
  if (selectedKey !== shownKey) {
    setShownKey(selectedKey);
    setInputValue(selectedLabel);
  }

  const inputRef = React.useRef<HTMLInputElement>(null);
  const timerRef = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const abortRef = React.useRef<AbortController | null>(null);
  // Belt and braces with abort(): only the latest request may write state.
  const requestSeqRef = React.useRef(0);

  const cancelPending = React.useCallback(() => {
    if (timerRef.current !== null) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    abortRef.current?.abort();
    abortRef.current = null;
    requestSeqRef.current += 1;
  }, []);

  React.useEffect(() => cancelPending, [cancelPending]);

  React.useEffect(() => {
    if (activeIndex < 0) return;
    const option = document.getElementById(optionDomId(listboxId, activeIndex));
    option?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, listboxId]);

  async function runSearch(query: string) {
    const controller = new AbortController();
    abortRef.current = controller;
    const seq = ++requestSeqRef.current;
    try {
      const response = await fetch(buildSearchUrl(endpoint, query, params, maxResults), {
        credentials: "same-origin",
        headers: { Accept: "application/json" },
        signal: controller.signal,
      });
      const body: unknown = await response.json().catch(() => null);
      if (seq !== requestSeqRef.current) return;
      const outcome = interpretSearchResponse<T>(response.ok, body, maxResults);
      setItems(outcome.items);
      setErrorMessage(outcome.error);
      setStatus(outcome.error === null ? "done" : "error");
      setSearchedQuery(query);
      setActiveIndex(-1);
    } catch {
      // Aborted by a newer keystroke (or unmount): the newer search owns the state.
      if (controller.signal.aborted || seq !== requestSeqRef.current) return;
      setItems([]);
      setErrorMessage(SEARCH_FAILED_MESSAGE);
      setStatus("error");
      setSearchedQuery(query);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }

  function handleInputChange(event: React.ChangeEvent<HTMLInputElement>) {
    const query = event.target.value;
    setInputValue(query);
    setActiveIndex(-1);
    setItems([]);
    setErrorMessage(null);
    cancelPending();

    // Emptying the input is the keyboard way to clear the selection.
    if (query === "" && selected) {
      if (!isControlled) setInnerValue(null);
      setShownKey(null);
      onSelect(null);
    }

    if (!shouldSearch(query, minChars)) {
      setStatus("idle");
      setOpen(false);
      return;
    }
    setStatus("loading");
    setOpen(true);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void runSearch(query.trim());
    }, debounceMs);
  }

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  function pick(item: T) {
    cancelPending();
    if (!isControlled) setInnerValue(item);
    const pickedLabel = getOptionLabel(item);
    setInputValue(pickedLabel);
    setShownKey(`${item.id}:${pickedLabel}`);
    setItems([]);
    setStatus("idle");
    close();
    onSelect(item);
  }

  function clear() {
    cancelPending();
    if (!isControlled) setInnerValue(null);
    setInputValue("");
    setShownKey(null);
    setItems([]);
    setStatus("idle");
    close();
    onSelect(null);
    inputRef.current?.focus();
  }

  const popupOpen = open && status !== "idle";
  const listVisible = popupOpen && items.length > 0;

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (items.length === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActiveIndex((current) =>
          moveActiveIndex(current, event.key === "ArrowDown" ? 1 : -1, items.length),
        );
        return;
      }
      case "Enter": {
        if (!popupOpen) return;
        // Enter in an open picker never submits the surrounding form.
        event.preventDefault();
        const item = items[activeIndex];
        if (listVisible && item !== undefined) pick(item);
        return;
      }
      case "Escape": {
        if (!popupOpen) return;
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      }
    }
  }

  function handleBlur(event: React.FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    close();
    // Typing without picking must not leave text that looks like a different selection.
    if (selected && inputValue !== selectedLabel) setInputValue(selectedLabel);
  }

  const activeDescendant =
    listVisible && activeIndex >= 0 ? optionDomId(listboxId, activeIndex) : undefined;

  return (
    <div
      data-slot="search-picker"
      className={cn("relative w-full", className)}
      onBlur={handleBlur}
    >
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-label={label}
          aria-expanded={listVisible}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          // Read by DialogContent: Escape closes this popup, not the dialog around it.
          data-popup-open={popupOpen ? "true" : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          disabled={disabled}
          value={inputValue}
          onChange={handleInputChange}
          onKeyDown={handleKeyDown}
          className={cn(
            "flex h-9 w-full min-w-0 rounded-md border border-input bg-background py-1 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
            "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
            selected && !disabled ? "pr-9" : "pr-3",
          )}
        />
        {selected && !disabled && (
          <button
            type="button"
            onClick={clear}
            aria-label={label ? `Clear ${label}` : "Clear selection"}
            className="absolute top-1/2 right-1.5 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        )}
        {name !== undefined && (
          <input type="hidden" name={name} value={selected ? String(selected.id) : ""} />
        )}
      </div>

      <div
        data-slot="search-picker-popup"
        hidden={!popupOpen}
        className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
      >
        {status === "loading" && (
          <div role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
            <Spinner label="" className="size-4" />
            Searching...
          </div>
        )}
        {status === "done" && items.length === 0 && (
          <div role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {noResultsMessage(searchedQuery)}
          </div>
        )}
        {status === "error" && (
          <div role="alert" className="px-3 py-2 text-sm text-destructive">
            {errorMessage ?? SEARCH_FAILED_MESSAGE}
          </div>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={label ?? "Search results"}
          hidden={!listVisible}
          // Keep focus in the input while clicking an option.
          onMouseDown={(event) => event.preventDefault()}
          className="max-h-[300px] overflow-y-auto p-1"
        >
          {items.map((item, index) => {
            const active = index === activeIndex;
            return (
              <li
                key={item.id}
                id={optionDomId(listboxId, index)}
                role="option"
                aria-selected={active}
                onMouseMove={() => {
                  if (!active) setActiveIndex(index);
                }}
                onClick={() => pick(item)}
                className={cn(
                  "cursor-pointer rounded-sm px-2 py-1.5 text-sm select-none",
                  active && "bg-accent text-accent-foreground",
                )}
              >
                {renderOption(item)}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export { SearchPicker, type SearchPickerProps, type SearchPickerItem };
