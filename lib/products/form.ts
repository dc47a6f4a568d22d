/**
 * The Add/Edit Product form (client-safe, unit-tested in form.test.ts): its defaults, a loaded product → the
 * form's values, and the request. The checks are the server's own schemas (createProductSchema and
 * updateProductSchema in ./schemas), which also turn empty inputs into null or 0 as spec 1 §5 says.
 */
import type { ApiRequest } from '@/lib/client/api';
import { formUnitOf, type ProductType } from './constants';
import type { CreateProductInput, UpdateProductInput } from './schemas';

export type PickedCustomer = { id: number; company_name: string; customer_code: string };
export type PickedMold = { id: number; mold_code: string; mold_name: string };

/** What the dialog edits, keyed by the request's field names; numbers are typed as text until parsed. */
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
  customer_id: number | null;
  mold_id: number | null;
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
    customer_id: null,
    mold_id: null,
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
    customer_id: p.customer?.id ?? null,
    mold_id: p.mold?.id ?? null,
  };
}

/** POST /api/products for a new product; PUT /api/products/{id} with the version the edit was based on. */
export function productRequest(values: CreateProductInput | UpdateProductInput, product?: Pick<EditableProduct, 'id' | 'version'> | null): ApiRequest {
  return product ? { url: `/api/products/${product.id}`, method: 'PUT', body: { ...values, version: product.version } } : { url: '/api/products', method: 'POST', body: values };
}
