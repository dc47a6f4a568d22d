/**
 * The response headers that protect the pages (edge-safe: middleware.ts builds them per request).
 * Scripts run only from our origin or with this response's nonce — no 'unsafe-inline' scripts — and
 * 'strict-dynamic' lets those trusted scripts load Next's chunks. Styles keep 'unsafe-inline' (React sets style
 * attributes; they cannot run code). Dev mode adds 'unsafe-eval' for fast refresh.
 */
export function contentSecurityPolicy(nonce: string, dev = process.env.NODE_ENV !== 'production'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON answers never need to run or embed anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Two years, subdomains included: sent only when the request came over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * True when this request reached us over https: directly, or through a proxy that says so (X-Forwarded-Proto is
 * only believed when TRUSTED_PROXIES says there is a proxy), or the public URL (NEXTAUTH_URL) is https.
 */
export function servedOverHttps(url: URL, headers: Headers, vars: Record<string, string | undefined> = process.env): boolean {
  if (url.protocol === 'https:') return true;
  if (Number(vars.TRUSTED_PROXIES ?? 0) > 0 && headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https') return true;
  return (vars.NEXTAUTH_URL ?? '').startsWith('https://');
}
