'use client';

import * as React from 'react';
import { useFieldArray } from 'react-hook-form';
import { Plus } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { CheckboxField, DiscardChangesPrompt, FormErrorBanner, SelectField, useApiForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Spinner } from '@/components/ui/spinner';
import { BOM_TYPE_LABELS, BOM_TYPES } from '@/lib/boms/constants';
import { bomRequest, bomToForm, canSaveBom, emptyBomForm, moveTarget, newBomItem, type BomFormValues, type PickedComponent } from '@/lib/boms/editor';
import { saveBomSchema } from '@/lib/boms/schemas';
import { dataOf, getJson, messageOf } from '@/lib/client/api';
import { BomItemRow, BomLinesHeader } from './bom-item-row';
import { FormFields } from '@/components/form/form-fields';

/** `has_bom: false` opens the editor empty without asking the server (which would answer 404 "BOM not found"). */
export type BomProduct = { id: number; product_code: string; product_name: string; has_bom: boolean };

const SAVE_FAILED = 'Failed to save BOM';
const LOAD_FAILED = 'Failed to load the BOM';
const BOM_SAVED = 'BOM saved successfully!';

/**
 * Bill of Materials editor (modal on the catalog): loads the product's BOM when there is one (a 404 means none
 * yet), edits type, active flag and ordered lines, and saves with POST /api/boms through the app's one form
 * mechanism (`useApiForm` on `saveBomSchema`; lines are a react-hook-form field array, so a server error such
 * as `items.2.quantity` shows under that line's Quantity). Closing it with changes (Escape, a click outside, ×,
 * Cancel) asks first, as FormDialog does.
 */
export function BomEditorDialog({ product, onOpenChange, onSaved }: { product: BomProduct | null; onOpenChange: (open: boolean) => void; onSaved?: (productId: number) => void }) {
  const open = product !== null;
  // The last product stays while the dialog animates out.
  const [shown, setShown] = React.useState<BomProduct | null>(product);
  if (product && product !== shown) setShown(product);
  const savingRef = React.useRef(false);
  // Closing with changes asks first (as FormDialog does): the form reports whether it is dirty.
  const dirtyRef = React.useRef(false);
  const [confirmingDiscard, setConfirmingDiscard] = React.useState(false);
  const [openedFor, setOpenedFor] = React.useState<BomProduct | null>(product);
  if (product !== openedFor) {
    setOpenedFor(product);
    setConfirmingDiscard(false);
  }

  function requestClose(next: boolean) {
    if (next || savingRef.current) return;
    if (dirtyRef.current && !confirmingDiscard) {
      setConfirmingDiscard(true);
      return;
    }
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={requestClose}>
      <DialogContent className="sm:max-w-6xl" title="Bill of Materials" description={shown ? `${shown.product_code} — ${shown.product_name}` : undefined}>
        {/* The content mounts on each opening: a fresh form that loads the BOM as it is now. */}
        {shown && (
          <BomEditorForm
            key={shown.id}
            productId={shown.id}
            hasBom={shown.has_bom}
            onSaved={() => {
              onSaved?.(shown.id);
              onOpenChange(false);
            }}
            onCancel={() => requestClose(false)}
            savingRef={savingRef}
            dirtyRef={dirtyRef}
            confirmingDiscard={confirmingDiscard}
            onKeepEditing={() => setConfirmingDiscard(false)}
            onDiscard={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type LoadedBom = Parameters<typeof bomToForm>[0];

type BomEditorFormProps = {
  productId: number;
  hasBom: boolean;
  onSaved: () => void;
  onCancel: () => void;
  savingRef: React.RefObject<boolean>;
  dirtyRef: React.RefObject<boolean>;
  confirmingDiscard: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
};

function BomEditorForm({ productId, hasBom, onSaved, onCancel, savingRef, dirtyRef, confirmingDiscard, onKeepEditing, onDiscard }: BomEditorFormProps) {
  const [loading, setLoading] = React.useState(hasBom);
  const [loadError, setLoadError] = React.useState<string | null>(null);
  const [version, setVersion] = React.useState<number | undefined>(undefined);
  const [components, setComponents] = React.useState<ReadonlyMap<number, PickedComponent>>(new Map());
  const defaults = React.useMemo(() => emptyBomForm(productId), [productId]);

  const api = useApiForm<typeof saveBomSchema>({
    schema: saveBomSchema,
    defaultValues: defaults,
    request: (values) => bomRequest(values, version),
    failureMessage: SAVE_FAILED,
    onSuccess: () => {
      api.form.reset(api.form.getValues()); // saved: closing asks nothing
      toast.success(BOM_SAVED);
      onSaved();
    },
  });
  const { fields, append, remove, swap } = useFieldArray({ control: api.form.control, name: 'items' });
  React.useEffect(() => {
    savingRef.current = api.saving;
  }, [api.saving, savingRef]);
  // Read during render: react-hook-form computes only the form state a render subscribed to.
  const { isDirty } = api.form.formState;
  React.useEffect(() => {
    dirtyRef.current = isDirty;
  }, [isDirty, dirtyRef]);

  // Load the product's BOM, if it has one.
  const { reset } = api;
  React.useEffect(() => {
    if (!hasBom) return;
    const controller = new AbortController();
    (async () => {
      try {
        const response = await getJson(`/api/boms/product/${productId}`, { signal: controller.signal });
        if (response.status === 404) return; // deleted with its product in the meantime: none yet
        const bom = dataOf<LoadedBom>(response.body);
        if (!response.ok || !bom) {
          setLoadError(messageOf(response.body, LOAD_FAILED));
          return;
        }
        const loaded = bomToForm(bom);
        reset(loaded.values);
        setVersion(loaded.version);
        setComponents(new Map(loaded.components.map((c) => [c.id, c])));
      } catch {
        if (!controller.signal.aborted) setLoadError(LOAD_FAILED);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    })();
    return () => controller.abort();
  }, [productId, hasBom, reset]);

  // Put the cursor in a freshly added line's component picker.
  const focusNewLine = React.useRef(false);
  const idPrefix = React.useId();
  React.useEffect(() => {
    if (!focusNewLine.current || fields.length === 0) return;
    focusNewLine.current = false;
    document.getElementById(`${idPrefix}-${fields[fields.length - 1].id}-component`)?.focus();
  }, [fields, idPrefix]);

  function addItem() {
    focusNewLine.current = true;
    append(newBomItem(), { shouldFocus: false });
  }

  const busy = api.saving || loading;
  const itemsError = (api.form.formState.errors.items as { message?: string; root?: { message?: string } } | undefined);
  const itemsMessage = itemsError?.message ?? itemsError?.root?.message;

  return (
    <FormFields form={api.form}>
      <form onSubmit={api.onSubmit} noValidate className="grid gap-5" aria-busy={busy}>
        <FormErrorBanner message={loadError ?? api.banner} />
        {loading ? (
          <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
            <Spinner label="" /> Loading BOM...
          </div>
        ) : (
          <fieldset className="grid gap-5" disabled={api.saving}>
            <div className="flex flex-wrap items-end gap-6">
              <SelectField<BomFormValues> name="bom_type" label="BOM Type" className="w-72" options={BOM_TYPES.map((t) => ({ value: t, label: BOM_TYPE_LABELS[t] }))} />
              <CheckboxField<BomFormValues> name="is_active" label="Active" className="flex h-9 items-center" />
            </div>

            <section aria-labelledby={`${idPrefix}-items`} className="grid gap-3">
              <div className="flex items-center justify-between">
                <h3 id={`${idPrefix}-items`} className="text-sm font-semibold">
                  Components <span className="font-normal text-muted-foreground">({fields.length})</span>
                </h3>
                <Button type="button" variant="outline" size="sm" onClick={addItem} disabled={busy}>
                  <Plus aria-hidden="true" /> Add Item
                </Button>
              </div>
              {itemsMessage && (
                <p role="alert" className="text-sm text-destructive">
                  {itemsMessage}
                </p>
              )}

              {fields.length === 0 ? (
                <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                  No items yet. Add the resin, masterbatch, WIP parts, components and packaging this product is made of.
                </p>
              ) : (
                <div className="grid gap-2">
                  <BomLinesHeader />
                  <ol className="grid gap-2">
                    {fields.map((field, index) => (
                      <BomItemRow
                        key={field.id}
                        index={index}
                        count={fields.length}
                        lineId={`${idPrefix}-${field.id}`}
                        disabled={busy}
                        componentOf={(id) => components.get(id)}
                        onPick={(component) => setComponents((known) => new Map(known).set(component.id, component))}
                        onMove={(direction) => {
                          const target = moveTarget(index, direction, fields.length);
                          if (target !== null) swap(index, target);
                        }}
                        onRemove={() => remove(index)}
                      />
                    ))}
                  </ol>
                </div>
              )}
            </section>
          </fieldset>
        )}
        {confirmingDiscard ? (
          <DiscardChangesPrompt onKeep={onKeepEditing} onDiscard={onDiscard} />
        ) : (
          <FormDialogFooter saving={api.saving} onCancel={onCancel} submitLabel="Save BOM" submitDisabled={!canSaveBom(fields.length, api.saving) || loading} />
        )}
      </form>
    </FormFields>
  );
}
