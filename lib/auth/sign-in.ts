import { csrfToken, FORM } from './client';

export type SignInResult = { error: string | null; status: number; ok: boolean; url: string | null };

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
