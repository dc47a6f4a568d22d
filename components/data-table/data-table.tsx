"use client";

import * as React from "react";
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
  }
}

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
                return (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan}
                    className={cn("px-3", meta?.className, meta?.headerClassName)}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
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
