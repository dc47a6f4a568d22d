import { describe, expect, it } from 'vitest';
import { inOrder, mapped, together } from './together';

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

describe('inOrder', () => {
  /** A lazy query as drizzle's: it starts when its `then` is called, and records when. */
  const lazy = (log: string[], name: string, value: unknown = name): PromiseLike<unknown> => ({
    then(resolve, reject) {
      log.push(name);
      return Promise.resolve(value).then(resolve, reject);
    },
  });

  it('starts every query in the order given, in one synchronous turn', async () => {
    const log: string[] = [];
    const answer = inOrder([lazy(log, 'lock'), lazy(log, 'read', [1, 2])]);
    expect(log).toEqual(['lock', 'read']); // started before anything was awaited
    expect(await answer).toEqual(['lock', [1, 2]]);
  });

  it('throws the first failing query’s error, in the order given', async () => {
    const fail = (code: string): PromiseLike<unknown> => ({ then: (resolve, reject) => Promise.reject(pgError(code)).then(resolve, reject) });
    await expect(inOrder([fail('23503'), fail('25P02')])).rejects.toMatchObject({ code: '23503' });
  });
});

describe('mapped', () => {
  it('stays lazy until awaited, then answers the query mapped', async () => {
    const log: string[] = [];
    const query: PromiseLike<number> = { then: (resolve, reject) => (log.push('started'), Promise.resolve(2).then(resolve, reject)) };
    const doubled = mapped(query, (n) => n * 2);
    expect(log).toEqual([]);
    expect(await doubled).toBe(4);
    expect(log).toEqual(['started']);
  });
});
