/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { correctiveActionExportQuerySchema, correctiveActionListQuerySchema, supplierListQuerySchema, supplierSearchQuerySchema } from './list-state';
import { createCorrectiveActionSchema, createSupplierSchema, metricsSubmissionSchema, updateCorrectiveActionSchema, updateSupplierSchema } from './schemas';
import { updates, type Operation } from '@/lib/openapi/types';

const supplierEntities = { id: 'Supplier' };

// The update schema of a corrective action depends on the stored action (a changed due date must not be past);
// its fields and limits do not.
const correctiveActionUpdate = updateCorrectiveActionSchema({ due_date: '2000-01-01', status: 'open' });

export const supplierOperations: Operation[] = [
  { method: 'get', path: '/api/suppliers', tag: 'Suppliers', summary: 'List suppliers (paged, with scorecard summary)', query: supplierListQuerySchema, response: 'paged', example: [ex.supplierExample] },
  { method: 'post', path: '/api/suppliers', tag: 'Suppliers', summary: 'Create a supplier', permission: 'suppliers.write', body: createSupplierSchema, bodyExample: ex.supplierBody, response: 'created', message: 'Supplier created successfully' },
  {
    method: 'get',
    path: '/api/suppliers/search',
    tag: 'Suppliers',
    summary: 'The supplier picker: code, company name or email contains `q`',
    query: supplierSearchQuerySchema,
    response: 'list',
    example: [{ id: 4, supplier_code: 'SUP-004', company_name: 'Great Lakes Resin Supply', status: 'active', city: 'Toledo', email: 'orders@glresin.example', lead_time_days: 10, rating_category: 'approved' }],
  },
  { method: 'get', path: '/api/suppliers/export', tag: 'Suppliers', summary: 'Export the supplier list as CSV (filters as on screen)', query: supplierListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/suppliers/{id}', tag: 'Suppliers', summary: 'One supplier', entities: supplierEntities, response: 'record', versioned: true, example: ex.supplierExample },
  ...updates({
    path: '/api/suppliers/{id}',
    tag: 'Suppliers',
    summary: 'Update a supplier (the fields sent)',
    permission: 'suppliers.write',
    entities: supplierEntities,
    body: updateSupplierSchema,
    bodyExample: { lead_time_days: 12, payment_terms: 'Net 60', version: 3 },
    message: 'Supplier updated successfully',
    versioned: true,
  }),
];

export const scorecardOperations: Operation[] = [
  { method: 'get', path: '/api/suppliers/scorecard/categories', tag: 'Scorecards', summary: 'Scorecard categories and their weights', response: 'list' },
  { method: 'get', path: '/api/suppliers/{id}/scorecard', tag: 'Scorecards', summary: 'A supplier’s scorecard with category scores', entities: supplierEntities, response: 'record' },
  { method: 'get', path: '/api/suppliers/{id}/scorecard/history', tag: 'Scorecards', summary: 'The last 12 months of scores, oldest first', entities: supplierEntities, response: 'list' },
  {
    method: 'post',
    path: '/api/suppliers/{id}/scorecard/metrics',
    tag: 'Scorecards',
    summary: 'Record performance metrics and recompute the scorecard',
    description: 'Re-submitting a metric for the same period replaces it. 422 for a future period, an unknown category, or no entry with `actual_value`.',
    permission: 'scorecards.write',
    entities: supplierEntities,
    body: metricsSubmissionSchema,
    bodyExample: {
      metrics: [
        { scorecard_category_id: 1, review_period: '2026-11', metric_type: 'defect_rate_ppm', target_value: 500, actual_value: 320 },
        { scorecard_category_id: 2, review_period: '2026-11', metric_type: 'on_time_delivery', target_value: 95, actual_value: 97.5 },
      ],
    },
    response: 'created',
    message: 'Metrics recorded successfully',
  },
  { method: 'get', path: '/api/scorecard/dashboard', tag: 'Scorecards', summary: 'The supplier scorecard dashboard', response: 'record' },
];

export const correctiveActionOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/suppliers/{id}/scorecard/corrective-actions',
    tag: 'Corrective actions',
    summary: 'A supplier’s corrective actions (paged)',
    entities: supplierEntities,
    query: correctiveActionListQuerySchema,
    response: 'paged',
    example: [ex.correctiveActionExample],
  },
  {
    method: 'get',
    path: '/api/suppliers/{id}/scorecard/corrective-actions/export',
    tag: 'Corrective actions',
    summary: 'Export a supplier’s corrective actions as CSV (filter and order as on screen)',
    entities: supplierEntities,
    query: correctiveActionExportQuerySchema,
    response: 'csv',
  },
  {
    method: 'post',
    path: '/api/suppliers/{id}/scorecard/corrective-actions',
    tag: 'Corrective actions',
    summary: 'Open a corrective action (number CA-YYYY-NNNN assigned)',
    permission: 'corrective_actions.write',
    entities: supplierEntities,
    body: createCorrectiveActionSchema,
    bodyExample: { issue_description: 'Lot 26-114 arrived with moisture above 0.05 %.', severity: 'major', category: 'quality', due_date: '2026-12-04', assigned_user_id: 4 },
    response: 'created',
    message: 'Corrective action created successfully',
  },
  {
    method: 'get',
    path: '/api/suppliers/{id}/scorecard/corrective-actions/{actionId}',
    tag: 'Corrective actions',
    summary: 'One corrective action',
    entities: { id: 'Supplier', actionId: 'Corrective action' },
    response: 'record',
    versioned: true,
    example: ex.correctiveActionExample,
  },
  ...updates({
    path: '/api/suppliers/{id}/scorecard/corrective-actions/{actionId}',
    tag: 'Corrective actions',
    summary: 'Update a corrective action',
    description: 'A changed `due_date` must be today or later; `resolution_notes` only with status closed or cancelled.',
    permission: 'corrective_actions.write',
    entities: { id: 'Supplier', actionId: 'Corrective action' },
    body: correctiveActionUpdate,
    bodyExample: { status: 'closed', resolution_notes: 'Supplier added dryer checks at packing; next 3 lots in spec.', version: 2 },
    message: 'Corrective action updated successfully',
    versioned: true,
  }),
];
