import { describe, expect, it } from 'vitest';
import { together } from './together';

const pgError = (code: string) => Object.assign(new Error(code), { code });
const later = <T>(ms: number, value: T, fail = false) => new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

describe('together', () => {
  it('answers every step, in the order given', async () => {
    expect(await together([later(5, 'a'), later(1, 2), Promise.resolve(null)])).toEqual(['a', 2, null]);
  });

  it('waits for every step before it throws', async () => {
    let slowDone = false;
    const slow = later(20, 'slow').then((v) => ((slowDone = true), v));
    await expect(together([later(1, pgError('23505'), true), slow])).rejects.toThrow('23505');
    expect(slowDone).toBe(true);
  });

  it('throws what failed the transaction, not a later step’s "transaction is aborted"', async () => {
    await expect(together([later(1, pgError('25P02'), true), later(5, pgError('40P01'), true)])).rejects.toMatchObject({ code: '40P01' });
    await expect(together([later(1, pgError('25P02'), true), later(5, 'ok')])).rejects.toMatchObject({ code: '25P02' });
  });
});
