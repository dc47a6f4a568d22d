'use client';

import * as React from 'react';
import { ListTree, Pencil } from '@/components/ui/icons';
import type { BomProduct } from '@/components/boms/bom-editor-dialog';
import { Button } from '@/components/ui/button';
import type { CatalogRow } from './products-catalog';
import { BomEditorDialog, EditProductDialog, preloadBomEditor, preloadProductDialogs } from './lazy-dialogs';

type Props = { row: CatalogRow; canWrite: boolean; canEditBoms: boolean };

/**
 * A catalog row's Edit and BOM buttons with the dialogs they open: the one island of a server-rendered row. The
 * dialogs' code loads when a button is first pointed at or focused.
 */
export function ProductRowActions({ row, canWrite, canEditBoms }: Props) {
  // null until first opened; the dialog stays mounted after closing so it keeps its content while it animates out.
  const [editOpen, setEditOpen] = React.useState<boolean | null>(null);
  const [bomFor, setBomFor] = React.useState<BomProduct | null>(null);
  const [bomWanted, setBomWanted] = React.useState(false);
  // A BOM saved here since the page loaded: reopening the editor loads it.
  const [bomSaved, setBomSaved] = React.useState(false);
  return (
    <>
      {canWrite && (
        <Button variant="outline" size="sm" onClick={() => setEditOpen(true)} onPointerEnter={preloadProductDialogs} onFocus={preloadProductDialogs} aria-label={`Edit ${row.product_code}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      )}
      {canEditBoms &&
        (row.product_type === 'finished_good' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setBomWanted(true);
              setBomFor({ id: row.id, product_code: row.product_code, product_name: row.product_name, has_bom: row.has_bom || bomSaved });
            }}
            onPointerEnter={preloadBomEditor}
            onFocus={preloadBomEditor}
            aria-label={`BOM of ${row.product_code}`}
            className="w-[4.5rem]"
          >
            <ListTree aria-hidden="true" /> BOM
          </Button>
        ) : (
          // Keeps View and Edit in the same columns on every row.
          <span aria-hidden="true" className="w-[4.5rem]" />
        ))}
      {editOpen !== null && <EditProductDialog product={row} open={editOpen} onOpenChange={setEditOpen} />}
      {bomWanted && <BomEditorDialog product={bomFor} onOpenChange={(open) => !open && setBomFor(null)} onSaved={() => setBomSaved(true)} />}
    </>
  );
}
