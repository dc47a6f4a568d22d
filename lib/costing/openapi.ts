/**
 * The costing API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/costing/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { updates, type Operation } from '@/lib/openapi/types';
import { costSheetListQuerySchema, costSheetVersions } from './list-state';
import { updateProductCostingSchema, updateRatesSchema } from './schemas';

export const costingOperations: Operation[] = [
  { method: 'get', path: '/api/costing/stats', tag: 'Costing', summary: 'Costing figures for the /costing cards', response: 'record' },
  { method: 'get', path: '/api/costing/rates', tag: 'Costing', summary: 'The plant’s labor, overhead and default press rates', response: 'record', versioned: true },
  ...updates({
    path: '/api/costing/rates',
    tag: 'Costing',
    summary: 'Change plant rates (any subset)',
    description: 'Recomputes every cost sheet in the same transaction (a new version where the figures moved).',
    permission: 'costing.write',
    body: updateRatesSchema,
    bodyExample: { labor_rate_per_hour: 24.5, overhead_rate_per_hour: 38 },
    message: 'Costing rates updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/costing/cost-sheets/export', tag: 'Costing', summary: 'Export the current cost sheets as CSV (filters and order as on screen)', query: costSheetListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/costing/cost-sheets', tag: 'Costing', summary: 'The current cost sheet of every costed product (paged)', query: costSheetListQuerySchema, response: 'paged' },
  {
    method: 'get',
    path: '/api/costing/products/{id}/cost-sheet',
    tag: 'Costing',
    summary: 'A product’s current cost sheet with its inputs',
    entities: { id: 'Product' },
    response: 'record',
    errors: { 404: 'Product not found, or it has no cost sheet yet ("Cost sheet not found").' },
  },
  { method: 'get', path: '/api/costing/products/{id}/cost-sheet/versions', tag: 'Costing', summary: 'Every version of a product’s cost sheet, newest first unless `dir=asc` (paged)', entities: { id: 'Product' }, query: costSheetVersions.schema, response: 'paged' },
  { method: 'get', path: '/api/costing/products/{id}/inputs', tag: 'Costing', summary: 'A product’s costing inputs (press, crewing)', entities: { id: 'Product' }, response: 'record', versioned: true },
  ...updates({
    path: '/api/costing/products/{id}/inputs',
    tag: 'Costing',
    summary: 'Set the press a product runs on and its crewing (null = the plant’s)',
    permission: 'costing.write',
    entities: { id: 'Product' },
    body: updateProductCostingSchema,
    bodyExample: { machine_id: 7, operators_per_press: 0.5 },
    message: 'Costing inputs updated successfully',
    versioned: true,
  }),
];
