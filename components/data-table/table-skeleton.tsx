'use client';

import * as React from "react";

import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

type TableSkeletonProps = {
  rows?: number;
  columns?: number;
  /** Also draw a search-box and a pagination placeholder around the table. */
  withToolbar?: boolean;
  className?: string;
};

/**
 * Suspense fallback for a DataTable page: same frame, grey bars instead of values. A client component so that the
 * RSC payload carries `{ rows, columns }` rather than its 70–80 cells' tree (sent in the HTML and again in the
 * payload, 10–15 kB of every list page; issue 30, item 5). Its bars are bare `<i>`s drawn by the
 * `[data-slot=table-skeleton]` rules of app/globals.css (80 class attributes less in every list page's HTML).
 */
function TableSkeleton({ rows = 10, columns = 5, withToolbar = false, className }: TableSkeletonProps) {
  const columnKeys = Array.from({ length: columns }, (_, i) => i);
  return (
    <div
      data-slot="table-skeleton"
      role="status"
      aria-label="Loading"
      aria-busy="true"
      className={cn("space-y-3", className)}
    >
      {withToolbar && <Skeleton className="h-9 w-full max-w-xs" />}
      <div className="overflow-hidden rounded-md border bg-card">
        <Table>
          <TableHeader className="bg-muted/40">
            <TableRow>
              {columnKeys.map((column) => (
                <TableHead key={column}>
                  <i />
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {Array.from({ length: rows }, (_, row) => (
              <TableRow key={row}>
                {columnKeys.map((column) => (
                  <TableCell key={column}>
                    <i />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {withToolbar && (
        <div className="flex items-center justify-between">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-8 w-64" />
        </div>
      )}
    </div>
  );
}

export { TableSkeleton, type TableSkeletonProps };
