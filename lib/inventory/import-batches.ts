import { IMPORT_BATCH_BYTES, IMPORT_BATCH_ROWS, IMPORT_IN_FLIGHT } from './constants';

/** An import row as the dialog sends it: its row number in the file and its cells. */
type ImportRow = { row: number; values: Record<string, string | undefined> };

/**
 * The item a row is about, as the import judges it: its product code, lower-cased (the codes are matched without
 * case). Rows of one item go in one batch, in file order, so that what the file says of an item is judged together
 * (a code twice in the file, an item's opening lines with their running balance) and batches about different items
 * can run side by side.
 */
export function importRowKey(row: ImportRow): string {
  return (row.values.product_code ?? '').trim().toLowerCase();
}

/**
 * A file's rows split into the import's requests (client-safe: the import dialog and the bench use it): at most
 * `maxRows` rows and `maxBytes` of JSON (UTF-8) each. Without `keyOf` the rows stay in file order; with it, the
 * rows of one key are kept together (in file order, the keys in the order they first appear) and a batch is cut
 * only between keys — unless one key alone has more rows than a batch holds, whose rows then fill consecutive
 * batches. A row larger than `maxBytes` on its own is a batch of its own (the API then answers why it is refused).
 */
export function importBatches<T>(rows: readonly T[], maxRows = IMPORT_BATCH_ROWS, maxBytes = IMPORT_BATCH_BYTES, keyOf?: (row: T) => string): T[][] {
  const encoder = new TextEncoder();
  const sizeOf = (row: T) => encoder.encode(JSON.stringify(row)).length + 1;
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  const cut = () => {
    if (batch.length > 0) batches.push(batch);
    batch = [];
    bytes = 0;
  };
  const add = (row: T, size: number) => {
    if (batch.length > 0 && (batch.length >= maxRows || bytes + size > maxBytes)) cut();
    batch.push(row);
    bytes += size;
  };
  if (!keyOf) {
    for (const row of rows) add(row, sizeOf(row));
    cut();
    return batches;
  }
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    const sizes = group.map(sizeOf);
    const groupBytes = sizes.reduce((a, b) => a + b, 0);
    // The whole group where it fits; a group that fits no batch fills consecutive ones.
    if (batch.length > 0 && (batch.length + group.length > maxRows || bytes + groupBytes > maxBytes) && group.length <= maxRows && groupBytes <= maxBytes) cut();
    group.forEach((row, i) => add(row, sizes[i]));
  }
  cut();
  return batches;
}

export type BatchFailure<T, R> = { batch: T[]; result: R };

/**
 * Sends the batches of `importBatches(…, keyOf)` with up to `inFlight` requests at once, started in order; a batch
 * that shares a key with one still in flight (a key too big for one batch) waits for it, so one item's rows are
 * always judged in file order. `send` answers `{ ok: true, value }` or `{ ok: false, result }`; `onBatch` sees each
 * answered batch. The first refused batch stops the sending: the batches in flight finish, no new one starts, and
 * that batch and its answer are returned (null when every batch was taken).
 */
export async function sendImportBatches<T, V, R>(
  batches: readonly T[][],
  keyOf: (row: T) => string,
  send: (batch: T[]) => Promise<{ ok: true; value: V } | { ok: false; result: R }>,
  onBatch: (batch: T[], value: V) => void,
  inFlight = IMPORT_IN_FLIGHT,
): Promise<BatchFailure<T, R> | null> {
  const running = new Map<Promise<void>, Set<string>>();
  let failure: BatchFailure<T, R> | null = null;
  let thrown: { error: unknown } | null = null;
  const stopped = () => failure !== null || thrown !== null;
  for (const batch of batches) {
    const keys = new Set(batch.map(keyOf));
    const blocked = () => running.size >= inFlight || [...running.values()].some((k) => [...keys].some((key) => k.has(key)));
    while (!stopped() && running.size > 0 && blocked()) await Promise.race(running.keys());
    if (stopped()) break;
    // Started on the next tick, so that `job` is set before its own `finally` runs.
    const job: Promise<void> = Promise.resolve().then(async () => {
      try {
        const answer = await send(batch);
        if (answer.ok) onBatch(batch, answer.value);
        else failure ??= { batch, result: answer.result };
      } catch (error) {
        thrown ??= { error };
      } finally {
        running.delete(job);
      }
    });
    running.set(job, keys);
  }
  await Promise.all(running.keys());
  if (thrown) throw (thrown as { error: unknown }).error;
  return failure;
}
