/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import * as ex from '@/lib/openapi/examples';
import { updates, type Operation } from '@/lib/openapi/types';
import { customerListQuerySchema, customerSearchQuerySchema } from './list-state';
import { createCustomerSchema, updateCustomerSchema } from './schemas';

export const customerOperations: Operation[] = [
  { method: 'get', path: '/api/customers', tag: 'Customers', summary: 'List customers (paged)', query: customerListQuerySchema, response: 'paged', example: [ex.customerExample] },
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
  { method: 'get', path: '/api/customers/export', tag: 'Customers', summary: 'Export the customer list as CSV (filters as on screen)', query: customerListQuerySchema, response: 'csv' },
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
    query: customerSearchQuerySchema,
    response: 'list',
    example: [{ id: 3, company_name: 'Northfield Appliances Inc.', customer_code: 'CN03', email: 'purchasing@northfield-appliances.com' }],
  },
];
