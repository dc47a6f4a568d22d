import type { ColumnDef } from '@tanstack/react-table';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

// The sort headers are the app's Link, which reads the router (mounted by Next.js in the app).
vi.mock('next/navigation', () => ({
  usePathname: () => '/molds',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));

type Row = { id: number; code: string; qty: number | null; owner: { name: string } };
const rows: Row[] = [
  { id: 7, code: 'M-1', qty: 12, owner: { name: 'Ada' } },
  { id: 9, code: 'M-2', qty: null, owner: { name: 'Bo' } },
];

function Counted({ value }: { value: string }) {
  const [n] = React.useState(value.length); // a cell may use hooks: TanStack renders cell functions as components
  return <b>{n}</b>;
}

const columns: ColumnDef<Row>[] = [
  { header: 'Code', accessorKey: 'code', meta: { sortKey: 'code', className: 'font-mono' } },
  { accessorKey: 'qty', meta: { className: 'text-right' } },
  { header: 'Owner', accessorKey: 'owner.name' },
  { id: 'pos', header: () => <span className="sr-only">Position</span>, cell: ({ row }) => `${row.index + 1}:${row.id}:${row.original.code}` },
  { id: 'len', header: 'Length', accessorFn: (row) => row.code.toLowerCase(), cell: ({ getValue }) => <Counted value={getValue() as string} /> },
];

const cellsOf = (html: string) => [...html.matchAll(/<td(?: [^>]*)?>(.*?)<\/td>/g)].map((m) => m[1]);

describe('DataTable', () => {
  it('renders headers and cells from TanStack-style column definitions', () => {
    const html = renderToStaticMarkup(<DataTable columns={columns} data={rows} getRowId={(r) => `r${r.id}`} caption="Molds" />);
    expect(html).toContain('<caption class="sr-only">Molds</caption>');
    const headers = [...html.matchAll(/<th(?: [^>]*)?>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Code', 'qty', 'Owner', '<span class="sr-only">Position</span>', 'Length']);
    // accessorKey → the value as text (null → empty), dotted keys read nested values, cells see row.id/index/original.
    expect(cellsOf(html)).toEqual(['M-1', '12', 'Ada', '1:r7:M-1', '<b>3</b>', 'M-2', '', 'Bo', '2:r9:M-2', '<b>3</b>']);
    // A column's meta.className is the cell's only class: the frame (padding, alignment) comes from app/globals.css.
    expect(html).toMatch(/<td class="font-mono">M-1<\/td>/);
    expect(html).toMatch(/<th[^>]*class="text-right"[^>]*>qty<\/th>/);
    expect(html).toContain('<td>Ada</td>'); // a column without meta: a bare cell
  });

  it('links sortable headers to their order and marks the current one with aria-sort', () => {
    const sorting = { sort: 'code', dir: 'desc' as const, hrefs: { code: '/molds?sort=code&dir=asc' } };
    const html = renderToStaticMarkup(<DataTable columns={columns} data={rows} sorting={sorting} />);
    expect(html).toMatch(/<th [^>]*aria-sort="descending"[^>]*><a [^>]*href="\/molds\?sort=code&amp;dir=asc"[^>]*>Code<svg/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1); // only columns with meta.sortKey
    const unsorted = renderToStaticMarkup(<DataTable columns={columns} data={rows} sorting={{ ...sorting, sort: 'qty' }} />);
    expect(unsorted).toContain('aria-sort="none"');
    expect(renderToStaticMarkup(<DataTable columns={columns} data={rows} />)).not.toContain('aria-sort');
  });

  it('applies row classes and data attributes, and shows the footer only with rows', () => {
    const html = renderToStaticMarkup(
      <DataTable
        columns={columns}
        data={rows}
        rowClassName={(row) => (row.original.qty === null ? 'bg-red-50' : undefined)}
        rowAttributes={(row) => ({ 'data-first': row.index === 0 ? 'true' : undefined })}
        footer={<tr><td>total</td></tr>}
      />,
    );
    const trs = [...html.matchAll(/<tr[^>]*>/g)].map((m) => m[0]);
    expect(trs[1]).toContain('data-first="true"');
    expect(trs[1]).not.toContain('bg-red-50');
    expect(trs[2]).toContain('bg-red-50');
    expect(trs[2]).not.toContain('data-first');
    expect(html).toContain('<tfoot');
  });

  it('shows the empty state across every column when there are no rows', () => {
    const html = renderToStaticMarkup(<DataTable columns={columns} data={[]} emptyState={<p>Nothing here</p>} footer={<tr><td>total</td></tr>} />);
    expect(html).toMatch(/<td [^>]*colSpan="5"[^>]*><p>Nothing here<\/p><\/td>/);
    expect(html).not.toContain('<tfoot');
    expect(renderToStaticMarkup(<DataTable columns={columns} data={[]} />)).toContain('No results.');
  });

  it('refuses column groups and columns without an id', () => {
    expect(() => renderToStaticMarkup(<DataTable columns={[{ header: 'G', columns: [] } as ColumnDef<Row>]} data={rows} />)).toThrow(/column groups/);
    expect(() => renderToStaticMarkup(<DataTable columns={[{ cell: () => 'x' } as unknown as ColumnDef<Row>]} data={rows} />)).toThrow(/needs an id/);
  });
});
