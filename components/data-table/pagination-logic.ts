/** Pure helpers for DataTablePagination (unit-tested in pagination-logic.test.ts). */

export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and an ellipsis for each skipped run. The list has a constant length once there are
 * enough pages, so the buttons don't jump around while paging.
 *   getPageItems(1, 5)   → [1, 2, 3, 4, 5]
 *   getPageItems(10, 20) → [1, "ellipsis-start", 9, 10, 11, "ellipsis-end", 20]
 */
export function getPageItems(page: number, lastPage: number, siblings = 1): PageItem[] {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  // first + last + current + siblings on both sides + two ellipses
  const slots = 2 * siblings + 5;
  if (last <= slots) return range(1, last);

  const leftSibling = Math.max(current - siblings, 1);
  const rightSibling = Math.min(current + siblings, last);
  const showStartEllipsis = leftSibling > 3;
  const showEndEllipsis = rightSibling < last - 2;

  if (!showStartEllipsis) {
    return [...range(1, 3 + 2 * siblings), "ellipsis-end", last];
  }
  if (!showEndEllipsis) {
    return [1, "ellipsis-start", ...range(last - (2 + 2 * siblings), last)];
  }
  return [1, "ellipsis-start", ...range(leftSibling, rightSibling), "ellipsis-end", last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * `pathname?<current params with page set>`. Every other param (search, status, sort, perPage…) is kept.
 */
export function buildPageHref(
  pathname: string,
  searchParams: URLSearchParams | string,
  page: number,
  pageParam = "page",
): string {
  const params = new URLSearchParams(searchParams);
  params.set(pageParam, String(page));
  return `${pathname}?${params.toString()}`;
}

/** "Showing 21–40 of 95" numbers: computed from page/perPage when the server didn't send them. */
export function pageRange(
  page: number,
  perPage: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * perPage + 1;
  return { from: Math.min(from, total), to: Math.min(page * perPage, total) };
}
