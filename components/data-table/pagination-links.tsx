import * as React from "react";
import Link from "@/components/ui/link";
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "@/components/ui/icons";

import { cn, formatNumber } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import type { PageLocation, SubListSort } from "@/lib/list/sort";
import { buildPageHref, getPageItems, pageRange } from "./pagination-logic";

export type PaginationSummaryProps = {
  /** Current page, 1-based. */
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** First and last row numbers on this page; computed from page/perPage/total when omitted. */
  from?: number;
  to?: number;
  /**
   * The total is the database's estimate of a large unfiltered list (`total_is_estimate` of the paginator):
   * the summary says "of about 100,000".
   */
  totalIsEstimate?: boolean;
  /** Noun for the summary, e.g. "molds" → "Showing 1–20 of 95 molds". */
  itemLabel?: string;
  className?: string;
};

export type Navigation = {
  href: (page: number) => string;
  /** Handles a plain click on a page link (the href still serves a middle click or "open in new tab"). */
  onNavigate?: (page: number, event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** `false`: a page link keeps the scroll position (a list inside a record page, below its header). */
  scroll?: boolean;
};

/**
 * A list's summary ("Showing 1–25 of 1,234 molds") and its page links. Server-safe: a list page renders it with
 * `href={(n) => list.href(state, { page: n })}` and it sends no JavaScript; `DataTablePagination` renders it
 * in the browser for links built from the current URL.
 */
export function PaginationLinks({
  page,
  lastPage,
  total,
  totalIsEstimate,
  perPage,
  from,
  to,
  itemLabel,
  className,
  href,
  onNavigate,
  scroll,
}: PaginationSummaryProps & Navigation) {
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, page), last);
  const computed = pageRange(current, perPage, total);
  const shownFrom = from ?? computed.from;
  const shownTo = to ?? computed.to;
  const click = (target: number) => (onNavigate ? (event: React.MouseEvent<HTMLAnchorElement>) => onNavigate(target, event) : undefined);

  return (
    <div
      data-slot="data-table-pagination"
      className={cn("flex flex-col items-center justify-between gap-3 sm:flex-row", className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${itemLabel ?? "results"}`
          : `Showing ${formatNumber(shownFrom)}–${formatNumber(shownTo)} of ${totalIsEstimate ? "about " : ""}${formatNumber(total)}${itemLabel ? ` ${itemLabel}` : ""}`}
      </p>
      {last > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-row items-center gap-1">
            <li>
              <PageLink href={current > 1 ? href(current - 1) : null} onClick={click(current - 1)} scroll={scroll} label="Go to previous page">
                <ChevronLeftIcon aria-hidden="true" />
                <span className="hidden sm:block">Previous</span>
              </PageLink>
            </li>
            {getPageItems(current, last).map((item) =>
              typeof item === "number" ? (
                <li key={item}>
                  <Link
                    href={href(item)}
                    onClick={click(item)}
                    scroll={scroll}
                    aria-current={item === current ? "page" : undefined}
                    aria-label={`Page ${item}`}
                    className={buttonVariants({
                      variant: item === current ? "outline" : "ghost",
                      size: "icon-sm",
                      className: item === current ? "border-primary font-semibold" : undefined,
                    })}
                  >
                    {item}
                  </Link>
                </li>
              ) : (
                <li key={item} aria-hidden="true">
                  <span className="flex size-8 items-center justify-center text-muted-foreground">
                    <MoreHorizontalIcon className="size-4" />
                  </span>
                </li>
              ),
            )}
            <li>
              <PageLink href={current < last ? href(current + 1) : null} onClick={click(current + 1)} scroll={scroll} label="Go to next page">
                <span className="hidden sm:block">Next</span>
                <ChevronRightIcon aria-hidden="true" />
              </PageLink>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Previous/Next: a link, or an inert aria-disabled span at either end (links cannot be disabled). */
function PageLink({
  href,
  onClick,
  scroll,
  label,
  children,
}: {
  href: string | null;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  scroll?: boolean;
  label: string;
  children: React.ReactNode;
}) {
  const className = buttonVariants({ variant: "ghost", size: "sm", className: "gap-1 px-2.5" });
  if (href === null) {
    return (
      <span
        role="link"
        aria-disabled="true"
        aria-label={label}
        className={cn(className, "pointer-events-none opacity-50")}
      >
        {children}
      </span>
    );
  }
  return (
    <Link href={href} onClick={onClick} scroll={scroll} aria-label={label} className={className}>
      {children}
    </Link>
  );
}


/** The paging fields of a server page (`Paginated` of lib/list/paging.ts) that the links show. */
type PageOfList = { current_page: number; last_page: number; total: number; total_is_estimate?: boolean; per_page: number; from: number | null; to: number | null };

const summaryOf = (page: PageOfList): PaginationSummaryProps => ({
  page: page.current_page,
  lastPage: page.last_page,
  total: page.total,
  totalIsEstimate: page.total_is_estimate,
  perPage: page.per_page,
  from: page.from ?? undefined,
  to: page.to ?? undefined,
});

/**
 * A server list page's summary and page links, from its paginator and its URL state:
 * `<ListPagination list={moldList} state={state} page={page} itemLabel="molds" />` (links keep the filters, search
 * and order of `state`; "about N" when the total is the planner's estimate).
 */
export function ListPagination<S>({
  list,
  state,
  page,
  itemLabel,
  className,
}: {
  list: { href: (state: S, changes: { page: number }) => string };
  state: S;
  page: PageOfList;
  itemLabel: string;
  className?: string;
}) {
  return <PaginationLinks href={(n) => list.href(state, { page: n })} {...summaryOf(page)} itemLabel={itemLabel} className={className} />;
}

/**
 * The page links of a list inside a record page (a history tab, the corrective actions):
 * `<SubListPagination sub={usageHistorySort} location={location} page={page} itemLabel="runs" />` sets the list's
 * own page key (`usage_page`) on the page's URL, keeps every other key (the other lists' pages and orders) and
 * the scroll position (the list sits far below the record's header).
 */
export function SubListPagination({ sub, location, page, itemLabel }: { sub: SubListSort; location: PageLocation; page: PageOfList; itemLabel: string }) {
  return (
    <PaginationLinks
      href={(n) => buildPageHref(location.pathname, location.params, n, sub.keys.page)}
      scroll={false}
      {...summaryOf(page)}
      itemLabel={itemLabel}
    />
  );
}
