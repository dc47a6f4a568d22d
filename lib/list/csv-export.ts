import Papa from 'papaparse';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { isBroadSearch, type PageQuery } from './paging';

/**
 * CSV export of a list, filtered as on screen (issue 14): the same PageQuery the list pages with, read in batches
 * and streamed as they are read, so 100,000 rows neither sit in memory nor hold a transaction open (PGlite has one
 * connection: a long transaction would take other requests in). Rows added or removed while an export runs may
 * shift a batch boundary; an export is a report of "about now", not a snapshot.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

export const EXPORT_BATCH = 1_000;

/**
 * The rows of a list query, batch by batch. A list with a `sort` is walked by keyset (each batch starts after the
 * last row of the one before: every batch costs what the first does); others count first and page by offset.
 */
export async function* listBatches<Row, Out>(db: Db, query: PageQuery<Row, Out>, batch = EXPORT_BATCH): AsyncGenerator<Out[]> {
  const tx = db as unknown as Tx;
  const map = query.map ?? ((r: Row) => r as unknown as Out);
  const { sort } = query;
  if (sort) {
    // A broad search walks the order with the search as a filter (as its pages do), not every match per batch.
    const broad = await isBroadSearch(tx, query);
    let after: SQL | undefined;
    for (let page = 1; ; page++) {
      const rows = (await query.rows(tx, { page, perPage: batch, offset: 0, columns: sort.columns, after, values: query.values ?? {}, broad })) as (Row & { __sort_key?: string | null; __sort_id?: number })[];
      if (!rows.length) return;
      const last = rows[rows.length - 1];
      after = sort.after(last.__sort_key ?? null, Number(last.__sort_id));
      if (!query.map)
        for (const row of rows) {
          delete row.__sort_key;
          delete row.__sort_id;
        }
      yield rows.map(map); // a `map` leaves the sort columns behind (as pageOf)
      if (rows.length < batch) return;
    }
  }
  const total = await query.count(tx);
  for (let offset = 0; offset < total; offset += batch) {
    const rows = await query.rows(tx, { page: offset / batch + 1, perPage: batch, offset, columns: {}, after: undefined, values: query.values ?? {}, broad: false });
    if (!rows.length) return;
    yield rows.map(map);
  }
}

/**
 * A cell as a spreadsheet should read it: dates and numbers as written, null as empty, and text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR at the start) prefixed with ' (OWASP CSV injection).
 */
export function csvCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Rows as CSV lines (papaparse, the parser the import uses), CRLF-terminated. */
function csvLines(rows: (string | number)[][]): string {
  return rows.length ? Papa.unparse(rows, { newline: '\r\n' }) + '\r\n' : '';
}

/**
 * The streamed CSV answer: a header row, then every batch as it is read; UTF-8 with BOM so Excel reads accents.
 * The first batch is read before answering, so a refused filter (422) or a failing query is a JSON error, not a
 * broken download; the rest stream as the client reads.
 */
export async function csvResponse<T>(filename: string, columns: CsvColumn<T>[], batches: AsyncGenerator<T[]>): Promise<Response> {
  const encoder = new TextEncoder();
  const toLines = (rows: T[]) => csvLines(rows.map((row) => columns.map((c) => csvCell(c.value(row)))));
  const first = await batches.next();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF' + csvLines([columns.map((c) => c.header)]) + (first.done ? '' : toLines(first.value))));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(toLines(next.value)));
      } catch (error) {
        console.error('[export] failed while streaming', error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/** Columns named as the API names the fields (so an export reads back into an import), in the order given. */
export function fieldColumns<T>(fields: readonly (keyof T & string)[]): CsvColumn<T>[] {
  return fields.map((field) => ({ header: field, value: (row: T) => row[field] }));
}

/** `<list>-<plant date>.csv`, the name a download gets. */
export function exportFilename(list: string, today: string): string {
  return `${list}-${today}.csv`;
}
