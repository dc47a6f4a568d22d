/**
 * A list screen's state in the URL, derived from the list's one query schema (./query.ts):
 *
 *   export const moldList = defineListState('/molds', moldListQuerySchema, { searchKey: 'q' });
 *   const state = moldList.load(await searchParams);     // server page: typed, bad values dropped
 *   listMoldsPage(ctx, state)                             // the state IS the service's query
 *   <MoldsToolbar list={moldList.url} />                  // the browser gets the keys as plain data
 *
 * `load` reads each key with the schema's own field (so the page and the API agree on every value) and drops what
 * the field refuses — a hand-edited URL is not an error page. The browser side (`useListState`, `SearchBox`)
 * works from `url` (./url-client.ts) and never loads zod. Server and shared code only.
 */
import type { z } from 'zod';
import { urlFieldOf } from './query';
import { defaultOf, firstValue, listHref, urlQuery, type ListUrl, type UrlField } from './url-client';

type SearchInput = Record<string, string | string[] | undefined> | URLSearchParams | string;

/** The loaded state of a list: its query's output, with the page, its size and the order always set. */
export type ListStateOf<S extends z.ZodObject> = z.output<S> & { page: number; per_page: number } & ('sort' extends keyof z.output<S>
    ? { sort: NonNullable<z.output<S>['sort']> }
    : unknown);

export function defineListState<S extends z.ZodObject>(pathname: string, schema: S, options: { searchKey?: keyof z.output<S> & string } = {}) {
  type State = ListStateOf<S>;
  const shape = schema.shape as Record<string, z.ZodType>;
  const fields: Record<string, UrlField> = {};
  for (const [key, field] of Object.entries(shape)) {
    const url = urlFieldOf(field);
    if (!url) throw new Error(`${pathname}: the query key "${key}" is not made by a builder of lib/list/query.ts, so its URL form is unknown.`);
    fields[key] = url;
  }
  if (!fields.page || !fields.per_page) throw new Error(`${pathname}: a list's query has pageParams().`);
  const url: ListUrl<State> = { pathname, fields, ...(options.searchKey ? { searchKey: options.searchKey } : {}) };
  const filterKeys = Object.keys(fields).filter((k) => !['page', 'per_page', 'cursor', 'sort', 'dir'].includes(k));

  return {
    pathname,
    schema,
    /** The keys as plain data, for the list's browser controls (`useListState(list)`, `SearchBox list`). */
    url,
    searchKey: options.searchKey,
    /** Server page: `load(await searchParams)`. Each key through its field; a refused or absent value is its URL default. */
    load(input: SearchInput): State {
      const state: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const text = firstValue(input, key);
        const parsed = text === undefined ? undefined : field.safeParse(text);
        const value = parsed?.success ? parsed.data : undefined;
        state[key] = value ?? defaultOf(fields[key]);
      }
      return state as State;
    },
    /** The href for `state` with `changes` applied; any change other than the page itself goes back to page 1. */
    href(state: State, changes: Partial<State> = {}): string {
      return listHref(url, state, changes);
    },
    /** The list's CSV export (`endpoint`, e.g. /api/molds/export) with the filters, search and sort on screen, every page. */
    exportHref(state: State, endpoint: string): string {
      const qs = urlQuery(url, state as Record<string, unknown>, ['page', 'per_page', 'cursor']);
      return qs ? `${endpoint}?${qs}` : endpoint;
    },
    /** True when a filter or the search (not paging or sorting) narrows the list. */
    isFiltered(state: State): boolean {
      return filterKeys.some((k) => {
        const v = (state as Record<string, unknown>)[k];
        return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
      });
    },
  };
}

export type ListDefinition<S extends z.ZodObject = z.ZodObject> = ReturnType<typeof defineListState<S>>;
