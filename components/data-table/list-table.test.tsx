import type { ColumnDef } from '@tanstack/react-table';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { defineSorts } from '@/lib/list/sort';
import { listTable, listTableData, pickRow } from './list-table';
import { sortHeaders } from './sort-headers';

// The sort headers are the app's Link, which reads the router (mounted by Next.js in the app).
vi.mock('next/navigation', () => ({
  usePathname: () => '/molds',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));

type Row = { id: number; code: string; late: boolean };
const rows: Row[] = [
  { id: 7, code: 'M-1', late: false },
  { id: 9, code: 'M-2', late: true },
];

const columns = ({ mayWrite }: { mayWrite: boolean }): ColumnDef<Row>[] => [
  { id: 'code', header: 'Code', meta: { sortKey: 'code' }, cell: ({ row }) => <b>{row.original.code}</b> },
  ...(mayWrite ? [{ id: 'edit', header: 'Edit', cell: ({ row }) => `edit ${row.id}` } satisfies ColumnDef<Row>] : []),
];

const Table = listTable(columns, {
  caption: 'Molds',
  rowClassName: (row) => (row.original.late ? 'bg-red-50/50' : undefined),
  rowAttributes: (row) => ({ 'data-late': row.original.late ? 'true' : undefined }),
});

describe('listTable', () => {
  it('draws the rows through the columns, with the options and the plain props the columns take', () => {
    const html = renderToStaticMarkup(<Table rows={rows} mayWrite />);
    expect(html).toContain('<caption class="sr-only">Molds</caption>');
    const cells = [...html.matchAll(/<td(?: [^>]*)?>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['<b>M-1</b>', 'edit 7', '<b>M-2</b>', 'edit 9']); // row ids: the rows' `id`
    const trs = [...html.matchAll(/<tr[^>]*>/g)].map((m) => m[0]);
    expect(trs[2]).toContain('class="bg-red-50/50"');
    expect(trs[2]).toContain('data-late="true"');
    expect(trs[1]).not.toContain('data-late');
    expect(renderToStaticMarkup(<Table rows={rows} mayWrite={false} />)).not.toContain('edit 7');
  });

  it('takes the sorting as data, a caption, an empty state and a footer from the page', () => {
    const SPEC = defineSorts({ code: 'asc', when: 'desc' }, 'code');
    const list = { href: (_state: object, changes: { sort?: string; dir?: string }) => `/molds?sort=${changes.sort}${changes.dir ? `&dir=${changes.dir}` : ''}` };
    const sorting = sortHeaders(list, SPEC, { sort: 'code', dir: null });
    expect(sorting).toEqual({ sort: 'code', dir: 'asc', hrefs: { code: '/molds?sort=code&dir=desc', when: '/molds?sort=when' } });
    expect(JSON.parse(JSON.stringify(sorting))).toEqual(sorting); // plain data: a server page hands it to a client table
    const html = renderToStaticMarkup(<Table rows={rows} mayWrite={false} sorting={sorting} caption="Page molds" footer={<tr><td>total</td></tr>} />);
    expect(html).toMatch(/<th [^>]*aria-sort="ascending"[^>]*><a [^>]*href="\/molds\?sort=code&amp;dir=desc"/);
    expect(html).toContain('<caption class="sr-only">Page molds</caption>');
    expect(html).toContain('<tfoot');
    expect(renderToStaticMarkup(<Table rows={[]} mayWrite={false} emptyState={<p>None yet</p>} />)).toContain('<p>None yet</p>');
  });

  it('listTableData sends the empty state only with no rows', () => {
    const sorting = { sort: 'code', dir: 'asc' as const, hrefs: {} };
    expect(listTableData(rows, { emptyState: <p>None</p>, sorting })).toEqual({ rows, sorting, emptyState: undefined });
    expect(listTableData([], { emptyState: 'None' })).toEqual({ rows: [], sorting: undefined, emptyState: 'None' });
  });

  it('pickRow keeps only the fields the cells read', () => {
    const dto = { id: 1, code: 'M-1', notes: 'long text', nested: { a: 1 } };
    expect(pickRow(dto, ['id', 'nested'])).toEqual({ id: 1, nested: { a: 1 } });
  });
});
