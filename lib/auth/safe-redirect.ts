/** Only same-origin paths may be a post-login destination: `/molds?x=1` yes, `//evil.example` or `https://…` no. */
export function safeCallbackPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\r\n\t]/.test(value)) return fallback;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/api/')) return fallback;
  return value;
}
