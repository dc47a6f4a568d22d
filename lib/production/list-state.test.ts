import { describe, expect, it } from 'vitest';
import { parseInput } from '@/lib/validation/parse';
import { workOrderList, workOrderListQuerySchema, workOrderReports } from './list-state';

describe('the work-order list state (workOrderList)', () => {
  it('keeps valid values, drops the rest (a hand-edited URL is not an error page)', () => {
    expect(workOrderList.load({ page: '2', q: 'cap', status: 'in_progress', priority: 'urgent', late: 'true', sort: 'bogus', mold_id: 'x' })).toEqual({
      page: 2,
      per_page: 15,
      q: 'cap',
      search: '',
      status: ['in_progress'],
      late: true,
      sort: 'created',
    });
    expect(workOrderList.load({ status: 'all' }).status).toEqual(['all']);
    expect(workOrderList.load({ late: 'maybe' }).late).toBeUndefined();
  });

  it('builds the screen’s hrefs and the export’s from the state', () => {
    const state = workOrderList.load({ page: '3', status: 'delayed', sort: 'target_date' });
    expect(workOrderList.href(state, { page: 4 })).toBe('/production?page=4&status=delayed&sort=target_date');
    expect(workOrderList.href(state, { status: undefined })).toBe('/production?sort=target_date');
    expect(workOrderList.href(workOrderList.load({ late: 'true' }), { late: undefined })).toBe('/production');
    expect(workOrderList.exportHref(state, '/api/production/work-orders/export')).toBe('/api/production/work-orders/export?status=delayed&sort=target_date');
    expect(workOrderList.isFiltered(state)).toBe(true);
    expect(workOrderList.isFiltered(workOrderList.load({ sort: 'priority', page: '2' }))).toBe(false);
  });

  it('is the API’s query: comma lists, ids and the flag typed, a bad value a 422 naming the field', () => {
    expect(parseInput(workOrderListQuerySchema, { status: 'scheduled,delayed', priority: 'high', machine_id: '7', late: 'true', page: '2' })).toEqual({
      status: ['scheduled', 'delayed'],
      priority: ['high'],
      machine_id: 7,
      late: true,
      page: 2,
    });
    const fields = (query: Record<string, string>) => {
      try {
        parseInput(workOrderListQuerySchema, query);
        return [];
      } catch (error) {
        return Object.keys((error as { errors: Record<string, string[]> }).errors);
      }
    };
    expect(fields({ priority: 'urgent' })).toEqual(['priority']);
    expect(fields({ late: 'yes' })).toEqual(['late']);
    expect(fields({ mold_id: '0', sort: 'colour' })).toEqual(['mold_id', 'sort']);
  });
});

describe('a work order’s reports (workOrderReports)', () => {
  it('reads its prefixed keys back into the API list’s query', () => {
    expect(workOrderReports.query({ reports_sort: 'scrap_parts', reports_dir: 'asc', reports_page: '3', sort: 'shots' })).toEqual({ sort: 'scrap_parts', dir: 'asc', page: 3, per_page: 20 });
    expect(workOrderReports.query({})).toEqual({ sort: 'reported_at', dir: 'desc', page: 1, per_page: 20 });
    expect(parseInput(workOrderReports.schema, { sort: 'good_parts', page: '2', per_page: '5' })).toEqual({ sort: 'good_parts', page: 2, per_page: 5 });
  });
});
