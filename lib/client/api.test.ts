import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataOf, fieldErrorsOf, getJson, messageOf, sendJson } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('reading the envelope', () => {
  it('takes the first message of each field', () => {
    expect(fieldErrorsOf({ errors: { product_code: ['taken', 'other'], 'items.0.quantity': 'must be > 0' } })).toEqual({
      product_code: 'taken',
      'items.0.quantity': 'must be > 0',
    });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ errors: [1] })).toEqual({});
  });
  it('prefers the server message over the fallback', () => {
    expect(messageOf({ message: 'Mold not found' }, 'Failed')).toBe('Mold not found');
    expect(messageOf({ message: '  ' }, 'Failed')).toBe('Failed');
    expect(messageOf(null, 'Failed')).toBe('Failed');
    expect(dataOf<{ id: number }>({ success: true, data: { id: 3 } })).toEqual({ id: 3 });
  });
});

describe('sendJson / getJson', () => {
  it('sends JSON with the session cookie and reports success false as not ok', async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: false, message: 'nope' }, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await sendJson('/api/x', 'POST', { a: 1 });
    expect(res).toEqual({ ok: false, status: 200, body: { success: false, message: 'nope' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' }));
  });
  it('never throws on network failure or a non-JSON answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    expect(await getJson('/api/x')).toEqual({ ok: false, status: 0, body: null });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 502 })));
    expect(await getJson('/api/x')).toEqual({ ok: false, status: 502, body: null });
  });
});
