/**
 * The OpenAPI 3.1 document of /api, built from `OPERATIONS` (lib/openapi/operations.ts) and the zod schemas the
 * services parse with (`z.toJSONSchema`, input side: what a client sends). Served at GET /api/openapi.json and
 * rendered at /api-docs. Built once per process (pure).
 */
import 'server-only';
import { z } from 'zod';
import { PERMISSIONS } from '@/lib/auth/permissions';
import { paginatorFields } from '@/lib/list/paging';
import { APP_VERSION } from '@/lib/system/service';
import { OPERATIONS, TAGS, type Operation } from './operations';
import { responseDataOf } from './responses';

export type JsonSchema = { [key: string]: unknown };

type MediaType = { schema: JsonSchema; example?: unknown };
type ResponseObject = { description: string; headers?: Record<string, unknown>; content?: Record<string, MediaType> } | { $ref: string };

export type OpenApiParameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; description?: string; schema: JsonSchema };

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  'x-permission'?: { name: string; roles: string[] };
};

export type OpenApiDocument = {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
  };
};

/** zod → JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what a client sends. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

/**
 * zod → JSON Schema of what the API answers: every field required unless optional, `additionalProperties: false`
 * (a field the DTO gains without its schema makes the answer invalid: tests/api/openapi-responses.test.ts).
 */
export function outputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return hoistDescriptions(json);
}

/**
 * `out.count('Shots.').nullable()` becomes `anyOf [{integer, description}, {null}]`: the description belongs to the
 * field, where readers (and /api-docs) look for it.
 */
function hoistDescriptions(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (Array.isArray(value)) out[key] = value.map((v) => (v && typeof v === 'object' ? hoistDescriptions(v as JsonSchema) : v));
    else if (value && typeof value === 'object') out[key] = key === 'properties' || key === '$defs' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hoistDescriptions(v as JsonSchema)])) : hoistDescriptions(value as JsonSchema);
    else out[key] = value;
  }
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (branches && out.description === undefined) {
    const described = branches.filter((b) => b.type !== 'null' && typeof b.description === 'string');
    if (described.length === 1 && branches.length === 2) {
      out.description = described[0].description;
      out.anyOf = branches.map((b) => {
        if (b !== described[0]) return b;
        const { description: _d, ...rest } = b;
        return rest;
      });
    }
  }
  return out;
}

/** A query value is never JSON null: `anyOf [X, null]` → X. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf) {
    const rest = anyOf.filter((s) => s.type !== 'null');
    if (rest.length === 1) {
      const { anyOf: _, ...others } = schema;
      return { ...others, ...rest[0] };
    }
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  return schema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (schema: JsonSchema, example?: unknown): Record<string, MediaType> => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});

const errorBody = (message: string) => ({ success: false, message });

const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description: 'Every failure (CONTRACT §1).',
    properties: { success: { const: false }, message: { type: 'string' } },
    required: ['success', 'message'],
  },
  ValidationError: {
    type: 'object',
    description: 'A 422: the first message, and every message per field (the request’s snake_case names, `items.2.quantity`).',
    properties: {
      success: { const: false },
      message: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    },
    required: ['success', 'message', 'errors'],
  },
  // The paginator's fields come from lib/list/paging.ts (one place); each paged answer adds the schema of its rows.
  Paginator: outputSchema(
    z
      .object({ success: z.literal(true), data: z.array(z.unknown()).meta({ description: 'The rows of this page (their fields: each operation).' }), ...paginatorFields })
      .meta({ description: 'The flat paginator (CONTRACT §1): per_page defaults to 15, at most 100; past the end, data is [] with the real total.' }),
  ),
};

const COMPONENT_RESPONSES: Record<string, ResponseObject> = {
  Unauthenticated: {
    description: 'No or bad bearer token, and no browser session.',
    headers: { 'WWW-Authenticate': { description: 'Bearer realm="Moldline"', schema: { type: 'string' } } },
    content: json(ref('Error'), errorBody('Unauthenticated.')),
  },
  BadRequest: {
    description: 'The body is not JSON, not an object, not sent as application/json, or nested deeper than 64 levels.',
    content: json(ref('Error'), errorBody('The request body is not valid JSON.')),
  },
  PayloadTooLarge: {
    description: 'The body is larger than 1 MB (counted as it streams).',
    content: json(ref('Error'), errorBody('The request body is too large (at most 1 MB).')),
  },
  ValidationFailed: {
    description: 'Validation failed (field errors), also uniqueness and unknown enum values.',
    content: json(ref('ValidationError'), { success: false, message: 'The mold code has already been taken.', errors: { mold_code: ['The mold code has already been taken.'] } }),
  },
  Conflict: {
    description: 'Stale write: the `version` (or `If-Match`) sent is not the stored one. Nothing changed.',
    content: json(ref('Error'), errorBody('This record was changed by someone else since you loaded it. Reload it and try again.')),
  },
  Throttled: {
    description: 'Too many failed sign-ins for this email and address (5 per minute).',
    headers: { 'Retry-After': { description: 'Seconds until the next attempt is accepted.', schema: { type: 'integer' } } },
    content: json(ref('Error'), errorBody('Too many login attempts. Try again in 42 seconds.')),
  },
};

function operationId(op: Operation): string {
  if (op.operationId) return op.operationId;
  const words = op.path
    .replace(/^\/api\//, '')
    .replace(/\.json$/, '-json')
    .split(/[/-]/)
    .filter(Boolean)
    .map((w) => (w.startsWith('{') ? `by ${w.slice(1, -1)}` : w))
    .join(' ')
    .split(/\s+/);
  return [op.method, ...words].map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

function pathParameters(op: Operation): OpenApiParameter[] {
  return [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const entity = op.entities?.[name] ?? 'record';
    return { name, in: 'path', required: true, description: `The ${entity.toLowerCase()} id (a non-numeric or unknown id is a 404).`, schema: { type: 'integer', minimum: 1, maximum: 2147483647 } };
  });
}

function queryParameters(op: Operation): OpenApiParameter[] {
  if (!op.query) return [];
  const schema = inputSchema(op.query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, prop]) => {
    const { description, ...rest } = withoutNull(prop);
    return { name, in: 'query' as const, required: required.has(name), ...(description ? { description: String(description) } : {}), schema: rest };
  });
}

/** The success envelopes around a `data` schema (exact: no other keys). */
const envelopes = {
  ok: (data: JsonSchema): JsonSchema => ({ type: 'object', properties: { success: { const: true }, data }, required: ['success', 'data'], additionalProperties: false }),
  withMessage: (message: string | undefined, data?: JsonSchema): JsonSchema => ({
    type: 'object',
    properties: { success: { const: true }, message: message ? { type: 'string', examples: [message] } : { type: 'string' }, ...(data ? { data } : {}) },
    required: ['success', 'message', ...(data ? ['data'] : [])],
    additionalProperties: false,
  }),
  /** The paginator (components/schemas/Paginator) with its rows' schema. */
  paged: (row: JsonSchema): JsonSchema => ({ allOf: [ref('Paginator'), { type: 'object', properties: { data: { type: 'array', items: row } } }] }),
};

function successResponses(op: Operation): Record<string, ResponseObject> {
  const data = op.example;
  // The exact schema of `data` (for lists and pages: of one row), from lib/openapi/responses.ts.
  const described = responseDataOf(op);
  const dataSchema = described ? outputSchema(described) : undefined;
  const record = dataSchema ?? { type: 'object' };
  const row = dataSchema ?? { type: 'object' };
  const arrayData = { type: 'array', items: row };
  const { ok, withMessage, paged } = envelopes;
  const etag = op.versioned ? { headers: { ETag: { description: 'The record’s version, `"<version>"`: send it back as If-Match.', schema: { type: 'string' } } } } : {};
  const paginatorExample = (rows: unknown) => {
    const list = Array.isArray(rows) ? rows : [];
    return { success: true, data: list, current_page: 1, last_page: 1, per_page: 15, total: list.length, from: list.length ? 1 : null, to: list.length || null };
  };
  const maybe = (body: unknown) => (data === undefined ? undefined : body);

  switch (op.response) {
    case 'record':
      return { 200: { description: 'The record.', ...etag, content: json(ok(record), maybe({ success: true, data })) } };
    case 'list':
      return { 200: { description: 'The rows (not paged).', content: json(ok(arrayData), maybe({ success: true, data })) } };
    case 'paged':
      return { 200: { description: 'One page of rows: the flat paginator.', content: json(paged(row), paginatorExample(data)) } };
    case 'list-or-paged':
      return {
        200: {
          description: 'Without `page`: every row as `{success, data}`. With `page`: the flat paginator.',
          content: json({ oneOf: [ok(arrayData), paged(row)] }, maybe({ success: true, data })),
        },
      };
    case 'created':
    case 'saved': {
      const created: ResponseObject = {
        description: 'Created.',
        headers: {
          Location: { description: 'Where the new record (or its list) is read.', schema: { type: 'string' } },
          ...(op.versioned ? etag.headers : {}),
        },
        content: json(withMessage(op.message, record), maybe({ success: true, message: op.message, data })),
      };
      if (op.response === 'created') return { 201: created };
      return { 200: { description: 'Replaced (it existed).', ...etag, content: json(withMessage(op.message, record), maybe({ success: true, message: op.message, data })) }, 201: created };
    }
    case 'updated':
      return { 200: { description: 'Done.', ...etag, content: json(withMessage(op.message, record), maybe({ success: true, message: op.message, data })) } };
    case 'message':
      return {
        200: {
          description: 'Done.',
          content: json(withMessage(op.message, dataSchema), data === undefined ? { success: true, message: op.message } : { success: true, message: op.message, data }),
        },
      };
    case 'csv':
      return {
        200: {
          description: 'Every row of the list as filtered, streamed as CSV (UTF-8, header row; cells starting with = + - @ are neutralised).',
          headers: { 'Content-Disposition': { description: 'attachment; filename="<list>-<date>.csv"', schema: { type: 'string' } } },
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      };
    case 'raw':
      return { 200: { description: 'OK.', content: json(op.rawSchema ?? { type: 'object' }, data) } };
  }
}

/** The permission(s) an operation checks: names, the roles holding any of them, the first refusal's words. */
function permissionOf(op: Operation): { name: string; roles: string[]; refusal: string } | undefined {
  if (!op.permission) return undefined;
  const names = Array.isArray(op.permission) ? op.permission : [op.permission];
  const roles = [...new Set(names.flatMap((n) => PERMISSIONS[n].roles))];
  return { name: names.join(' or '), roles, refusal: PERMISSIONS[names[0]].refusal };
}

function errorResponses(op: Operation): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  const pathEntities = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => op.entities?.[name] ?? 'Record');
  if (op.body) {
    out[400] = responseRef('BadRequest');
  }
  if (op.errors?.[400]) out[400] = { description: op.errors[400], content: json(ref('Error')) };
  if (op.auth !== 'public') out[401] = responseRef('Unauthenticated');
  if (op.errors?.[401]) out[401] = { description: op.errors[401], content: json(ref('Error'), errorBody('Invalid credentials')) };
  const permission = permissionOf(op);
  if (permission) {
    out[403] = {
      description: `Signed in, but the role may not (allowed: ${permission.roles.join(', ')}).`,
      content: json(ref('Error'), errorBody(`You do not have permission to ${permission.refusal}.`)),
    };
  }
  if (pathEntities.length) {
    const names = [...new Set(pathEntities)];
    out[404] = { description: `${names.join(' or ')} not found (also a non-numeric id).`, content: json(ref('Error'), errorBody(`${names[names.length - 1]} not found`)) };
  }
  if (op.errors?.[404]) out[404] = { description: op.errors[404], content: json(ref('Error')) };
  if (op.versioned && op.body) out[409] = responseRef('Conflict');
  if (op.body) out[413] = responseRef('PayloadTooLarge');
  if (op.body || op.query) out[422] = responseRef('ValidationFailed');
  if (op.throttled) out[429] = responseRef('Throttled');
  if (op.errors?.[503]) out[503] = { description: op.errors[503], content: json(op.rawSchema ?? ref('Error')) };
  return out;
}

function buildOperation(op: Operation): OpenApiOperation {
  const parameters = [...pathParameters(op), ...queryParameters(op)];
  if (op.versioned && op.body) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'The version read (the ETag, `"4"`); stale → 409. Same as sending `version` in the body.',
      schema: { type: 'string' },
    });
  }
  let requestBody: OpenApiOperation['requestBody'];
  if (op.body) {
    const schema = inputSchema(op.body);
    if (op.versioned) {
      const properties = { ...((schema.properties as Record<string, JsonSchema>) ?? {}) };
      properties.version = { type: 'integer', minimum: 0, description: 'The version read; stale → 409 and nothing changes. Optional.' };
      schema.properties = properties;
    }
    requestBody = { required: true, content: json(schema, op.bodyExample) };
  }
  const checked = permissionOf(op);
  const permission = checked ? { name: checked.name, roles: checked.roles } : undefined;
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(op.auth === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponses(op), ...errorResponses(op) },
    ...(permission ? { 'x-permission': permission } : {}),
  };
}

const DESCRIPTION = [
  'The REST API of Moldline. JSON is snake_case; dates are `YYYY-MM-DD`, timestamps ISO-8601 UTC; money and decimals are JSON numbers.',
  '',
  'Authenticate with `POST /api/login` and send `Authorization: Bearer <token>`; integration tokens are also made at /account (`POST /api/tokens`). A browser session cookie is accepted too (writes must then come from this origin).',
  '',
  'Every answer is an envelope: `{ "success": true, "data": … }`, writes `{ "success": true, "message": "…", "data": … }`, failures `{ "success": false, "message": "…" }` (422 adds `errors` per field). Paged lists answer the flat paginator. Precedence: 401, 403, 404, 422, 409.',
].join('\n');

let cached: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  if (cached) return cached;
  const paths: OpenApiDocument['paths'] = {};
  for (const op of OPERATIONS) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is described twice`);
    item[op.method] = buildOperation(op);
  }
  cached = {
    openapi: '3.1.1',
    info: { title: 'Moldline API', version: APP_VERSION, description: DESCRIPTION },
    servers: [{ url: '/' }],
    tags: TAGS.map((t) => ({ ...t })),
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/login or POST /api/tokens (opaque; expires).' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description: 'The browser session of the web app (`__Secure-next-auth.session-token` over https). Writes must come from this origin.',
        },
      },
      schemas: COMPONENT_SCHEMAS,
      responses: COMPONENT_RESPONSES,
    },
  };
  return cached;
}
