/**
 * CSV export of the lists (issue 14): filtered as on screen, every row (not one page), a header row named as the
 * API names the fields, formula-looking text neutralised, auth and filter validation as for the list itself, and a
 * stream that keeps memory flat however many rows it sends.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as customersExport } from '@/app/api/customers/export/route';
import { GET as moldsExport } from '@/app/api/molds/export/route';
import { GET as productsExport } from '@/app/api/products/export/route';
import { GET as suppliersExport } from '@/app/api/suppliers/export/route';
import { GET as workOrdersExport } from '@/app/api/production/work-orders/export/route';
import { GET as costSheetsExport } from '@/app/api/costing/cost-sheets/export/route';
import { GET as inventoryExport } from '@/app/api/inventory/export/route';
import { makeWorkOrder } from '../factories/production';
import { csvCell, csvResponse, EXPORT_BATCH, listBatches } from '@/lib/list/csv-export';
import type { Db } from '@/db/client';
import { makeCustomer } from '../factories/customers';
import { makeMold, moldCode } from '../factories/molds';
import { makeProduct } from '../factories/products';
import { makeSupplier } from '../factories/suppliers';
import { call, signedIn, uid } from '../helpers';
import type { ServiceContext } from '@/lib/service-context';

let token: string;
let ctx: ServiceContext;

beforeAll(async () => {
  ({ token, ctx } = await signedIn());
});

/** The raw answer: status, headers and the CSV's records (BOM stripped, header row first). */
async function exportOf(handler: Parameters<typeof call>[0], path: string, auth: string | undefined = token) {
  const res = await handler(new Request(`http://localhost${path}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} }), { params: Promise.resolve({}) });
  const text = await res.text();
  const records = res.headers.get('content-type')?.startsWith('text/csv') ? (Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data) : [];
  return { status: res.status, headers: res.headers, text, records };
}

describe('GET /api/<list>/export', () => {
  it('customers: the search as on screen, every match, named columns; formula-looking text is neutralised', async () => {
    const tag = `exp${uid()}`;
    for (let i = 0; i < 3; i++) await makeCustomer({ companyName: `${tag} Molders ${i}` });
    await makeCustomer({ companyName: `=HYPERLINK("http://x") ${tag}` });
    const res = await exportOf(customersExport, `/api/customers/export?search=${tag}&per_page=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = res.records;
    expect(header.slice(0, 3)).toEqual(['customer_code', 'company_name', 'dba_name']);
    expect(rows).toHaveLength(4); // per_page does not cut an export
    const names = rows.map((r) => r[header.indexOf('company_name')]);
    expect(names).toContain(`${tag} Molders 0`);
    expect(names).toContain(`'=HYPERLINK("http://x") ${tag}`);
  });

  it('molds: filters and the customer columns', async () => {
    const code = moldCode('EXP');
    const customer = await makeCustomer();
    await makeMold({ mold_code: code, mold_name: 'Export cap mold', ownership: 'customer_owned', customer_id: customer.id });
    const res = await exportOf(moldsExport, `/api/molds/export?q=${code}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = res.records;
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf('mold_code')]).toBe(code);
    expect(rows[0][header.indexOf('customer_name')]).toBe(customer.companyName);
    expect(rows[0][header.indexOf('maintenance_health')]).toEqual(expect.any(String));
  });

  it('products and suppliers: the filtered rows', async () => {
    const tag = `exp${uid()}`;
    await makeProduct({ productName: `Housing ${tag}`, productType: 'component' });
    await makeProduct({ productName: `Lid ${tag}`, productType: 'finished_good' });
    const products = await exportOf(productsExport, `/api/products/export?q=${tag}&product_type=component`);
    expect(products.status).toBe(200);
    expect(products.records.slice(1).map((r) => r[products.records[0].indexOf('product_name')])).toEqual([`Housing ${tag}`]);

    const supplier = await makeSupplier(ctx, { company_name: `Resin ${tag} Co` });
    const suppliers = await exportOf(suppliersExport, `/api/suppliers/export?search=${tag}`);
    expect(suppliers.records.slice(1).map((r) => r[suppliers.records[0].indexOf('supplier_code')])).toEqual([supplier.supplier_code]);
    expect(suppliers.records[0]).toContain('open_corrective_actions');
  });

  it('work orders, cost sheets and inventory: the same mechanism, header row first', async () => {
    const order = await makeWorkOrder({ priority: 'high' });
    const orders = await exportOf(workOrdersExport, `/api/production/work-orders/export?q=${order.work_order_number}`);
    expect(orders.status).toBe(200);
    expect(orders.records[0].slice(0, 4)).toEqual(['work_order_number', 'status', 'priority', 'target_date']);
    expect(orders.records.slice(1).map((r) => r[0])).toEqual([order.work_order_number]);
    const sheets = await exportOf(costSheetsExport, '/api/costing/cost-sheets/export?sort=total_cost');
    expect(sheets.status).toBe(200);
    expect(sheets.records[0]).toContain('margin_percentage');
    const items = await exportOf(inventoryExport, '/api/inventory/export?filter=raw_materials');
    expect(items.status).toBe(200);
    expect(items.records[0][0]).toBe('item_code');
    expect((await exportOf(inventoryExport, '/api/inventory/export?filter=everything')).status).toBe(422);
  });

  it('answers 401 without a token and 422 to a filter the list refuses, as JSON', async () => {
    const anonymous = await exportOf(customersExport, '/api/customers/export', '');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ success: false });
    const bad = await exportOf(moldsExport, '/api/molds/export?status=melted');
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).errors).toHaveProperty('status');
  });
});

describe('the export stream', () => {
  it('csvCell: empty for null, numbers as numbers, formula starts prefixed', () => {
    expect([null, undefined, 0, 1.5, true, '=1+1', '+x', '-3', '@a', 'plain'].map(csvCell)).toEqual(['', '', 0, 1.5, 'true', "'=1+1", "'+x", "'-3", "'@a", 'plain']);
  });

  it('streams 100,000 rows batch by batch with flat memory (never the whole list at once)', async () => {
    const TOTAL = 100_000;
    let read = 0;
    let widest = 0;
    const query = {
      count: async () => TOTAL,
      rows: async (_tx: unknown, page: { perPage: number; offset: number }) => {
        widest = Math.max(widest, page.perPage);
        const n = Math.min(page.perPage, TOTAL - page.offset);
        read += n;
        return Array.from({ length: n }, (_, i) => ({ id: page.offset + i, name: `Row ${page.offset + i} ${'x'.repeat(80)}` }));
      },
    };
    const res = await csvResponse('big.csv', [{ header: 'id', value: (r: { id: number; name: string }) => r.id }, { header: 'name', value: (r: { id: number; name: string }) => r.name }], listBatches({} as Db, query));
    // Lazy: the next batch is read only when the previous one has been taken, so at most one batch is held.
    const reader = res.body!.getReader();
    let lines = 0;
    let bytes = 0;
    let heldAhead = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      for (const b of chunk.value) if (b === 10) lines++;
      heldAhead = Math.max(heldAhead, read - (lines - 1)); // rows fetched but not yet sent (minus the header line)
    }
    expect(read).toBe(TOTAL);
    expect(lines).toBe(TOTAL + 1);
    expect(widest).toBe(EXPORT_BATCH);
    expect(bytes).toBeGreaterThan(TOTAL * 90); // ~10 MB of CSV went through
    expect(heldAhead).toBeLessThanOrEqual(EXPORT_BATCH);
  });
});
