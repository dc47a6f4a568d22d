import * as React from "react";
import Link from "@/components/ui/link";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "@/components/ui/icons";
import type { CellContext, ColumnDef, HeaderContext } from "@tanstack/react-table";

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

/**
 * The server-side order of the rows and where each sortable header leads (`sortHeaders`, `subListSortHeaders` of
 * ./sort-headers.ts): plain data, so a server page can hand it to a list's client table (./list-table.tsx).
 */
export type DataTableSorting = { sort: string; dir: "asc" | "desc"; hrefs: Partial<Record<string, string>> };

/** A row as `cell`, `rowClassName` and `rowAttributes` see it. */
export type DataTableRow<TData> = {
  /** `getRowId(original, index)`, else the index. */
  id: string;
  /** The row's position on this page (0-based). */
  index: number;
  original: TData;
  /** The value of a column's `accessorKey` / `accessorFn`. */
  getValue: <V = unknown>(columnId: string) => V;
};

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
  rowClassName?: (row: DataTableRow<TData>) => string | undefined;
  /** `data-*` attributes of a row (e.g. `{ "data-next-to-use": "true" }`), for styling and tests. */
  rowAttributes?: (row: DataTableRow<TData>) => Record<`data-${string}`, string | undefined>;
  /** Footer rows (<TableRow>s, e.g. totals), shown only when there are rows. */
  footer?: React.ReactNode;
  /** Sortable headers: columns with `meta.sortKey` link to their order and carry `aria-sort`. */
  sorting?: DataTableSorting;
  className?: string;
};

/** A column as DataTable reads it: TanStack's column definition shape, without its table engine. */
type Column<TData> = {
  id: string;
  def: ColumnDef<TData, unknown> & {
    accessorKey?: string;
    accessorFn?: (row: TData, index: number) => unknown;
    header?: unknown;
    cell?: unknown;
    columns?: unknown;
  };
};

/** A column's id as TanStack derives it: `id`, else `accessorKey` (dots → "_"), else a string `header`. */
function columnsOf<TData>(defs: ColumnDef<TData, unknown>[]): Column<TData>[] {
  return defs.map((def, index) => {
    const d = def as Column<TData>["def"];
    if (d.columns) throw new Error("DataTable: column groups (`columns`) are not supported");
    const id = d.id ?? d.accessorKey?.replaceAll(".", "_") ?? (typeof d.header === "string" ? d.header : undefined);
    if (id === undefined) throw new Error(`DataTable: column ${index} needs an id, an accessorKey or a string header`);
    return { id, def: d };
  });
}

function valueOf<TData>(column: Column<TData>, original: TData, index: number): unknown {
  const { accessorFn, accessorKey } = column.def;
  if (accessorFn) return accessorFn(original, index);
  if (accessorKey === undefined) return undefined;
  // TanStack reads "a.b" as a nested path.
  return accessorKey.split(".").reduce<unknown>((value, key) => (value == null ? undefined : (value as Record<string, unknown>)[key]), original);
}

/** Renders a `header`/`cell` template the way TanStack's flexRender does: functions are components. */
function render(template: unknown, props: object): React.ReactNode {
  if (template === undefined || template === null) return null;
  if (typeof template === "function") return React.createElement(template as React.FC<object>, props);
  return template as React.ReactNode;
}

/** TanStack's default cell: the value as text. */
function defaultCell(value: unknown): React.ReactNode {
  if (value === undefined || value === null) return null;
  return (value as { toString?: () => string }).toString?.() ?? null;
}

/**
 * Renders one server-side page of rows. Paging, sorting and filtering live in the URL and in SQL, so the table
 * keeps no state and runs no table engine: columns are TanStack-style definitions (`accessorKey`/`accessorFn`,
 * `header`, `cell`, `meta`), rendered here directly. A `cell` or `header` function receives `{ row, column,
 * getValue, renderValue }` (`row`: `id`, `index`, `original`, `getValue`; `column`: `id`, `columnDef`) — the
 * parts of TanStack's context a server-paged table has. Not a client component itself: it renders inside the
 * client table components that hold column functions, and a server component may render it directly.
 */
function DataTable<TData, TValue>({
  columns: columnDefs,
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
  const columns = columnsOf(columnDefs as ColumnDef<TData, unknown>[]);
  const rows = data.map((original, index): DataTableRow<TData> => {
    const values = new Map<string, unknown>();
    const getValue = <V,>(columnId: string): V => {
      if (!values.has(columnId)) {
        const column = columns.find((c) => c.id === columnId);
        values.set(columnId, column ? valueOf(column, original, index) : undefined);
      }
      return values.get(columnId) as V;
    };
    return { id: getRowId ? getRowId(original, index) : String(index), index, original, getValue };
  });

  return (
    <div data-slot="data-table" className={cn("overflow-hidden rounded-md border bg-card", className)}>
      <Table>
        {caption && <caption className="sr-only">{caption}</caption>}
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => {
              const meta = column.def.meta;
              const sortHref = sorting && meta?.sortKey ? sorting.hrefs[meta.sortKey] : undefined;
              const sortKey = sortHref !== undefined ? meta?.sortKey : undefined;
              const active = sortKey && sorting?.sort === sortKey ? sorting.dir : null;
              const columnApi = { id: column.id, columnDef: column.def };
              const headerContext = { column: columnApi, header: { id: column.id, column: columnApi, colSpan: 1, isPlaceholder: false } };
              const content =
                column.def.header === undefined
                  ? (column.def.accessorKey ?? (column.def.accessorFn ? column.id : null))
                  : render(column.def.header, headerContext as unknown as HeaderContext<TData, unknown>);
              return (
                <TableHead
                  key={column.id}
                  colSpan={1}
                  aria-sort={sortKey ? (active === "asc" ? "ascending" : active === "desc" ? "descending" : "none") : undefined}
                  className={cn(meta?.className, meta?.headerClassName) || undefined}
                >
                  {sortHref !== undefined ? (
                    <Link
                      href={sortHref}
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
        </TableHeader>
        <TableBody>
          {rows.length > 0 ? (
            rows.map((row) => (
              <TableRow key={row.id} className={rowClassName?.(row)} {...rowAttributes?.(row)}>
                {columns.map((column) => {
                  const getValue = () => row.getValue(column.id);
                  const context = {
                    row,
                    column: { id: column.id, columnDef: column.def },
                    getValue,
                    renderValue: () => getValue() ?? null,
                    cell: { id: `${row.id}_${column.id}`, row, getValue },
                  };
                  return (
                    <TableCell key={column.id} className={column.def.meta?.className}>
                      {column.def.cell === undefined
                        ? defaultCell(getValue())
                        : render(column.def.cell, context as unknown as CellContext<TData, unknown>)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          ) : (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="p-0 whitespace-normal">
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
