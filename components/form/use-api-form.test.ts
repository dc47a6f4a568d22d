import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './use-api-form';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required'), qty: z.coerce.number().int() });
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyZodResolver (the schema and zod load on first use)', () => {
  it('validates with a schema given as a loader, loading it once', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    const bad = await resolver({ name: ' ', qty: '2' }, undefined, options);
    expect(bad.errors).toMatchObject({ name: { message: 'Name is required' } });
    const good = await resolver({ name: ' Cap ', qty: '2' }, undefined, options);
    expect(good).toEqual({ values: { name: 'Cap', qty: 2 }, errors: {} });
    expect(load).toHaveBeenCalledOnce();
  });

  it('takes a schema as it is too; warm() fetches ahead of the first validation', async () => {
    const { resolver, warm } = lazyZodResolver(schema);
    warm();
    expect((await resolver({ name: 'x', qty: '1.5' }, undefined, options)).errors).toHaveProperty('qty');
  });

  it('a failed download is a form-level error (nothing is sent), and the next validation tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver(load);
    const failed = await resolver({ name: 'x', qty: '1' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toMatchObject({ root: { type: 'unavailable', message: expect.stringMatching(/could not be checked/) } });
    expect(await resolver({ name: 'x', qty: '1' }, undefined, options)).toEqual({ values: { name: 'x', qty: 1 }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
