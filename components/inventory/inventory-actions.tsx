'use client';

import { Download, Plus, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AddItemDialog } from './add-item-dialog';
import { ImportDialog } from './import-dialog';

/** The header's buttons: Import and Add Item for roles that change inventory; Export of the filtered list for all. */
export function InventoryActions({ mayWrite, exportHref }: { mayWrite: boolean; exportHref: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <a href={exportHref} download>
          <Download aria-hidden /> Export
        </a>
      </Button>
      {mayWrite && (
        <ImportDialog
          trigger={
            <Button variant="outline">
              <Upload aria-hidden /> Import
            </Button>
          }
        />
      )}
      {mayWrite && (
        <AddItemDialog
          trigger={
            <Button>
              <Plus aria-hidden /> Add Item
            </Button>
          }
        />
      )}
    </div>
  );
}
