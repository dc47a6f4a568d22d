import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';

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
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
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
