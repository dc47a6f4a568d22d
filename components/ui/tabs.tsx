"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Tabs after the WAI-ARIA tabs pattern, as Radix's did them (same roles, ids, `data-state` and keyboard:
 * ← → Home End move between tabs and select them; the active tab alone is in the Tab order; a panel is mounted
 * only while its tab is selected), in a few lines instead of Radix's tabs on every page with tabs.
 */
type TabsContextValue = { base: string; value: string; select: (value: string) => void };
const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

/** Ids of one tab and its panel (a value may hold characters an id cannot). */
const idOf = (base: string, part: "trigger" | "content", value: string) => `${base}-${part}-${value.replace(/[^\w-]/g, "_")}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ className, defaultValue, value: controlled, onValueChange, ...props }: TabsProps) {
  const base = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? "");
  const value = controlled ?? uncontrolled;
  const context = React.useMemo<TabsContextValue>(
    () => ({
      base,
      value,
      select: (next) => {
        if (next === value) return;
        if (controlled === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [base, value, controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={context}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-2", className)} {...props} />
    </TabsContext.Provider>
  );
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs[(to + tabs.length) % tabs.length].focus(); // focusing a tab selects it (TabsTrigger's onFocus)
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

function TabsTrigger({ className, value, onClick, onFocus, disabled, ...props }: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.base, "trigger", value)}
      aria-controls={idOf(tabs.base, "content", value)}
      aria-selected={active}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-trigger"
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground/80 transition-[color,box-shadow] hover:text-foreground disabled:pointer-events-none disabled:opacity-50",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 focus-visible:outline-ring",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Keyboard focus selects (automatic activation); a mouse focus is followed by its click.
        if (!event.defaultPrevented && event.currentTarget.matches(":focus-visible")) tabs.select(value);
      }}
      {...props}
    />
  );
}

function TabsContent({ className, value, ...props }: Omit<React.ComponentProps<"div">, "value"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.base, "content", value)}
      aria-labelledby={idOf(tabs.base, "trigger", value)}
      data-state="active"
      data-orientation="horizontal"
      data-slot="tabs-content"
      tabIndex={0}
      className={cn("flex-1 outline-none", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
