import { PayloadTooLargeError } from '@/lib/errors';

/**
 * The request body as text, read from the stream and cut at `limit` bytes whatever Content-Length says
 * (a chunked upload has none, and a client can lie): past the limit the stream is cancelled and the caller gets
 * 413, so one client cannot make the process buffer hundreds of megabytes.
 */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await req.body?.cancel().catch(() => {});
    throw new PayloadTooLargeError(limit);
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  // ignoreBOM keeps a byte-order mark in the text: JSON has none (RFC 8259 §8.1), so such a body is a 400, not {}.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(chunks));
}
