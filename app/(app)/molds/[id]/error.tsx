'use client';

import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

/** A failed load shows the 'Mold not found' screen (spec 1 §8), with a retry since the mold may well exist. */
export default function MoldError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">Mold not found</h1>
      <p className="mt-2 text-muted-foreground">The mold could not be loaded. Try again; if it keeps failing, tell your administrator.</p>
      <div className="mt-6 flex justify-center gap-2">
        <Button onClick={reset}>Try again</Button>
        <Button asChild variant="outline">
          <Link href="/molds">
            <ArrowLeft aria-hidden /> Back to Molds
          </Link>
        </Button>
      </div>
    </div>
  );
}
