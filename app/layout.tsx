import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { REVEAL_STREAMED_AT_ONCE } from '@/lib/streaming-reveal';
import './globals.css';

// Every page is rendered per request: the Content-Security-Policy's nonce (middleware.ts) is new each time and
// Next.js puts it on its scripts while rendering, which a page prerendered at build time could not carry.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Moldline', template: '%s · Moldline' },
  description: 'ERP for plastic injection-molding plants',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en">
      <head>
        {/* lib/streaming-reveal.ts: a page's content shows as soon as it arrives, not 300 ms after its skeleton. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REVEAL_STREAMED_AT_ONCE }} suppressHydrationWarning />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
      </body>
    </html>
  );
}
