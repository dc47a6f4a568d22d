/**
 * Client writes of the molds screens: same-origin fetch with the session cookie, JSON in and out.
 * Never throws: a network failure or a non-JSON answer comes back as { ok: false, body: null }.
 */
export type ApiResult = { ok: boolean; status: number; body: unknown };

export async function sendJson(url: string, method: 'POST' | 'PUT' | 'PATCH', payload: unknown): Promise<ApiResult> {
  try {
    const res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    const body: unknown = await res.json().catch(() => null);
    const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success !== false;
    return { ok: res.ok && success, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

export async function getJson(url: string): Promise<ApiResult> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body: unknown = await res.json().catch(() => null);
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/** Today in the browser's calendar (the default for date inputs; the server refuses future dates). */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
