/**
 * The plant dashboard in the OpenAPI document (/api/openapi.json, /api-docs): app/api/dashboard/route.ts.
 * tests/api/openapi.test.ts fails while a route has no entry.
 */
import type { Operation } from '@/lib/openapi/types';
import type { PlantDashboard } from './dto';

const dashboardExample: PlantDashboard = {
  today: '2026-11-20',
  attention: [
    { key: 'molds_overdue', label: 'Molds overdue for maintenance', count: 2, href: '/molds?status=active&health=overdue', tone: 'danger' },
    { key: 'work_orders_late', label: 'Work orders past their target date', count: 5, href: '/production?late=true', tone: 'danger' },
  ],
  shots_per_day: [
    { date: '2026-11-19', shots: 48210 },
    { date: '2026-11-20', shots: 31875 },
  ],
};

export const dashboardOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/dashboard',
    tag: 'System',
    summary: 'The plant dashboard: what needs attention now and shots per day (30 days)',
    response: 'record',
    example: dashboardExample,
  },
];
