import { describe, expect, it } from 'vitest';
import { clientIp, bearerToken } from './request';
import { safeCallbackPath } from './safe-redirect';

describe('safeCallbackPath', () => {
  it('keeps same-origin paths', () => {
    expect(safeCallbackPath('/molds?page=2')).toBe('/molds?page=2');
    expect(safeCallbackPath('/customers/5')).toBe('/customers/5');
  });
  it('falls back to /dashboard for anything else', () => {
    for (const bad of [undefined, null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'molds', '/login', '/login?x=1', '/api/me', '/a\nb']) {
      expect(safeCallbackPath(bad)).toBe('/dashboard');
    }
  });
});

describe('request identity', () => {
  it('reads bearer tokens strictly', () => {
    expect(bearerToken(new Headers())).toBeUndefined();
    expect(bearerToken(new Headers({ authorization: 'Bearer abc' }))).toBe('abc');
    expect(bearerToken(new Headers({ authorization: 'bearer abc' }))).toBe('abc');
    expect(bearerToken(new Headers({ authorization: 'Basic abc' }))).toBe('');
    expect(bearerToken(new Headers({ authorization: 'Bearer a b' }))).toBe('');
  });
  it('ignores X-Forwarded-For without trusted proxies: the TCP peer is the client', () => {
    const forged = new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-moldline-peer': '203.0.113.9' });
    expect(clientIp(forged, 0)).toBe('203.0.113.9');
    expect(clientIp({ 'x-forwarded-for': 'a, b', 'x-moldline-peer': '203.0.113.9' }, 0)).toBe('203.0.113.9');
    // Without the peer header (next dev): the address Next.js recorded, else 'unknown'.
    expect(clientIp(new Headers({ 'x-forwarded-for': '10.0.0.4' }), 0)).toBe('10.0.0.4');
    expect(clientIp(new Headers(), 0)).toBe('unknown');
  });
  it('behind N trusted proxies takes the N-th address from the right', () => {
    const h = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2', 'x-moldline-peer': '10.0.0.3' });
    expect(clientIp(h, 1)).toBe('10.0.0.2');
    expect(clientIp(h, 2)).toBe('198.51.100.7');
    // A forged entry further left is never chosen; fewer entries than proxies → the leftmost.
    expect(clientIp(h, 5)).toBe('6.6.6.6');
    expect(clientIp(new Headers({ 'x-moldline-peer': '10.0.0.3' }), 1)).toBe('10.0.0.3');
  });
});
