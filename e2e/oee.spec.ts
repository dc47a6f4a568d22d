import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

test('stop a press with a reason, resume it, report scrap by reason, and see OEE and the Paretos move', async ({ page, axe }) => {
  // A press running an order of a 20 s part on a 2-cavity mold.
  const pressNumber = code('E2EP');
  const press = await page.request.post('/api/machines', { data: { machine_number: pressNumber, machine_name: 'E2E OEE press', tonnage: 150 } });
  expect(press.status()).toBe(201);
  const pressId = (await press.json()).data.id as number;
  const mold = await page.request.post('/api/molds', { data: { mold_code: code('OEE'), mold_name: 'E2E OEE Tool', ownership: 'company_owned', cavity_count: 2 } });
  const product = await page.request.post('/api/products', { data: { product_code: code('OEE'), product_name: 'E2E OEE Clip', product_type: 'finished_good', unit: 'ea', cycle_time_seconds: 20 } });
  const order = await page.request.post('/api/production/work-orders', {
    data: { mold_id: (await mold.json()).data.id, product_id: (await product.json()).data.id, machine_id: pressId, quantity_planned: 10_000, target_date: addDays(todayInPlant(), 7) },
  });
  expect(order.status()).toBe(201);
  const orderId = (await order.json()).data.id as number;
  expect((await page.request.patch(`/api/production/work-orders/${orderId}`, { data: { status: 'in_progress' } })).status()).toBe(200);

  const today = todayInPlant();
  const reportsUrl = `/reports?from=${today}&to=${today}`;
  const readParetos = async () => {
    await page.goto(reportsUrl);
    const count = async (table: string, reason: string, column: number) => {
      const row = page.getByRole('table', { name: table }).locator(`tr[data-reason="${reason}"]`);
      return (await row.count()) ? Number((await row.locator('td').nth(column).innerText()).replace(/,/g, '')) : 0;
    };
    return { moldChanges: await count('Downtime by reason', 'mold_change', 3), flash: await count('Scrap by reason', 'flash', 1) };
  };
  const before = await readParetos();

  // Stop from the shop floor with a reason: the card says offline and why.
  await page.goto('/shop-floor');
  const card = page.getByTestId(`machine-${pressNumber}`);
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Stop ${pressNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stop ${pressNumber}` });
  await dialog.getByLabel('Reason').selectOption('mold_change');
  await dialog.getByLabel('Notes').fill('E2E tool swap');
  await dialog.getByRole('button', { name: 'Stop Press' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Offline', { exact: true })).toBeVisible();
  await expect(card.getByTestId(`downtime-${pressNumber}`)).toContainText('Mold change');
  await snap(page, 'shop-floor-press-stopped');
  expect(await axe()).toEqual([]);

  // Resume: running again, no reason shown.
  await card.getByRole('button', { name: `Resume ${pressNumber}` }).click();
  await expect(card.getByText('Running', { exact: true })).toBeVisible();
  await expect(card.getByTestId(`downtime-${pressNumber}`)).toHaveCount(0);
  const events = await (await page.request.get(`/api/machines/${pressId}/downtime`)).json();
  expect(events.data).toHaveLength(1);
  expect(events.data[0]).toMatchObject({ reason_code: 'mold_change', open: false, notes: 'E2E tool swap' });

  // Report production with its scrap by reason; a sum that does not match is refused under the lines.
  await page.goto(`/production/work-orders/${orderId}`);
  const form = page.getByRole('form', { name: 'Report production' });
  await form.getByLabel('Shots').fill('60');
  await form.getByLabel('Good parts').fill('110');
  await form.getByLabel('Scrap parts').fill('10');
  await form.getByRole('button', { name: 'Add scrap reason' }).click();
  await form.getByRole('combobox', { name: /^Reason 1/ }).selectOption('flash');
  await form.getByLabel(/^Parts/).fill('7');
  await form.getByRole('button', { name: 'Report Production' }).click();
  await expect(form.getByText('The scrap reasons must add up to the scrap parts (10).')).toBeVisible();
  await form.getByLabel(/^Parts/).fill('10');
  await form.getByRole('button', { name: 'Report Production' }).click();
  await expect(page.getByRole('table', { name: 'Production reports' }).locator('tbody tr')).toHaveCount(1);

  // The shop floor shows today's OEE for the press.
  await page.goto('/shop-floor');
  await expect(page.getByTestId(`machine-${pressNumber}`)).toContainText(/OEE today\s*\d+(\.\d)?%/);

  // /reports: the press has an OEE row, the Paretos moved by the event and the flash parts.
  const after = await readParetos();
  expect(after.moldChanges).toBe(before.moldChanges + 1);
  expect(after.flash).toBe(before.flash + 10);
  const pressRow = page.getByRole('table', { name: 'OEE by press' }).locator(`tr[data-key="${pressId}"]`);
  await expect(pressRow).toContainText(pressNumber);
  await expect(pressRow.locator('td').last()).toHaveText(/^\d+(\.\d)?%$/);
  await expect(page.getByRole('link', { name: 'Export CSV' }).first()).toHaveAttribute('href', `/api/oee/export?from=${today}&to=${today}&group_by=machine`);
  expect(await axe()).toEqual([]);
  await snap(page, 'reports');
  const csv = (await (await page.request.get(`/api/reports/scrap-pareto/export?from=${today}&to=${today}`)).text()).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('reason_code,reason_label,quantity,share,cumulative_share');
  expect(csv).toContain('flash,Flash,');
});
