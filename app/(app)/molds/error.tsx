'use client';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The list could not be read (spec 1 §8: 'Failed to load molds'). */
export default function MoldsError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold tracking-tight">Mold Management</h1>
      <Alert variant="destructive">
        <AlertTitle>Failed to load molds</AlertTitle>
        <AlertDescription>The mold list could not be read from the database. Try again; if it keeps failing, tell your administrator.</AlertDescription>
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
