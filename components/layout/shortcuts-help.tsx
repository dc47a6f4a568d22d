'use client';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

const SHORTCUTS: [keys: string[], what: string][] = [
  [['/'], 'Search this list'],
  [['n'], 'New record (the page’s New or Add button)'],
  [['Ctrl', 'Enter'], 'Save the form you are typing in'],
  [['Ctrl', '/'], 'Scan or type a code (the field in the top bar)'],
  [['Esc'], 'Close a dialog'],
  [['?'], 'This list'],
];

/** The `?` dialog: the keyboard shortcuts (components/layout/keyboard-shortcuts.tsx). Loaded when first opened. */
export default function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Outside a text field, on every page. A barcode scanner that types works anywhere too.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {SHORTCUTS.map(([keys, what]) => (
            <div key={what} className="contents">
              <dt className="flex gap-1">
                {keys.map((k) => (
                  <kbd key={k} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {k}
                  </kbd>
                ))}
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
