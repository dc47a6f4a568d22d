'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { AddProductDialog, preloadProductDialogs } from './lazy-dialogs';

/** The catalog's Add New Product button (and the empty catalog's "Add Your First Product"). */
export function AddProductButton({ label = 'Add New Product' }: { label?: string }) {
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  return (
    <>
      <Button
        onPointerEnter={preloadProductDialogs}
        onFocus={preloadProductDialogs}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted && <AddProductDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
