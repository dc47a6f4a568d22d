import 'server-only';
import { headers } from 'next/headers';

/**
 * The address people open the app at, for a code that links back to it (a mold tag's QR code): the public URL
 * when NEXTAUTH_URL names it, else the host this page was asked from.
 */
export async function appOrigin(): Promise<string> {
  const configured = process.env.NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto')?.split(',')[0].trim() ?? 'http';
  return `${proto}://${host}`;
}
