/**
 * How the browser screens talk to our REST API: same-origin fetch with the session cookie, JSON in and
 * out, and the reading of our envelope (CONTRACT §1). Never throws: a network failure or a non-JSON answer
 * comes back as { ok: false, status: 0 | n, body: null }.
 */
export type ApiResult = { ok: boolean; status: number; body: unknown };

/** A form's write: where it goes and what it sends (what `useApiForm`'s `request` returns; modules build it in lib). */
export type ApiRequest = { url: string; method: 'POST' | 'PUT' | 'PATCH'; body: unknown };

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

async function request(url: string, init: RequestInit): Promise<ApiResult> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', ...init });
    const body: unknown = await res.json().catch(() => null);
    const refused = isRecord(body) && body.success === false;
    return { ok: res.ok && !refused, status: res.status, body };
  } catch (error) {
    if (init.signal?.aborted) throw error; // the caller cancelled: let it see that
    return { ok: false, status: 0, body: null };
  }
}

export function sendJson(url: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', payload?: unknown): Promise<ApiResult> {
  return request(url, { method, headers: JSON_HEADERS, body: JSON.stringify(payload) });
}

export function getJson(url: string, init: { signal?: AbortSignal } = {}): Promise<ApiResult> {
  return request(url, { headers: { Accept: 'application/json' }, signal: init.signal });
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The first message of each field of a 422 `errors` map: `{ product_code: "…taken." }`. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(body) || !isRecord(body.errors)) return out;
  for (const [field, messages] of Object.entries(body.errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/** The server's `message`, else the screen's fallback text (spec 1 §8, spec 2 §8). */
export function messageOf(body: unknown, fallback: string): string {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
}

/** The `data` of a successful answer. */
export function dataOf<T>(body: unknown): T | undefined {
  return isRecord(body) ? (body.data as T | undefined) : undefined;
}
