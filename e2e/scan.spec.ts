import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

/**
 * What a keyboard-wedge scanner sends: the code's characters as key presses a few milliseconds apart, then Enter.
 * Sent from inside the page (keydown events on the focused body), so a busy test machine cannot stretch the gaps
 * between keys past what a scanner's are (Playwright's own typing goes through the browser's input pipeline).
 */
async function wedgeScan(page: import('@playwright/test').Page, value: string) {
  await page.locator('body').click({ position: { x: 2, y: 200 } });
  await page.evaluate(async (keys) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...keys, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }, [...value]);
}

test('scan to act: a wedge scan opens a work order from anywhere; on the shop floor a work order then a press starts it there; a lot number typed in the field opens its product', async ({ page, axe }) => {
  const pressNumber = code('SCN');
  const press = await page.request.post('/api/machines', { data: { machine_number: pressNumber, machine_name: 'E2E Scan press', tonnage: 150 } });
  expect(press.status()).toBe(201);
  const pressId = (await press.json()).data.id as number;
  const mold = await page.request.post('/api/molds', { data: { mold_code: code('SCM'), mold_name: 'E2E Scan mold', ownership: 'company_owned', cavity_count: 2 } });
  const productCode = code('SCP');
  const product = await page.request.post('/api/products', { data: { product_code: productCode, product_name: 'E2E Scan part', product_type: 'finished_good', unit: 'ea' } });
  const productId = (await product.json()).data.id as number;
  const order = await page.request.post('/api/production/work-orders', {
    data: { product_id: productId, mold_id: (await mold.json()).data.id, quantity_planned: 500, target_date: addDays(todayInPlant(), 7) },
  });
  expect(order.status()).toBe(201);
  const { id: orderId, work_order_number: orderNumber } = (await order.json()).data as { id: number; work_order_number: string };

  // Anywhere: the scanner types the traveler's code and Enter → the work order opens.
  await page.goto('/dashboard');
  await wedgeScan(page, orderNumber);
  await expect(page).toHaveURL(new RegExp(`/production/work-orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: orderNumber, level: 1 })).toBeVisible();

  // The shop floor: the traveler, then the press → the order runs on that press.
  await page.goto('/shop-floor');
  await expect(page.getByRole('heading', { name: 'Shop Floor Control', level: 1 })).toBeVisible();
  await wedgeScan(page, orderNumber);
  const banner = page.getByRole('status').filter({ hasText: 'now scan the press' });
  await expect(banner).toContainText(orderNumber);
  await snap(page, 'scan-shop-floor-waiting');
  expect(await axe()).toEqual([]);
  await wedgeScan(page, pressNumber.toLowerCase());
  await expect(page.getByText(`${orderNumber} started on ${pressNumber}`)).toBeVisible();
  await expect(banner).toHaveCount(0);
  const started = (await (await page.request.get(`/api/production/work-orders/${orderId}`)).json()).data;
  expect(started).toMatchObject({ status: 'in_progress', machine: expect.objectContaining({ id: pressId }) });

  // A lot label's number typed (or scanned) into the top bar's field → its product.
  const location = ((await (await page.request.get('/api/inventory/locations')).json()).data as { id: number }[])[0];
  const lotNumber = code('LOT');
  expect((await page.request.post('/api/inventory/receipts', { data: { product_id: productId, location_id: location.id, quantity: 40, lot_number: lotNumber } })).status()).toBe(201);
  const field = page.getByRole('searchbox', { name: 'Scan or type a code' }).or(page.getByRole('textbox', { name: 'Scan or type a code' }));
  await field.fill(lotNumber);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));

  // A code nothing has: the scan page says so.
  await page.goto('/scan?code=NOTHING-HERE-1');
  await expect(page.getByText('Nothing has the code “NOTHING-HERE-1”')).toBeVisible();
  expect(await axe()).toEqual([]);
  // Longer than any code (a misread): said, not looked up.
  await page.goto(`/scan?code=${'X'.repeat(201)}`);
  await expect(page.getByText(/200 characters/)).toBeVisible();
});

test('keyboard first: / searches the list, n opens its New dialog, Ctrl+Enter saves it, ? lists the shortcuts', async ({ page, axe }) => {
  await page.goto('/molds');
  await expect(page.getByRole('heading', { name: 'Mold Management', level: 1 })).toBeVisible();
  await page.locator('body').click({ position: { x: 2, y: 300 } });

  await page.keyboard.press('/');
  await expect(page.getByLabel('Search molds')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByLabel('Search molds').blur();

  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Add Mold' });
  await expect(dialog).toBeVisible();
  const newCode = code('KBD');
  await dialog.getByLabel('Mold Code').fill(newCode);
  await dialog.getByLabel('Mold Name').fill('Keyboard-made mold');
  await dialog.getByLabel('Cavity Count').fill('2');
  await dialog.getByLabel('Cavity Count').press('Control+Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Mold ${newCode} created`)).toBeVisible();

  await page.locator('body').click({ position: { x: 2, y: 300 } });
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Save the form you are typing in');
  expect(await axe()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
