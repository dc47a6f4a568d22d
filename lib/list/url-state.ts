/**
 * Typed URL state of a list screen (page, per_page, search, sort, filters), one definition shared by the server
 * page (which loads it from `searchParams`) and the client toolbar (which writes it through nuqs, see
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
 * Client-safe (nuqs/server holds only parsers, loader and serializer).
 */
import { createLoader, createParser, createSerializer, type inferParserType, type ParserMap } from 'nuqs/server';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './page-size';

export { parseAsBoolean, parseAsInteger, parseAsString, parseAsStringLiteral } from 'nuqs/server';

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

export type ListState<P extends ParserMap> = inferParserType<P & { page: typeof parseAsPage; per_page: ReturnType<typeof parseAsPerPage> }>;

export function defineListState<P extends ParserMap>(pathname: string, parsers: P, options: { perPage?: number; searchKey?: keyof P & string } = {}) {
  const all = { page: parseAsPage, per_page: parseAsPerPage(options.perPage), ...parsers };
  const serialize = createSerializer(all, { clearOnDefault: true } as never);
  type State = inferParserType<typeof all>;
  return {
    pathname,
    parsers: all,
    /** The URL key of the list's search text (the toolbar's SearchBox writes it). */
    searchKey: options.searchKey,
    /** Server page: `load(await searchParams)`. */
    load: createLoader(all) as (input: Record<string, string | string[] | undefined> | URLSearchParams | string) => State,
    /** The href for `state` with `changes` applied; any change other than the page itself goes back to page 1. */
    href(state: State, changes: Partial<State> = {}): string {
      const next = { ...state, ...changes } as State;
      if (!('page' in changes)) (next as { page: number }).page = 1;
      return serialize(pathname, next as never);
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
