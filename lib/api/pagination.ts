/** The flat paginator of CONTRACT §1: per_page defaults to 15, clamped to 1–100; a bad page is 1. */
export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

export type PageRequest = { page: number; perPage: number; offset: number };

export type Paginated<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

function toInt(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '' || !/^-?\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

export function parsePageRequest(params: URLSearchParams | Record<string, string | undefined>, defaultPerPage = DEFAULT_PER_PAGE): PageRequest {
  const get = (k: string) => (params instanceof URLSearchParams ? params.get(k) : params[k]);
  const rawPage = toInt(get('page'));
  const page = rawPage == null || rawPage < 1 ? 1 : rawPage;
  const rawPer = toInt(get('per_page'));
  const perPage = rawPer == null ? defaultPerPage : Math.min(MAX_PER_PAGE, Math.max(1, rawPer));
  return { page, perPage, offset: (page - 1) * perPage };
}

export function paginated<T>(data: T[], total: number, req: PageRequest): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / req.perPage));
  return {
    data,
    current_page: req.page,
    last_page: lastPage,
    per_page: req.perPage,
    total,
    from: data.length ? req.offset + 1 : null,
    to: data.length ? req.offset + data.length : null,
  };
}
