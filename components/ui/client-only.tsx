'use client';

import * as React from 'react';
import { componentLoader } from './component-loader';

const noSubscribe = () => () => {};
const RETRIES = 3;

/**
 * A component whose code loads in the browser after the page has hydrated, not with it (chart.js, the toaster,
 * dialogs drawn on demand), and is not rendered on the server: `fallback` (a skeleton of the same size, or
 * nothing) holds its place until then. Once loaded, the code is kept, so the component renders at once the next
 * time it mounts (another tab, a page visited again).
 *
 *   export const ShotsPerDayChart = clientOnly(() => import('./shots-per-day-chart').then((m) => m.default), {
 *     fallback: () => <Skeleton className="h-[260px] w-full" />,
 *   });
 *
 * The fallback gets the component's props: a page form's placeholder is the form itself, drawn read-only with its
 * defaults (`InertFields` of components/form), so the page shows it at once and react-hook-form loads after:
 *
 *   export const ReportProductionForm = clientOnly(() => import('./report-production-form').then((m) => m.ReportProductionForm), {
 *     fallback: (props) => <InertFields defaults={REPORT_DEFAULTS}><ReportProductionView {...props} /></InertFields>,
 *   });
 *
 * `whenVisible`: the code loads when the fallback comes within 200 px of the viewport (a chart below the fold on a
 * phone, one on a tab not shown), not while the page becomes usable; the fallback is then drawn inside a `<div>`
 * the browser can watch.
 *
 * What `next/dynamic` with `ssr: false` does, without its loader (which came with every page that imported it);
 * ESLint keeps `next/dynamic` out of the app. Dialogs with a trigger use `lazyDialog` (./lazy-dialog.tsx).
 */
export function clientOnly<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  options: { fallback?: (props: P) => React.ReactNode; whenVisible?: boolean } = {},
) {
  const { preload, loaded, warm } = componentLoader(load);

  function ClientOnly(props: P) {
    // false while hydrating (the server drew the fallback, so must the first render), true after.
    const hydrated = React.useSyncExternalStore(noSubscribe, () => true, () => false);
    const [Component, setComponent] = React.useState<React.ComponentType<P> | null>(null);
    const [near, setNear] = React.useState(!options.whenVisible);
    const placeholder = React.useRef<HTMLDivElement>(null);
    const ready = Component ?? (hydrated ? loaded() : null);
    React.useEffect(() => {
      if (ready || near) return;
      const element = placeholder.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
        rootMargin: '200px',
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, [ready, near]);
    // A failed download (offline for a moment, a deploy in between) is tried again, a little later each time.
    const [failures, setFailures] = React.useState(0);
    React.useEffect(() => {
      if (ready || !near || failures > RETRIES) return;
      let mounted = true;
      let retry: ReturnType<typeof setTimeout> | undefined;
      preload().then(
        (component) => mounted && setComponent(() => component),
        (error: unknown) => {
          console.error('A part of this page could not be loaded', error);
          if (mounted) retry = setTimeout(() => setFailures((n) => n + 1), 2000 * 2 ** failures);
        },
      );
      return () => {
        mounted = false;
        clearTimeout(retry);
      };
    }, [ready, near, failures]);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    const fallback = options.fallback ? options.fallback(props) : null;
    return options.whenVisible ? <div ref={placeholder}>{fallback}</div> : fallback;
  }
  ClientOnly.preload = warm;
  return ClientOnly;
}
