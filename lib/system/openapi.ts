/**
 * This module's operations in the OpenAPI document (/api/openapi.json, /api-docs): one entry per method and path of
 * its routes, naming the schemas the routes parse. tests/api/openapi.test.ts fails while a route has no entry.
 */
import { type Operation } from '@/lib/openapi/types';

const healthSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['ok', 'error'] }, database: { type: 'string', enum: ['connected', 'unavailable'] } },
  required: ['status', 'database'],
};

export const systemOperations: Operation[] = [
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
];
