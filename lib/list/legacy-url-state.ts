/**
 * LEGACY — being replaced by ./url-state.ts (a list's state derived from its one query schema). Kept only while
 * the modules move over; nothing new may import it.
 *
 * Typed URL state of a list screen (page, per_page, search, sort, filters), one definition shared by the server
 * page (which loads it from `searchParams`) and the client toolbar (which writes it through one queue, see
 * `components/data-table/use-list-state.ts`). Invalid values in a hand-edited URL are dropped, not errors.
 *
 *   export const moldList = defineListState('/molds', {
 *     q: parseAsString.withDefault(''),
 *     status: parseAsStringLiteral(MOLD_STATUSES),
 *     sort: parseAsStringLiteral(MOLD_SORTS).withDefault('mold_code'),
 *   });
 *   const state = moldList.load(await searchParams);      // server page
 *   listMolds(ctx, moldList.toQuery(state))                // the service reads the API's names
 *
 * Client-safe and small: the parsers, the loader and the serializer are these few lines (nuqs, which did this
 * before, was 7 kB gzipped on every list page).
 */
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './page-size';

/** One URL key's reading and writing; `withDefault` gives the value an absent or invalid key stands for. */
export type Parser<T> = {
  /** The value of the key's text, or null when it is not a valid value. */
  parse(value: string): T | null;
  serialize(value: T): string;
  /** The value when the key is absent or invalid; such a value is left out of the URL. */
  defaultValue?: T;
  withDefault(value: T): Omit<Parser<T>, 'parseServerSide' | 'defaultValue'> & { defaultValue: T; parseServerSide(value: string | undefined): T };
  /** `parse`, the default for absent or invalid text (null without one). */
  parseServerSide(value: string | undefined): T | null;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ParserMap = Record<string, Parser<any>>;

/** The state a parser map reads: a parser with a default gives its type, one without may give null. */
export type inferParserType<P extends ParserMap> = {
  [K in keyof P]: P[K] extends { defaultValue: infer T } ? T : P[K] extends Parser<infer T> ? T | null : never;
};

export function createParser<T>(spec: { parse: (value: string) => T | null; serialize: (value: T) => string }): Parser<T> {
  const parser: Parser<T> = {
    parse: spec.parse,
    serialize: spec.serialize,
    withDefault(defaultValue: T) {
      return { ...parser, defaultValue, parseServerSide: (value: string | undefined) => (value === undefined ? null : spec.parse(value)) ?? defaultValue };
    },
    parseServerSide: (value) => (value === undefined ? null : spec.parse(value)),
  };
  return parser;
}

export const parseAsString = createParser<string>({ parse: (v) => v, serialize: (v) => v });
export const parseAsInteger = createParser<number>({
  parse: (v) => {
    const n = Number.parseInt(v, 10);
    return Number.isNaN(n) ? null : n;
  },
  serialize: (v) => String(Math.round(v)),
});
export const parseAsBoolean = createParser<boolean>({ parse: (v) => v.toLowerCase() === 'true', serialize: (v) => String(v) });
export function parseAsStringLiteral<const L extends string>(values: readonly L[]) {
  return createParser<L>({ parse: (v) => ((values as readonly string[]).includes(v) ? (v as L) : null), serialize: (v) => v });
}

/** A page number ≥ 1 (anything else → default 1). */
export const parseAsPage = createParser({
  parse: (v: string) => (/^\d{1,8}$/.test(v) && Number(v) >= 1 ? Number(v) : null),
  serialize: (v: number) => String(v),
}).withDefault(1);

/** per_page clamped to 1–100 as the API does. */
export const parseAsPerPage = (defaultPerPage = DEFAULT_PER_PAGE) =>
  createParser({
    parse: (v: string) => (/^\d{1,4}$/.test(v) ? Math.min(MAX_PER_PAGE, Math.max(1, Number(v))) : null),
    serialize: (v: number) => String(v),
  }).withDefault(defaultPerPage);

type SearchInput = Record<string, string | string[] | undefined> | URLSearchParams | string;

/** The first value of `key` in a page's `searchParams`, a URLSearchParams or a query string. */
function valueOf(input: SearchInput, key: string): string | undefined {
  if (typeof input === 'string') return new URLSearchParams(input).get(key) ?? undefined;
  if (input instanceof URLSearchParams) return input.get(key) ?? undefined;
  const value = input[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Reads every key of `parsers` from `input`: invalid and absent keys are their default, or null. */
export function loadState<P extends ParserMap>(parsers: P, input: SearchInput): inferParserType<P> {
  const state: Record<string, unknown> = {};
  for (const [key, parser] of Object.entries(parsers)) state[key] = parser.parseServerSide(valueOf(input, key));
  return state as inferParserType<P>;
}

/** The URL text of `value` for `parser`, or null when the key is to be left out (null, or the default). */
export function serializeValue<T>(parser: Parser<T>, value: T | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = parser.serialize(value);
  return parser.defaultValue !== undefined && text === parser.serialize(parser.defaultValue) ? null : text;
}

export type ListState<P extends ParserMap> = inferParserType<P & { page: typeof parseAsPage; per_page: ReturnType<typeof parseAsPerPage> }>;

export function defineListState<P extends ParserMap>(pathname: string, parsers: P, options: { perPage?: number; searchKey?: keyof P & string } = {}) {
  const all = { page: parseAsPage, per_page: parseAsPerPage(options.perPage), ...parsers };
  type State = inferParserType<typeof all>;
  return {
    pathname,
    parsers: all,
    /** The URL key of the list's search text (the toolbar's SearchBox writes it). */
    searchKey: options.searchKey,
    /** Server page: `load(await searchParams)`. */
    load: (input: SearchInput): State => loadState(all, input),
    /** The href for `state` with `changes` applied; any change other than the page itself goes back to page 1. */
    href(state: State, changes: Partial<State> = {}): string {
      const next = { ...state, ...changes } as State;
      if (!('page' in changes)) (next as { page: number }).page = 1;
      const params = new URLSearchParams();
      for (const [key, parser] of Object.entries(all)) {
        const text = serializeValue(parser, (next as Record<string, unknown>)[key]);
        if (text !== null) params.set(key, text);
      }
      const query = params.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    /** The service query (the API's parameter names), empty values left out. */
    toQuery(state: State): Record<string, string> {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(state)) if (v !== null && v !== undefined && v !== '') out[k] = String(v);
      return out;
    },
    /** The list's CSV export (`endpoint`, e.g. /api/molds/export) with the filters, search and sort on screen, every page. */
    exportHref(state: State, endpoint: string): string {
      const { page: _page, per_page: _perPage, ...rest } = this.toQuery(state);
      const qs = new URLSearchParams(rest).toString();
      return qs ? `${endpoint}?${qs}` : endpoint;
    },
    /** True when a filter or the search (not paging or sorting) narrows the list. */
    isFiltered(state: State): boolean {
      return Object.entries(state).some(([k, v]) => k !== 'page' && k !== 'per_page' && k !== 'sort' && k !== 'dir' && v !== null && v !== '' && v !== undefined);
    },
  };
}

export type ListDefinition<P extends ParserMap = ParserMap> = ReturnType<typeof defineListState<P>>;

/** LEGACY: the URL parsers of a list's order (spread into the legacy `defineListState`). */
export function sortParsers<K extends string>(spec: { keys: readonly [K, ...K[]]; defaultKey: K }) {
  return { sort: parseAsStringLiteral(spec.keys).withDefault(spec.defaultKey), dir: parseAsStringLiteral(['asc', 'desc'] as const) };
}
