import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

test('plan a work order from the quick panel, start it, report production and see the mold counter move', async ({ page, axe }) => {
  const moldCode = code('E2E');
  const mold = await page.request.post('/api/molds', {
    data: { mold_code: moldCode, mold_name: 'E2E Cap Tool', ownership: 'company_owned', cavity_count: 4, maintenance_interval_shots: 1000 },
  });
  expect(mold.status()).toBe(201);
  const moldId = (await mold.json()).data.id as number;
  const productCode = code('CAP');
  const product = await page.request.post('/api/products', {
    data: { product_code: productCode, product_name: 'E2E Flip Cap', product_type: 'finished_good', unit: 'ea', cycle_time_seconds: 18 },
  });
  expect(product.status()).toBe(201);

  await page.goto('/production');
  await expect(page.getByRole('heading', { name: 'Production Planning' })).toBeVisible();
  for (const label of ['Total Work Orders', 'In Progress', 'Completed Today', 'Avg. Efficiency']) {
    await expect(page.getByRole('region', { name: 'Production figures' }).getByText(label, { exact: true })).toBeVisible();
  }
  for (const name of ['WO Number', 'Product', 'Mold', 'Progress', 'Status', 'Priority', 'Target Date']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await snap(page, 'production-list');
  expect(await axe()).toEqual([]);

  // The status filter buttons write the URL.
  await page.getByRole('button', { name: /^In Progress \(/ }).click();
  await expect(page).toHaveURL(/status=in_progress/);
  await page.getByRole('button', { name: /^All \(/ }).click();
  await expect(page).toHaveURL(/\/production$/);

  // Quick Work Order: pick the mold (cavities fill in) and the product, plan 400 parts.
  await page.getByRole('button', { name: 'Quick Work Order' }).click();
  const panel = page.getByRole('form', { name: 'Quick work order' });
  await panel.getByRole('combobox', { name: 'Mold' }).fill(moldCode);
  await page.getByRole('option', { name: new RegExp(moldCode) }).click();
  await expect(panel.getByLabel('Cavities')).toHaveValue('4');
  await panel.getByRole('combobox', { name: 'Product' }).fill(productCode);
  await page.getByRole('option', { name: new RegExp(productCode) }).click();
  await panel.getByLabel('Cycle time (seconds)').fill('18');
  await panel.getByLabel('Planned quantity').fill('400');
  await expect(panel.getByText('Expected run time: 0.5 h')).toBeVisible(); // 100 shots × 18 s
  await expect(panel.getByText(/Low stock: .* 0 on hand/)).toBeVisible();
  await snap(page, 'production-quick-panel');
  await panel.getByRole('button', { name: 'Create Work Order' }).click();

  // It opens the new order.
  await expect(page).toHaveURL(/\/production\/work-orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^WO-\d{4}-\d{5}$/);
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('mold-shots')).toHaveText('0 / 0');

  await page.getByRole('button', { name: 'Start Production' }).click();
  await expect(page.getByText('In Progress', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: 'Report production' });
  await form.getByLabel('Shots').fill('950');
  await form.getByLabel('Good parts').fill('3700');
  await form.getByLabel('Scrap parts').fill('100');
  await form.getByLabel('Operator').fill('E2E Operator');
  await form.getByRole('button', { name: 'Report Production' }).click();
  // 3,700 good parts ≥ 400 planned: the order completes, the mold counted 950 shots.
  // The status badge: the facts list has a 'Completed' term of its own (the completion time).
  await expect(page.locator('[data-slot="badge"]').getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('mold-shots')).toHaveText('950 / 950');
  await expect(page.getByRole('row').filter({ hasText: 'E2E Operator' })).toContainText('2.63%');
  await snap(page, 'work-order-detail');
  expect(await axe()).toEqual([]);

  // The mold's page: shots and health follow (950 of 1,000 → Due Soon).
  await page.goto(`/molds/${moldId}`);
  await expect(page.getByTestId('card-total-shots')).toContainText('950');
  await expect(page.getByTestId('card-maintenance-status')).toContainText('Due Soon');
});

test('the quick panel refuses nothing silently: a server 422 lands under its field', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 422/]);
  await page.goto('/production');
  await page.getByRole('button', { name: 'Quick Work Order' }).click();
  const panel = page.getByRole('form', { name: 'Quick work order' });
  await panel.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(panel.getByText('The product field is required.')).toBeVisible();
  await expect(panel.getByText('The mold field is required.')).toBeVisible();
});

test('the shop floor shows the presses, the jobs in progress and the figures', async ({ page, axe }) => {
  await page.goto('/shop-floor');
  await expect(page.getByRole('heading', { name: 'Shop Floor Control' })).toBeVisible();
  for (const label of ['Total Machines', 'Running Now', 'Active Jobs', 'Avg. Efficiency']) {
    await expect(page.getByRole('region', { name: 'Shop floor figures' }).getByText(label, { exact: true })).toBeVisible();
  }
  const cards = page.getByRole('list', { name: 'Machines' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId('machine-PRESS-01')).toContainText('Running');
  await expect(page.getByTestId('machine-PRESS-12')).toContainText('None');
  await snap(page, 'shop-floor-machines');
  expect(await axe()).toEqual([]);
  await page.getByRole('tab', { name: /Active Jobs/ }).click();
  const jobs = page.getByRole('list', { name: 'Active jobs' }).getByRole('listitem');
  expect(await jobs.count()).toBeGreaterThanOrEqual(7);
  await expect(jobs.first().getByRole('progressbar')).toBeVisible();
  await snap(page, 'shop-floor-jobs');
});

test('the work-order list sorts by a header click, both ways, and the URL keeps the order', async ({ page }) => {
  const mold = await page.request.post('/api/molds', { data: { mold_code: code('E2E'), mold_name: 'E2E Sort Tool', ownership: 'company_owned', cavity_count: 2 } });
  expect(mold.status()).toBe(201);
  const productCode = code('SRT');
  const product = await page.request.post('/api/products', { data: { product_code: productCode, product_name: 'E2E Sorted Part', product_type: 'finished_good', unit: 'ea' } });
  expect(product.status()).toBe(201);
  // Three orders, created A, B, C, due in 30, 10 and 20 days.
  const numbers: Record<string, string> = {};
  for (const [name, days] of [['A', 30], ['B', 10], ['C', 20]] as const) {
    const res = await page.request.post('/api/production/work-orders', {
      data: { product_id: (await product.json()).data.id, mold_id: (await mold.json()).data.id, quantity_planned: 100, target_date: addDays(todayInPlant(), days) },
    });
    expect(res.status()).toBe(201);
    numbers[name] = (await res.json()).data.work_order_number;
  }
  const order = (...names: string[]) => names.map((n) => numbers[n]);

  await page.goto(`/production?q=${productCode}`);
  const wo = page.getByRole('row').locator('td:first-child');
  const target = page.getByRole('columnheader', { name: 'Target Date', exact: true });
  await expect(target).toHaveAttribute('aria-sort', 'none');
  await expect(wo).toHaveText(order('C', 'B', 'A')); // newest first by default

  // The earliest target date first: a deadline's natural order.
  await target.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=target_date(&|$)/);
  await expect(target).toHaveAttribute('aria-sort', 'ascending');
  await expect(wo).toHaveText(order('B', 'C', 'A'));

  await target.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=target_date(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${productCode}(&|$)`)); // the search stays
  await expect(target).toHaveAttribute('aria-sort', 'descending');
  await expect(wo).toHaveText(order('A', 'C', 'B'));

  await page.reload();
  await expect(target).toHaveAttribute('aria-sort', 'descending');
  await expect(wo).toHaveText(order('A', 'C', 'B'));
});

test("a work order's production reports sort by their headers on the server and export in that order", async ({ page, axe }) => {
  const mold = await page.request.post('/api/molds', { data: { mold_code: code('RPT'), mold_name: 'E2E Report Tool', ownership: 'company_owned', cavity_count: 4 } });
  expect(mold.status()).toBe(201);
  const product = await page.request.post('/api/products', {
    data: { product_code: code('RPT'), product_name: 'E2E Report Cap', product_type: 'finished_good', unit: 'ea', cycle_time_seconds: 18 },
  });
  expect(product.status()).toBe(201);
  const order = await page.request.post('/api/production/work-orders', {
    data: { mold_id: (await mold.json()).data.id, product_id: (await product.json()).data.id, quantity_planned: 1000, target_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
  });
  expect(order.status()).toBe(201);
  const id = (await order.json()).data.id as number;
  expect((await page.request.patch(`/api/production/work-orders/${id}`, { data: { status: 'in_progress' } })).status()).toBe(200);
  for (const [good, scrap, operator] of [[40, 0, 'Kim'], [30, 10, 'Alvarez'], [38, 2, 'Baker']] as const) {
    expect((await page.request.post(`/api/production/work-orders/${id}/reports`, { data: { shots: 10, good_parts: good, scrap_parts: scrap, operator } })).status()).toBe(201);
  }

  await page.goto(`/production/work-orders/${id}`);
  const table = page.getByRole('table', { name: 'Production reports' });
  const reported = table.getByRole('columnheader', { name: 'Reported', exact: true });
  const scrap = table.getByRole('columnheader', { name: 'Scrap', exact: true });
  const scraps = async () => (await table.locator('tbody tr td:nth-child(4)').allInnerTexts()).map(Number);
  await expect(reported).toHaveAttribute('aria-sort', 'descending'); // newest first
  await expect(table.locator('tbody tr')).toHaveCount(3);
  expect(await scraps()).toEqual([2, 10, 0]);

  await scrap.getByRole('link').click();
  await expect(page).toHaveURL(/reports_sort=scrap_parts/);
  await expect(scrap).toHaveAttribute('aria-sort', 'descending');
  await expect(reported).toHaveAttribute('aria-sort', 'none');
  await expect(table.locator('tbody tr').first()).toContainText('Alvarez');
  expect(await scraps()).toEqual([10, 2, 0]);
  await scrap.getByRole('link').click();
  await expect(scrap).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('tbody tr').first()).toContainText('Kim');
  expect(await scraps()).toEqual([0, 2, 10]);
  expect(await axe()).toEqual([]);
  await snap(page, 'work-order-reports-sorted');

  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/production/work-orders/${id}/reports/export?sort=scrap_parts&dir=asc`);
  const csv = (await (await page.request.get(`/api/production/work-orders/${id}/reports/export?sort=scrap_parts&dir=asc`)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[0].startsWith('reported_at,shots,good_parts,scrap_parts')).toBe(true);
  expect(csv.slice(1).map((l) => Number(l.split(',')[3]))).toEqual([0, 2, 10]);
});
