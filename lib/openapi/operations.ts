/**
 * Every operation of the REST API under /api, one entry per method + path: what the OpenAPI document
 * (`lib/openapi/document.ts`, served at /api/openapi.json and shown at /api-docs) is built from. The request
 * schemas are the very zod schemas the services parse with; their JSON Schema comes from `z.toJSONSchema`.
 *
 * Adding a route = adding its entries here (`tests/api/openapi.test.ts` fails while a route's method is missing,
 * or an entry has no route). Errors, security and envelopes follow from the entry's fields:
 *   auth 'public' → no security, no 401;  permission → 403 (with the roles);  a `{param}` → 404 naming `entity`;
 *   query or body → 422;  body → 400 and 413;  versioned → If-Match, 409 (and ETag on reads);  throttled → 429.
 */
import { z } from 'zod';
import { auditQuerySchema } from '@/lib/auth/audit-log';
import type { Permission } from '@/lib/auth/permissions';
import { changePasswordSchema, createTokenSchema, createUserSchema, loginSchema, resetPasswordSchema, updateUserSchema } from '@/lib/auth/schemas';
import { userListQuerySchema } from '@/lib/auth/users';
import { saveBomSchema } from '@/lib/boms/schemas';
import { listCostSheetsQuery, updateProductCostingSchema, updateRatesSchema } from '@/lib/costing/schemas';
import { CUSTOMER_SORT } from '@/lib/customers/list-state';
import { createCustomerSchema, customerStatusFilter, updateCustomerSchema } from '@/lib/customers/schemas';
import { CUSTOMER_SEARCH_EXTRA_FIELDS, CUSTOMER_SEARCH_FIELDS } from '@/lib/customers/search-fields';
import { ITEM_SEARCH_DEFAULT_LIMIT, ITEM_SEARCH_MAX_LIMIT } from '@/lib/inventory/schemas';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@/lib/list/paging';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { MAINTENANCE_SORT, USAGE_SORT } from '@/lib/molds/list-state';
import { MACHINE_SORT, REPORT_SORT } from '@/lib/production/list-state';
import { MOVEMENT_SORT } from '@/lib/stock/list-state';
import { createMoldSchema, maintenanceRecordSchema, moldListQuerySchema, moldSearchQuerySchema, updateMoldSchema, usageRecordSchema } from '@/lib/molds/schemas';
import { createMachineSchema, createWorkOrderSchema, productionReportSchema, updateMachineSchema, updateWorkOrderSchema, workOrderListQuerySchema } from '@/lib/production/schemas';
import { importInventoryBody } from '@/lib/inventory/import';
import { inventoryListQuery } from '@/lib/inventory/items';
import { adjustSchema, issueSchema, receiveSchema, transferSchema } from '@/lib/stock/schemas';
import { createProductSchema, listProductsQuery, updateProductSchema } from '@/lib/products/schemas';
import {
  correctiveActionListQuery,
  createCorrectiveActionSchema,
  createSupplierSchema,
  metricsSubmissionSchema,
  supplierListQuery,
  updateCorrectiveActionSchema,
  updateSupplierSchema,
} from '@/lib/suppliers/schemas';
import * as ex from './examples';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const TAGS = [
  { name: 'Authentication', description: 'Sign in for a bearer token, sign out, the caller and their own integration tokens.' },
  { name: 'System', description: 'Health, version, the plant dashboard, the audit log and this document.' },
  { name: 'Users', description: 'User administration (Admin only): accounts, roles, sessions and tokens.' },
  { name: 'Molds', description: 'Molds, their maintenance and usage records, the mold picker and CSV export.' },
  { name: 'Products', description: 'The product catalog and its CSV export.' },
  { name: 'BOMs', description: 'Bills of materials: one active BOM per product.' },
  { name: 'Inventory', description: 'Stock by location and the inventory item picker.' },
  { name: 'Customers', description: 'Customers, the customer picker and CSV export.' },
  { name: 'Suppliers', description: 'Suppliers and their CSV export.' },
  { name: 'Scorecards', description: 'Supplier scorecards: metrics, history, categories and the scorecard dashboard.' },
  { name: 'Corrective actions', description: 'Corrective actions raised against a supplier.' },
  { name: 'Costing', description: 'Plant rates, each product’s costing inputs and its versioned cost sheets (Manager and Admin write).' },
  { name: 'Production', description: 'Work orders, production reports and their statistics.' },
  { name: 'Machines', description: 'Presses and the shop floor board.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/**
 * What a success answers:
 *  record  200 `{success, data: {…}}`            list    200 `{success, data: […]}`
 *  paged   200 the flat paginator (CONTRACT §1)  list-or-paged  the list, or the paginator when `page` is given
 *  created 201 `{success, message, data}` + Location        updated 200 `{success, message, data}`
 *  saved   201 created or 200 replaced (same body)          message 200 `{success, message}` (+ data when `example`)
 *  csv     200 text/csv (the list's filters, every row)     raw     200 the JSON of `rawSchema` (no envelope)
 */
export type ResponseKind = 'record' | 'list' | 'paged' | 'list-or-paged' | 'created' | 'updated' | 'saved' | 'message' | 'csv' | 'raw';

export type Operation = {
  method: HttpMethod;
  /** The full path with `{param}` placeholders, e.g. `/api/molds/{id}`. */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** 'public': no credentials. Default: any signed-in user (bearer token or browser session). */
  auth?: 'public';
  /** The permission of lib/auth/permissions.ts the service checks (403 for other roles); several: any of them, by field. */
  permission?: Permission | Permission[];
  /** The entity a bad `{param}` is a 404 for, per path parameter (`{ id: 'Mold' }`). */
  entities?: Record<string, string>;
  /** Query parameters (a zod object; every key optional). */
  query?: z.ZodObject;
  /** The JSON body (a zod object). */
  body?: z.ZodType;
  /** A realistic body for a write. */
  bodyExample?: Record<string, unknown>;
  response: ResponseKind;
  /** The success `message` of created/updated/saved/message answers. */
  message?: string;
  /** The `data` of a success answer (for lists: the rows). */
  example?: unknown;
  /** For `raw`: the whole body's JSON Schema. */
  rawSchema?: Record<string, unknown>;
  /** Records with `version`: If-Match / `version` → 409 when stale; reads send ETag. */
  versioned?: boolean;
  /** 429 with Retry-After (sign-in throttle). */
  throttled?: boolean;
  /** Extra error statuses with their reasons (e.g. 401 Invalid credentials on a public route). */
  errors?: Partial<Record<400 | 401 | 404 | 409 | 422 | 503, string>>;
  /** A stable id (default: derived from method and path). */
  operationId?: string;
};

// ---- query parameters the services read without a schema of their own (page, limits) ----

const paging = {
  page: z.int().min(1).optional().meta({ description: 'The page (from 1). A bad or < 1 value is 1; past the end, `data` is empty.' }),
  per_page: z
    .int()
    .min(1)
    .max(MAX_PER_PAGE)
    .optional()
    .meta({ description: `Rows per page (default ${DEFAULT_PER_PAGE}, clamped to 1–${MAX_PER_PAGE}).` }),
};
/** Lists that page by keyset (their paginator carries `next`): see docs/CONVENTIONS.md "Lists". */
const cursorPaging = {
  cursor: z
    .string()
    .optional()
    .meta({ description: 'The `next` of the previous page: the rows after it in the same order (send the same filters, sort and dir). Any other value is a 422.' }),
};
const optionalPaging = z.object({
  page: paging.page.meta({ description: 'Given: the flat paginator instead of the whole list.' }),
  per_page: paging.per_page,
});
const searchLimit = (def: number, max: number) =>
  z.int().min(1).max(max).optional().meta({ description: `At most this many rows (default ${def}, at most ${max}).` });

const moldListQuery = moldListQuerySchema.extend({ search: z.string().optional().meta({ description: 'Same as `q`.' }) });
const customerListQuery = customerStatusFilter.extend({
  search: z.string().optional().meta({ description: 'Matches code, company name and email (case-insensitive contains).' }),
  ...sortQuerySchema(CUSTOMER_SORT).shape,
});
const customerSearchQuery = customerStatusFilter.extend({
  q: z.string().optional().meta({ description: 'At least 2 characters (else `data: []`): company name, code, contact person, email.' }),
  limit: searchLimit(10, 50),
  fields: z
    .string()
    .optional()
    .meta({ description: `Comma list of the keys to return (id always): ${[...CUSTOMER_SEARCH_FIELDS, ...CUSTOMER_SEARCH_EXTRA_FIELDS].join(', ')}.` }),
});
const itemSearchQuery = z.object({
  q: z.string().max(200).optional().meta({ description: 'At least 2 characters: product code, name and description.' }),
  category: z.string().optional().meta({
    description: 'Comma list: product types (raw_material, finished_good, …, or raw_materials, finished_goods, components), else a product category; `all` = no filter.',
  }),
  limit: searchLimit(ITEM_SEARCH_DEFAULT_LIMIT, ITEM_SEARCH_MAX_LIMIT),
});
const inventoryItemsQuery = inventoryListQuery.extend({ search: z.string().optional().meta({ description: 'Product code, name or description (also `q`).' }) });
const moldSearchQuery = moldSearchQuerySchema.extend({ limit: searchLimit(10, 50) });

// The update schema of a corrective action depends on the stored action (a changed due date must not be past);
// its fields and limits do not.
const correctiveActionUpdate = updateCorrectiveActionSchema({ due_date: '2000-01-01', status: 'open' });

const supplierEntities = { id: 'Supplier' };

/** PUT and PATCH, which every update route accepts alike (CONTRACT §1). */
function updates(op: Omit<Operation, 'method' | 'response'> & { response?: ResponseKind }): Operation[] {
  return (['put', 'patch'] as const).map((method) => ({
    response: 'updated' as const,
    ...op,
    method,
    summary: `${op.summary}${method === 'put' ? '' : ' (PATCH: same as PUT)'}`,
  }));
}

const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok', 'error'] }, database: { type: 'string', enum: ['connected', 'unavailable'] } },
  required: ['status', 'database'],
};

export const OPERATIONS: Operation[] = [
  // ---- Authentication ----
  {
    method: 'post',
    path: '/api/login',
    tag: 'Authentication',
    summary: 'Sign in and get a bearer token',
    description: 'The token (opaque, shown once) goes in `Authorization: Bearer <token>` on every other call. It expires after 30 days.',
    auth: 'public',
    body: loginSchema,
    bodyExample: { email: 'admin@example.com', password: 'admin123' },
    response: 'updated',
    message: 'Login successful',
    example: ex.loginExample,
    throttled: true,
    errors: { 401: 'Invalid credentials (wrong email or password; the same answer for both).' },
  },
  { method: 'post', path: '/api/logout', tag: 'Authentication', summary: 'Sign out: revoke the presented token (or end the browser session)', response: 'message', message: 'Logged out' },
  { method: 'get', path: '/api/me', tag: 'Authentication', summary: 'The signed-in user', response: 'record', example: ex.userExample },
  ...(['put', 'post'] as const).map(
    (method): Operation => ({
      method,
      path: '/api/me/password',
      tag: 'Authentication',
      summary: `Change your own password${method === 'post' ? ' (POST: same as PUT)' : ''}`,
      description: 'Ends your other browser sessions and revokes your tokens.',
      body: changePasswordSchema,
      bodyExample: { current_password: 'admin123', password: 'blue-press-42-tonnage', password_confirmation: 'blue-press-42-tonnage' },
      response: 'message',
      message: 'Password changed',
      example: { ended_sessions: 1, revoked_tokens: 2 },
    }),
  ),
  {
    method: 'get',
    path: '/api/tokens',
    tag: 'Authentication',
    summary: 'Your live integration tokens (never the token itself)',
    response: 'list',
    example: [{ id: 9, name: 'MES press counters', created_at: '2026-10-01T09:00:00.000Z', expires_at: '2027-10-01T09:00:00.000Z', last_used_at: '2026-11-20T14:02:11.000Z', current: false }],
  },
  {
    method: 'post',
    path: '/api/tokens',
    tag: 'Authentication',
    summary: 'Create an integration token (shown once)',
    body: createTokenSchema,
    bodyExample: { name: 'MES press counters', expires_in_days: 365 },
    response: 'created',
    message: 'Token created. Copy it now: it will not be shown again.',
  },
  { method: 'delete', path: '/api/tokens/{id}', tag: 'Authentication', summary: 'Revoke one of your tokens', entities: { id: 'Token' }, response: 'message', message: 'Token revoked' },

  // ---- System ----
  { method: 'get', path: '/api/health', tag: 'System', summary: 'Liveness: does the database answer?', auth: 'public', response: 'raw', rawSchema: healthSchema, example: { status: 'ok', database: 'connected' }, errors: { 503: 'The database does not answer: `{ "status": "error", "database": "unavailable" }`.' } },
  {
    method: 'get',
    path: '/api/health/ready',
    tag: 'System',
    summary: 'Readiness: should this instance get traffic?',
    description: 'For load balancers and orchestrators. Liveness (`/api/health`) stays 200 while an instance starts or drains; this answers 503 until its migrations have run, from SIGTERM on, and while the database does not answer.',
    auth: 'public',
    response: 'raw',
    rawSchema: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['ready', 'starting', 'shutting_down', 'unavailable'] },
        database: { type: 'string', enum: ['connected', 'unavailable', 'unchecked'] },
        migrations: { type: 'string', enum: ['applied', 'pending'] },
      },
      required: ['status', 'database', 'migrations'],
    },
    example: { status: 'ready', database: 'connected', migrations: 'applied' },
    errors: { 503: 'Not ready: `status` says why (`starting`, `shutting_down`, `unavailable`).' },
  },
  {
    method: 'get',
    path: '/api/welcome',
    tag: 'System',
    summary: 'Version and database status',
    response: 'raw',
    rawSchema: {
      type: 'object',
      properties: {
        success: { const: true },
        version: { type: 'string' },
        database: { type: 'object', properties: { status: { const: 'connected' }, tables_count: { type: 'integer' } } },
      },
      required: ['success', 'version', 'database'],
    },
    example: { success: true, version: '0.1.0', database: { status: 'connected', tables_count: 31 } },
  },
  { method: 'get', path: '/api/openapi.json', tag: 'System', summary: 'This OpenAPI 3.1 document', auth: 'public', response: 'raw', rawSchema: { type: 'object', description: 'An OpenAPI 3.1 document.' } },
  { method: 'get', path: '/api/dashboard', tag: 'System', summary: 'The plant dashboard: what needs attention now and shots per day (30 days)', response: 'record' },
  { method: 'get', path: '/api/audit', tag: 'System', summary: 'The audit log, newest first (or by `sort`/`dir`)', permission: 'audit.read', query: auditQuerySchema.extend(paging), response: 'paged' },
  { method: 'get', path: '/api/audit/export', tag: 'System', summary: 'Export the audit log as CSV (filters and order as on screen)', permission: 'audit.read', query: auditQuerySchema, response: 'csv' },

  // ---- Users ----
  { method: 'get', path: '/api/users', tag: 'Users', summary: 'List users', permission: 'users.manage', query: userListQuerySchema.extend(paging), response: 'paged', example: [ex.adminUserExample] },
  { method: 'get', path: '/api/users/export', tag: 'Users', summary: 'Export the user list as CSV (filters and order as on screen)', permission: 'users.manage', query: userListQuerySchema, response: 'csv' },
  {
    method: 'post',
    path: '/api/users',
    tag: 'Users',
    summary: 'Create a user with a role',
    permission: 'users.manage',
    body: createUserSchema,
    bodyExample: { name: 'Quality Lead', email: 'quality@example.com', password: 'first-shift-QA-2026', role: 'Quality' },
    response: 'created',
    message: 'User created',
    example: ex.adminUserExample,
  },
  { method: 'get', path: '/api/users/{id}', tag: 'Users', summary: 'One user', permission: 'users.manage', entities: { id: 'User' }, response: 'record', example: ex.adminUserExample },
  ...updates({
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'Change a user’s name, role or active flag',
    description: 'An Admin cannot change their own role or deactivate themselves. A role change or deactivation ends the user’s sessions and tokens.',
    permission: 'users.manage',
    entities: { id: 'User' },
    body: updateUserSchema,
    bodyExample: { role: 'Production' },
    message: 'User updated',
  }),
  ...(['put', 'post'] as const).map(
    (method): Operation => ({
      method,
      path: '/api/users/{id}/password',
      tag: 'Users',
      summary: `Set a new password for a user${method === 'post' ? ' (POST: same as PUT)' : ''}`,
      description: 'Ends the user’s sessions and revokes their tokens.',
      permission: 'users.manage',
      entities: { id: 'User' },
      body: resetPasswordSchema,
      bodyExample: { password: 'night-shift-reset-77', password_confirmation: 'night-shift-reset-77' },
      response: 'updated',
      message: 'Password reset. The user’s sessions and tokens have been ended.',
    }),
  ),
  { method: 'get', path: '/api/users/{id}/sessions', tag: 'Users', summary: 'A user’s open browser sessions', permission: 'users.manage', entities: { id: 'User' }, response: 'list' },
  {
    method: 'delete',
    path: '/api/users/{id}/sessions',
    tag: 'Users',
    summary: 'End all of a user’s sessions and revoke all their tokens',
    permission: 'users.manage',
    entities: { id: 'User' },
    response: 'message',
    message: 'Sessions ended and tokens revoked',
    example: { ended_sessions: 2, revoked_tokens: 1 },
  },
  { method: 'delete', path: '/api/users/{id}/sessions/{sessionId}', tag: 'Users', summary: 'End one session of a user', permission: 'users.manage', entities: { id: 'User', sessionId: 'Session' }, response: 'message', message: 'Session ended' },
  { method: 'get', path: '/api/users/{id}/tokens', tag: 'Users', summary: 'A user’s live bearer tokens (never the token itself)', permission: 'users.manage', entities: { id: 'User' }, response: 'list' },
  { method: 'delete', path: '/api/users/{id}/tokens/{tokenId}', tag: 'Users', summary: 'Revoke one token of a user', permission: 'users.manage', entities: { id: 'User', tokenId: 'Token' }, response: 'message', message: 'Token revoked' },

  // ---- Molds ----
  {
    method: 'get',
    path: '/api/molds',
    tag: 'Molds',
    summary: 'List molds (the whole list, or a page)',
    query: moldListQuery.extend(optionalPaging.shape).extend(cursorPaging),
    response: 'list-or-paged',
    example: [ex.moldExample].map(({ maintenance_history: _m, usage_history: _u, maintenance_history_total: _mt, usage_history_total: _ut, ...m }) => m),
  },
  {
    method: 'post',
    path: '/api/molds',
    tag: 'Molds',
    summary: 'Register a mold',
    description: 'Also accepts `location` for `storage_location` and `maintenance_interval` for `maintenance_interval_shots`. A customer-owned mold needs `customer_id`.',
    permission: 'molds.write',
    body: createMoldSchema,
    bodyExample: ex.moldBody,
    response: 'created',
    message: 'Mold created successfully',
  },
  { method: 'get', path: '/api/molds/search', tag: 'Molds', summary: 'The mold picker: code or name contains `q`', query: moldSearchQuery, response: 'list' },
  { method: 'get', path: '/api/molds/export', tag: 'Molds', summary: 'Export the mold list as CSV (filters as on screen)', query: moldListQuery, response: 'csv' },
  {
    method: 'get',
    path: '/api/molds/{id}',
    tag: 'Molds',
    summary: 'One mold with its latest maintenance and usage history',
    entities: { id: 'Mold' },
    response: 'record',
    versioned: true,
    example: ex.moldExample,
  },
  ...updates({
    path: '/api/molds/{id}',
    tag: 'Molds',
    summary: 'Update a mold (any subset of its fields)',
    description: 'Counters and maintenance dates are not writable here. Send `version` or `If-Match` to guard against stale writes.',
    permission: 'molds.write',
    entities: { id: 'Mold' },
    body: updateMoldSchema,
    bodyExample: { status: 'maintenance', storage_location: 'Toolroom bench 2', version: 4 },
    message: 'Mold updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/molds/{id}/maintenance', tag: 'Molds', summary: 'A mold’s maintenance records, newest first (or by `sort`/`dir`)', entities: { id: 'Mold' }, query: optionalPaging.extend(sortQuerySchema(MAINTENANCE_SORT).shape), response: 'list-or-paged', example: ex.moldExample.maintenance_history },
  { method: 'get', path: '/api/molds/{id}/maintenance/export', tag: 'Molds', summary: 'Export a mold’s maintenance records as CSV (order as on screen)', entities: { id: 'Mold' }, query: sortQuerySchema(MAINTENANCE_SORT), response: 'csv' },
  {
    method: 'post',
    path: '/api/molds/{id}/maintenance',
    tag: 'Molds',
    summary: 'Log maintenance',
    description: 'Sets `last_maintenance_date`; preventive, corrective and repair reset the shot counter unless `resets_counter` is false. A back-dated record is history only.',
    permission: 'mold_maintenance.write',
    entities: { id: 'Mold' },
    body: maintenanceRecordSchema,
    bodyExample: { date: '2026-11-21', type: 'preventive', description: 'Cleaned vents, replaced ejector pin 3', technician: 'R. Alvarez', cost: 420 },
    response: 'created',
    message: 'Maintenance logged successfully',
    example: ex.maintenanceLoggedExample,
  },
  { method: 'get', path: '/api/molds/{id}/usage', tag: 'Molds', summary: 'A mold’s usage records, newest first (or by `sort`/`dir`)', entities: { id: 'Mold' }, query: optionalPaging.extend(sortQuerySchema(USAGE_SORT).shape), response: 'list-or-paged', example: ex.moldExample.usage_history },
  { method: 'get', path: '/api/molds/{id}/usage/export', tag: 'Molds', summary: 'Export a mold’s usage records as CSV (order as on screen)', entities: { id: 'Mold' }, query: sortQuerySchema(USAGE_SORT), response: 'csv' },
  {
    method: 'post',
    path: '/api/molds/{id}/usage',
    tag: 'Molds',
    summary: 'Record a production run (adds the shots to both counters)',
    description: 'Also the call of a press-counter integration.',
    permission: 'mold_usage.write',
    entities: { id: 'Mold' },
    body: usageRecordSchema,
    bodyExample: { date: '2026-11-20', work_order: 'WO-2026-00318', product: 'NA-CLIP-08', shots_produced: 1040, machine: 'Press 7 (350 t)', operator: 'J. Kim', defect_rate: 0.8 },
    response: 'created',
    message: 'Usage recorded successfully',
    example: ex.usageRecordedExample,
  },

  // ---- Products ----
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

  // ---- BOMs ----
  {
    method: 'post',
    path: '/api/boms',
    tag: 'BOMs',
    summary: 'Create or replace a product’s BOM',
    description: 'Created → 201, replaced → 200. Send the BOM’s `version` (or If-Match) to replace it safely; `version: 0` (or `If-None-Match: *`) means “a first BOM”: 409 if one was saved meanwhile. 422 for an unknown or self-referencing component, a quantity ≤ 0, scrap outside 0–100, or a cycle through nested BOMs.',
    permission: 'boms.write',
    body: saveBomSchema,
    bodyExample: {
      product_id: 40,
      bom_type: 'material',
      items: [
        { item_id: 101, quantity: 0.0068, unit: 'kg', scrap_percentage: 2.5, operation: 'molding' },
        { item_id: 108, quantity: 0.0001, unit: 'kg', operation: 'molding' },
      ],
    },
    response: 'saved',
    message: 'BOM saved successfully',
    example: ex.bomExample,
    versioned: true,
  },
  { method: 'get', path: '/api/boms/product/{id}', tag: 'BOMs', summary: 'The BOM of a product, items in sequence order', entities: { id: 'BOM' }, response: 'record', versioned: true, example: ex.bomExample },

  // ---- Inventory ----
  {
    method: 'get',
    path: '/api/inventory/product/{id}',
    tag: 'Inventory',
    summary: 'Stock of a product by location, oldest receipt first (FIFO)',
    entities: { id: 'Product' },
    response: 'list',
  },
  { method: 'get', path: '/api/inventory/items/search', tag: 'Inventory', summary: 'The inventory item picker', query: itemSearchQuery, response: 'list' },

  // ---- Customers ----
  { method: 'get', path: '/api/customers', tag: 'Customers', summary: 'List customers (paged)', query: customerListQuery.extend(paging).extend(cursorPaging), response: 'paged', example: [ex.customerExample] },
  {
    method: 'post',
    path: '/api/customers',
    tag: 'Customers',
    summary: 'Create a customer (the code CNnn is assigned)',
    permission: 'customers.write',
    body: createCustomerSchema,
    bodyExample: ex.customerBody,
    response: 'created',
    message: 'Customer created successfully',
  },
  { method: 'get', path: '/api/customers/export', tag: 'Customers', summary: 'Export the customer list as CSV (filters as on screen)', query: customerListQuery, response: 'csv' },
  { method: 'get', path: '/api/customers/{id}', tag: 'Customers', summary: 'One customer', entities: { id: 'Customer' }, response: 'record', versioned: true, example: ex.customerExample },
  ...updates({
    path: '/api/customers/{id}',
    tag: 'Customers',
    summary: 'Update a customer (the fields sent)',
    permission: 'customers.write',
    entities: { id: 'Customer' },
    body: updateCustomerSchema,
    bodyExample: { credit_limit: 300000, version: 2 },
    message: 'Customer updated successfully',
    versioned: true,
  }),
  {
    method: 'get',
    path: '/api/sales/customers/search',
    tag: 'Customers',
    summary: 'The customer picker',
    query: customerSearchQuery,
    response: 'list',
    example: [{ id: 3, company_name: 'Northfield Appliances Inc.', customer_code: 'CN03', email: 'purchasing@northfield-appliances.com' }],
  },

  // ---- Suppliers ----
  { method: 'get', path: '/api/suppliers', tag: 'Suppliers', summary: 'List suppliers (paged, with scorecard summary)', query: supplierListQuery.extend(paging).extend(cursorPaging), response: 'paged', example: [ex.supplierExample] },
  { method: 'post', path: '/api/suppliers', tag: 'Suppliers', summary: 'Create a supplier', permission: 'suppliers.write', body: createSupplierSchema, bodyExample: ex.supplierBody, response: 'created', message: 'Supplier created successfully' },
  { method: 'get', path: '/api/suppliers/export', tag: 'Suppliers', summary: 'Export the supplier list as CSV (filters as on screen)', query: supplierListQuery, response: 'csv' },
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

  // ---- Scorecards ----
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

  // ---- Corrective actions ----
  {
    method: 'get',
    path: '/api/suppliers/{id}/scorecard/corrective-actions',
    tag: 'Corrective actions',
    summary: 'A supplier’s corrective actions (paged)',
    entities: supplierEntities,
    query: correctiveActionListQuery.extend(paging),
    response: 'paged',
    example: [ex.correctiveActionExample],
  },
  {
    method: 'get',
    path: '/api/suppliers/{id}/scorecard/corrective-actions/export',
    tag: 'Corrective actions',
    summary: 'Export a supplier’s corrective actions as CSV (filter and order as on screen)',
    entities: supplierEntities,
    query: correctiveActionListQuery,
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

  // ---- Costing ----
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
  { method: 'get', path: '/api/costing/cost-sheets/export', tag: 'Costing', summary: 'Export the current cost sheets as CSV (filters and order as on screen)', query: listCostSheetsQuery, response: 'csv' },
  { method: 'get', path: '/api/costing/cost-sheets', tag: 'Costing', summary: 'The current cost sheet of every costed product (paged)', query: listCostSheetsQuery.extend(paging), response: 'paged' },
  {
    method: 'get',
    path: '/api/costing/products/{id}/cost-sheet',
    tag: 'Costing',
    summary: 'A product’s current cost sheet with its inputs',
    entities: { id: 'Product' },
    response: 'record',
    errors: { 404: 'Product not found, or it has no cost sheet yet ("Cost sheet not found").' },
  },
  { method: 'get', path: '/api/costing/products/{id}/cost-sheet/versions', tag: 'Costing', summary: 'Every version of a product’s cost sheet, newest first (paged)', entities: { id: 'Product' }, query: z.object(paging), response: 'paged' },
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
  // ---- Production ----
  { method: 'get', path: '/api/production/work-orders', tag: 'Production', summary: 'List work orders, newest first (the whole list, or a page)', query: workOrderListQuerySchema.extend(optionalPaging.shape).extend(cursorPaging), response: 'list-or-paged' },
  {
    method: 'post',
    path: '/api/production/work-orders',
    tag: 'Production',
    summary: 'Plan a work order (status scheduled, number WO-YYYY-NNNNN)',
    description: 'A mold that is not active → 422 on `mold_id`.',
    permission: 'work_orders.write',
    body: createWorkOrderSchema,
    bodyExample: { product_id: 40, mold_id: 12, machine_id: 7, quantity_planned: 50000, priority: 'high', target_date: '2026-12-10' },
    response: 'created',
    message: 'Work order created successfully',
  },
  { method: 'get', path: '/api/production/work-orders/export', tag: 'Production', summary: 'Export the work-order list as CSV (filters and order as on screen)', query: workOrderListQuerySchema, response: 'csv' },
  { method: 'get', path: '/api/production/work-orders/{id}', tag: 'Production', summary: 'One work order with its latest reports', entities: { id: 'Work order' }, response: 'record', versioned: true, example: ex.workOrderExample },
  ...updates({
    path: '/api/production/work-orders/{id}',
    tag: 'Production',
    summary: 'Update a work order’s plan and/or move its status',
    description: 'Planning fields need work_orders.write (Planning); a `status` move needs work_orders.status (Production). A completed order cannot be changed.',
    permission: ['work_orders.write', 'work_orders.status'],
    entities: { id: 'Work order' },
    body: updateWorkOrderSchema,
    bodyExample: { status: 'in_progress', version: 2 },
    message: 'Work order updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/production/work-orders/{id}/reports', tag: 'Production', summary: 'A work order’s production reports, newest first (or by `sort`/`dir`)', entities: { id: 'Work order' }, query: optionalPaging.extend(sortQuerySchema(REPORT_SORT).shape), response: 'list-or-paged' },
  { method: 'get', path: '/api/production/work-orders/{id}/reports/export', tag: 'Production', summary: 'Export a work order’s production reports as CSV (order as on screen)', entities: { id: 'Work order' }, query: sortQuerySchema(REPORT_SORT), response: 'csv' },
  {
    method: 'post',
    path: '/api/production/work-orders/{id}/reports',
    tag: 'Production',
    summary: 'Report production on an order in progress (adds shots to the mold’s counters)',
    permission: 'production_reports.write',
    entities: { id: 'Work order' },
    body: productionReportSchema,
    bodyExample: { shots: 1040, good_parts: 8250, scrap_parts: 70, operator: 'J. Kim' },
    response: 'created',
    message: 'Production reported successfully',
  },
  { method: 'get', path: '/api/production/stats', tag: 'Production', summary: 'Work-order statistics (total, active, completed today, average efficiency)', response: 'record' },
  { method: 'get', path: '/api/machines', tag: 'Machines', summary: 'List machines (presses), by number (or `sort`/`dir`)', query: sortQuerySchema(MACHINE_SORT), response: 'list' },
  { method: 'get', path: '/api/machines/export', tag: 'Machines', summary: 'Export the machines as CSV (in the order asked)', query: sortQuerySchema(MACHINE_SORT), response: 'csv' },
  {
    method: 'post',
    path: '/api/machines',
    tag: 'Machines',
    summary: 'Add a machine',
    permission: 'machines.write',
    body: createMachineSchema,
    bodyExample: { machine_number: 'P-07', machine_name: 'Press 7 (350 t)', tonnage: 350, hourly_rate: 62 },
    response: 'created',
    message: 'Machine created successfully',
  },
  { method: 'get', path: '/api/machines/{id}', tag: 'Machines', summary: 'One machine', entities: { id: 'Machine' }, response: 'record', versioned: true },
  ...updates({
    path: '/api/machines/{id}',
    tag: 'Machines',
    summary: 'Update a machine (status changes may give a reason)',
    permission: 'machines.write',
    entities: { id: 'Machine' },
    body: updateMachineSchema,
    bodyExample: { status: 'maintenance', reason: 'Hydraulic leak on clamp unit' },
    message: 'Machine updated successfully',
    versioned: true,
  }),
  { method: 'get', path: '/api/shop-floor/machines', tag: 'Machines', summary: 'The shop floor board: every machine with its current job', response: 'list' },
  { method: 'get', path: '/api/shop-floor/jobs', tag: 'Machines', summary: 'Jobs in progress with machine, mold and progress', response: 'list' },
  { method: 'get', path: '/api/shop-floor/stats', tag: 'Machines', summary: 'Shop floor figures', response: 'record' },
  { method: 'get', path: '/api/inventory/items', tag: 'Inventory', summary: 'List inventory items with stock status (paged)', query: inventoryItemsQuery.extend(paging).extend(cursorPaging), response: 'paged', example: [ex.inventoryItemExample] },
  { method: 'post', path: '/api/inventory/items', tag: 'Inventory', summary: 'Add an inventory item (creates the product and its empty balance)', permission: 'inventory.write', body: createProductSchema, bodyExample: { product_code: 'RM-PP-C30', product_name: 'PP copolymer, natural', product_type: 'raw_material', unit: 'kg', standard_cost: 1.62, reorder_level: 2000 }, response: 'created', message: 'Inventory item created successfully' },
  { method: 'get', path: '/api/inventory/export', tag: 'Inventory', summary: 'Export the inventory list as CSV (filters as on screen)', query: inventoryItemsQuery, response: 'csv' },
  { method: 'post', path: '/api/inventory/import', tag: 'Inventory', summary: 'Import one batch of CSV rows (at most 1,000): which rows were imported, skipped or refused', permission: 'inventory.write', body: importInventoryBody, bodyExample: { kind: 'items', rows: [{ row: 2, values: { product_code: 'RM-ABS-01', product_name: 'ABS natural', product_type: 'raw_material', unit: 'kg' } }] }, response: 'record' },
  { method: 'get', path: '/api/inventory/stats', tag: 'Inventory', summary: 'Inventory figures (items, low and out of stock, value)', response: 'record' },
  { method: 'get', path: '/api/inventory/locations', tag: 'Inventory', summary: 'Stock locations', response: 'list' },
  { method: 'get', path: '/api/inventory/product/{id}/movements', tag: 'Inventory', summary: 'A product’s stock movements, newest first unless `sort` asks otherwise (paged)', entities: { id: 'Product' }, query: z.object(paging).extend(sortQuerySchema(MOVEMENT_SORT).shape), response: 'paged' },
  { method: 'get', path: '/api/inventory/product/{id}/movements/export', tag: 'Inventory', summary: 'Export a product’s stock movements as CSV (order as on screen)', entities: { id: 'Product' }, query: sortQuerySchema(MOVEMENT_SORT), response: 'csv' },
  { method: 'post', path: '/api/inventory/receipts', tag: 'Inventory', summary: 'Receive stock: a new lot at a location', permission: 'inventory.write', body: receiveSchema, bodyExample: { product_id: 101, location_id: 1, quantity: 1250, unit_cost: 1.58, lot_number: 'GL-26-114' }, response: 'created', message: 'Stock received successfully' },
  { method: 'post', path: '/api/inventory/issues', tag: 'Inventory', summary: 'Issue stock, FIFO from the oldest lot', permission: 'inventory.write', body: issueSchema, bodyExample: { product_id: 101, quantity: 340, reference: 'WO-2026-00318' }, response: 'created', message: 'Stock issued successfully' },
  { method: 'post', path: '/api/inventory/transfers', tag: 'Inventory', summary: 'Transfer stock between locations (FIFO, lots keep their dates)', permission: 'inventory.write', body: transferSchema, bodyExample: { product_id: 101, from_location_id: 1, to_location_id: 3, quantity: 500 }, response: 'created', message: 'Stock transferred successfully' },
  { method: 'post', path: '/api/inventory/adjustments', tag: 'Inventory', summary: 'Adjust stock (+ adds, − takes FIFO) with a reason', permission: 'inventory.write', body: adjustSchema, bodyExample: { product_id: 101, location_id: 1, quantity_change: -12.5, reason: 'damaged' }, response: 'created', message: 'Stock adjusted successfully' },
];
