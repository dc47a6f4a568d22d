/**
 * The BOMs API in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * app/api/boms/**, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { type Operation } from '@/lib/openapi/types';
import type { BomDto } from './dto';
import { saveBomSchema } from './schemas';

export const bomExample: BomDto = {
  id: 7,
  product_id: 40,
  bom_type: 'material',
  is_active: true,
  version: 1,
  created_at: '2026-11-02T08:15:00.000Z',
  updated_at: '2026-11-02T08:15:00.000Z',
  product: { id: 40, product_code: 'NA-CLIP-08', product_name: 'Rack clip, grey', product_type: 'finished_good' },
  items: [
    {
      id: 15,
      item_type: 'product',
      item_id: 101,
      quantity: 0.0068,
      unit: 'kg',
      scrap_percentage: 2.5,
      operation: 'molding',
      notes: 'Includes runner regrind allowance',
      sequence: 1,
      component: { id: 101, product_code: 'RM-PP-C30', product_name: 'PP copolymer, natural', product_type: 'raw_material', unit: 'kg', standard_cost: 1.62 },
    },
    {
      id: 16,
      item_type: 'product',
      item_id: 108,
      quantity: 0.0001,
      unit: 'kg',
      scrap_percentage: 0,
      operation: 'molding',
      notes: null,
      sequence: 2,
      component: { id: 108, product_code: 'RM-MB-7035', product_name: 'Masterbatch grey 7035', product_type: 'raw_material', unit: 'kg', standard_cost: 6.8 },
    },
  ],
};

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
    example: bomExample,
    versioned: true,
  },
  { method: 'get', path: '/api/boms/product/{id}', tag: 'BOMs', summary: 'The BOM of a product, items in sequence order', entities: { id: 'BOM' }, response: 'record', versioned: true, example: bomExample },
];
