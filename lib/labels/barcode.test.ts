import { describe, expect, it } from 'vitest';
import { decodeBarcode } from '@/tests/barcode-decode';
import { barcodeSvg, code128MinDpi, code128Modules } from './barcode';
import { cartonCode, lotCode, moldUrl, operationCode } from './codes';

/**
 * Draws the SVG of barcodeSvg into grey pixels: bwip-js writes a Code 128 as vertical strokes (`M x y L x y` with a
 * stroke-width) and a QR code as filled rectilinear polygons (holes wound the other way: the nonzero rule).
 * Only what those two shapes use is read; anything else fails the test.
 */
function rasterize(svg: string, pxPerUnit: number): { pixels: Uint8ClampedArray; width: number; height: number } {
  const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!box) throw new Error('no viewBox');
  const [w, h] = [Number(box[1]), Number(box[2])];
  const width = Math.round(w * pxPerUnit);
  const height = Math.round(h * pxPerUnit);
  const ink = new Uint8Array(width * height);
  for (const [, attrs, d] of svg.matchAll(/<path ([^>]*?)d="([^"]+)"/g)) {
    const stroke = /stroke-width="([\d.]+)"/.exec(attrs);
    const points = [...d.matchAll(/([MLZ])\s*(?:([\d.]+) ([\d.]+))?/g)].map(([, op, x, y]) => ({ op, x: Number(x), y: Number(y) }));
    if (d.replace(/[MLZ\d. ]/g, '') !== '') throw new Error(`unexpected path commands in ${d.slice(0, 40)}`);
    if (stroke) {
      const half = Number(stroke[1]) / 2;
      for (let i = 0; i + 1 < points.length; i += 2) {
        const [a, b] = [points[i], points[i + 1]];
        if (a.op !== 'M' || b.op !== 'L' || a.x !== b.x) throw new Error('a stroke that is not a vertical bar');
        for (let py = 0; py < height; py++) {
          const y = (py + 0.5) / pxPerUnit;
          if (y < Math.min(a.y, b.y) || y > Math.max(a.y, b.y)) continue;
          for (let px = 0; px < width; px++) {
            const x = (px + 0.5) / pxPerUnit;
            if (x >= a.x - half && x < a.x + half) ink[py * width + px] = 1;
          }
        }
      }
      continue;
    }
    // Filled: the polygons' edges; a pixel is inked when the winding number of its centre is not 0.
    const edges: [number, number, number, number][] = [];
    let start: { x: number; y: number } | null = null;
    let prev: { x: number; y: number } | null = null;
    for (const p of points) {
      if (p.op === 'M') start = prev = p;
      else if (p.op === 'L' && prev) {
        edges.push([prev.x, prev.y, p.x, p.y]);
        prev = p;
      } else if (p.op === 'Z' && prev && start) {
        edges.push([prev.x, prev.y, start.x, start.y]);
        prev = start;
      }
    }
    for (let py = 0; py < height; py++) {
      const y = (py + 0.5) / pxPerUnit;
      for (let px = 0; px < width; px++) {
        const x = (px + 0.5) / pxPerUnit;
        let winding = 0;
        for (const [x1, y1, x2, y2] of edges) {
          if (x1 !== x2 || x1 <= x) continue; // a ray to the right crosses vertical edges only
          if (y1 <= y && y < y2) winding += 1;
          else if (y2 <= y && y < y1) winding -= 1;
        }
        if (winding !== 0) ink[py * width + px] = 1;
      }
    }
  }
  return { pixels: Uint8ClampedArray.from(ink, (v) => (v ? 0 : 255)), width, height };
}

describe('barcodeSvg', () => {
  it.each([
    lotCode({ id: 7, lot_number: 'L24-1187' }),
    lotCode({ id: 42, lot_number: null }),
    'WO-2026-00871',
    operationCode('WO-2026-00871', 3),
    cartonCode('SH-2026-00012', 2),
    'resin bag #9 (PP, 25 kg)',
  ])('draws a Code 128 of %s that decodes back to it', (value) => {
    const svg = barcodeSvg('code128', value);
    const { pixels, width, height } = rasterize(svg, 3);
    expect(decodeBarcode(pixels, width, height, 'code128')).toBe(value);
  });

  it.each([moldUrl('http://127.0.0.1:3314', 12), moldUrl('https://erp.example.com', 4821), 'LOT-5'])('draws a QR code of %s that decodes back to it', (value) => {
    const svg = barcodeSvg('qrcode', value);
    const { pixels, width, height } = rasterize(svg, 4);
    expect(decodeBarcode(pixels, width, height, 'qrcode')).toBe(value);
  });

  it('carries no size of its own and fills its box (bars stretch in height only, a QR code stays square)', () => {
    expect(barcodeSvg('code128', 'A1')).toMatch(/^<svg width="100%" height="100%" preserveAspectRatio="none"/);
    expect(barcodeSvg('qrcode', 'A1')).toMatch(/^<svg width="100%" height="100%" preserveAspectRatio="xMidYMid meet"/);
  });

  it('counts a Code 128’s modules and the printer resolution it needs at a width', () => {
    expect(code128Modules('A')).toBe(11 * 3 + 13); // start, one symbol and the check (11 modules each), stop (13)
    // A 2 × 1 in label's code is 1.96 in wide: a work order's number reads at 203 dpi (its digits go in pairs,
    // code set C), a long supplier lot number needs 300 dpi.
    expect(code128MinDpi('WO-2026-00871', 1.96)).toBeLessThanOrEqual(203);
    expect(code128MinDpi('INS-002-2610-3', 1.96)).toBeGreaterThan(203);
    expect(code128MinDpi('INS-002-2610-3', 1.96)).toBeLessThanOrEqual(300);
  });

  it('refuses an empty value', () => {
    expect(() => barcodeSvg('code128', '')).toThrow();
  });
});
