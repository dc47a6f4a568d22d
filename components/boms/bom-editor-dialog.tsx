'use client';

import * as React from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { BomItemRow, BomLinesHeader } from './bom-item-row';
import { BOM_TYPE_LABELS, BOM_TYPES, type BomType } from '@/lib/boms/constants';
import {
  bomToDraft,
  canSaveBom,
  draftToPayload,
  emptyBomDraft,
  missingComponents,
  moveItem,
  newBomItem,
  removeItem,
  type BomDraft,
  type BomDraftItem,
} from '@/lib/boms/editor';
import { dataOf, fieldErrorsOf, getJson, messageOf, sendJson } from '@/lib/client/api';
import type { FormErrors } from '@/lib/products/form';

export type BomProduct = { id: number; product_code: string; product_name: string };

const SAVE_FAILED = 'Failed to save BOM';
const BOM_SAVED = 'BOM saved successfully!';

/**
 * Bill of Materials editor (modal on the catalog): loads the product's BOM when there is one (a 404 means
 * none yet and is ignored), edits type, active flag and ordered lines, and saves with POST /api/boms.
 */
export function BomEditorDialog({ product, onOpenChange }: { product: BomProduct | null; onOpenChange: (open: boolean) => void }) {
  const open = product !== null;
  const [draft, setDraft] = React.useState<BomDraft>(emptyBomDraft);
  const [loading, setLoading] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [banner, setBanner] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<FormErrors>({});
  const focusKeyRef = React.useRef<string | null>(null);
  const idPrefix = React.useId();
  const productId = product?.id ?? null;

  // Load the existing BOM each time the dialog opens for a product.
  const [loadedFor, setLoadedFor] = React.useState<number | null>(null);
  if (productId !== loadedFor) {
    setLoadedFor(productId);
    setDraft(emptyBomDraft());
    setBanner(null);
    setErrors({});
    setLoading(productId !== null);
  }
  React.useEffect(() => {
    if (productId === null) return;
    const controller = new AbortController();
    (async () => {
      try {
        const response = await getJson(`/api/boms/product/${productId}`, { signal: controller.signal });
        if (response.status === 404) return; // no BOM yet
        const bom = dataOf<Parameters<typeof bomToDraft>[0]>(response.body);
        if (response.ok && bom) setDraft(bomToDraft(bom));
        else setBanner(messageOf(response.body, 'Failed to load the BOM'));
      } catch {
        if (!controller.signal.aborted) setBanner('Failed to load the BOM');
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    })();
    return () => controller.abort();
  }, [productId]);

  // Put the cursor in a freshly added line's component picker.
  React.useEffect(() => {
    const key = focusKeyRef.current;
    if (!key) return;
    focusKeyRef.current = null;
    document.getElementById(`${idPrefix}-${key}-component`)?.focus();
  }, [draft.items, idPrefix]);

  function updateItem(index: number, patch: Partial<BomDraftItem>) {
    setDraft((d) => ({ ...d, items: d.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) }));
    const touched = Object.keys(patch).map((k) => `items.${index}.${k === 'component' ? 'item_id' : k}`);
    if (touched.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  }

  function addItem() {
    const item = newBomItem();
    setDraft((d) => ({ ...d, items: [...d.items, item] }));
    focusKeyRef.current = item.key;
  }

  // Line errors are keyed by position: drop them when lines move, the messages would point at the wrong line.
  function reorder(next: BomDraftItem[]) {
    setDraft((d) => ({ ...d, items: next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('items.'))));
  }

  async function save() {
    if (!product || !canSaveBom(draft, saving)) return;
    const missing = missingComponents(draft);
    if (Object.keys(missing).length) {
      setErrors(missing);
      setBanner('Choose a component for every item.');
      return;
    }
    setSaving(true);
    setBanner(null);
    setErrors({});
    try {
      const { ok, body } = await sendJson('/api/boms', 'POST', draftToPayload(product.id, draft));
      if (ok) {
        toast.success(BOM_SAVED);
        onOpenChange(false);
        return;
      }
      setErrors(fieldErrorsOf(body));
      setBanner(messageOf(body, SAVE_FAILED));
    } catch {
      setBanner(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  const busy = saving || loading;
  const itemError = (index: number, field: string) => errors[`items.${index}.${field}`];

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-6xl"
        title="Bill of Materials"
        description={product ? `${product.product_code} — ${product.product_name}` : undefined}
      >
        {banner && (
          <Alert variant="destructive">
            <AlertDescription>{banner}</AlertDescription>
          </Alert>
        )}

        {loading ? (
          <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
            <Spinner label="" /> Loading BOM...
          </div>
        ) : (
          <div className="grid gap-5">
            <div className="flex flex-wrap items-end gap-6">
              <FormField label="BOM Type" htmlFor={`${idPrefix}-bom-type`} error={errors.bom_type} className="w-72">
                <Select
                  id={`${idPrefix}-bom-type`}
                  value={draft.bom_type}
                  onChange={(e) => setDraft((d) => ({ ...d, bom_type: e.target.value as BomType }))}
                  disabled={busy}
                  options={BOM_TYPES.map((t) => ({ value: t, label: BOM_TYPE_LABELS[t] }))}
                />
              </FormField>
              <div className="flex h-9 items-center gap-2">
                <Checkbox id={`${idPrefix}-active`} checked={draft.is_active} onChange={(e) => setDraft((d) => ({ ...d, is_active: e.target.checked }))} disabled={busy} />
                <Label htmlFor={`${idPrefix}-active`}>Active</Label>
              </div>
            </div>

            <section aria-labelledby={`${idPrefix}-items`} className="grid gap-3">
              <div className="flex items-center justify-between">
                <h3 id={`${idPrefix}-items`} className="text-sm font-semibold">
                  Components <span className="font-normal text-muted-foreground">({draft.items.length})</span>
                </h3>
                <Button type="button" variant="outline" size="sm" onClick={addItem} disabled={busy}>
                  <Plus aria-hidden="true" /> Add Item
                </Button>
              </div>
              {errors.items && <p role="alert" className="text-sm text-destructive">{errors.items}</p>}

              {draft.items.length === 0 ? (
                <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
                  No items yet. Add the resin, masterbatch, WIP parts, components and packaging this product is made of.
                </p>
              ) : (
                <div className="grid gap-2">
                  <BomLinesHeader />
                  <ol className="grid gap-2">
                    {draft.items.map((item, index) => (
                      <BomItemRow
                        key={item.key}
                        item={item}
                        index={index}
                        count={draft.items.length}
                        lineId={`${idPrefix}-${item.key}`}
                        disabled={busy}
                        errorOf={(field) => itemError(index, field)}
                        onChange={(patch) => updateItem(index, patch)}
                        onMove={(direction) => reorder(moveItem(draft.items, index, direction))}
                        onRemove={() => reorder(removeItem(draft.items, index))}
                      />
                    ))}
                  </ol>
                </div>
              )}
            </section>
          </div>
        )}

        <FormDialogFooter
          saving={saving}
          onCancel={() => onOpenChange(false)}
          submitLabel="Save BOM"
          submitDisabled={!canSaveBom(draft, saving) || loading}
          onSubmit={save}
        />
      </DialogContent>
    </Dialog>
  );
}
