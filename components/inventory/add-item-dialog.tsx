'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog, NumberField, SelectField, TextareaField, TextField, toastCreated } from '@/components/form';
import { MATERIAL_FIELD_TYPES, ITEM_FORM_TYPES, ITEM_FORM_UNITS } from '@/lib/inventory/constants';
import { PRODUCT_TYPE_LABELS, type ProductType } from '@/lib/products/constants';
import { createProductSchema, type CreateProductInput } from '@/lib/products/schemas';
import type { ProductDto } from '@/lib/products/dto';

/** Empty form: type finished_good and unit ea by default (spec 2 §9); numbers typed as text until parsed. */
export function emptyItemForm() {
  return {
    product_type: 'finished_good',
    product_code: '',
    product_name: '',
    unit: 'ea',
    category: '',
    description: '',
    color: '',
    material_type: '',
    weight_grams: '',
    cavity_count: '',
    standard_cost: '',
    selling_price: '',
    reorder_level: '',
    reorder_quantity: '',
    min_stock_level: '',
    max_stock_level: '',
    storage_location: '',
    bin_location: '',
  };
}

/**
 * The request for the parsed values. Fields the chosen type does not show are sent empty: null for the optional
 * numerics and texts, 0 for selling price (spec 2 §5), so a value typed before switching type is not saved.
 */
export function itemRequestBody(values: CreateProductInput): CreateProductInput {
  const type = values.product_type as ProductType;
  const body = { ...values };
  if (!MATERIAL_FIELD_TYPES.includes(type)) Object.assign(body, { color: null, material_type: null });
  if (type !== 'finished_good') Object.assign(body, { weight_grams: null, cavity_count: null, selling_price: 0 });
  return body;
}

/** Add Inventory Item (spec 2 §2, §3, §5): creates the product; a toast links to it. */
export function AddItemDialog({ trigger }: { trigger: React.ReactNode }) {
  const router = useRouter();
  return (
    <FormDialog<typeof createProductSchema, ProductDto>
      title="Add Inventory Item"
      description="A raw material, component, packaging, consumable or finished good to keep in stock."
      trigger={trigger}
      schema={createProductSchema}
      defaultValues={emptyItemForm() as never}
      request={(values) => ({ url: '/api/inventory/items', method: 'POST', body: itemRequestBody(values) })}
      failureMessage="Failed to create inventory item"
      submitLabel="Add Item"
      savingLabel="Adding..."
      onSuccess={(created) => {
        toastCreated(`Item ${created.product_code} created`, `/products/${created.id}`, router.push);
        router.refresh();
      }}
    >
      <ItemFields />
    </FormDialog>
  );
}

function ItemFields() {
  const type = useWatch({ name: 'product_type' }) as ProductType;
  const showMaterial = MATERIAL_FIELD_TYPES.includes(type);
  const finished = type === 'finished_good';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="product_type" label="Item Type" required options={ITEM_FORM_TYPES.map((t) => ({ value: t, label: PRODUCT_TYPE_LABELS[t] }))} />
        <SelectField name="unit" label="Unit" required options={ITEM_FORM_UNITS.map((u) => ({ value: u, label: u }))} />
        <TextField name="product_code" label="Item Code" required autoComplete="off" />
        <TextField name="product_name" label="Item Name" required />
        <TextField name="category" label="Category" />
        {showMaterial && <TextField name="material_type" label="Material Type" />}
        {showMaterial && <TextField name="color" label="Color" />}
        {finished && <NumberField name="weight_grams" label="Weight (g)" />}
        {finished && <NumberField name="cavity_count" label="Cavity Count" integer />}
      </div>
      <TextareaField name="description" label="Description" rows={2} />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField name="standard_cost" label="Standard Cost" />
        {finished && <NumberField name="selling_price" label="Selling Price" />}
        <NumberField name="reorder_level" label="Reorder Level" />
        <NumberField name="reorder_quantity" label="Reorder Quantity" />
        <NumberField name="min_stock_level" label="Min Stock Level" />
        <NumberField name="max_stock_level" label="Max Stock Level" />
        <TextField name="storage_location" label="Storage Location" />
        <TextField name="bin_location" label="Bin Location" />
      </div>
    </>
  );
}
