import * as React from "react";

import { cn } from "@/lib/utils";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      className={cn("animate-pulse rounded-md bg-muted", className)}
      {...props}
    />
  );
}

/** The place of a tab's panel while its code loads (`clientOnly(…, { fallback: () => <PanelSkeleton /> })`). */
function PanelSkeleton() {
  return <Skeleton role="status" aria-label="Loading" className="h-64 w-full" />;
}

export { PanelSkeleton, Skeleton };
