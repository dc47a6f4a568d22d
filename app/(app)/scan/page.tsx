import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EmptyState } from '@/components/data-table';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { ScanBarcode } from '@/components/ui/icons';
import Link from '@/components/ui/link';
import { requireContext } from '@/lib/auth/session';
import { SCAN_KIND_LABELS } from '@/lib/scan/constants';
import { scanQuerySchema } from '@/lib/scan/list-state';
import { resolveScan } from '@/lib/scan/service';

export const metadata: Metadata = { title: 'Scan' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /scan?code=…: where a scan lands (components/scan/scan-field.tsx). One record with that code → its page at once;
 * several (a lot number received more than once, a code that is both a mold and a product) → the list; none → says so.
 */
export default async function ScanPage({ searchParams }: Props) {
  const ctx = await requireContext();
  const params = await searchParams;
  const parsed = scanQuerySchema.safeParse({ code: typeof params.code === 'string' ? params.code : undefined });
  const code = parsed.success ? (parsed.data.code?.trim() ?? '') : '';
  // A code longer than any record's (a misread, or text typed into the field): said, not looked up.
  const refused = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'That code cannot be read.');
  const matches = code ? await resolveScan(ctx, { code }) : [];
  if (matches.length === 1) redirect(matches[0].href);
  return (
    <div className="space-y-5">
      <PageHeader title="Scan" subtitle={code ? `What the code “${code}” names` : 'Scan a label or type a code in the top bar'} />
      <Card>
        <CardContent className="p-0">
          {matches.length === 0 ? (
            <EmptyState
              icon={ScanBarcode}
              title={refused ?? (code ? `Nothing has the code “${code}”` : 'Nothing scanned yet')}
              description="Scan a lot label, a work-order traveler, a mold tag or a press with a scanner anywhere in the app, or type the code into the field in the top bar (Ctrl+/)."
            />
          ) : (
            <ul className="divide-y">
              {matches.map((m) => (
                <li key={`${m.kind}-${m.id}`}>
                  <Link href={m.href} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/50">
                    <span>
                      <span className="font-medium">{m.code}</span>
                      <span className="ml-2 text-sm text-muted-foreground">{m.label}</span>
                    </span>
                    <span className="text-sm text-muted-foreground">{SCAN_KIND_LABELS[m.kind]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
