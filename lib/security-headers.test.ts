import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, servedOverHttps } from './security-headers';

describe('security headers', () => {
  it('the CSP allows scripts only with the nonce or from our origin, never inline', () => {
    const csp = contentSecurityPolicy('abc123', false);
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy('n', true)).toContain("'unsafe-eval'");
  });
  it('HSTS only over https (a proxy’s word only behind TRUSTED_PROXIES)', () => {
    const proto = new Headers({ 'x-forwarded-proto': 'https' });
    expect(servedOverHttps(new URL('https://erp.example/'), new Headers(), {})).toBe(true);
    expect(servedOverHttps(new URL('http://erp.example/'), new Headers(), {})).toBe(false);
    expect(servedOverHttps(new URL('http://erp.example/'), proto, {})).toBe(false);
    expect(servedOverHttps(new URL('http://erp.example/'), proto, { TRUSTED_PROXIES: '1' })).toBe(true);
    expect(servedOverHttps(new URL('http://10.0.0.5/'), new Headers(), { NEXTAUTH_URL: 'https://erp.example' })).toBe(true);
  });
});
