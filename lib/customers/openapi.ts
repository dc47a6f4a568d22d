/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { CUSTOMER_SORT } from '@/lib/customers/list-state';
import { createCustomerSchema, customerStatusFilter, updateCustomerSchema } from '@/lib/customers/schemas';
import { CUSTOMER_SEARCH_EXTRA_FIELDS, CUSTOMER_SEARCH_FIELDS } from '@/lib/customers/search-fields';
import { sortQuerySchema } from '@/lib/list/sort-query';
import { z } from 'zod';
import { paging, cursorPaging, searchLimit } from '@/lib/openapi/legacy-params';
import { updates, type Operation } from '@/lib/openapi/types';

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

export const customerOperations: Operation[] = [
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
];
