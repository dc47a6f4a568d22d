/**
 * Pure helpers behind <SearchPicker>: no React, no DOM, unit-tested in logic.test.ts.
 */

export const SEARCH_FAILED_MESSAGE = "Search failed";

/** The query is searched only once it has at least `minChars` non-blank characters. */
export function shouldSearch(query: string, minChars: number): boolean {
  return query.trim().length >= minChars;
}

/**
 * `endpoint?{...params}&q=<query>&limit=<limit>`. `q` and `limit` win over same-named extra params;
 * an endpoint that already has a query string keeps it.
 */
export function buildSearchUrl(
  endpoint: string,
  query: string,
  params: Record<string, string> | undefined,
  limit: number,
): string {
  const [path, existing = ""] = splitOnce(endpoint, "?");
  const search = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(params ?? {})) search.set(key, value);
  search.set("q", query.trim());
  search.set("limit", String(limit));
  return `${path}?${search.toString()}`;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at === -1 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * The next active option for an arrow key (`delta` +1 = down, -1 = up). Wraps around both ends;
 * from "none active" (-1) down goes to the first option and up to the last. -1 when there are no options.
 */
export function moveActiveIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The items of `{ success, data: T[] }` or of a bare `T[]`, cut to `maxResults`; null for any other shape. */
export function parseResults<T>(body: unknown, maxResults: number): T[] | null {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : null;
  return list === null ? null : (list.slice(0, Math.max(0, maxResults)) as T[]);
}

/** The server's `message` when it is a non-blank string, else the generic "Search failed". */
export function extractErrorMessage(body: unknown): string {
  if (isRecord(body) && typeof body.message === "string" && body.message.trim() !== "") {
    return body.message;
  }
  return SEARCH_FAILED_MESSAGE;
}

export type SearchOutcome<T> = { items: T[]; error: null } | { items: []; error: string };

/**
 * Turns an HTTP status flag and the parsed JSON body (or null if it was not JSON) into what the picker shows.
 * A 2xx with `success: false` or an unreadable body is a failure too.
 */
export function interpretSearchResponse<T>(
  ok: boolean,
  body: unknown,
  maxResults: number,
): SearchOutcome<T> {
  if (!ok || (isRecord(body) && body.success === false)) {
    return { items: [], error: extractErrorMessage(body) };
  }
  const items = parseResults<T>(body, maxResults);
  return items === null ? { items: [], error: SEARCH_FAILED_MESSAGE } : { items, error: null };
}

export function noResultsMessage(query: string): string {
  return `No results found for "${query.trim()}"`;
}

/** DOM id of the option at `index`, used by aria-activedescendant. */
export function optionDomId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
