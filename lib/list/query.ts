/**
 * The field builders of a list's query (what `GET /api/<list>?…` and the list screen's URL both carry), on zod.
 * A list declares its query ONCE, as a `z.object` of these builders, in its module's `list-state.ts`:
 *
 *   export const moldListQuerySchema = z.object({
 *     q: searchParam('Code, name or customer (case-insensitive contains).'),
 *     status: enumListParam(MOLD_STATUSES, 'status'),
 *     customer_id: idParam('customer'),
 *     ...sortParams(MOLD_SORT),
 *     ...pageParams(MOLDS_PER_PAGE),
 *   });
 *
 * The API parses it (`apiHandler({ query })`: a bad filter is a 422 with the errors map), the screen loads its URL
 * from it (`defineListState(path, schema)`: a bad value in a hand-edited URL is dropped), the OpenAPI document
 * describes it, and the service takes its output (`listMolds(ctx, query: MoldListQuery)`).
 *
 * Query values are text by nature: numbers arrive as digits and are documented as integers; an empty value
 * (`?status=`) is the same as leaving the key out. Each builder also records what its key is in the URL
 * (`UrlField`, ./url-client.ts) for the list's browser controls, which never load zod.
 */
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './page-size';
import { SORT_DIRS, type SortSpec } from './sort';
import type { UrlField } from './url-client';
import { INT4_MAX, messages } from '@/lib/validation/fields';

const URL_FIELDS = new WeakMap<z.ZodType, UrlField>();

function keyed<S extends z.ZodType>(schema: S, field: UrlField): S {
  URL_FIELDS.set(schema, field);
  return schema;
}

/** What a query schema's key is in the URL; undefined for a field not made by these builders. */
export function urlFieldOf(schema: z.ZodType): UrlField | undefined {
  return URL_FIELDS.get(schema);
}

/** `?key=` and `?key=%20` are the key left out. */
const blankToAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A search term: any text (trimmed and cut to 200 characters by the search itself); `%` and `_` match literally. */
export function searchParam(description: string) {
  return keyed(z.string().optional().meta({ description }), { kind: 'text', default: '' });
}

/** Free text that is not a search (e.g. an audit entity name), at most `max` characters. */
export function textParam(label: string, max: number, description?: string) {
  return keyed(
    z.preprocess(blankToAbsent, z.string().max(max, messages.tooLong(label, max)).optional()).meta(description ? { description } : {}),
    { kind: 'text' },
  );
}

/** One of `values`; an unknown value is a 422 naming them. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, label: string, options: { description?: string } = {}) {
  return keyed(
    z.preprocess(blankToAbsent, z.enum(values, { error: messages.choice(label, values) }).optional()).meta(options.description ? { description: options.description } : {}),
    { kind: 'enum', values },
  );
}

/** One value or a comma list of `values` (`status=active,maintenance`), read as an array; an unknown value is a 422. */
export function enumListParam<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  const schema = z
    .string()
    .transform((v, ctx): T[number][] | undefined => {
      const items = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!items.length) return undefined;
      if (items.some((s) => !(values as readonly string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: messages.choice(label, values) });
        return z.NEVER;
      }
      return [...new Set(items)] as T[number][];
    })
    .optional()
    .meta({ description: `One or a comma list of: ${values.join(', ')}.` });
  return keyed(schema, { kind: 'enums', values });
}

/** Digits → the integer they write; anything else is left for the integer type to refuse. */
function digits(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^-?\d{1,16}$/.test(t) ? Number(t) : v;
}

/** The id of another record as a filter (`customer_id=12`); not a positive integer → 422 "The selected … does not exist." */
export function idParam(label: string, description?: string) {
  const invalid = messages.reference(label);
  return keyed(
    z
      .preprocess(digits, z.int({ error: invalid }).min(1, invalid).max(INT4_MAX, invalid).optional())
      .meta(description ? { description } : {}),
    { kind: 'int', min: 1, max: INT4_MAX },
  );
}

/**
 * A count the caller may choose within limits (a picker's `limit`, a forecast's `days`): absent → `def`; outside
 * the limits it is clamped, and text that is not a whole number is `def` (the lists' `per_page` rule).
 */
export function clampedIntParam(def: number, min: number, max: number, description: string) {
  return keyed(
    z
      .preprocess((v) => {
        const n = digits(v);
        if (n === undefined) return def;
        return typeof n === 'number' && Number.isSafeInteger(n) ? Math.min(max, Math.max(min, n)) : def;
      }, z.int().min(min).max(max).default(def))
      .meta({ description: `${description} (default ${def}, clamped to ${min}–${max}).` }),
    { kind: 'int', min, max, default: def },
  );
}

/** A calendar date `YYYY-MM-DD` (a filter's bound); anything else is a 422. */
export function dateParam(label: string, description?: string) {
  return keyed(
    z
      .preprocess(blankToAbsent, z.iso.date({ error: messages.date(label) }).optional())
      .meta(description ? { description } : {}),
    { kind: 'date' },
  );
}

/** `true` or `false` (a flag such as `overdue=true`); anything else is a 422. */
export function boolParam(label: string, description?: string) {
  return keyed(
    z
      .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : blankToAbsent(v)), z.boolean({ error: messages.boolean(label) }).optional())
      .meta(description ? { description } : {}),
    { kind: 'bool' },
  );
}

/**
 * `sort` and `dir` of a sortable list (lib/list/sort.ts): a key the list does not sort by, or a direction other
 * than asc/desc, is a 422. Absent: the list's default order (the screen's URL shows the default key).
 */
export function sortParams<const K extends string>(spec: SortSpec<K>) {
  return {
    sort: keyed(
      z
        .preprocess(blankToAbsent, z.enum(spec.keys as unknown as [K, ...K[]], { error: messages.choice('sort', spec.keys) }).optional())
        .meta({ description: `The order (default ${spec.defaultKey}).` }),
      { kind: 'enum', values: spec.keys, default: spec.defaultKey },
    ),
    dir: keyed(
      z
        .preprocess(blankToAbsent, z.enum(SORT_DIRS, { error: messages.choice('dir', SORT_DIRS) }).optional())
        .meta({ description: 'asc or desc (default: the natural direction of the sort key: names A→Z, amounts and dates largest first).' }),
      { kind: 'enum', values: SORT_DIRS },
    ),
  };
}

/** The page's number: a bad or < 1 value is 1 (CONTRACT §8); far past any real list it stops. */
function pageNumber(v: unknown): unknown {
  const n = digits(v);
  if (n === undefined) return undefined;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 1 ? Math.min(n, 10_000_000) : 1;
}

/** per_page clamped to 1–100 (CONTRACT §8); not a number → the list's default. */
function perPageNumber(v: unknown): unknown {
  const n = digits(v);
  if (n === undefined) return undefined;
  return typeof n === 'number' && Number.isSafeInteger(n) ? Math.min(MAX_PER_PAGE, Math.max(1, n)) : undefined;
}

export type PagingOptions = {
  /** The screen's rows per page (its URL default; the API's default stays 15, CONTRACT §1). */
  perPage?: number;
  /** `page` given or not changes the answer (molds, products: the whole list without it). */
  pageSelectsPaginator?: boolean;
};

/**
 * `page` and `per_page`. A list's API answers the flat paginator; `perPage` is the screen's page size (its URL
 * default), the API's default is 15 (CONTRACT §1). Lists that page by keyset add `cursorParam()`.
 */
export function pageParams(options: PagingOptions = {}) {
  const screenPerPage = options.perPage ?? DEFAULT_PER_PAGE;
  const page = keyed(
    z
      .preprocess(pageNumber, z.int().min(1).optional())
      .meta({
        description: options.pageSelectsPaginator
          ? 'Given: the flat paginator instead of the whole list (from 1; a bad or < 1 value is 1; past the end, `data` is empty).'
          : 'The page (from 1). A bad or < 1 value is 1; past the end, `data` is empty.',
      }),
    { kind: 'page' },
  );
  const perPage = keyed(
    z
      .preprocess(perPageNumber, z.int().min(1).max(MAX_PER_PAGE).optional())
      .meta({ description: `Rows per page (default ${DEFAULT_PER_PAGE}, clamped to 1–${MAX_PER_PAGE}).` }),
    { kind: 'per_page', default: screenPerPage, max: MAX_PER_PAGE },
  );
  return { page, per_page: perPage };
}

/** `cursor` of a list that pages by keyset (docs/CONVENTIONS.md "Lists"): the `next` of its previous page. */
export function cursorParam() {
  return keyed(
    z
      .string()
      .optional()
      .meta({ description: 'The `next` of the previous page: the rows after it in the same order (send the same filters, sort and dir). Any other value is a 422.' }),
    { kind: 'text' },
  );
}

/** The paging part of a parsed query. */
export type PageInput = { page?: number; per_page?: number; cursor?: string };
