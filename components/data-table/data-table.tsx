"use client";

import * as React from "react";
import Link from "next/link";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
} from "@tanstack/react-table";

import { cn } from "@/lib/utils";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** Per-column extras read by DataTable: `meta: { className: "text-right" }` styles header and cells. */
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    className?: string;
    headerClassName?: string;
    /** The list's sort key for this column (lib/list/sort.ts): its header links to that order. */
    sortKey?: string;
  }
}

/** The server-side order of the rows and where each sortable header leads (see `useSortHeaders`). */
export type DataTableSorting = { sort: string; dir: "asc" | "desc"; hrefFor: (key: string) => string };

type DataTableProps<TData, TValue> = {
  columns: ColumnDef<TData, TValue>[];
  /** One page of rows, already filtered, sorted and paged by the server. */
  data: TData[];
  /** Shown in a full-width cell when `data` is empty (e.g. <EmptyState/>). */
  emptyState?: React.ReactNode;
  /** Stable row keys, e.g. `(row) => String(row.id)`; defaults to the row index. */
  getRowId?: (row: TData, index: number) => string;
  /** Visually hidden table caption for screen readers, e.g. "Customers". */
  caption?: string;
  /** Extra classes for a row (e.g. highlight overdue molds). */
  rowClassName?: (row: Row<TData>) => string | undefined;
  /** `data-*` attributes of a row (e.g. `{ "data-next-to-use": "true" }`), for styling and tests. */
  rowAttributes?: (row: Row<TData>) => Record<`data-${string}`, string | undefined>;
  /** Footer rows (<TableRow>s, e.g. totals), shown only when there are rows. */
  footer?: React.ReactNode;
  /** Sortable headers: columns with `meta.sortKey` link to their order and carry `aria-sort`. */
  sorting?: DataTableSorting;
  className?: string;
};

/**
 * Renders one server-side page of rows. Paging, sorting and filtering live in the URL and in SQL
 * (manual mode), so the table itself keeps no state. Column defs hold functions: define them in a
 * "use client" module and render <DataTable> from there, passing rows from the server page.
 */
function DataTable<TData, TValue>({
  columns,
  data,
  emptyState,
  getRowId,
  caption,
  rowClassName,
  rowAttributes,
  footer,
  sorting,
  className,
}: DataTableProps<TData, TValue>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns fresh functions each render by design
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });

  const rows = table.getRowModel().rows;

  return (
    <div data-slot="data-table" className={cn("overflow-hidden rounded-md border bg-card", className)}>
      <Table>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHeader className="bg-muted/40">
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id} className="hover:bg-transparent">
              {headerGroup.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sortKey = sorting && meta?.sortKey;
                const active = sortKey && sorting.sort === sortKey ? sorting.dir : null;
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan}
                    aria-sort={sortKey ? (active === "asc" ? "ascending" : active === "desc" ? "descending" : "none") : undefined}
                    className={cn("px-3", meta?.className, meta?.headerClassName)}
                  >
                    {sortKey ? (
                      <Link
                        href={sorting.hrefFor(sortKey)}
                        scroll={false}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {content}
                        {active === "asc" ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : active === "desc" ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ChevronsUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                        )}
                      </Link>
                    ) : (
                      content
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length > 0 ? (
            rows.map((row) => (
              <TableRow key={row.id} className={rowClassName?.(row)} {...rowAttributes?.(row)}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cn("px-3", cell.column.columnDef.meta?.className)}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={table.getVisibleLeafColumns().length} className="p-0 whitespace-normal">
                {emptyState ?? (
                  <p className="py-10 text-center text-sm text-muted-foreground">No results.</p>
                )}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
        {footer && rows.length > 0 && <TableFooter>{footer}</TableFooter>}
      </Table>
    </div>
  );
}

export { DataTable, type DataTableProps };
