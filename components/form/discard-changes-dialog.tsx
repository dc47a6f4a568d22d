'use client';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * The question `UnsavedChangesGuard` asks before a link or a form's own button throws changes away. Its own
 * module: the guard is on every page, the Radix dialog loads only once a form has changes.
 */
export default function DiscardChangesDialog({ open, confirmLabel, onKeep, onDiscard }: { open: boolean; confirmLabel: string; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeep()}>
      <DialogContent role="alertdialog" className="sm:max-w-md" title="Discard changes?" description="You have unsaved changes. They are lost if you leave without saving them.">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onKeep} autoFocus>
            Keep editing
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
