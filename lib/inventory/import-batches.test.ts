import { describe, expect, it } from 'vitest';
import { importBatches, importRowKey, sendImportBatches } from './import-batches';

const row = (n: number, code: string) => ({ row: n, values: { product_code: code, quantity: '1' } });

describe('importBatches with a key (an item’s rows together)', () => {
  it('keeps each item’s rows in one batch, in file order, and cuts only between items', () => {
    const rows = [row(2, 'A'), row(3, 'B'), row(4, 'a'), row(5, 'C'), row(6, 'B'), row(7, 'D'), row(8, 'c')];
    const batches = importBatches(rows, 3, 1_000_000, importRowKey);
    // Items a, b, c, d (codes matched without case); c's two rows fill a batch with d's one.
    expect(batches.map((b) => b.map((r) => r.row))).toEqual([[2, 4], [3, 6], [5, 8, 7]]);
    expect(batches.flat().map((r) => r.row).sort((x, y) => x - y)).toEqual(rows.map((r) => r.row));
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(3);
  });

  it('an item with more rows than a batch holds fills consecutive batches, in file order', () => {
    const rows = [row(2, 'X'), ...Array.from({ length: 5 }, (_, i) => row(3 + i, 'BIG')), row(8, 'Y')];
    const batches = importBatches(rows, 2, 1_000_000, importRowKey);
    expect(batches.map((b) => b.map((r) => r.row))).toEqual([[2, 3], [4, 5], [6, 7], [8]]);
  });

  it('cuts by bytes as well', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ row: i + 2, values: { product_code: `K${i % 3}`, note: 'x'.repeat(40) } }));
    const batches = importBatches(rows, 100, 150, importRowKey);
    for (const batch of batches) expect(new Set(batch.map(importRowKey)).size).toBe(1);
    expect(batches.flat()).toHaveLength(6);
  });
});

describe('sendImportBatches', () => {
  const tick = () => new Promise((r) => setTimeout(r, 1));

  it('keeps at most inFlight requests open, never two of one item at once, and sees every answer', async () => {
    const batches = importBatches([row(2, 'A'), row(3, 'B'), row(4, 'C'), row(5, 'D'), ...Array.from({ length: 4 }, (_, i) => row(6 + i, 'BIG'))], 1, 1_000_000, importRowKey);
    let open = 0;
    let most = 0;
    const openKeys = new Set<string>();
    const seen: number[] = [];
    const failed = await sendImportBatches(
      batches,
      importRowKey,
      async (batch) => {
        const key = importRowKey(batch[0]);
        expect(openKeys.has(key)).toBe(false);
        openKeys.add(key);
        open++;
        most = Math.max(most, open);
        await tick();
        open--;
        openKeys.delete(key);
        return { ok: true as const, value: batch[0].row };
      },
      (_batch, value) => seen.push(value),
      3,
    );
    expect(failed).toBeNull();
    expect(most).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // The BIG item's batches were answered in file order.
    expect(seen.filter((n) => n >= 6)).toEqual([6, 7, 8, 9]);
  });

  it('stops at a refused batch: the ones in flight finish, no new one starts', async () => {
    const batches = importBatches(Array.from({ length: 10 }, (_, i) => row(i + 2, `K${i}`)), 1, 1_000_000, importRowKey);
    const sent: number[] = [];
    const failed = await sendImportBatches(
      batches,
      importRowKey,
      async (batch) => {
        sent.push(batch[0].row);
        await tick();
        return batch[0].row === 3 ? { ok: false as const, result: 'refused' } : { ok: true as const, value: batch[0].row };
      },
      () => {},
      2,
    );
    expect(failed).toEqual({ batch: [row(3, 'K1')], result: 'refused' });
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent).toContain(2);
  });

  it('a request that throws is thrown once the others have finished', async () => {
    const batches = importBatches([row(2, 'A'), row(3, 'B')], 1, 1_000_000, importRowKey);
    let finished = 0;
    await expect(
      sendImportBatches(
        batches,
        importRowKey,
        async (batch) => {
          await tick();
          if (batch[0].row === 2) throw new Error('network');
          await tick();
          finished++;
          return { ok: true as const, value: null };
        },
        () => {},
        2,
      ),
    ).rejects.toThrow('network');
    expect(finished).toBe(1);
  });
});
