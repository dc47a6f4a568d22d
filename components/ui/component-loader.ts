import type * as React from 'react';

/** A component's code loaded once and kept: `preload()` starts (or joins) the download, `loaded()` is it once there. */
export function componentLoader<P>(load: () => Promise<React.ComponentType<P>>) {
  let loaded: React.ComponentType<P> | null = null;
  let pending: Promise<React.ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed download may be retried by the next attempt
        throw error;
      },
    ));
  return { preload, loaded: () => loaded, warm: () => void preload().catch(() => {}) };
}
