import { IMPORT_BATCH_BYTES, IMPORT_BATCH_ROWS } from './constants';

/**
 * A file's rows split into the import's requests (client-safe: the import dialog and the bench use it): at most
 * `maxRows` rows and `maxBytes` of JSON (UTF-8) each, in file order. A row larger than `maxBytes` on its own is a
 * batch of its own (the API then answers why it is refused).
 */
export function importBatches<T>(rows: readonly T[], maxRows = IMPORT_BATCH_ROWS, maxBytes = IMPORT_BATCH_BYTES): T[][] {
  const encoder = new TextEncoder();
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = encoder.encode(JSON.stringify(row)).length + 1;
    if (batch.length > 0 && (batch.length >= maxRows || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
