/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { ITEM_SEARCH_DEFAULT_LIMIT, ITEM_SEARCH_MAX_LIMIT } from '@/lib/inventory/schemas';
import { z } from 'zod';
import { searchLimit } from '@/lib/openapi/legacy-params';
import { type Operation } from '@/lib/openapi/types';

const itemSearchQuery = z.object({
  q: z.string().max(200).optional().meta({ description: 'At least 2 characters: product code, name and description.' }),
  category: z.string().optional().meta({
    description: 'Comma list: product types (raw_material, finished_good, …, or raw_materials, finished_goods, components), else a product category; `all` = no filter.',
  }),
  limit: searchLimit(ITEM_SEARCH_DEFAULT_LIMIT, ITEM_SEARCH_MAX_LIMIT),
});

export const inventoryOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/inventory/product/{id}',
    tag: 'Inventory',
    summary: 'Stock of a product by location, oldest receipt first (FIFO)',
    entities: { id: 'Product' },
    response: 'list',
  },
  { method: 'get', path: '/api/inventory/items/search', tag: 'Inventory', summary: 'The inventory item picker', query: itemSearchQuery, response: 'list' },
];
