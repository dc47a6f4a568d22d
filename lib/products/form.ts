import { fieldErrorsOf, messageOf } from '@/lib/client/api';
/**
 * The Add/Edit Product form's pure logic (client-safe, unit-tested in form.test.ts): values ⇄ product,
 * the required-field check, the payload with the null-vs-0 rules of spec 1 §5, and server errors → fields.
 */
import { formUnitOf, type ProductType } from './constants';

export type PickedCustomer = { id: number; company_name: string; customer_code: string };
export type PickedMold = { id: number; mold_code: string; mold_name: string };

export type ProductFormValues = {
  product_code: string;
  product_name: string;
  /** Labelled "Notes" in the form (spec 1 §3). */
  description: string;
  product_type: ProductType | '';
  unit: string;
  category: string;
  standard_cost: string;
  selling_price: string;
  min_stock_level: string;
  reorder_level: string;
  reorder_quantity: string;
  drawing_number: string;
  revision: string;
  customer: PickedCustomer | null;
  mold: PickedMold | null;
};

/** What the form needs of an existing product (a subset of the product DTO). */
export type EditableProduct = {
  id: number;
  version: number;
  product_code: string;
  product_name: string;
  description: string | null;
  product_type: ProductType;
  unit: string;
  category: string | null;
  standard_cost: number;
  selling_price: number;
  min_stock_level: number;
  reorder_level: number;
  reorder_quantity: number;
  drawing_number: string | null;
  revision: string | null;
  customer: PickedCustomer | null;
  mold: (PickedMold & { cavity_count?: number }) | null;
};

/** Defaults of spec 1 §9: type finished_good, unit ea. */
export function emptyProductForm(): ProductFormValues {
  return {
    product_code: '',
    product_name: '',
    description: '',
    product_type: 'finished_good',
    unit: 'ea',
    category: '',
    standard_cost: '',
    selling_price: '',
    min_stock_level: '',
    reorder_level: '',
    reorder_quantity: '',
    drawing_number: '',
    revision: '',
    customer: null,
    mold: null,
  };
}

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function productToForm(p: EditableProduct): ProductFormValues {
  return {
    product_code: p.product_code,
    product_name: p.product_name,
    description: p.description ?? '',
    product_type: p.product_type,
    unit: formUnitOf(p.unit),
    category: p.category ?? '',
    standard_cost: numberText(p.standard_cost),
    selling_price: numberText(p.selling_price),
    min_stock_level: numberText(p.min_stock_level),
    reorder_level: numberText(p.reorder_level),
    reorder_quantity: numberText(p.reorder_quantity),
    drawing_number: p.drawing_number ?? '',
    revision: p.revision ?? '',
    customer: p.customer ? { id: p.customer.id, company_name: p.customer.company_name, customer_code: p.customer.customer_code } : null,
    mold: p.mold ? { id: p.mold.id, mold_code: p.mold.mold_code, mold_name: p.mold.mold_name } : null,
  };
}

/** An empty optional numeric the spec sends as null (weight, cavity count, cycle time, parts per cycle, max stock). */
export function numberOrNull(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t; // not a number: let the server say so under the field
}

/** An empty optional numeric the spec sends as 0 (cost, price, reorder level and quantity, min stock). */
export function numberOrZero(text: string): number | string {
  return numberOrNull(text) ?? 0;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

export type ProductPayload = Record<string, unknown>;

/** The request body of POST/PUT /api/products for the form's fields. */
export function formToPayload(values: ProductFormValues, version?: number): ProductPayload {
  return {
    product_code: values.product_code.trim(),
    product_name: values.product_name.trim(),
    description: textOrNull(values.description),
    product_type: values.product_type,
    unit: values.unit,
    category: textOrNull(values.category),
    standard_cost: numberOrZero(values.standard_cost),
    selling_price: numberOrZero(values.selling_price),
    min_stock_level: numberOrZero(values.min_stock_level),
    reorder_level: numberOrZero(values.reorder_level),
    reorder_quantity: numberOrZero(values.reorder_quantity),
    drawing_number: textOrNull(values.drawing_number),
    revision: textOrNull(values.revision),
    customer_id: values.customer?.id ?? null,
    mold_id: values.mold?.id ?? null,
    ...(version !== undefined ? { version } : {}),
  };
}

export type FormErrors = Partial<Record<string, string>>;

/** Part Number, Description and Product Type are required (spec 1 §5). */
export function validateProductForm(values: ProductFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.product_code.trim()) errors.product_code = 'The part number is required.';
  if (!values.product_name.trim()) errors.product_name = 'The description is required.';
  if (!values.product_type) errors.product_type = 'The product type is required.';
  return errors;
}

/** `{ field: [msg, …] }` from the server → the first message of each field. */
export function firstFieldErrors(errors: unknown): FormErrors {
  return fieldErrorsOf({ errors });
}

/**
 * What a failed save shows (spec 1 §8): field errors under their fields; else the server message; else the
 * fallback. A field error for a field the form does not show also puts the server message in the banner.
 */
export function saveFailure(
  body: unknown,
  shownFields: readonly string[],
  fallback: string,
): { fieldErrors: FormErrors; banner: string | null } {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fieldErrors = firstFieldErrors(record.errors);
  const message = messageOf(record, '') || null;
  const hasShown = Object.keys(fieldErrors).some((f) => shownFields.includes(f));
  const hasHidden = Object.keys(fieldErrors).some((f) => !shownFields.includes(f));
  if (hasShown && !hasHidden) return { fieldErrors, banner: null };
  return { fieldErrors, banner: message ?? fallback };
}
