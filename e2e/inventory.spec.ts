import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
// The server's 422 answers are expected in some steps; the browser logs each failed fetch as an error.
const EXPECTED_REFUSALS = [/status of 422/];

async function createItem(page: Page, data: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/inventory/items', { data: { product_code: code('E2E'), product_name: 'E2E widget', product_type: 'component', unit: 'kg', reorder_level: 5, ...data } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; product_code: string };
}

/** The location options' labels, as the dialogs show them. */
async function locationLabels(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/inventory/locations');
  return ((await res.json()).data as { location_code: string; location_name: string }[]).map((l) => `${l.location_code} — ${l.location_name}`);
}

test('the inventory list: stats, the spec columns, search, the six filters, paging, View', async ({ page, axe }) => {
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  for (const name of ['Item Code', 'Item Name', 'Category', 'On Hand', 'Available', 'Locations', 'Status', 'Avg Cost']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('stat-total-items')).not.toHaveText('0');
  await expect(page.getByTestId('stat-total-value')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
  await snap(page, 'inventory-list');
  expect(await axe()).toEqual([]);

  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View / }) });
  await page.getByRole('button', { name: 'Raw Materials' }).click();
  await expect(page).toHaveURL(/filter=raw_materials/);
  await expect(rows.filter({ hasText: 'FG-CAP-28' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'RM-PP-H12' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Out of Stock' }).click();
  await expect(page).toHaveURL(/filter=out_of_stock/);
  // The URL changes at once; the server's filtered page follows.
  await expect(rows.filter({ hasText: 'In Stock' })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.getByText(/Stock$/).allTextContents()) expect(text).toBe('Out of Stock');
  await page.getByRole('button', { name: 'Low Stock' }).click();
  await expect(page).toHaveURL(/filter=low_stock/);
  await expect(rows.filter({ hasText: /In Stock|Out of Stock/ })).toHaveCount(0);
  await expect(rows.first()).toContainText('Low Stock');
  await snap(page, 'inventory-low-stock');

  await page.getByRole('button', { name: 'All' }).click();
  await page.getByRole('searchbox', { name: 'Search inventory' }).fill('FG-CAP-28');
  await expect(page).toHaveURL(/search=FG-CAP-28/);
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: 'View FG-CAP-28' }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);

  await page.goto('/inventory?search=no-such-item-anywhere');
  await expect(page.getByText('No Items Found')).toBeVisible();
});

test('Add Item: type-dependent fields, field errors, a toast linking to the item', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors(EXPECTED_REFUSALS);
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await expect(dialog.getByLabel('Item Type')).toHaveValue('finished_good');
  await expect(dialog.getByLabel('Unit')).toHaveValue('ea');
  await expect(dialog.getByLabel('Weight (g)')).toBeVisible();
  await expect(dialog.getByLabel('Material Type')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('The product code field is required.')).toBeVisible();
  await expect(dialog.getByText('The product name field is required.')).toBeVisible();

  await dialog.getByLabel('Item Type').selectOption('raw_material');
  await expect(dialog.getByLabel('Material Type')).toBeVisible();
  await expect(dialog.getByLabel('Weight (g)')).toHaveCount(0);
  const itemCode = code('RM-E2E');
  await dialog.getByLabel('Item Code').fill(itemCode);
  await dialog.getByLabel('Item Name').fill('E2E PBT resin');
  await dialog.getByLabel('Unit').selectOption('kg');
  await dialog.getByLabel('Material Type').fill('PBT');
  await dialog.getByLabel('Standard Cost').fill('3.2');
  await snap(page, 'inventory-add-item');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByText(`Item ${itemCode} created`);
  await expect(toast).toBeVisible();

  // A taken code comes back from the server under its field.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await dialog.getByLabel('Item Code').fill(itemCode.toLowerCase());
  await dialog.getByLabel('Item Name').fill('Again');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  // Under its field (and in the banner).
  await expect(dialog.locator('p[role="alert"]', { hasText: 'The product code has already been taken.' })).toBeVisible();
});

test('receive, issue (refused past what is available), transfer', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors(EXPECTED_REFUSALS);
  const item = await createItem(page);
  const [first, second] = await locationLabels(page);
  await page.goto(`/inventory?search=${item.product_code}`);
  const row = page.getByRole('row').filter({ hasText: item.product_code });
  await expect(row).toContainText('Out of Stock');

  const move = async (label: string) => {
    await row.getByRole('button', { name: `Move stock of ${item.product_code}` }).click();
    await page.getByRole('menuitem', { name: label }).click();
  };

  await move('Receive');
  const receive = page.getByRole('dialog', { name: 'Receive Stock' });
  await receive.getByLabel('Location').selectOption({ label: first });
  await receive.getByLabel('Quantity').fill('40');
  await receive.getByLabel('Unit cost').fill('2.5');
  await snap(page, 'inventory-receive');
  await receive.getByRole('button', { name: 'Receive' }).click();
  await expect(receive).toBeHidden();
  await expect(row).toContainText('40 kg');
  await expect(row).toContainText('In Stock');

  await move('Issue');
  const issue = page.getByRole('dialog', { name: 'Issue Stock' });
  await issue.getByLabel('Quantity').fill('50');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(issue.getByText('Not enough stock: only 40 kg available.').first()).toBeVisible();
  await issue.getByLabel('Quantity').fill('36');
  await issue.getByLabel('Reference').fill('WO-2026-00999');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(issue).toBeHidden();
  await expect(row).toContainText('4 kg');
  await expect(row).toContainText('Low Stock');

  await move('Transfer');
  const transfer = page.getByRole('dialog', { name: 'Transfer Stock' });
  await transfer.getByLabel('From location').selectOption({ label: first });
  await transfer.getByLabel('To location').selectOption({ label: second });
  await transfer.getByLabel('Quantity').fill('3');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer).toBeHidden();
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');

  const history = await (await page.request.get(`/api/inventory/product/${item.id}/movements`)).json();
  expect(history.data.map((m: { movement_type: string }) => m.movement_type)).toEqual(['transfer', 'issue', 'receipt']);

  // The product page's Inventory tab shows the movements, newest first.
  await page.goto(`/products/${item.id}`);
  await page.getByRole('tab', { name: 'Inventory' }).click();
  const movements = page.getByRole('table', { name: 'Stock movements' });
  await expect(movements.getByRole('row')).toHaveCount(4);
  await expect(movements.getByRole('row').nth(2)).toContainText('WO-2026-00999');
  await expect(movements.getByRole('row').nth(3)).toContainText('+40');
  await snap(page, 'inventory-product-movements');

  // Sorted by a header on the server: largest change first, then the other way; a reload reopens the tab in that order.
  const quantity = movements.getByRole('columnheader', { name: 'Quantity', exact: true });
  const date = movements.getByRole('columnheader', { name: 'Date', exact: true });
  await expect(date).toHaveAttribute('aria-sort', 'descending');
  await quantity.getByRole('link').click();
  await expect(page).toHaveURL(/movements_sort=quantity/);
  await expect(quantity).toHaveAttribute('aria-sort', 'descending');
  await expect(date).toHaveAttribute('aria-sort', 'none');
  await expect(movements.getByRole('row').nth(1)).toContainText('+40');
  await expect(movements.getByRole('row').nth(3)).toContainText('WO-2026-00999');
  await quantity.getByRole('link').click();
  await expect(page).toHaveURL(/movements_dir=asc/);
  await expect(quantity).toHaveAttribute('aria-sort', 'ascending');
  await expect(movements.getByRole('row').nth(1)).toContainText('WO-2026-00999');
  await page.reload();
  await expect(quantity).toHaveAttribute('aria-sort', 'ascending');
  await expect(movements.getByRole('row').nth(1)).toContainText('WO-2026-00999');
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/inventory/product/${item.id}/movements/export?sort=quantity&dir=asc`);
  const csv = (await (await page.request.get(`/api/inventory/product/${item.id}/movements/export?sort=quantity&dir=asc`)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv.map((line) => line.split(',')[1])).toEqual(['movement_type', 'issue', 'transfer', 'receipt']);
  await snap(page, 'inventory-product-movements-sorted');
});

test('import a CSV with a bad row: progress, a report of the refused row, nothing duplicated on re-import; export', async ({ page }) => {
  const tag = code('IMP');
  const csv = [
    'product_code,product_name,product_type,unit,standard_cost,reorder_level',
    `${tag}-1,Imported gasket,component,ea,0.15,100`,
    `${tag}-2,,component,ea,0.2,10`,
    `${tag}-3,Imported liner,packaging,box,1.1,`,
  ].join('\n');
  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Inventory' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('2 imported, 0 already there (skipped), 1 refused.');
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  const refused = dialog.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row').nth(1)).toHaveText(/^3product_nameThe product name field is required\.$/);
  await snap(page, 'inventory-import-report');

  // The same file again: nothing new.
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('0 imported, 2 already there (skipped), 1 refused.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Export of the filtered list.
  await page.goto(`/inventory?search=${tag}`);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export' }).click()]);
  const body = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(body).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toContain('item_code,item_name,item_type');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([`${tag}-1`, `${tag}-3`]);
});

test('the inventory list sorts by a header click, both ways, and the URL keeps the order', async ({ page }) => {
  const t = code('SRT');
  const location = ((await (await page.request.get('/api/inventory/locations')).json()).data as { id: number }[])[0];
  // Codes A, B, C with 50, 5 and 500 on hand.
  for (const [suffix, quantity] of [['A', 50], ['B', 5], ['C', 500]] as const) {
    const item = await createItem(page, { product_code: `${t}-${suffix}`, product_name: `Sorted widget ${suffix}` });
    const receipt = await page.request.post('/api/inventory/receipts', { data: { product_id: item.id, location_id: location.id, quantity, unit_cost: 1 } });
    expect(receipt.status()).toBe(201);
  }
  await page.goto(`/inventory?search=${t}`);
  const codes = page.getByRole('row').locator('td:first-child');
  const codeHeader = page.getByRole('columnheader', { name: 'Item Code', exact: true });
  const onHand = page.getByRole('columnheader', { name: 'On Hand', exact: true });
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending'); // the default order
  await expect(onHand).toHaveAttribute('aria-sort', 'none');
  await expect(codes).toHaveText([`${t}-A`, `${t}-B`, `${t}-C`]);

  // The most on hand first: a quantity's natural order.
  await onHand.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=quantity_on_hand(&|$)/);
  await expect(onHand).toHaveAttribute('aria-sort', 'descending');
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none');
  await expect(codes).toHaveText([`${t}-C`, `${t}-A`, `${t}-B`]);

  await onHand.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=asc(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=quantity_on_hand(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${t}(&|$)`)); // the search stays
  await expect(onHand).toHaveAttribute('aria-sort', 'ascending');
  await expect(codes).toHaveText([`${t}-B`, `${t}-A`, `${t}-C`]);

  await page.reload();
  await expect(onHand).toHaveAttribute('aria-sort', 'ascending');
  await expect(codes).toHaveText([`${t}-B`, `${t}-A`, `${t}-C`]);
});
