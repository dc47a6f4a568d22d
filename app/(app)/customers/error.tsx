'use client';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function CustomersError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-10">
      <Alert variant="destructive">
        <AlertTitle>Failed to load customers</AlertTitle>
        <AlertDescription>The customer list could not be loaded. Try again; if it keeps failing, tell your administrator.</AlertDescription>
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
