'use client';

/**
 * The Add/Edit Product dialogs. They carry the form library and the zod schemas, so the catalog loads this
 * module only when a dialog is first wanted (see ./lazy-dialogs.ts): the page's first load stays small.
 */
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { CustomField, FormDialog, NumberField, SelectField, TextareaField, TextField, toastCreated } from '@/components/form';
import { MoldPicker } from '@/components/pickers/mold-picker';
import { SearchPicker } from '@/components/search-picker';
import { FORM_PRODUCT_TYPES, FORM_UNITS, PRODUCT_TYPE_LABELS, type ProductType } from '@/lib/products/constants';
import { emptyProductForm, productRequest, productToForm, type EditableProduct, type PickedCustomer, type PickedMold, type ProductFormValues } from '@/lib/products/form';
import { createProductSchema, updateProductSchema } from '@/lib/products/schemas';

const SAVE_FAILED = 'Failed to save product';

type SavedProduct = { id: number; product_code: string };

/** Add New Product: POST /api/products; afterwards a toast links to the new product (it may be on another page). */
export function AddProductDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const defaults = React.useMemo(() => emptyProductForm(), []);
  return (
    <FormDialog<typeof createProductSchema, SavedProduct>
      title="Add New Product"
      description="Add a part to the product master."
      submitLabel="Add Product"
      savingLabel="Saving..."
      open={open}
      onOpenChange={onOpenChange}
      schema={createProductSchema}
      defaultValues={defaults}
      request={(values) => productRequest(values)}
      failureMessage={SAVE_FAILED}
      onSuccess={(saved) => {
        toastCreated(`Product ${saved.product_code} created`, `/products/${saved.id}`, router.push);
        router.refresh();
      }}
    >
      <ProductFormFields />
    </FormDialog>
  );
}

/** Edit Product: PUT /api/products/{id} with the version it was loaded at (a stale one → the 409 message in the banner). */
export function EditProductDialog({ product, open, onOpenChange }: { product: EditableProduct; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const defaults = React.useMemo(() => productToForm(product), [product]);
  return (
    <FormDialog<typeof updateProductSchema, SavedProduct>
      title="Edit Product"
      description={`Change the master data of ${product.product_code}.`}
      submitLabel="Save Changes"
      savingLabel="Saving..."
      open={open}
      onOpenChange={onOpenChange}
      schema={updateProductSchema}
      defaultValues={defaults}
      request={(values) => productRequest(values, product)}
      failureMessage={SAVE_FAILED}
      onSuccess={(saved) => {
        toast.success(`Product ${saved.product_code} updated`);
        router.refresh();
      }}
    >
      <ProductFormFields customer={product.customer} mold={product.mold} />
    </FormDialog>
  );
}

const money = { step: '0.01', min: '0', placeholder: '0.00' };
const quantity = { min: '0', placeholder: '0' };

/** The fields of spec 1 §4, bound to the surrounding form. */
function ProductFormFields({ customer = null, mold = null }: { customer?: PickedCustomer | null; mold?: PickedMold | null }) {
  const { control } = useFormContext<ProductFormValues>();
  const [type, unit] = useWatch({ control, name: ['product_type', 'unit'] });

  // A product of a type or unit the form does not list keeps it as a choice.
  const typeOptions: ProductType[] = [...FORM_PRODUCT_TYPES];
  if (type && !typeOptions.includes(type)) typeOptions.push(type);
  const unitOptions: string[] = [...FORM_UNITS];
  if (unit && !unitOptions.includes(unit)) unitOptions.push(unit);

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<ProductFormValues> name="product_code" label="Part Number" required placeholder="e.g. FG-CAP-28" autoComplete="off" maxLength={50} />
        <SelectField<ProductFormValues> name="product_type" label="Product Type" required options={typeOptions.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))} />
        <TextField<ProductFormValues> name="product_name" label="Description" required placeholder="e.g. 28 mm flip-top cap" maxLength={200} className="sm:col-span-2" />
        <SelectField<ProductFormValues> name="unit" label="Unit" options={unitOptions.map((u) => ({ value: u, label: u }))} />
        <TextField<ProductFormValues> name="category" label="Category" placeholder="e.g. Closures" maxLength={100} />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Pricing</legend>
        <NumberField<ProductFormValues> name="standard_cost" label="Standard Cost ($)" {...money} />
        <NumberField<ProductFormValues> name="selling_price" label="Selling Price ($)" {...money} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-sm font-semibold">Stock levels</legend>
        <NumberField<ProductFormValues> name="min_stock_level" label="Min Stock" {...quantity} />
        <NumberField<ProductFormValues> name="reorder_level" label="Reorder Level" {...quantity} />
        <NumberField<ProductFormValues> name="reorder_quantity" label="Reorder Quantity" {...quantity} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Engineering and links</legend>
        <TextField<ProductFormValues> name="drawing_number" label="Drawing Number" placeholder="e.g. DRW-1001" maxLength={100} />
        <TextField<ProductFormValues> name="revision" label="Revision" placeholder="e.g. C" maxLength={50} />
        <PickerField<PickedCustomer>
          name="customer_id"
          label="Customer"
          initial={customer}
          picker={(slot) => (
            <SearchPicker<PickedCustomer>
              {...slot}
              endpoint="/api/sales/customers/search"
              params={{ fields: 'id,company_name,customer_code' }}
              getOptionLabel={(c) => `${c.company_name} (${c.customer_code})`}
              renderOption={(c) => (
                <span className="flex justify-between gap-2">
                  <span className="font-medium">{c.company_name}</span>
                  <span className="font-mono text-xs text-muted-foreground">{c.customer_code}</span>
                </span>
              )}
              placeholder="Search customers..."
            />
          )}
        />
        <PickerField<PickedMold> name="mold_id" label="Mold" initial={mold} picker={(slot) => <MoldPicker<PickedMold> {...slot} placeholder="Search molds..." />} />
      </fieldset>

      <TextareaField<ProductFormValues> name="description" label="Notes" rows={3} placeholder="Anything the shop floor should know" />
    </>
  );
}

/** What PickerField hands its picker: the field's id, error and the picked record. */
type PickerSlot<T> = { id: string; value: T | null; onSelect: (item: T | null) => void; disabled: boolean; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A search picker bound to an id field; the picked record is kept for its label (the form holds only the id). */
function PickerField<T extends { id: number }>({
  name,
  label,
  initial,
  picker,
}: {
  name: 'customer_id' | 'mold_id';
  label: string;
  initial: T | null;
  picker: (slot: PickerSlot<T>) => React.ReactNode;
}) {
  const { field, formState } = useController<ProductFormValues, typeof name>({ name });
  // The dialog's content mounts on each opening, so `initial` is the loaded product's link every time.
  const [picked, setPicked] = React.useState<T | null>(initial);
  const selected = field.value == null ? null : picked?.id === field.value ? picked : initial?.id === field.value ? initial : null;
  return (
    <CustomField<ProductFormValues> name={name} label={label}>
      {({ id, errorProps }) =>
        picker({
          id,
          value: selected,
          onSelect: (item) => {
            setPicked(item);
            field.onChange(item?.id ?? null);
          },
          disabled: formState.isSubmitting,
          ...errorProps,
        })
      }
    </CustomField>
  );
}
