import { BinaryBitmap, Code128Reader, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';

/**
 * Reads a barcode back from pixels with ZXing (a decoder that shares no code with bwip-js, which drew it): the
 * unit test gives it a rasterized SVG, e2e/labels.spec.ts the PNG of a screenshot. Returns the decoded text.
 */
export function decodeBarcode(luminance: Uint8ClampedArray, width: number, height: number, kind: 'code128' | 'qrcode'): string {
  // A QR code is read as a "pure" code (the image is the code and its quiet zone, as the tests give it): ZXing's
  // finder-pattern search misreads a clean QR code at more than ~10 px per module (FormatException), which a
  // screenshot at 4 device pixels per CSS pixel is.
  const hints = new Map<DecodeHintType, unknown>([[kind === 'code128' ? DecodeHintType.TRY_HARDER : DecodeHintType.PURE_BARCODE, true]]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  const reader = kind === 'code128' ? new Code128Reader() : new QRCodeReader();
  return reader.decode(bitmap, hints).getText();
}

/** RGBA pixels (a PNG's, as pngjs reads them) to grey levels, on white where they are transparent. */
export function luminanceOf(rgba: Uint8Array | Buffer, width: number, height: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0; i < width * height; i++) {
    const a = rgba[i * 4 + 3] / 255;
    const grey = (rgba[i * 4] * 0.299 + rgba[i * 4 + 1] * 0.587 + rgba[i * 4 + 2] * 0.114) * a + 255 * (1 - a);
    out[i] = Math.round(grey);
  }
  return out;
}
