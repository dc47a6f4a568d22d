/**
 * Signing in and out from the browser: the same requests next-auth/react's `signIn('credentials', { redirect:
 * false })` and `signOut({ redirect: false })` send to next-auth's endpoints (/api/auth/csrf, then
 * /api/auth/callback/credentials or /api/auth/signout with the CSRF token), without loading next-auth's client
 * (its session provider, broadcast channel and polyfills) on every page. Client-safe.
 */
export type SignInResult = { error: string | null; status: number; ok: boolean; url: string | null };

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function csrfToken(): Promise<string> {
  const res = await fetch('/api/auth/csrf');
  const data = (await res.json()) as { csrfToken?: string };
  if (!res.ok || !data.csrfToken) throw new Error(`No CSRF token (HTTP ${res.status})`);
  return data.csrfToken;
}

/** Checks email and password; on success the session cookie is set. `error` is next-auth's error code or message. */
export async function signInWithPassword(email: string, password: string, callbackUrl = window.location.href): Promise<SignInResult> {
  const res = await fetch('/api/auth/callback/credentials', {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ email, password, csrfToken: await csrfToken(), callbackUrl, json: 'true' }),
  });
  const data = (await res.json()) as { url?: unknown; message?: unknown };
  // next-auth answers { url }, with ?error=… when the sign-in failed. Anything else (the front server's 503 when
  // too many sign-ins wait) is no answer to the credentials: it throws, as next-auth's client did.
  if (typeof data.url !== 'string') throw new Error(typeof data.message === 'string' ? data.message : `Sign-in failed (HTTP ${res.status})`);
  const error = new URL(data.url, window.location.origin).searchParams.get('error');
  return { error, status: res.status, ok: res.ok, url: error ? null : data.url };
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
