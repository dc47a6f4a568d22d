import type { Metadata } from 'next';
import './globals.css';

// Every page is rendered per request: the Content-Security-Policy's nonce (middleware.ts) is new each time and
// Next.js puts it on its scripts while rendering, which a page prerendered at build time could not carry.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Moldline', template: '%s · Moldline' },
  description: 'ERP for plastic injection-molding plants',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background text-foreground antialiased">
        {children}
      </body>
    </html>
  );
}
