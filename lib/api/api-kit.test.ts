import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, NotFoundError, ThrottledError, ValidationError } from '@/lib/errors';
import { errorResponse, readJsonObject } from './handler';
import { parseId } from '@/lib/validation';
import { pageRequest, paginated } from '@/lib/list/paging';
import { containsPattern } from '@/lib/list/search';
import { assertVersion } from '@/lib/versioning';
import { writeOptions } from './version';

describe('pageRequest', () => {
  it('defaults to page 1 and the list size; the offset follows the page', () => {
    expect(pageRequest({})).toEqual({ page: 1, perPage: 15, offset: 0 });
    expect(pageRequest({}, 25)).toEqual({ page: 1, perPage: 25, offset: 0 });
    expect(pageRequest({ page: 3, per_page: 100 })).toEqual({ page: 3, perPage: 100, offset: 200 });
    expect(pageRequest({ cursor: 'abc' })).toMatchObject({ cursor: 'abc' });
  });
});

describe('paginated', () => {
  it('builds the flat paginator shape', () => {
    expect(paginated(['a', 'b'], 17, { page: 2, perPage: 15, offset: 15 })).toEqual({
      data: ['a', 'b'],
      current_page: 2,
      last_page: 2,
      per_page: 15,
      total: 17,
      from: 16,
      to: 17,
    });
  });
  it('answers a page past the end with empty data', () => {
    expect(paginated([], 17, { page: 9, perPage: 15, offset: 120 })).toMatchObject({ data: [], from: null, to: null, last_page: 2, current_page: 9 });
    expect(paginated([], 0, { page: 1, perPage: 15, offset: 0 })).toMatchObject({ last_page: 1, total: 0 });
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
    expect(containsPattern('a\u0000b')).toBe('%ab%');
  });
});

describe('writeOptions and assertVersion', () => {
  const h = (v?: string) => new Headers(v ? { 'if-match': v } : {});
  const expected = (headers: Headers, body: Record<string, unknown>) => writeOptions(headers, body).expectedVersion;
  it('reads the body first, then If-Match', () => {
    expect(expected(h('"4"'), { version: 3 })).toBe(3);
    expect(expected(h('"4"'), {})).toBe(4);
    expect(expected(h('W/"5"'), {})).toBe(5);
    expect(expected(h('6'), {})).toBe(6);
    expect(writeOptions(h(), {})).toEqual({});
    expect(writeOptions(h('*'), {})).toEqual({});
  });
  it('hands a malformed version on as a problem, which the service refuses with 422 on version', () => {
    // Strict input (issue 24): null is not "not sent", "3" is not a number.
    for (const [headers, body] of [[h(), { version: 'x' }], [h(), { version: 1.5 }], [h(), { version: null }], [h(), { version: '3' }], [h('abc'), {}]] as const) {
      const options = writeOptions(headers, body);
      expect(options.versionProblem).toEqual(expect.any(String));
      expect(() => assertVersion(options, 3)).toThrow(ValidationError);
    }
  });
  it('assertVersion throws Conflict only for a stale version that was sent', () => {
    expect(() => assertVersion({}, 3)).not.toThrow();
    expect(() => assertVersion({ expectedVersion: 3 }, 3)).not.toThrow();
    expect(() => assertVersion({ expectedVersion: 2 }, 3)).toThrow(ConflictError);
  });
});

describe('parseId', () => {
  it('accepts positive integers and 404s the rest', () => {
    expect(parseId('12', 'Mold')).toBe(12);
    for (const bad of ['abc', '0', '-1', '1.5', '', undefined, '99999999999']) {
      expect(() => parseId(bad, 'Mold')).toThrow(new NotFoundError('Mold'));
    }
  });
});

describe('readJsonObject', () => {
  const req = (body: string, type = 'application/json') => new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': type } });
  it('parses a JSON object', async () => {
    await expect(readJsonObject(req('{"a":1}'))).resolves.toEqual({ a: 1 });
    await expect(readJsonObject(req('{"a":1}', 'application/json; charset=utf-8'))).resolves.toEqual({ a: 1 });
  });
  it('refuses bad JSON, non-objects and other content types with 400', async () => {
    for (const r of [req('{"a":'), req('[1]'), req('"x"'), req('null'), req('a=1', 'application/x-www-form-urlencoded'), req('{}', 'text/plain')]) {
      const res = await readJsonObject(r).then(
        () => null,
        (e) => errorResponse(e),
      );
      expect(res?.status).toBe(400);
      expect(await res?.json()).toMatchObject({ success: false });
    }
  });
});

describe('readJsonObject and NUL characters', () => {
  it('refuses U+0000 in any string with 422 on that field', async () => {
    const req = new Request('http://x/api', { method: 'POST', body: JSON.stringify({ company_name: 'a\u0000b', items: [{ notes: 'ok' }, { notes: '\u0000' }] }), headers: { 'content-type': 'application/json' } });
    const res = await readJsonObject(req).then(() => null, (e) => errorResponse(e));
    expect(res?.status).toBe(422);
    expect((await res?.json()).errors).toEqual({ company_name: ['This field may not contain NUL characters.'], 'items.1.notes': ['This field may not contain NUL characters.'] });
  });
  it('takes a backslash followed by the text u0000 (not a NUL) and finds the escape however it is surrounded', async () => {
    const post = (body: string) => readJsonObject(new Request('http://x/api', { method: 'POST', body, headers: { 'content-type': 'application/json' } })).then((v) => v, (e) => errorResponse(e));
    await expect(post(JSON.stringify({ notes: 'C:\\u0000 path' }))).resolves.toEqual({ notes: 'C:\\u0000 path' });
    const res = (await post('{"notes":"x\\\\\\u0000"}')) as Response;
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ notes: ['This field may not contain NUL characters.'] });
  });
  it('refuses a body declared larger than 1 MB before reading it', async () => {
    const req = new Request('http://x/api', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-length': '50000000' } });
    const res = await readJsonObject(req).then(() => null, (e) => errorResponse(e));
    expect(res?.status).toBe(413); // CONTRACT §1: too large is 413
  });
});

describe('errorResponse', () => {
  it('turns a value the database refuses (range, check constraint) into 422, not 500', async () => {
    const original = console.warn;
    console.warn = () => {};
    const overflow = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('numeric field overflow'), { code: '22003' }) });
    const check = Object.assign(new Error('new row violates check constraint'), { code: '23514' });
    const res1 = errorResponse(overflow);
    const res2 = errorResponse(check);
    console.warn = original;
    expect(res1.status).toBe(422);
    expect(res2.status).toBe(422);
    expect(JSON.stringify(await res1.json())).not.toContain('overflow');
  });

  it('maps service errors through the one table', async () => {
    const v = errorResponse(ValidationError.fromZod(z.object({ mold_code: z.string() }).safeParse({}).error!));
    expect(v.status).toBe(422);
    expect(await v.json()).toMatchObject({ success: false, errors: { mold_code: [expect.any(String)] } });
    expect(errorResponse(new NotFoundError('Customer')).status).toBe(404);
    expect(await errorResponse(new NotFoundError('Customer')).json()).toEqual({ success: false, message: 'Customer not found' });
    expect(errorResponse(new ConflictError()).status).toBe(409);
    const t = errorResponse(new ThrottledError(42));
    expect(t.status).toBe(429);
    expect(t.headers.get('retry-after')).toBe('42');
  });
  it('hides unexpected errors behind a generic 500', async () => {
    const original = console.error;
    console.error = () => {};
    const res = errorResponse(new Error('relation "secret_table" does not exist'));
    console.error = original;
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: 'Server error' });
  });
});

describe('ValidationError.fromZod', () => {
  it('keys errors by the request path (items.2.quantity) and uses the first as message', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().positive('Quantity must be greater than 0.') })) });
    const err = ValidationError.fromZod(schema.safeParse({ items: [{ quantity: 1 }, { quantity: 1 }, { quantity: 0 }] }).error!);
    expect(err.errors).toEqual({ 'items.2.quantity': ['Quantity must be greater than 0.'] });
    expect(err.message).toBe('Quantity must be greater than 0.');
  });
});
