import * as React from "react";
import { ChevronDownIcon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = React.ComponentProps<"select"> & {
  /** Shortcut for simple lists; `children` (<option>s) can be used instead or as well. */
  options?: readonly SelectOption[];
  /** Adds a first option with value "" (e.g. "All statuses" or "Select…"). */
  placeholder?: string;
};

/**
 * A styled native <select>: keyboard, screen readers, mobile pickers and Playwright's selectOption()
 * all work without a custom listbox.
 */
function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  return (
    <div className={cn("relative w-full", className)} data-slot="select-wrapper">
      <select
        data-slot="select"
        className={cn(
          "flex h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-1 pr-8 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
        )}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export { Select, type SelectOption, type SelectProps };
