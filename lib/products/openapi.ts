/**
 * The products API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/products/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { updates, type Operation } from '@/lib/openapi/types';
import type { ProductDto } from './dto';
import { productListQuerySchema } from './list-state';
import { createProductSchema, updateProductSchema } from './schemas';

export const productExample: ProductDto = {
  id: 40,
  product_code: 'NA-CLIP-08',
  product_name: 'Rack clip, grey',
  description: 'Upper rack clip for DW-500 series',
  category: 'Appliance parts',
  product_type: 'finished_good',
  unit: 'pcs',
  color: 'Grey RAL 7035',
  material_type: 'PP copolymer',
  weight_grams: 6.4,
  cavity_count: 8,
  cycle_time_seconds: 22.5,
  parts_per_cycle: 8,
  standard_cost: 0.0412,
  selling_price: 0.09,
  reorder_level: 20000,
  reorder_quantity: 100000,
  min_stock_level: 10000,
  max_stock_level: 250000,
  storage_location: 'FG-2',
  bin_location: 'FG-2-14',
  drawing_number: 'NA-55120',
  revision: 'C',
  specifications: null,
  quality_standards: 'No flash on clip arms; AQL 1.0',
  notes: null,
  customer_id: 3,
  mold_id: 12,
  preferred_supplier_id: null,
  is_active: true,
  version: 3,
  created_at: '2026-11-02T08:15:00.000Z',
  updated_at: '2026-11-20T14:02:11.000Z',
  customer: { id: 3, company_name: 'Northfield Appliances Inc.', customer_code: 'CN03' },
  mold: { id: 12, mold_code: 'M-2041', mold_name: 'Dishwasher rack clip, 8 cavities', cavity_count: 8 },
};

export const productBody = {
  product_code: 'NA-CLIP-08',
  product_name: 'Rack clip, grey',
  product_type: 'finished_good',
  unit: 'pcs',
  material_type: 'PP copolymer',
  weight_grams: 6.4,
  cycle_time_seconds: 22.5,
  parts_per_cycle: 8,
  standard_cost: 0.0412,
  selling_price: 0.09,
  reorder_level: 20000,
  customer_id: 3,
  mold_id: 12,
};

export const productOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/products',
    tag: 'Products',
    summary: 'List products (the whole list, or a page)',
    query: productListQuerySchema,
    response: 'list-or-paged',
    example: [productExample],
  },
  {
    method: 'post',
    path: '/api/products',
    tag: 'Products',
    summary: 'Create a product',
    permission: 'products.write',
    body: createProductSchema,
    bodyExample: productBody,
    response: 'created',
    message: 'Product created successfully',
  },
  { method: 'get', path: '/api/products/export', tag: 'Products', summary: 'Export the catalog as CSV (filters and order as on screen)', query: productListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/products/{id}', tag: 'Products', summary: 'One product', entities: { id: 'Product' }, response: 'record', versioned: true, example: productExample },
  ...updates({
    path: '/api/products/{id}',
    tag: 'Products',
    summary: 'Update a product (the fields sent)',
    description: 'Send `version` or `If-Match` to guard against stale writes.',
    permission: 'products.write',
    entities: { id: 'Product' },
    body: updateProductSchema,
    bodyExample: { selling_price: 0.095, reorder_level: 25000, version: 3 },
    message: 'Product updated successfully',
    versioned: true,
  }),
];
