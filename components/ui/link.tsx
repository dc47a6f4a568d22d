'use client';

import * as React from 'react';
// The one place that imports next/link (ESLint sends the app here).
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';

type LinkProps = React.ComponentProps<typeof NextLink>;

/**
 * The app's link: Next's `<Link>` (client-side navigation), prefetched when the person shows they are going
 * there — the pointer over it, a touch, keyboard focus — instead of as soon as it scrolls into view.
 *
 * Next prefetches every link in the viewport: a list page has 25 record links, its sort headers and page
 * numbers, so opening one started 20–30 requests to the server (each rendering a record's layout) and loaded
 * the code of the record pages, on the phone's main thread while the list was still becoming usable
 * (Lighthouse's mobile preset: /suppliers 85, /production 88 with 390 ms of blocking time). On intent, the
 * prefetch still starts 100–300 ms before the click lands. Links to the same page with another query are the
 * exception (below). An explicit `prefetch` is Next's: `false` never, `true` the full page at once.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = React.useState(false);
  const pathname = usePathname();
  const target = typeof props.href === 'string' ? props.href.split(/[?#]/)[0] : props.href.pathname;
  // A link to this page with another query (a sort header, a page number) keeps Next's prefetch in view: they
  // are few, the page's code is here, and one that is prefetched swaps the page and its <title> at once (without,
  // the document has no <title> for a frame or two while a record page's metadata streams in).
  const samePage = !target || target === pathname;
  // Next's own choice for the route ('auto') waits for intent; it starts at once if the link is in view then.
  const waits = (prefetch == null || prefetch === 'auto') && !intent && !samePage;
  return (
    <NextLink
      {...props}
      prefetch={waits ? false : prefetch}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setIntent(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntent(true);
      }}
    />
  );
}
