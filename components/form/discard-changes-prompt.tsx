import { Button } from '@/components/ui/button';

/** The inline question of a form dialog that would close with changes (`FormDialog`, the BOM editor). */
export function DiscardChangesPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <div
      role="alertdialog"
      aria-label="Discard changes?"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <span>You have unsaved changes. Discard them?</span>
      <span className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onKeep} autoFocus>
          Keep editing
        </Button>
        <Button type="button" variant="destructive" size="sm" onClick={onDiscard}>
          Discard
        </Button>
      </span>
    </div>
  );
}
