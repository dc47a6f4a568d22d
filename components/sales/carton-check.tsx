'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Check, CircleAlert, ScanBarcode } from '@/components/ui/icons';
import { cartonCode } from '@/lib/labels/codes';
import { SCAN_EVENT, type ScanEventDetail } from '@/lib/scan/constants';
import { cartonCheckReducer, cartonScanMessage, initialCartonCheck, missingCartons } from '@/lib/sales/carton-check';
import type { ShipmentDto } from '@/lib/sales/dto';
import { formatNumber } from '@/lib/utils';

type Carton = Pick<ShipmentDto['lines'][number], 'line_id' | 'line_number' | 'product_code' | 'product_name' | 'customer_part_number' | 'quantity' | 'unit'>;

/**
 * Check cartons (issue 31), on the shipment page: while the mode is on, the page takes every scan (keyboard wedge,
 * the scan field, the camera) and ticks the carton label it reads off against the shipment's cartons; a carton of
 * another shipment, a code that is no carton of this one and a second scan of a carton are flagged, shown and
 * announced. The check is the page's own state (lib/sales/carton-check.ts): nothing is written.
 */
export function CartonCheck({ shipmentNumber, cartons }: { shipmentNumber: string; cartons: Carton[] }) {
  const [checking, setChecking] = React.useState(false);
  const [state, dispatch] = React.useReducer(
    cartonCheckReducer,
    null,
    () => initialCartonCheck(shipmentNumber, cartons.map((c) => c.line_number)),
  );

  React.useEffect(() => {
    if (!checking) return;
    const onScan = (event: Event) => {
      event.preventDefault();
      dispatch({ type: 'scan', code: (event as CustomEvent<ScanEventDetail>).detail.code });
    };
    window.addEventListener(SCAN_EVENT, onScan);
    return () => window.removeEventListener(SCAN_EVENT, onScan);
  }, [checking]);

  const total = cartons.length;
  const missing = missingCartons(state);
  const done = total - missing.length;
  const last = state.scans[0] ?? null;
  const lastMessage = last ? cartonScanMessage(last, shipmentNumber, total) : '';
  const lastOk = last?.kind === 'checked';
  const flagged = state.scans.filter((s) => s.kind !== 'checked');
  const complete = total > 0 && missing.length === 0;

  return (
    <section aria-labelledby="cartons-heading" className="space-y-3 rounded-xl border bg-card p-4 shadow-xs sm:p-6" data-testid="carton-check">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="cartons-heading" className="flex-1 text-lg font-semibold">
          Cartons
        </h2>
        <p className="text-sm font-medium" data-testid="carton-count">
          {done} of {total} checked
        </p>
        {checking && state.scans.length > 0 && (
          <Button type="button" variant="outline" className="min-h-11" onClick={() => dispatch({ type: 'reset' })}>
            Start over
          </Button>
        )}
        <Button type="button" variant={checking ? 'outline' : 'default'} className="min-h-11" aria-pressed={checking} onClick={() => setChecking((on) => !on)}>
          <ScanBarcode aria-hidden /> {checking ? 'Stop checking' : 'Check cartons'}
        </Button>
      </div>

      {checking && (
        <p className="text-sm text-muted-foreground">
          Scan each carton label of {shipmentNumber}. {complete ? '' : 'Scans on this page tick cartons off until you stop checking.'}
        </p>
      )}
      {/* The newest scan: a ticked carton is a status, a flagged one an alert (read at once). */}
      <div role="status" aria-live="polite" aria-atomic="true" className={lastOk ? 'flex items-center gap-2 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-medium text-green-900' : 'sr-only'} data-testid="carton-ok">
        {lastOk && (
          <>
            <Check className="size-4 shrink-0" aria-hidden /> {lastMessage}
            {complete && ' All cartons checked.'}
          </>
        )}
      </div>
      <div role="alert" aria-atomic="true" className={last && !lastOk ? 'flex items-center gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800' : 'sr-only'} data-testid="carton-flag">
        {last && !lastOk && (
          <>
            <CircleAlert className="size-4 shrink-0" aria-hidden /> {lastMessage}
          </>
        )}
      </div>

      <ul className="divide-y rounded-md border" aria-label={`Cartons of ${shipmentNumber}`}>
        {cartons.map((c) => {
          const ok = state.checked.includes(c.line_number);
          const code = cartonCode(shipmentNumber, c.line_number);
          return (
            <li key={c.line_id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm" data-testid="carton-row" data-carton={code} data-checked={ok}>
              <span className="w-40 font-mono font-medium">{code}</span>
              <span className="min-w-40 flex-1">
                {c.customer_part_number && <span className="font-mono">{c.customer_part_number} · </span>}
                <span className="font-mono">{c.product_code}</span> {c.product_name}
              </span>
              <span className="tabular-nums">
                {formatNumber(c.quantity, 4)} {c.unit}
              </span>
              <span className={ok ? 'inline-flex w-28 items-center gap-1 font-medium text-green-800' : 'w-28 text-muted-foreground'}>
                {ok ? (
                  <>
                    <Check className="size-4" aria-hidden /> Checked
                  </>
                ) : (
                  'Not checked'
                )}
              </span>
            </li>
          );
        })}
      </ul>

      {state.scans.length > 0 && (
        <p className="text-sm" data-testid="carton-missing">
          {complete ? (
            <span className="font-medium text-green-800">
              All {total} {total === 1 ? 'carton' : 'cartons'} checked.
            </span>
          ) : (
            <>
              <span className="font-medium">Missing:</span> {missing.map((line) => cartonCode(shipmentNumber, line)).join(', ')}
            </>
          )}
        </p>
      )}
      {flagged.length > 0 && (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-red-800">Flagged scans ({flagged.length})</h3>
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-red-800" data-testid="carton-flagged">
            {flagged.map((scan, i) => (
              <li key={i}>{cartonScanMessage(scan, shipmentNumber, total)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
