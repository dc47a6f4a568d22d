/**
 * The shape of an OpenAPI operation entry. Each module declares its operations beside its code
 * (`lib/<module>/openapi.ts`, an `Operation[]`); lib/openapi/operations.ts gathers them in the document's order.
 * Errors, security and envelopes follow from an entry's fields:
 *   auth 'public' → no security, no 401;  permission → 403 (with the roles);  a `{param}` → 404 naming `entity`;
 *   query or body → 422;  body → 400 and 413;  versioned → If-Match, 409 (and ETag on reads);  throttled → 429.
 * An entry's `query` and `body` are the very schemas the route parses (the list's query schema of its
 * `list-state.ts`, the service's input schema): the document cannot describe a parameter the route does not read.
 */
import type { z } from 'zod';
import type { Permission } from '@/lib/auth/permissions';

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
  { name: 'Purchasing', description: 'Purchase orders, goods receipts with rejects (stock and supplier scorecards follow), reorder suggestions.' },
  { name: 'Maintenance', description: 'Maintenance work orders for molds and presses: raised by shots, days or running hours, started, completed with parts; the forecast.' },
  { name: 'Sales', description: 'Sales orders (draft → confirmed → shipped), make-to-order work orders, shipments and packing slips.' },
  { name: 'Reports', description: 'Downtime of presses, OEE per press, day and mold, the downtime and scrap Paretos and their CSV exports.' },
  { name: 'Scan', description: 'What a scanned barcode or QR code (or a typed code) names, and the page it opens.' },
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

/** PUT and PATCH, which every update route accepts alike (CONTRACT §1). */
export function updates(op: Omit<Operation, 'method' | 'response'> & { response?: ResponseKind }): Operation[] {
  return (['put', 'patch'] as const).map((method) => ({
    response: 'updated' as const,
    ...op,
    method,
    summary: `${op.summary}${method === 'put' ? '' : ' (PATCH: same as PUT)'}`,
  }));
}

