'use client';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function ProductsError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Products Catalog</h1>
        <p className="text-sm text-muted-foreground">Manage your product master data</p>
      </div>
      <div className="max-w-xl space-y-4">
        <Alert variant="destructive">
          <AlertTitle>Failed to load products</AlertTitle>
          <AlertDescription>The products catalog could not be loaded. Try again; if it keeps failing, tell your administrator.</AlertDescription>
        </Alert>
        <Button onClick={reset}>Try again</Button>
      </div>
    </div>
  );
}
