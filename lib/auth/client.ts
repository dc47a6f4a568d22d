/**
 * Signing in and out from the browser: the same requests next-auth/react's `signIn('credentials', { redirect:
 * false })` and `signOut({ redirect: false })` send to next-auth's endpoints (/api/auth/csrf, then
 * /api/auth/callback/credentials or /api/auth/signout with the CSRF token), without loading next-auth's client
 * (its session provider, broadcast channel and polyfills) on every page. Client-safe. Signing in is in
 * ./sign-in.ts, so the sign-out button of every page does not load it.
 */
export const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

export async function csrfToken(): Promise<string> {
  const res = await fetch('/api/auth/csrf');
  const data = (await res.json()) as { csrfToken?: string };
  if (!res.ok || !data.csrfToken) throw new Error(`No CSRF token (HTTP ${res.status})`);
  return data.csrfToken;
}

/** Ends the session (next-auth's signout: the server-side session row is closed and the cookie cleared). */
export async function signOutSession(callbackUrl = window.location.href): Promise<void> {
  const res = await fetch('/api/auth/signout', {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl, json: 'true' }),
  });
  if (!res.ok) throw new Error(`Sign-out failed (HTTP ${res.status})`);
}
