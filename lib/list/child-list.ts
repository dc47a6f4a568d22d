/**
 * A list inside a record page (a mold's usage history, a work order's reports, a product's stock movements, a
 * supplier's corrective actions), declared once:
 *
 *   export const usageHistory = defineChildList('usage', USAGE_SORT, HISTORY_PER_PAGE);
 *
 * `schema` is the query of its own API list (`GET /api/molds/{id}/usage?sort&dir&page&per_page`: the route parses
 * it, the service takes its output, the OpenAPI entry names it); on the record page its keys carry the prefix
 * (`usage_sort`, `usage_dir`, `usage_page`), so two lists on one screen sort and page independently, and
 * `query(params)` reads them back into the same typed query. The URL side (`keys`, `load`, `clickHref`) is the
 * `SubListSort` of ./sort.ts that the table kit draws headers and page links with.
 */
import { z } from 'zod';
import { pageParams, sortParams } from './query';
import { subListSort, type SortDir, type SortSpec, type SubListSort } from './sort';
import { firstValue, readUrlValue } from './url-client';

/** A child list's query: its order and page (what its API list and its service take). */
export type ChildListQuery<K extends string = string> = { sort?: K; dir?: SortDir; page?: number; per_page?: number };

export function defineChildList<K extends string>(prefix: string, spec: SortSpec<K>, perPage: number, options: { pageSelectsPaginator?: boolean } = {}) {
  const sub = subListSort(spec, prefix);
  // Most child lists answer the whole list without `page`; `pageSelectsPaginator: false` for one whose API always pages.
  const schema = z.object({ ...sortParams(spec), ...pageParams({ perPage, pageSelectsPaginator: options.pageSelectsPaginator ?? true }) });
  return {
    ...sub,
    perPage,
    /** The API list's query: order and page; without `page`, the whole list (unless `pageSelectsPaginator: false`). */
    schema,
    /** The export's query: the order on screen, every row. */
    exportSchema: z.object(sortParams(spec)),
    /** The list's order and page as the record page's URL holds them (bad values dropped), for its service. */
    query(params: URLSearchParams | Record<string, string | string[] | undefined>): Required<ChildListQuery<K>> {
      const order = sub.load(params);
      const text = firstValue(params, sub.keys.page);
      const page = (text === undefined ? undefined : (readUrlValue({ kind: 'page' }, text) as number | undefined)) ?? 1;
      return { ...order, page, per_page: perPage };
    },
  } satisfies SubListSort<K> & Record<string, unknown>;
}

export type ChildList<K extends string = string> = ReturnType<typeof defineChildList<K>>;
