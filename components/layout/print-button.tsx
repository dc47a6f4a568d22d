'use client';

import { Printer } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';

/** Prints the page with the print styles of app/globals.css (navigation and buttons left out). */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" /> {label}
    </Button>
  );
}
