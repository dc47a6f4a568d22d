'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { scanHref } from '@/components/scan/scan';
import { Button } from '@/components/ui/button';
import { ScanBarcode } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { getJson, messageOf, sendJson } from '@/lib/client/api';
import { SCAN_EVENT, type ScanEventDetail } from '@/lib/scan/constants';
import type { ScanMatch } from '@/lib/scan/dto';

type State = { kind: 'idle' } | { kind: 'order'; order: ScanMatch } | { kind: 'error'; message: string; order: ScanMatch | null };

type Press = { id: number; machine_number: string };

/**
 * Scan to start, on the shop floor (issue 31): scan a work order's traveler, then the press — the order starts on
 * that press (POST /api/production/work-orders/{id}/start). On a press's own view (`press`) the order starts there
 * at once. While the page is open it takes every scan: a press scanned with no order waiting opens its view
 * (/shop-floor/{id}); anything else opens as anywhere else (/scan). `mayStart`: work_orders.status; without it a
 * scanned order just opens.
 */
export function ScanToStart({ mayStart, onStarted, press: here }: { mayStart: boolean; onStarted: () => void; press?: Press }) {
  const router = useRouter();
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  // The order waiting for its press, as the scan handler reads it (set together with the state).
  const current = React.useRef<State>(state);
  const update = React.useCallback((next: State) => {
    current.current = next;
    setState(next);
  }, []);

  React.useEffect(() => {
    const handle = async (code: string) => {
      const found = await getJson(`/api/scan?code=${encodeURIComponent(code)}`);
      const waiting = current.current.kind === 'idle' ? null : current.current.order;
      // The lookup failed (network, server): say so and keep the order that waits for its press.
      if (!found.ok) return update({ kind: 'error', order: waiting, message: messageOf(found.body, `“${code}” could not be looked up. Scan it again.`) });
      const matches = (found.body as { data: ScanMatch[] }).data ?? [];
      const order = matches.find((m) => m.kind === 'work_order');
      const press = matches.find((m) => m.kind === 'machine');
      const startOn = async (wo: ScanMatch, target: Press) => {
        const started = await sendJson(`/api/production/work-orders/${wo.id}/start`, 'POST', { machine_id: target.id });
        if (!started.ok) return update({ kind: 'error', order: here ? null : wo, message: messageOf(started.body, `${wo.code} could not be started on ${target.machine_number}.`) });
        update({ kind: 'idle' });
        toast.success(`${wo.code} started on ${target.machine_number}`);
        onStarted();
      };
      if (order && mayStart) return here ? startOn(order, here) : update({ kind: 'order', order });
      if (press && waiting) return startOn(waiting, { id: press.id, machine_number: press.code });
      router.push(press && matches.length === 1 ? `/shop-floor/${press.id}` : scanHref(code));
    };
    const onScan = (event: Event) => {
      event.preventDefault();
      void handle((event as CustomEvent<ScanEventDetail>).detail.code);
    };
    window.addEventListener(SCAN_EVENT, onScan);
    return () => window.removeEventListener(SCAN_EVENT, onScan);
  }, [here, mayStart, onStarted, router, update]);

  const order = state.kind === 'idle' ? null : state.order;
  return (
    <div role="status" aria-live="polite" className={state.kind === 'idle' ? 'sr-only' : 'flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950'}>
      {state.kind === 'idle' ? (
        mayStart ? (here ? `Scan a work order to start it on ${here.machine_number}.` : 'Scan a work order, then a press, to start the order on that press.') : ''
      ) : (
        <>
          <ScanBarcode className="size-5 shrink-0" aria-hidden />
          <span className="flex-1">
            {state.kind === 'error' && <span className="block font-medium text-red-700">{state.message}</span>}
            {order && (
              <>
                <span className="font-semibold">{order.code}</span> {order.label} — now scan the press to start it on.
              </>
            )}
          </span>
          <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => update({ kind: 'idle' })}>
            Cancel
          </Button>
        </>
      )}
    </div>
  );
}
