'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { scanHref } from '@/components/scan/scan';
import { Button } from '@/components/ui/button';
import { ArrowLeftRight, ArrowUpFromLine, ScanBarcode } from '@/components/ui/icons';
import { getJson, messageOf } from '@/lib/client/api';
import type { StockLotDto } from '@/lib/inventory/dto';
import { lotChoice, lotScanOutcome } from '@/lib/inventory/lot-scan';
import { lotCode } from '@/lib/labels/codes';
import { SCAN_EVENT, type ScanEventDetail } from '@/lib/scan/constants';
import type { ScanMatch } from '@/lib/scan/dto';
import { formatNumber } from '@/lib/utils';
import { MovementDialog, type LocationOption, type MovementItem, type MovementKind } from './movement-dialog';

type State =
  | { kind: 'idle' }
  | { kind: 'looking'; code: string }
  | { kind: 'pick'; code: string; lots: StockLotDto[] }
  | { kind: 'lot'; lot: StockLotDto; moving: MovementKind | null }
  | { kind: 'error'; message: string };

/**
 * Scan a lot on /inventory (issue 31): the lot's label (or its number typed into the scan field) offers Issue or
 * Transfer from that lot; the movement dialog opens pre-filled — the lot's product, its location, the lot, and
 * what of it is free (editable) — and takes from that lot only (lot_id). A used-up or unknown lot is said here and
 * nothing opens; a code that is not a lot opens as anywhere else (/scan). Mounted for roles that move stock.
 */
export function LotScan({ locations }: { locations: LocationOption[] }) {
  const router = useRouter();
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  // The newest scan wins: an older lookup answering late is dropped.
  const latest = React.useRef(0);

  // Read every lot the code names (one, or the few under one lot number) and act on those with something free.
  const readLots = React.useCallback(async (ids: number[], code: string, ticket: number) => {
    const reads = await Promise.all(ids.map((id) => getJson(`/api/inventory/lots/${id}`)));
    if (ticket !== latest.current) return;
    const failed = reads.find((r) => !r.ok);
    if (failed) return setState({ kind: 'error', message: messageOf(failed.body, `Lot “${code}” could not be read. Scan it again.`) });
    const choice = lotChoice(reads.map((r) => (r.body as { data: StockLotDto }).data));
    if (choice.kind === 'none') return setState({ kind: 'error', message: choice.message });
    setState(choice.kind === 'open' ? { kind: 'lot', lot: choice.lot, moving: null } : { kind: 'pick', code, lots: choice.lots });
  }, []);

  React.useEffect(() => {
    const handle = async (code: string) => {
      const ticket = ++latest.current;
      setState({ kind: 'looking', code });
      const found = await getJson(`/api/scan?code=${encodeURIComponent(code)}`);
      if (ticket !== latest.current) return;
      if (!found.ok) return setState({ kind: 'error', message: messageOf(found.body, `“${code}” could not be looked up. Scan it again.`) });
      const outcome = lotScanOutcome((found.body as { data: ScanMatch[] }).data ?? []);
      if (outcome.kind === 'unknown') return setState({ kind: 'error', message: `No lot has the code “${code}”. Nothing was opened.` });
      if (outcome.kind === 'other') {
        setState({ kind: 'idle' });
        return router.push(scanHref(code));
      }
      await readLots(outcome.ids, code, ticket);
    };
    const onScan = (event: Event) => {
      event.preventDefault();
      void handle((event as CustomEvent<ScanEventDetail>).detail.code);
    };
    window.addEventListener(SCAN_EVENT, onScan);
    return () => window.removeEventListener(SCAN_EVENT, onScan);
  }, [readLots, router]);

  const cancel = () => {
    latest.current++;
    setState({ kind: 'idle' });
  };
  const lot = state.kind === 'lot' ? state.lot : null;
  const code = lot ? lotCode(lot) : '';

  return (
    <>
      <div
        role="status"
        aria-live="polite"
        data-testid="lot-scan"
        className={
          state.kind === 'idle'
            ? 'sr-only'
            : `flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm ${state.kind === 'error' ? 'border-red-300 bg-red-50 text-red-950' : 'border-sky-300 bg-sky-50 text-sky-950'}`
        }
      >
        {state.kind === 'idle' && 'Scan a lot label to issue or transfer stock from that lot.'}
        {state.kind !== 'idle' && <ScanBarcode className="size-5 shrink-0" aria-hidden />}
        {state.kind === 'looking' && <span className="flex-1">Looking up “{state.code}”…</span>}
        {state.kind === 'error' && <span className="flex-1 font-medium text-red-700">{state.message}</span>}
        {state.kind === 'pick' && (
          <span className="flex-1">
            {state.lots.length} lots of <span className="font-mono font-semibold">{state.code}</span> have stock: choose one.
          </span>
        )}
        {lot && (
          <span className="flex-1">
            Lot <span className="font-mono font-semibold">{code}</span>: {lot.product.product_code} {lot.product.product_name} — {formatNumber(lot.quantity_available, 4)} {lot.product.unit} free in{' '}
            {lot.location_code}
          </span>
        )}
        {lot && (
          <>
            <Button type="button" size="sm" className="min-h-11" onClick={() => setState({ kind: 'lot', lot, moving: 'issue' })}>
              <ArrowUpFromLine aria-hidden /> Issue
            </Button>
            <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => setState({ kind: 'lot', lot, moving: 'transfer' })}>
              <ArrowLeftRight aria-hidden /> Transfer
            </Button>
          </>
        )}
        {state.kind !== 'idle' && (
          <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={cancel}>
            {state.kind === 'error' ? 'Dismiss' : 'Cancel'}
          </Button>
        )}
        {state.kind === 'pick' && (
          <ul className="flex w-full flex-wrap gap-2" aria-label={`Lots ${state.code}`}>
            {state.lots.map((l) => (
              <li key={l.id}>
                <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => setState({ kind: 'lot', lot: l, moving: null })}>
                  {l.product.product_code} · {formatNumber(l.quantity_available, 4)} {l.product.unit} free in {l.location_code}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {lot && state.kind === 'lot' && state.moving && (
        <MovementDialog
          key={`${lot.id}-${state.moving}`}
          kind={state.moving}
          item={{ id: lot.product.id, item_code: lot.product.product_code, item_name: lot.product.product_name, unit: lot.product.unit as MovementItem['unit'], quantity_available: lot.quantity_available }}
          lot={{ id: lot.id, code, location_id: lot.location_id, location_code: lot.location_code, location_name: lot.location_name, quantity_available: lot.quantity_available }}
          locations={locations}
          open
          onOpenChange={(open) => {
            // Saved or closed: the prompt goes (a saved movement refreshes the list; the next scan starts again).
            if (!open) setState({ kind: 'idle' });
          }}
        />
      )}
    </>
  );
}
