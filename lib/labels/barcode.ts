import 'server-only';
import { toSVG } from 'bwip-js/generic';

/** The symbologies the labels print: Code 128 for what a handheld scanner reads, QR for a link a phone opens. */
export type BarcodeKind = 'code128' | 'qrcode';

/**
 * The one barcode maker of the labels (components/labels/barcode.tsx draws it): an SVG string made on the server
 * with bwip-js, so no barcode code reaches the browser. The SVG carries its quiet zone (10 modules each side of a
 * Code 128, 4 modules around a QR code) and no size of its own: it fills the box the label gives it, bars stretched only
 * in height (`preserveAspectRatio` none for a linear code, kept square for a QR code).
 */
export function barcodeSvg(kind: BarcodeKind, value: string): string {
  if (value === '') throw new Error('A barcode needs a value.');
  const svg =
    kind === 'code128'
      ? toSVG({ bcid: 'code128', text: value, scale: 1, height: 10, paddingwidth: 10, paddingheight: 0, includetext: false })
      : toSVG({ bcid: 'qrcode', text: value, scale: 1, paddingwidth: 8, paddingheight: 8 });
  const aspect = kind === 'code128' ? 'none' : 'xMidYMid meet';
  return svg.replace('<svg ', `<svg width="100%" height="100%" preserveAspectRatio="${aspect}" shape-rendering="crispEdges" aria-hidden="true" focusable="false" `);
}

/** How many modules (narrowest bars) wide a Code 128 of `value` is, without its quiet zones. */
export function code128Modules(value: string): number {
  const svg = toSVG({ bcid: 'code128', text: value, scale: 1, height: 1, includetext: false });
  return Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1] ?? 0);
}

/**
 * The printer resolution a Code 128 of `value` needs to read when printed `widthIn` inches wide (its quiet zones
 * included): 2 printer dots for its narrowest bar. Label printers are 203 or 300 dpi.
 */
export function code128MinDpi(value: string, widthIn: number): number {
  return Math.ceil(((code128Modules(value) + 20) * 2) / widthIn);
}
