/**
 * A list's URL keys as plain data (`ListUrl`), for the browser. A list declares its query once, as a zod schema
 * (`defineListState` in ./url-state.ts); the schema stays on the server and gives the client this description of
 * its keys (kind, allowed values, default), which a server page passes to the list's toolbar as a prop. The client
 * reads the URL with it (`readUrlState`, for what a control shows before the page re-renders) and writes it
 * (`urlText`) without loading zod on a list page.
 *
 * Client-safe and small; no zod here.
 */

/** What one URL key holds. `enums` is a comma list (`status=active,maintenance`) read as an array. */
export type UrlField =
  | { kind: 'text'; default?: string }
  | { kind: 'enum'; values: readonly string[]; default?: string }
  | { kind: 'enums'; values: readonly string[] }
  | { kind: 'int'; min: number; max: number; default?: number }
  | { kind: 'page' }
  | { kind: 'per_page'; default: number; max: number }
  | { kind: 'date' }
  | { kind: 'bool' };

/**
 * The browser's view of a list's URL state: its path, the key its search box writes and its keys. `State` is only
 * a type (the list's loaded state, `z.output` of its schema with the URL's defaults), so a toolbar's `state.status`
 * is typed without importing the schema.
 */
export type ListUrl<State = Record<string, unknown>> = {
  pathname: string;
  searchKey?: string;
  fields: Record<string, UrlField>;
  /** Type only: never set. */
  readonly __state?: State;
};

export type StateOf<L> = L extends ListUrl<infer S> ? S : never;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value a key's text stands for, or undefined when the text is not one of the key's values. */
export function readUrlValue(field: UrlField, text: string): unknown {
  switch (field.kind) {
    case 'text':
      return text;
    case 'enum':
      return field.values.includes(text) ? text : undefined;
    case 'enums': {
      const items = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
      return items.length && items.every((s) => field.values.includes(s)) ? items : undefined;
    }
    case 'int': {
      if (!/^\d{1,10}$/.test(text.trim())) return undefined;
      const n = Number(text);
      return n >= field.min && n <= field.max ? n : undefined;
    }
    case 'page':
      return /^\d{1,8}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined;
    case 'per_page':
      return /^\d{1,4}$/.test(text) ? Math.min(field.max, Math.max(1, Number(text))) : undefined;
    case 'date':
      return DATE.test(text) ? text : undefined;
    case 'bool':
      return text === 'true' ? true : text === 'false' ? false : undefined;
  }
}

/** The value of a key that is absent or invalid: its default, or undefined. */
export function defaultOf(field: UrlField): unknown {
  if (field.kind === 'page') return 1;
  return 'default' in field ? field.default : undefined;
}

/** The text of `value` in the URL, or null when the key is left out (no value, or the key's default). */
export function urlText(field: UrlField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  if (text === '') return null;
  const fallback = defaultOf(field);
  return fallback !== undefined && text === String(fallback) ? null : text;
}

type SearchInput = Record<string, string | string[] | undefined> | URLSearchParams | string;

/** The first value of `key` in a page's `searchParams`, a URLSearchParams or a query string. */
export function firstValue(input: SearchInput, key: string): string | undefined {
  if (typeof input === 'string') return new URLSearchParams(input).get(key) ?? undefined;
  if (input instanceof URLSearchParams) return input.get(key) ?? undefined;
  const value = input[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The state the URL holds, as the browser reads it: invalid and absent keys are their default, or undefined. */
export function readUrlState<S>(url: ListUrl<S>, input: SearchInput): S {
  const state: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(url.fields)) {
    const text = firstValue(input, key);
    const value = text === undefined ? undefined : readUrlValue(field, text);
    state[key] = value === undefined ? defaultOf(field) : value;
  }
  return state as S;
}

/** The query string of `state` (keys at their default left out; the page first), without the leading `?`. */
export function urlQuery(url: Pick<ListUrl, 'fields'>, state: Record<string, unknown>, omit: readonly string[] = []): string {
  const params = new URLSearchParams();
  const keys = Object.entries(url.fields).sort(([a], [b]) => Number(b === 'page' || b === 'per_page') - Number(a === 'page' || a === 'per_page'));
  for (const [key, field] of keys) {
    if (omit.includes(key)) continue;
    const text = urlText(field, state[key]);
    if (text !== null) params.set(key, text);
  }
  return params.toString();
}

/** The href for `state` with `changes` applied; any change other than the page itself goes back to page 1. */
export function listHref<S>(url: ListUrl<S>, state: S, changes: Partial<S> = {}): string {
  const next = { ...state, ...changes } as Record<string, unknown>;
  if (!('page' in changes)) next.page = 1;
  const query = urlQuery(url, next);
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** A one-key list for a search box that writes `key` on the current page (no list of its own). */
export function searchOnlyUrl(key: string): ListUrl<Record<string, string | undefined>> {
  return { pathname: '', searchKey: key, fields: { [key]: { kind: 'text' } } };
}
