import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

test('production raises a maintenance work order; start takes the mold out of production; complete with a part gives it back', async ({ page, axe }) => {
  // A mold on a 1,000-shot interval, a product, an order in progress.
  const moldCode = code('MNT');
  const mold = await page.request.post('/api/molds', {
    data: { mold_code: moldCode, mold_name: 'E2E Maintenance Tool', ownership: 'company_owned', cavity_count: 4, maintenance_interval_shots: 1000 },
  });
  expect(mold.status()).toBe(201);
  const moldId = (await mold.json()).data.id as number;
  const product = await page.request.post('/api/products', { data: { product_code: code('LID'), product_name: 'E2E Lid', product_type: 'finished_good', unit: 'ea' } });
  const productId = (await product.json()).data.id as number;
  const planOrder = () =>
    page.request.post('/api/production/work-orders', { data: { product_id: productId, mold_id: moldId, quantity_planned: 400, target_date: addDays(todayInPlant(), 7) } });
  const order = await planOrder();
  expect(order.status()).toBe(201);
  const orderId = (await order.json()).data.id as number;
  expect((await page.request.patch(`/api/production/work-orders/${orderId}`, { data: { status: 'in_progress' } })).status()).toBe(200);

  // Reporting 950 shots takes the mold to Due Soon: the work order is raised in the same transaction.
  const report = await page.request.post(`/api/production/work-orders/${orderId}/reports`, { data: { shots: 950, good_parts: 400, scrap_parts: 0 } });
  expect(report.status()).toBe(201);

  // A spare part in stock.
  const partCode = code('PIN');
  const part = await page.request.post('/api/products', { data: { product_code: partCode, product_name: 'E2E Ejector Pin', product_type: 'component', unit: 'ea' } });
  expect(part.status()).toBe(201);
  const partId = (await part.json()).data.id as number;
  const location = ((await (await page.request.get('/api/inventory/locations')).json()).data as { id: number }[])[0];
  expect((await page.request.post('/api/inventory/receipts', { data: { product_id: partId, location_id: location.id, quantity: 10, unit_cost: 2 } })).status()).toBe(201);

  await page.goto(`/maintenance?q=${moldCode}`);
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Maintenance work orders' });
  const row = orders.getByRole('row').filter({ hasText: moldCode });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Shots', { exact: true })).toBeVisible();
  await expect(row.getByTestId('mwo-status')).toHaveText('Open');
  await snap(page, 'maintenance-list');
  expect(await axe()).toEqual([]);

  // Start: the mold goes to maintenance and is refused for a new work order.
  await row.getByRole('button', { name: /^Start MWO-/ }).click();
  await expect(row.getByTestId('mwo-status')).toHaveText('In Progress');
  const moldNow = await (await page.request.get(`/api/molds/${moldId}`)).json();
  expect(moldNow.data.status).toBe('maintenance');
  const refused = await planOrder();
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.mold_id).toBeDefined();

  // The mold page shows its open work order.
  await page.goto(`/molds/${moldId}`);
  await expect(page.getByTestId('open-maintenance')).toContainText('In Progress');

  // Complete with two pins.
  await page.goto(`/maintenance?q=${moldCode}`);
  await row.getByRole('button', { name: /^Complete MWO-/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Technician').fill('E2E Technician');
  await dialog.getByLabel('Issue').selectOption('worn_ejector_pin');
  await dialog.getByLabel('Fix').selectOption('replace_pin');
  await dialog.getByRole('button', { name: 'Add part' }).click();
  await dialog.getByRole('combobox', { name: 'Part 1' }).fill(partCode);
  await page.getByRole('option', { name: new RegExp(partCode) }).click();
  await dialog.getByLabel('Quantity').fill('2');
  await snap(page, 'maintenance-complete');
  await dialog.getByRole('button', { name: 'Complete Work Order' }).click();
  await expect(dialog).toBeHidden();
  // Completed orders leave the open list.
  await expect(row).toHaveCount(0);

  // The counter is reset, the part issued, the mold available again.
  const after = await (await page.request.get(`/api/molds/${moldId}`)).json();
  expect(after.data).toMatchObject({ status: 'active', shots_since_maintenance: 0, maintenance_health: 'Good' });
  const stock = await (await page.request.get(`/api/inventory/product/${partId}`)).json();
  expect(stock.data.reduce((s: number, l: { quantity_on_hand: number }) => s + l.quantity_on_hand, 0)).toBe(8);
  expect((await planOrder()).status()).toBe(201);

  const history = await (await page.request.get(`/api/maintenance/work-orders?asset_type=mold&asset_id=${moldId}&status=completed`)).json();
  expect(history.data[0]).toMatchObject({ status: 'completed', issue_code: 'worn_ejector_pin', fix_code: 'replace_pin', technician: 'E2E Technician' });
});

test('a press page shows its open maintenance work order, its running hours and its maintenance history', async ({ page, axe, consoleGuard }) => {
  const number = code('PRS');
  const press = await page.request.post('/api/machines', { data: { machine_number: number, machine_name: 'E2E Press 250 t', tonnage: 250, hourly_rate: 55, maintenance_interval_days: 90 } });
  expect(press.status()).toBe(201);
  const pressId = (await press.json()).data.id as number;
  const mwo = await page.request.post('/api/maintenance/work-orders', {
    data: { asset_type: 'machine', asset_id: pressId, type: 'repair', priority: 'high', due_date: addDays(todayInPlant(), 3), description: 'Hydraulic hose weeping at the ejector' },
  });
  expect(mwo.status()).toBe(201);
  const mwoNumber = (await mwo.json()).data.maintenance_number as string;

  // From the shop floor card to the press page.
  await page.goto('/shop-floor');
  await page.getByTestId(`machine-${number}`).getByRole('link', { name: 'E2E Press 250 t' }).click();
  await expect(page).toHaveURL(new RegExp(`/machines/${pressId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByTestId('open-maintenance')).toContainText(mwoNumber);
  await expect(page.getByTestId('press-next-due')).toContainText('(days)');
  const history = page.getByRole('table', { name: 'Maintenance work orders' });
  await expect(history.getByRole('row').filter({ hasText: mwoNumber })).toHaveCount(1);
  await snap(page, 'press-page');
  expect(await axe()).toEqual([]);

  // An unknown press is a 404 page (the browser logs the 404 status).
  consoleGuard.allowConsoleErrors([/status of 404/]);
  const missing = await page.goto('/machines/999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Press not found' })).toBeVisible();
});
