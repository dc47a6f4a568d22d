/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { saveBomSchema } from '@/lib/boms/schemas';
import { type Operation } from '@/lib/openapi/types';

export const bomOperations: Operation[] = [
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
];
