'use client';

import { Button } from '@/components/ui/button';
import { Printer } from '@/components/ui/icons';

/** Opens the browser's print dialog for the packing slip. */
export function PrintButton() {
  return (
    <Button onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden /> Print
    </Button>
  );
}
