'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Camera, ScanBarcode } from '@/components/ui/icons';
import { SCAN_MAX_LENGTH } from '@/lib/scan/constants';
import { dispatchScan } from './scan';

const CameraScanner = React.lazy(() => import('./camera-scanner'));

/** The browser can read codes from the camera (a capability that never changes while the page is open). */
const cameraScanning = () => 'BarcodeDetector' in window && typeof navigator.mediaDevices?.getUserMedia === 'function';
const noSubscription = () => () => {};

/**
 * Scan to act, from anywhere in the app (issue 31), in the top bar (a keyboard-wedge scanner typing outside any
 * field is read by components/layout/keyboard-shortcuts.tsx):
 * - the field: type or scan a code into it and press Enter (`Ctrl+/` focuses it);
 * - the camera, where the browser has a BarcodeDetector (phones and tablets).
 * A scan goes to the page first (dispatchScan), else opens /scan?code=….
 */
export function ScanField() {
  const router = useRouter();
  const input = React.useRef<HTMLInputElement>(null);
  const hasCamera = React.useSyncExternalStore(noSubscription, cameraScanning, () => false);
  const [cameraOpen, setCameraOpen] = React.useState(false);


  return (
    <form
      role="search"
      aria-label="Scan"
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const field = input.current;
        if (!field?.value.trim()) return;
        dispatchScan(field.value, router.push);
        field.value = '';
        field.blur();
      }}
    >
      <label className="relative flex items-center">
        <span className="sr-only">Scan or type a code</span>
        <ScanBarcode className="pointer-events-none absolute left-2 size-4 text-slate-400" aria-hidden />
        <input
          ref={input}
          data-shortcut="scan"
          name="code"
          maxLength={SCAN_MAX_LENGTH}
          autoComplete="off"
          placeholder="Scan or type a code"
          className="h-9 w-32 rounded-md border max-lg:h-11 pointer-coarse:h-11 lg:w-40 border-slate-700 bg-slate-800 pl-8 pr-2 text-sm text-slate-50 placeholder:text-slate-400 lg:focus:w-56 focus:outline-none focus:ring-2 focus:ring-sky-400"
        />
      </label>
      {hasCamera && (
        <button type="button" onClick={() => setCameraOpen(true)} className="flex size-9 items-center justify-center rounded-md text-slate-200 hover:bg-slate-800 max-lg:size-11 pointer-coarse:size-11" aria-label="Scan with the camera">
          <Camera className="size-4" aria-hidden />
        </button>
      )}
      {cameraOpen && (
        <React.Suspense fallback={null}>
          <CameraScanner
            onClose={() => setCameraOpen(false)}
            onCode={(code) => {
              setCameraOpen(false);
              dispatchScan(code, router.push);
            }}
          />
        </React.Suspense>
      )}
    </form>
  );
}
