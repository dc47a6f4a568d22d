"use client";

import * as React from "react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "lucide-react";

import { cn, formatNumber } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { buildPageHref, getPageItems, pageRange } from "./pagination-logic";

type DataTablePaginationProps = {
  /** Current page, 1-based. */
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  /** First and last row numbers on this page; computed from page/perPage/total when omitted. */
  from?: number;
  to?: number;
  /** URL param that holds the page number. */
  pageParam?: string;
  /** Noun for the summary, e.g. "molds" → "Showing 1–20 of 95 molds". */
  itemLabel?: string;
  className?: string;
};

/**
 * "Showing 21–40 of 95" + Previous / numbered pages / Next as <Link>s that keep every other URL param
 * and set `page`. The current page has aria-current="page"; unavailable Previous/Next are aria-disabled.
 */
function DataTablePagination({
  page,
  lastPage,
  total,
  perPage,
  from,
  to,
  pageParam = "page",
  itemLabel,
  className,
}: DataTablePaginationProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, page), last);
  const computed = pageRange(current, perPage, total);
  const shownFrom = from ?? computed.from;
  const shownTo = to ?? computed.to;
  const href = (target: number) =>
    buildPageHref(pathname, searchParams?.toString() ?? "", target, pageParam);

  return (
    <div
      data-slot="data-table-pagination"
      className={cn("flex flex-col items-center justify-between gap-3 sm:flex-row", className)}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${itemLabel ?? "results"}`
          : `Showing ${formatNumber(shownFrom)}–${formatNumber(shownTo)} of ${formatNumber(total)}${itemLabel ? ` ${itemLabel}` : ""}`}
      </p>
      {last > 1 && (
        <nav aria-label="Pagination">
          <ul className="flex flex-row items-center gap-1">
            <li>
              <PageLink href={current > 1 ? href(current - 1) : null} label="Go to previous page">
                <ChevronLeftIcon aria-hidden="true" />
                <span className="hidden sm:block">Previous</span>
              </PageLink>
            </li>
            {getPageItems(current, last).map((item) =>
              typeof item === "number" ? (
                <li key={item}>
                  <Link
                    href={href(item)}
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
              <PageLink href={current < last ? href(current + 1) : null} label="Go to next page">
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
  label,
  children,
}: {
  href: string | null;
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
    <Link href={href} aria-label={label} className={className}>
      {children}
    </Link>
  );
}

export { DataTablePagination, type DataTablePaginationProps };
