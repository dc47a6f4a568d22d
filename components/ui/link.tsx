'use client';

import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { composeRefs } from './compose-refs';

type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  /** `false`: the navigation keeps the scroll position (a sort header, a filter chip). */
  scroll?: boolean;
};

/**
 * The app's link: an `<a>` whose plain click navigates through Next's router (client-side, no page load), and
 * which prefetches the page it leads to when the person shows they are going there — the pointer over it, a
 * touch, keyboard focus — instead of as soon as it scrolls into view.
 *
 * Why not next/link: it prefetches every link in the viewport (a list page opened 20–30 requests to the server,
 * each rendering a record's layout, and loaded the record pages' code on the phone's main thread while the list
 * was still becoming usable, which cost the lists their mobile scores), and its code (the link, URL formatting,
 * link-instance tracking) came with every page. The router's own `prefetch` and `push` do the same work. On
 * intent (pointer over, touch, focus), the prefetch still starts well before the click lands.
 *
 * A link to this page with another query (a sort header, a page number) is prefetched when it comes into view:
 * they are few, the page's code is here, and one that is prefetched swaps the page and its <title> at once
 * (without, the document has no <title> for a frame or two while the page's metadata streams in).
 *
 * The browser keeps what is its own: a click with a modifier key or the middle button, `target`, `download`,
 * and links to another site or to /api (files) are not intercepted.
 */
export default function Link({ href, scroll, onClick, onMouseEnter, onTouchStart, onFocus, ref, ...props }: LinkProps) {
  const router = useRouter();
  const pathname = usePathname();
  const samePage = isSamePage(href, pathname);
  // Every intent asks again: the router skips a page it holds fresh, and fetches one whose copy has expired.
  const prefetch = React.useCallback(() => {
    if (isAppUrl(href)) router.prefetch(href);
  }, [href, router]);

  const observe = React.useCallback(
    (anchor: HTMLAnchorElement | null) => {
      if (!anchor || !samePage || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Not the page shown now (the current page number).
        if (new URL(href, window.location.href).href !== window.location.href) prefetch();
      });
      observer.observe(anchor);
      return () => observer.disconnect();
    },
    [samePage, prefetch, href],
  );

  const anchorRef = React.useCallback((anchor: HTMLAnchorElement | null) => composeRefs(ref, observe)(anchor), [ref, observe]);

  return (
    <a
      {...props}
      href={href}
      ref={anchorRef}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInApp(event, href)) return;
        event.preventDefault();
        router.push(href, scroll === false ? { scroll: false } : undefined);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
    />
  );
}

/** A path of this app that the router can render (not another site, not a file under /api). */
function isAppUrl(href: string): boolean {
  if (typeof window === 'undefined') return false;
  const url = new URL(href, window.location.href);
  return url.origin === window.location.origin && !url.pathname.startsWith('/api/');
}

/** The link leads to the page shown now, with another query (or none). */
function isSamePage(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0];
  return path === '' || path === pathname;
}

/** A plain click on a link of this app, not already handled: the router takes it, else the browser. */
function followsInApp(event: React.MouseEvent<HTMLAnchorElement>, href: string): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.currentTarget;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return isAppUrl(href);
}
