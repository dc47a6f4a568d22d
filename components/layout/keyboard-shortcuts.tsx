'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { dispatchScan, isEditable } from '@/components/scan/scan';
import { SCAN_MAX_LENGTH, WEDGE_KEY_GAP_MS, WEDGE_MIN_LENGTH } from '@/lib/scan/constants';

const ShortcutsHelp = React.lazy(() => import('./shortcuts-help'));

/** The page's own control for a shortcut: `data-shortcut="search"` (SearchBox), `"scan"` (the top bar's field), `"new"`. */
function visible(selector: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (el.offsetParent !== null && !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true') return el;
  }
  return null;
}

/** The page's New / Add button: one marked `data-shortcut="new"`, else the first button or link in the page whose text starts "New " or "Add ". */
function newButton(): HTMLElement | null {
  const marked = visible('main [data-shortcut="new"]');
  if (marked) return marked;
  for (const el of document.querySelectorAll<HTMLElement>('main button, main a')) {
    if (/^(New|Add)\s/.test(el.textContent?.trim() ?? '') && el.offsetParent !== null && !el.hasAttribute('disabled')) return el;
  }
  return null;
}

/**
 * The app's keyboard (issue 31), one listener for the whole app:
 * - a keyboard-wedge scanner: keys typed faster than a person (≤ WEDGE_KEY_GAP_MS apart) ending in Enter, outside
 *   any field, are one scan (dispatchScan: the page first, else /scan?code=…);
 * - `/` the page's search, `n` its New / Add button, `?` this list — each only as a lone key outside a field (a
 *   scanner's burst that starts with one of them is a scan, so they act once no other key followed within the gap);
 * - `Ctrl+/` the scan field, `Ctrl+Enter` (⌘+Enter) saves the form being typed in (its submit, with its checks).
 */
export function KeyboardShortcuts() {
  const router = useRouter();
  const [help, setHelp] = React.useState(false);

  React.useEffect(() => {
    let buffer = '';
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const later = (action: () => void) => {
      if (pending) clearTimeout(pending);
      pending = setTimeout(() => {
        pending = null;
        action();
      }, WEDGE_KEY_GAP_MS + 10);
    };
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        const form = event.target instanceof HTMLElement ? event.target.closest('form') : null;
        if (form) {
          event.preventDefault();
          form.requestSubmit();
        }
        return;
      }
      if (event.ctrlKey && event.key === '/') {
        event.preventDefault();
        visible('[data-shortcut="scan"]')?.focus();
        return;
      }
      if (isEditable(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      // Shift alone (before '?' or a scanner's capital letter) is not a key of the burst.
      if (event.key === 'Shift' || event.key === 'CapsLock') return;
      const now = performance.now();
      const burst = now - last <= WEDGE_KEY_GAP_MS;
      last = now;
      if (!burst) buffer = '';
      if (burst && pending) {
        clearTimeout(pending); // a scanner's keys, not a shortcut
        pending = null;
      }
      if (event.key === 'Enter') {
        if (buffer.length >= WEDGE_MIN_LENGTH) {
          event.preventDefault();
          dispatchScan(buffer, router.push);
        }
        buffer = '';
        return;
      }
      if (event.key.length !== 1) return;
      if (buffer.length < SCAN_MAX_LENGTH) buffer += event.key;
      if (burst || document.querySelector('[role="dialog"]')) return;
      if (event.key === '/') {
        event.preventDefault();
        later(() => visible('main [data-shortcut="search"]')?.focus());
      } else if (event.key === 'n') later(() => newButton()?.click());
      else if (event.key === '?') later(() => setHelp(true));
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      if (pending) clearTimeout(pending);
    };
  }, [router]);

  return help ? (
    <React.Suspense fallback={null}>
      <ShortcutsHelp onClose={() => setHelp(false)} />
    </React.Suspense>
  ) : null;
}
