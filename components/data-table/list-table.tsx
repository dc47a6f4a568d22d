import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";
import { DataTable, type DataTableProps, type DataTableSorting } from "./data-table";

/**
 * What a list page hands its list's table: one page of compact rows (only the fields its cells show, anything
 * zone- or permission-dependent already worked out on the server), the sorting as plain data (`sortHeaders`), the
 * empty state and footer as server-rendered elements, and the table's own plain options (`Extra`, e.g. `mayWrite`).
 */
export type ListTableProps<Row, Extra extends object = object> = {
  rows: Row[];
  sorting?: DataTableSorting;
  emptyState?: React.ReactNode;
  footer?: React.ReactNode;
  /** The caption, when it depends on the page (else the table's own). */
  caption?: string;
  className?: string;
} & Extra;

type ListTableOptions<Row> = Pick<DataTableProps<Row, unknown>, "caption" | "getRowId" | "rowClassName" | "rowAttributes">;

/**
 * A list's table as a client component (issue 30, item 5): call it at the foot of the list's `'use client'` columns
 * module (`components/molds/molds-columns.tsx`: `export const MoldRowsTable = listTable(columns, { caption, … })`)
 * and render the result from the list's server table (`molds-table.tsx`) with
 * `{...listTableData(dtos.map(toRow), { emptyState, sorting })}`.
 *
 * Why: a server-rendered table sends every row twice in the page — as HTML and again as its element tree in the
 * RSC payload (each cell's tags, classes, icons' SVG and links: 2–3 kB a row). Drawn by a client component, the
 * payload carries the rows as data (a few hundred bytes a row) and the HTML stays the same. `columns` may be a
 * function of the table's `Extra` props (e.g. an actions column only for writers); rows get `getRowId` or else
 * their `id`.
 */
export function listTable<Row, Extra extends object = object>(
  columns: ColumnDef<Row>[] | ((extra: Extra) => ColumnDef<Row>[]),
  options: ListTableOptions<Row>,
) {
  const getRowId = options.getRowId ?? ((row: Row, index: number) => String((row as { id?: unknown }).id ?? index));
  function ListTable({ rows, sorting, emptyState, footer, caption, className, ...extra }: ListTableProps<Row, Extra>) {
    const defs = typeof columns === "function" ? columns(extra as unknown as Extra) : columns;
    return (
      <DataTable
        {...options}
        columns={defs}
        data={rows}
        getRowId={getRowId}
        sorting={sorting}
        emptyState={emptyState}
        footer={footer}
        caption={caption ?? options.caption}
        className={className}
      />
    );
  }
  return ListTable;
}

/** A compact row: the fields of `dto` its table's cells read (`keys`), nothing else of it goes to the browser. */
export function pickRow<T extends object, const K extends keyof T>(dto: T, keys: readonly K[]): Pick<T, K> {
  const row = {} as Pick<T, K>;
  for (const key of keys) row[key] = dto[key];
  return row;
}

/**
 * What a list's server table hands its client table: the rows, the sorting, and the empty state only when there
 * are no rows (a server-rendered element, it would otherwise go out in the payload of every page for nothing).
 */
export function listTableData<Row>(rows: Row[], { emptyState, sorting }: { emptyState?: React.ReactNode; sorting?: DataTableSorting }) {
  return { rows, sorting, emptyState: rows.length === 0 ? emptyState : undefined };
}
