/**
 * The app's toasts: sonner's `toast`, loaded with the toaster after the page (`LazyToaster`) instead of with
 * every form and button that shows one (≈ 10 kB). A toast follows a click, by which time sonner is there, so
 * the import resolves at once. ESLint keeps `sonner` itself to this file and the toaster.
 */
type Options = import('sonner').ExternalToast;

function show(kind: 'success' | 'error' | 'message', message: string, options?: Options): void {
  import('sonner').then(
    ({ toast }) => (kind === 'message' ? toast(message, options) : toast[kind](message, options)),
    (error: unknown) => console.error('The notification could not be shown', message, error),
  );
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  message: (message: string, options?: Options) => show('message', message, options),
};
