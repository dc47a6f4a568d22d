'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { lazyControlledDialog } from '@/components/ui/lazy-dialog';

/** The question's dialog: its code (Radix) loads when a form first has changes, not with every page. */
const DiscardChangesDialog = lazyControlledDialog(() => import('./discard-changes-dialog').then((m) => m.default));

/**
 * The unsaved-changes guard of every form (issue 14), one mechanism:
 *
 * - `useUnsavedChanges(dirty)` — called by `useApiForm` for every form (page forms and dialogs alike) — registers
 *   the form while it has changes that were not saved. A saved form is reset to what it saved, an unchanged one
 *   is not dirty: both leave freely.
 * - While any registered form is dirty, `UnsavedChangesGuard` (mounted once, in the app layout) asks before an
 *   in-app link leaves the page (the nav bar, a back link, a row's link, a sort header: any `<a href>` to another
 *   URL), and the browser asks before the page unloads (reload, a typed address, closing the tab, signing out).
 * - A form's own "throw it away" button (the Quick Work Order's Cancel) goes through `confirmDiscard(action)`.
 *
 * Dialogs show the same question inline (`DiscardChangesPrompt`, ./discard-changes-prompt.tsx, used by `FormDialog` and the BOM editor) when
 * Escape, a click outside, × or Cancel would close them with changes.
 *
 * Not covered: the browser's own Back/Forward buttons inside the app (the App Router offers no way to cancel a
 * history navigation) and `router.push` called by code (only after a save, or from a toast's Open button).
 */

type Request = { proceed: () => void; confirmLabel: string };

const dirtyForms = new Set<symbol>();
let pending: Request | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const anyDirty = () => dirtyForms.size > 0;
const pendingRequest = () => pending;

/**
 * Ask before `proceed` throws changes away: the guard's dialog, once its code is here (it starts loading when a
 * form first has changes; a click that comes sooner waits for it). Without a mounted guard (never in the app) or
 * when the code cannot load (offline), the browser's confirm.
 */
function ask(request: Request) {
  const confirmInBrowser = () => {
    if (window.confirm('You have unsaved changes. Discard them?')) request.proceed();
  };
  if (hosts === 0) return confirmInBrowser();
  DiscardChangesDialog.load().then(() => {
    pending = request;
    emit();
  }, confirmInBrowser);
}

export type UnsavedChanges = {
  /** Runs `action` at once when nothing is unsaved, else after the person confirms discarding the changes. */
  confirmDiscard: (action: () => void) => void;
};

/** Registers a form as having unsaved changes while `dirty` (see the module comment). */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const [id] = React.useState(() => Symbol('form'));
  React.useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    emit();
    return () => {
      dirtyForms.delete(id);
      emit();
    };
  }, [dirty, id]);
  const confirmDiscard = React.useCallback(
    (action: () => void) => {
      if (!dirtyForms.has(id)) action();
      else ask({ proceed: action, confirmLabel: 'Discard' });
    },
    [id],
  );
  return { confirmDiscard };
}

/** The in-app link a click would follow, or null (new tab, download, another site, the same URL, a hash). */
function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site or an API address (a file) unloads the page: the browser's own beforeunload question covers it.
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Mounted once in the app layout: while a form has unsaved changes it intercepts in-app links and the page's
 * unload, and shows the question for them and for `confirmDiscard`.
 */
export function UnsavedChangesGuard() {
  const router = useRouter();
  const dirty = React.useSyncExternalStore(subscribe, anyDirty, () => false);
  const request = React.useSyncExternalStore(subscribe, pendingRequest, () => null);
  // The last question stays while the dialog animates out.
  const [shown, setShown] = React.useState<Request | null>(request);
  if (request && request !== shown) setShown(request);

  React.useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);

  React.useEffect(() => {
    if (!dirty) return;
    // Capture on window: before the app's Link (React listens on the root element) starts a client navigation.
    const onClick = (event: MouseEvent) => {
      const url = leavingLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      // A link in a menu (the nav bar's modules): the menu would have closed on the click; close it, so the
      // question stands alone and "Keep editing" returns to the page.
      const menu = event.target instanceof Element ? event.target.closest('[role="menu"]') : null;
      menu?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      ask({ proceed: () => router.push(url.pathname + url.search + url.hash), confirmLabel: 'Discard and leave' });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers ask only with a returnValue
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, router]);

  const close = () => {
    pending = null;
    emit();
  };

  // Loaded before it is needed, so the question shows at once.
  React.useEffect(() => {
    if (dirty) DiscardChangesDialog.preload();
  }, [dirty]);
  return (
    <DiscardChangesDialog
      open={request !== null}
      confirmLabel={shown?.confirmLabel ?? 'Discard'}
      onKeep={close}
      onDiscard={() => {
        close();
        request?.proceed();
      }}
    />
  );
}
