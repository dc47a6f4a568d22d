import * as React from "react";
import { Loader2Icon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

type SpinnerProps = React.ComponentProps<"svg"> & {
  /** Accessible text; the spinner is role="status". Pass "" to make it purely decorative. */
  label?: string;
};

function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  const decorative = label === "";
  return (
    <Loader2Icon
      data-slot="spinner"
      role={decorative ? undefined : "status"}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}

export { Spinner, type SpinnerProps };
