import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form label. A native <label> (server-safe, no JavaScript of its own) rather than Radix's, whose one extra —
 * not selecting the label's text on a double click — `select-none` already gives.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
