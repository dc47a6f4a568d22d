'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { SearchPicker } from '@/components/search-picker';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { dataOf, sendJson } from '@/lib/client/api';
import { FORM_PRODUCT_TYPES, FORM_UNITS, PRODUCT_TYPE_LABELS, type ProductType } from '@/lib/products/constants';
import {
  emptyProductForm,
  formToPayload,
  productToForm,
  saveFailure,
  validateProductForm,
  type EditableProduct,
  type FormErrors,
  type PickedCustomer,
  type PickedMold,
  type ProductFormValues,
} from '@/lib/products/form';

type TextField = Exclude<keyof ProductFormValues, 'customer' | 'mold'>;

/** Fields with a place in this form: their server errors show under them (the rest go to the banner). */
const SHOWN_FIELDS = [
  'product_code',
  'product_name',
  'description',
  'product_type',
  'unit',
  'category',
  'standard_cost',
  'selling_price',
  'min_stock_level',
  'reorder_level',
  'reorder_quantity',
  'drawing_number',
  'revision',
  'customer_id',
  'mold_id',
] as const;

const SAVE_FAILED = 'Failed to save product';

type ProductFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product being edited; null/undefined = Add New Product. */
  product?: EditableProduct | null;
  onSaved?: (product: { id: number }) => void;
};

/** Add New Product / Edit Product: POST /api/products or PUT /api/products/{id} with the loaded version. */
export function ProductFormDialog({ open, onOpenChange, product, onSaved }: ProductFormDialogProps) {
  const editing = !!product;
  const [values, setValues] = React.useState<ProductFormValues>(emptyProductForm);
  const [errors, setErrors] = React.useState<FormErrors>({});
  const [banner, setBanner] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const idPrefix = React.useId();
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  // Reset whenever the dialog opens (for a new product or another one to edit).
  const [openedFor, setOpenedFor] = React.useState<string | null>(null);
  const openKey = open ? `${product?.id ?? 'new'}:${product?.version ?? ''}` : null;
  if (openKey !== openedFor) {
    setOpenedFor(openKey);
    if (openKey) {
      setValues(product ? productToForm(product) : emptyProductForm());
      setErrors({});
      setBanner(null);
    }
  }

  function set(field: TextField) {
    return (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    };
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clientErrors = validateProductForm(values);
    if (Object.keys(clientErrors).length) {
      setErrors(clientErrors);
      setBanner(null);
      return;
    }
    setSaving(true);
    setBanner(null);
    try {
      const { ok, body } = await sendJson(editing ? `/api/products/${product!.id}` : '/api/products', editing ? 'PUT' : 'POST', formToPayload(values, product?.version));
      if (!ok) {
        const failure = saveFailure(body, SHOWN_FIELDS, SAVE_FAILED);
        setErrors(failure.fieldErrors);
        setBanner(failure.banner);
        return;
      }
      const saved = dataOf<{ id: number; product_code: string }>(body)!;
      toast.success(editing ? `Product ${saved.product_code} updated` : `Product ${saved.product_code} created`);
      onOpenChange(false);
      onSaved?.(saved);
    } catch {
      setBanner(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  // A product of a type or unit the form does not list keeps it as a choice.
  const typeOptions: ProductType[] = [...FORM_PRODUCT_TYPES];
  if (values.product_type && !typeOptions.includes(values.product_type)) typeOptions.push(values.product_type);
  const unitOptions: string[] = [...FORM_UNITS];
  if (values.unit && !unitOptions.includes(values.unit)) unitOptions.push(values.unit);

  const field = (name: TextField, label: string, input: Omit<React.ComponentProps<typeof Input>, 'id'> = {}, opts: { required?: boolean; className?: string } = {}) => (
    <FormField label={label} htmlFor={fieldId(name)} error={errors[name]} required={opts.required} className={opts.className}>
      <Input id={fieldId(name)} value={values[name] as string} onChange={set(name)} disabled={saving} {...fieldErrorProps(fieldId(name), errors[name])} {...input} />
    </FormField>
  );
  const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' as const, placeholder: '0.00' };
  const quantity = { type: 'number', step: 'any', min: '0', inputMode: 'decimal' as const, placeholder: '0' };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-2xl"
        title={editing ? 'Edit Product' : 'Add New Product'}
        description={editing ? `Change the master data of ${product!.product_code}.` : 'Add a part to the product master.'}
      >
        <form onSubmit={submit} noValidate className="grid gap-5">
          {banner && (
            <Alert variant="destructive">
              <AlertDescription>{banner}</AlertDescription>
            </Alert>
          )}

          <div className="grid gap-4 sm:grid-cols-2">
            {field('product_code', 'Part Number', { placeholder: 'e.g. FG-CAP-28', autoComplete: 'off', maxLength: 50 }, { required: true })}
            <FormField label="Product Type" htmlFor={fieldId('product_type')} error={errors.product_type} required>
              <Select id={fieldId('product_type')} value={values.product_type} onChange={set('product_type')} disabled={saving} {...fieldErrorProps(fieldId('product_type'), errors.product_type)}>
                {typeOptions.map((t) => (
                  <option key={t} value={t}>
                    {PRODUCT_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            </FormField>
            {field('product_name', 'Description', { placeholder: 'e.g. 28 mm flip-top cap', maxLength: 200 }, { required: true, className: 'sm:col-span-2' })}
            <FormField label="Unit" htmlFor={fieldId('unit')} error={errors.unit}>
              <Select id={fieldId('unit')} value={values.unit} onChange={set('unit')} disabled={saving} {...fieldErrorProps(fieldId('unit'), errors.unit)}>
                {unitOptions.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </Select>
            </FormField>
            {field('category', 'Category', { placeholder: 'e.g. Closures', maxLength: 100 })}
          </div>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold">Pricing</legend>
            {field('standard_cost', 'Standard Cost ($)', money)}
            {field('selling_price', 'Selling Price ($)', money)}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-3 text-sm font-semibold">Stock levels</legend>
            {field('min_stock_level', 'Min Stock', quantity)}
            {field('reorder_level', 'Reorder Level', quantity)}
            {field('reorder_quantity', 'Reorder Quantity', quantity)}
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-semibold">Engineering and links</legend>
            {field('drawing_number', 'Drawing Number', { placeholder: 'e.g. DRW-1001', maxLength: 100 })}
            {field('revision', 'Revision', { placeholder: 'e.g. C', maxLength: 50 })}
            <FormField label="Customer" htmlFor={fieldId('customer')} error={errors.customer_id}>
              <SearchPicker<PickedCustomer & { id: number }>
                id={fieldId('customer')}
                endpoint="/api/sales/customers/search"
                params={{ fields: 'id,company_name,customer_code' }}
                value={values.customer}
                onSelect={(customer) => setValues((v) => ({ ...v, customer }))}
                getOptionLabel={(c) => `${c.company_name} (${c.customer_code})`}
                renderOption={(c) => (
                  <span className="flex justify-between gap-2">
                    <span className="font-medium">{c.company_name}</span>
                    <span className="font-mono text-xs text-muted-foreground">{c.customer_code}</span>
                  </span>
                )}
                placeholder="Search customers..."
                disabled={saving}
                {...fieldErrorProps(fieldId('customer'), errors.customer_id)}
              />
            </FormField>
            <FormField label="Mold" htmlFor={fieldId('mold')} error={errors.mold_id}>
              <SearchPicker<PickedMold & { id: number }>
                id={fieldId('mold')}
                endpoint="/api/molds/search"
                value={values.mold}
                onSelect={(mold) => setValues((v) => ({ ...v, mold }))}
                getOptionLabel={(m) => `${m.mold_code} — ${m.mold_name}`}
                renderOption={(m) => (
                  <span className="flex justify-between gap-2">
                    <span className="font-mono text-xs font-medium">{m.mold_code}</span>
                    <span className="truncate text-muted-foreground">{m.mold_name}</span>
                  </span>
                )}
                placeholder="Search molds..."
                disabled={saving}
                {...fieldErrorProps(fieldId('mold'), errors.mold_id)}
              />
            </FormField>
          </fieldset>

          <FormField label="Notes" htmlFor={fieldId('description')} error={errors.description}>
            <Textarea
              id={fieldId('description')}
              value={values.description}
              onChange={set('description')}
              disabled={saving}
              rows={3}
              placeholder="Anything the shop floor should know"
              {...fieldErrorProps(fieldId('description'), errors.description)}
            />
          </FormField>

          <FormDialogFooter saving={saving} onCancel={() => onOpenChange(false)} submitLabel={editing ? 'Save Changes' : 'Add Product'} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
