/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { createProductSchema, listProductsQuery, updateProductSchema } from '@/lib/products/schemas';
import { cursorPaging, optionalPaging } from '@/lib/openapi/legacy-params';
import { updates, type Operation } from '@/lib/openapi/types';

export const productOperations: Operation[] = [
  { method: 'get', path: '/api/products', tag: 'Products', summary: 'List products (the whole list, or a page)', query: listProductsQuery.extend(optionalPaging.shape).extend(cursorPaging), response: 'list-or-paged', example: [ex.productExample] },
  { method: 'post', path: '/api/products', tag: 'Products', summary: 'Create a product', permission: 'products.write', body: createProductSchema, bodyExample: ex.productBody, response: 'created', message: 'Product created successfully' },
  { method: 'get', path: '/api/products/export', tag: 'Products', summary: 'Export the catalog as CSV (filters as on screen)', query: listProductsQuery, response: 'csv' },
  { method: 'get', path: '/api/products/{id}', tag: 'Products', summary: 'One product', entities: { id: 'Product' }, response: 'record', versioned: true, example: ex.productExample },
  ...updates({
    path: '/api/products/{id}',
    tag: 'Products',
    summary: 'Update a product (the fields sent)',
    permission: 'products.write',
    entities: { id: 'Product' },
    body: updateProductSchema,
    bodyExample: { selling_price: 0.095, reorder_level: 25000, version: 3 },
    message: 'Product updated successfully',
    versioned: true,
  }),
];
