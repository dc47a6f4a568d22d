/**
 * The app's toasts: sonner's `toast`, loaded with the toaster when the first toast is shown instead of with
 * every page (its code, and its evaluation on a phone's main thread while the page becomes usable). `show`
 * asks `LazyToaster` (components/layout/lazy-toaster.tsx) to mount sonner's toaster and hands the toast to
 * sonner; the toaster shows the toasts made before it subscribed (sonner replays the active ones). ESLint
 * keeps `sonner` itself to this file and the toaster.
 */
type Options = import('sonner').ExternalToast;

let toasterWanted = false;
const listeners = new Set<() => void>();

/** For `useSyncExternalStore`: whether a toast has asked for the toaster yet. */
export const toaster = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

function show(kind: 'success' | 'error' | 'message', message: string, options?: Options): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  import('sonner').then(
    ({ toast: sonnerToast }) => (kind === 'message' ? sonnerToast(message, options) : sonnerToast[kind](message, options)),
    (error: unknown) => console.error('The notification could not be shown', message, error),
  );
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  message: (message: string, options?: Options) => show('message', message, options),
};
