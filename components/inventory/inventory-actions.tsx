'use client';

import { Plus, Upload } from '@/components/ui/icons';
import { ExportButton } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { AddItemDialog, ImportDialog } from './lazy-dialogs';

/** The header's buttons: Import and Add Item for roles that change inventory; Export of the filtered list for all. */
export function InventoryActions({ mayWrite, exportHref }: { mayWrite: boolean; exportHref: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButton href={exportHref} />
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
