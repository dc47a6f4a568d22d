import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

async function openPricing(page: Page, code: string) {
  await page.goto(`/costing?search=${code}`);
  const link = page.getByRole('row', { name: new RegExp(code) }).getByRole('link', { name: code });
  await link.click();
  await expect(page).toHaveURL(/\/products\/\d+\?tab=pricing$/);
  await expect(page.getByRole('tab', { name: 'Pricing & Costing' })).toHaveAttribute('aria-selected', 'true');
}

test('/costing: real figures, the spec columns, healthy margins, search and paging in the URL', async ({ page, axe }) => {
  await page.goto('/costing');
  await expect(page.getByRole('heading', { level: 1, name: 'Costing' })).toBeVisible();
  expect(Number(await page.getByTestId('stat-cost-sheets').innerText())).toBeGreaterThan(5);
  await expect(page.getByTestId('stat-average-margin')).toHaveText(/%$/);
  for (const column of ['Product', 'Version', 'Material', 'Machine', 'Labor', 'Overhead', 'Total Cost', 'Sell Price', 'Margin %']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  // The enclosure sells at a healthy margin; margins under 20% are styled apart.
  const enclosure = page.getByRole('row', { name: /FG-ENC-100/ });
  await expect(enclosure.locator('[data-healthy="true"]')).toBeVisible();
  await expect(page.locator('tbody [data-healthy="false"]').first()).toBeVisible();
  await snap(page, 'costing-list');
  expect(await axe()).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'Search cost sheets' });
  await search.fill('enclosure');
  await expect(page).toHaveURL(/\/costing\?search=enclosure$/);
  await expect(page.getByRole('row', { name: /FG-ENC-100/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /FG-CAP-28/ })).toHaveCount(0);
  await search.fill('no such product zz');
  await expect(page.getByText('No Cost Sheets Found')).toBeVisible();
  await snap(page, 'costing-empty-search');

  // Paging lives in the URL; a page past the end goes to the last page.
  await page.goto('/costing?per_page=5&page=2');
  await expect(page.getByRole('row')).toHaveCount(6);
  await page.goto('/costing?page=999');
  await expect(page).toHaveURL(/\/costing\?page=1$|\/costing$/);
});

test('a cost sheet changes after a BOM change: new version, higher material cost', async ({ page, axe }) => {
  await openPricing(page, 'FG-ENC-100');
  const sheet = page.getByTestId('cost-sheet');
  const version = Number(await sheet.getAttribute('data-version'));
  const materialBefore = money(await sheet.locator('[data-part="material"] td').nth(1).innerText());
  await expect(page.getByRole('img', { name: /^Cost split: Material/ })).toBeVisible(); // the lazily loaded chart
  await expect(page.getByRole('row', { name: /WIP-HSG-B/ })).toContainText('its cost sheet');
  await snap(page, 'product-pricing-costing');
  expect(await axe()).toEqual([]);

  // Four M4 inserts → six, in the catalog's BOM editor.
  await page.goto('/products?q=FG-ENC-100');
  await page.getByRole('button', { name: 'BOM of FG-ENC-100' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bill of Materials' });
  await expect(dialog.getByRole('combobox', { name: 'Component 3' })).toHaveValue(/^CP-INS-M4/);
  await dialog.getByLabel('Quantity').nth(2).fill('6');
  await dialog.getByRole('button', { name: 'Save BOM' }).click();
  await expect(page.getByText('BOM saved successfully!')).toBeVisible();

  await openPricing(page, 'FG-ENC-100');
  await expect(sheet).toHaveAttribute('data-version', String(version + 1));
  await expect(sheet).toContainText('Bill of materials');
  const materialAfter = money(await sheet.locator('[data-part="material"] td').nth(1).innerText());
  expect(materialAfter).toBeGreaterThan(materialBefore);
  const versions = page.getByRole('row', { name: new RegExp(`^v${version + 1} `) });
  await expect(versions).toContainText('Bill of materials');
  await page.goto('/costing?search=FG-ENC-100');
  await expect(page.getByRole('row', { name: /FG-ENC-100/ })).toContainText(`v${version + 1}`);

  // Back to four inserts (other specs use the demo BOM): yet another version, with the first material cost.
  await page.goto('/products?q=FG-ENC-100');
  await page.getByRole('button', { name: 'BOM of FG-ENC-100' }).click();
  await dialog.getByLabel('Quantity').nth(2).fill('4');
  await dialog.getByRole('button', { name: 'Save BOM' }).click();
  await expect(page.getByText('BOM saved successfully!')).toBeVisible();
  await openPricing(page, 'FG-ENC-100');
  await expect(sheet).toHaveAttribute('data-version', String(version + 2));
  expect(money(await sheet.locator('[data-part="material"] td').nth(1).innerText())).toBe(materialBefore);
});

test('costing inputs and plant rates: a press for a product, the overhead rate for all', async ({ page }) => {
  await openPricing(page, 'FG-CTR-500');
  const sheet = page.getByTestId('cost-sheet');
  const version = Number(await sheet.getAttribute('data-version'));
  await page.getByRole('button', { name: 'Costing Inputs' }).click();
  const inputs = page.getByRole('dialog', { name: 'Costing Inputs' });
  await inputs.getByLabel('Operators per press').fill('-1');
  await inputs.getByRole('button', { name: 'Save Inputs' }).click();
  await expect(inputs.getByText('The operators per press must be at least 0.')).toBeVisible();
  await inputs.getByLabel('Operators per press').fill('1.5');
  await snap(page, 'costing-inputs-dialog');
  await inputs.getByRole('button', { name: 'Save Inputs' }).click();
  await expect(inputs).toBeHidden();
  await expect(sheet).toHaveAttribute('data-version', String(version + 1));
  await expect(sheet).toContainText('Labor rate / crewing');

  await page.goto('/costing');
  await page.getByRole('button', { name: 'Plant Rates' }).click();
  const rates = page.getByRole('dialog', { name: 'Plant Costing Rates' });
  await rates.getByLabel('Overhead rate ($/press hour)').fill('25');
  await rates.getByRole('button', { name: 'Save Rates' }).click();
  await expect(rates).toBeHidden();
  await expect(page.getByTestId('plant-rates')).toContainText('overhead $25.00/press hour');
  await page.getByRole('searchbox', { name: 'Search cost sheets' }).fill('FG-CTR-500');
  await expect(page.getByRole('row', { name: /FG-CTR-500/ })).toContainText(`v${version + 2}`);

  // Put the demo rate back.
  await page.getByRole('button', { name: 'Plant Rates' }).click();
  await rates.getByLabel('Overhead rate ($/press hour)').fill('22');
  await rates.getByRole('button', { name: 'Save Rates' }).click();
  await expect(page.getByTestId('plant-rates')).toContainText('overhead $22.00/press hour');
});

test('the cost-sheet list sorts by a header click, both ways, and the URL keeps the order', async ({ page }) => {
  const t = `SRT${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  // Products A, B, C with a cycle time (so each gets a cost sheet), selling at $3, $1 and $2.
  for (const [suffix, price] of [['A', 3], ['B', 1], ['C', 2]] as const) {
    const res = await page.request.post('/api/products', {
      data: { product_code: `${t}-${suffix}`, product_name: `Sorted cap ${suffix}`, product_type: 'finished_good', unit: 'ea', cycle_time_seconds: 12, selling_price: price },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/costing?search=${t}`);
  const codes = page.locator('tbody tr td:first-child a');
  const codeHeader = page.getByRole('columnheader', { name: 'Product', exact: true });
  const price = page.getByRole('columnheader', { name: 'Sell Price', exact: true });
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending'); // the default order
  await expect(price).toHaveAttribute('aria-sort', 'none');
  await expect(codes).toHaveText([`${t}-A`, `${t}-B`, `${t}-C`]);

  // The highest price first: an amount's natural order.
  await price.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=selling_price(&|$)/);
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none');
  await expect(codes).toHaveText([`${t}-A`, `${t}-C`, `${t}-B`]);

  await price.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=asc(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=selling_price(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${t}(&|$)`)); // the search stays
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(codes).toHaveText([`${t}-B`, `${t}-C`, `${t}-A`]);

  await page.reload();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  await expect(codes).toHaveText([`${t}-B`, `${t}-C`, `${t}-A`]);
});
