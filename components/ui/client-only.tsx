'use client';

import * as React from 'react';
import { componentLoader } from './component-loader';

const noSubscribe = () => () => {};

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
 * What `next/dynamic` with `ssr: false` does, without its loader (≈ 1.6 kB on every page that imports it);
 * ESLint keeps `next/dynamic` out of the app. Dialogs with a trigger use `lazyDialog` (./lazy-dialog.tsx).
 */
export function clientOnly<P extends object>(load: () => Promise<React.ComponentType<P>>, options: { fallback?: () => React.ReactNode } = {}) {
  const { preload, loaded, warm } = componentLoader(load);

  function ClientOnly(props: P) {
    // false while hydrating (the server drew the fallback, so must the first render), true after.
    const hydrated = React.useSyncExternalStore(noSubscribe, () => true, () => false);
    const [Component, setComponent] = React.useState<React.ComponentType<P> | null>(null);
    const ready = Component ?? (hydrated ? loaded() : null);
    React.useEffect(() => {
      if (ready) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setComponent(() => component),
        (error: unknown) => console.error('A part of this page could not be loaded', error),
      );
      return () => {
        mounted = false;
      };
    }, [ready]);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    return options.fallback ? options.fallback() : null;
  }
  ClientOnly.preload = warm;
  return ClientOnly;
}
