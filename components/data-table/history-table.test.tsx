import type { ColumnDef } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { History } from '@/components/ui/icons';
import { defineChildList } from '@/lib/list/child-list';
import { defineSorts, pageLocation } from '@/lib/list/sort';
import { HistoryRows, type HistoryTableProps } from './history-table';

// The sort headers are the app's Link and Try again refreshes through the router (both mounted by Next.js in the app).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/molds/1',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), refresh: vi.fn() }),
}));

type Run = { id: number; date: string };
const list = defineChildList('usage', defineSorts({ date: 'desc', shots: 'desc' }, 'date'), 20);
const columns: ColumnDef<Run>[] = [{ id: 'date', header: 'Date', meta: { sortKey: 'date' }, cell: ({ row }) => row.original.date }];
const runs = (from: number, count: number): Run[] => Array.from({ length: count }, (_, i) => ({ id: from + i, date: `run-${from + i}` }));

function props(query: Record<string, string>, load: HistoryTableProps<Run>['load'], latest = runs(1, 20), total = 25) {
  const location = pageLocation('/molds/1', query);
  const page = Number(query.usage_page ?? 1);
  const base: HistoryTableProps<Run> = { latest, total, load, columns, caption: 'Usage history', itemLabel: 'runs', empty: { icon: History, title: 'No Usage Records', description: 'None yet.' }, failureMessage: 'Failed to load usage records', list, location };
  return { ...base, page, order: list.load(location.params) };
}

describe('HistoryRows (a history tab, drawn on the server)', () => {
  it('draws a page inside the embedded latest records without reading anything', async () => {
    const load = vi.fn();
    const html = renderToStaticMarkup(await HistoryRows(props({}, load)));
    expect(load).not.toHaveBeenCalled();
    expect(html).toContain('run-1');
    expect(html).toContain('run-20');
    expect(html).toMatch(/aria-sort="descending"/);
  });

  it('reads an older page, or another order, through load with the API list’s query', async () => {
    const load = vi.fn(async () => ({ data: runs(21, 5), current_page: 2, last_page: 2, per_page: 20, total: 25, from: 21, to: 25 }));
    const page2 = renderToStaticMarkup(await HistoryRows(props({ usage_page: '2' }, load)));
    expect(load).toHaveBeenCalledWith({ page: 2, per_page: 20, sort: 'date', dir: 'desc' });
    expect(page2).toContain('run-21');
    expect(page2).not.toContain('run-1<');

    load.mockClear();
    await HistoryRows(props({ usage_sort: 'shots', usage_dir: 'asc' }, load));
    expect(load).toHaveBeenCalledWith({ page: 1, per_page: 20, sort: 'shots', dir: 'asc' });
  });

  it('a page that cannot be read says so in place, with Try again, and the page around it stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToStaticMarkup(await HistoryRows(props({ usage_page: '2' }, async () => Promise.reject(new Error('connection lost')))));
    expect(html).toContain('Failed to load usage records');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
