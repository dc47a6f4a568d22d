'use client';

import * as React from 'react';

/**
 * Figures a screen reads on the server and keeps fresh in the browser (the shop floor, a press's view): `load` runs
 * every `intervalMs` without a reload, paused while the tab is hidden and at once when it shows again; a failed
 * refresh keeps the last figures (it is only logged). New `initial` figures (a `router.refresh()` after a write)
 * replace the state. Returns the data, when it was last refreshed and a `reload` to run now.
 */
export function useLiveData<T>(initial: T, load: (signal: AbortSignal) => Promise<T | null>, intervalMs: number, label: string) {
  const [data, setData] = React.useState(initial);
  const [updatedAt, setUpdatedAt] = React.useState<Date | null>(null);
  const [seen, setSeen] = React.useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setData(initial);
  }
  const reload = React.useRef<() => void>(() => {});
  const loader = React.useRef(load);
  React.useEffect(() => {
    loader.current = load;
  }, [load]);

  React.useEffect(() => {
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const refresh = async () => {
      controller?.abort();
      controller = new AbortController();
      try {
        const next = await loader.current(controller.signal);
        if (next) {
          setData(next);
          setUpdatedAt(new Date());
        }
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.warn(`[${label}] refresh failed`, error);
      }
    };
    const start = () => {
      if (timer === null) timer = setInterval(refresh, intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
      else {
        void refresh();
        start();
      }
    };
    reload.current = () => void refresh();
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, label]);

  const runNow = React.useCallback(() => reload.current(), []);
  return { data, updatedAt, reload: runNow };
}
