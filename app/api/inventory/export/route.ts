import Papa from 'papaparse';
import { apiHandler } from '@/lib/api/handler';
import { EXPORT_COLUMNS } from '@/lib/inventory/constants';
import { allInventoryItems } from '@/lib/inventory/items';
import { todayInPlant } from '@/lib/dates';

/**
 * The current filtered list (`?filter&search`, as the screen) as CSV, streamed in batches of the list query.
 * Cells that a spreadsheet would run as a formula are escaped.
 */
export const GET = apiHandler(async ({ ctx, query }) => {
  const batches = allInventoryItems(ctx, query);
  const first = await batches.next(); // errors (a bad filter: 422) surface before the stream starts
  const encoder = new TextEncoder();
  const toCsv = (rows: Record<string, unknown>[], header: boolean) =>
    Papa.unparse({ fields: [...EXPORT_COLUMNS], data: rows.map((r) => EXPORT_COLUMNS.map((c) => r[c])) }, { header, escapeFormulae: true, newline: '\r\n' }) + '\r\n';
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv(first.done ? [] : first.value, true)));
      if (first.done) controller.close();
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(toCsv(next.value, false)));
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inventory-${todayInPlant()}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
