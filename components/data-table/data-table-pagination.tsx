"use client";

// Page links whose hrefs come from the current URL (client); a server page passes its own hrefs to
// `PaginationLinks` (./pagination-links.tsx) and sends no JavaScript for them.

import * as React from "react";
import { usePathname, useSearchParams } from "next/navigation";

import type { ListUrl } from "@/lib/list/url-client";
import { buildPageHref } from "./pagination-logic";
import { PaginationLinks, type PaginationSummaryProps, type Navigation } from "./pagination-links";
import { useListState } from "./use-list-state";

type DataTablePaginationProps = PaginationSummaryProps & {
  /** URL param that holds the page number. */
  pageParam?: string;
  /**
   * The list's URL keys (`defineListState(…).url`, a prop from the server page): pages are then written
   * through `useListState`, the queue the SearchBox and filters use, so a page clicked while a typed search
   * waits for its debounce keeps both. Without it, the links set `pageParam` on the current URL.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's keys
  list?: ListUrl<any>;
};

/** Page links on the current URL: `pageParam` set, every other param kept. */
function DataTablePagination(props: DataTablePaginationProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const pageParam = props.pageParam ?? "page";
  const href = (target: number) => buildPageHref(pathname, searchParams?.toString() ?? "", target, pageParam);
  return props.list ? <ListStatePagination {...props} list={props.list} href={href} /> : <PaginationLinks {...props} href={href} />;
}

/**
 * A click writes only the page, through the list's URL queue: applied to the URL as it is then (a search
 * already written but not yet rendered is kept), and a search still waiting for its debounce lands after it
 * without resetting the page. (A plain <Link> navigation would drop a pending search.)
 */
function ListStatePagination({ list, ...props }: DataTablePaginationProps & { list: NonNullable<DataTablePaginationProps["list"]>; href: Navigation["href"] }) {
  const { setState } = useListState(list as ListUrl<unknown>);
  const onNavigate = (target: number, event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void setState({ page: target } as never);
  };
  return <PaginationLinks {...props} onNavigate={onNavigate} />;
}

export { DataTablePagination, type DataTablePaginationProps };
