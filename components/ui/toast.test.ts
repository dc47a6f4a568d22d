import { describe, expect, it, vi } from 'vitest';

// What sonner was asked to show, in order (the mock records its calls here).
const shown = vi.hoisted((): unknown[][] => []);
vi.mock('sonner', () => ({
  toast: Object.assign((...args: unknown[]) => void shown.push(['message', ...args]), {
    success: (...args: unknown[]) => void shown.push(['success', ...args]),
    error: (...args: unknown[]) => void shown.push(['error', ...args]),
  }),
}));

import { toast, toaster } from './toast';

describe('toast', () => {
  it('asks for the toaster with the first toast only, and hands every toast to sonner', async () => {
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    expect(toaster.wanted()).toBe(false); // a page that shows no toast mounts no toaster and loads no sonner

    toast.success('Mold created');
    expect(toaster.wanted()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(shown).toEqual([['success', 'Mold created', undefined]]));

    // One at a time: vitest leaves a second import() of a mocked module pending while the first is (browsers don't).
    toast.error('Failed to save', { description: 'try again' });
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    toast.message('Saved');
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(listener).toHaveBeenCalledOnce();
    expect(shown).toEqual([
      ['success', 'Mold created', undefined],
      ['error', 'Failed to save', { description: 'try again' }],
      ['message', 'Saved', undefined],
    ]);
    unsubscribe();
  });
});
