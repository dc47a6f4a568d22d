import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';

test('Sales & CRM shows the stat cards, the empty Orders tab and the Customers tab', async ({ page, axe }) => {
  const active = await page.request.get('/api/customers?status=active&per_page=1');
  const activeCount: number = (await active.json()).total;

  await page.goto('/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales & CRM' })).toBeVisible();
  await expect(page.getByTestId('stat-total-orders')).toHaveText('0');
  await expect(page.getByTestId('stat-active-customers')).toHaveText(activeCount.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-revenue-mtd')).toHaveText('$0');
  await expect(page.getByTestId('stat-pending-orders')).toHaveText('0');

  await expect(page.getByText('No Orders Yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Order' })).toBeDisabled();
  await snap(page, 'sales-orders');
  expect(await axe()).toEqual([]);

  await page.getByRole('tab', { name: 'Customers' }).click();
  for (const column of ['Code', 'Company', 'DBA', 'Contact', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const firstView = page.getByRole('link', { name: /^View / }).first();
  await expect(firstView).toBeVisible();
  await snap(page, 'sales-customers');
  const label = (await firstView.getAttribute('aria-label'))!.replace(/^View /, '');
  await firstView.click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
});

test('quick order: the customer search autofills contact and addresses, keyboard only', async ({ page }) => {
  const t = crypto.randomBytes(4).toString('hex');
  const company = `Keyboard Closures ${t}`;
  const created = await page.request.post('/api/customers', {
    data: {
      company_name: company,
      contact_person: 'Avery Stone',
      email: `avery@kbd-${t}.example`,
      phone: '(920) 555-0147',
      billing_address: '77 Harbor Rd',
      city: 'Green Bay',
      state: 'WI',
      postal_code: '54303',
    },
  });
  expect(created.status()).toBe(201);
  const { customer_code: code } = (await created.json()).data;

  await page.goto('/sales');
  const toggle = page.getByRole('button', { name: 'Quick Order (Demo)' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');

  const combobox = page.getByRole('combobox', { name: 'Customer' });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('k');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.type(`eyboard closures ${t}`);
  const option = page.getByRole('option', { name: new RegExp(company) });
  await expect(option).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await snap(page, 'sales-quick-order-results');

  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(combobox).toHaveValue(`${company} (${code})`);
  await expect(page.getByLabel('Contact Name')).toHaveValue('Avery Stone');
  await expect(page.getByLabel('Contact Email')).toHaveValue(`avery@kbd-${t}.example`);
  await expect(page.getByLabel('Contact Phone')).toHaveValue('(920) 555-0147');
  await expect(page.getByLabel('Billing Address Street')).toHaveValue('77 Harbor Rd');
  // No shipping address on file: the shipping street falls back to the billing address.
  await expect(page.getByLabel('Shipping Address Street')).toHaveValue('77 Harbor Rd');
  for (const kind of ['Billing Address', 'Shipping Address']) {
    const group = page.getByRole('group', { name: kind });
    await expect(group.getByLabel('City')).toHaveValue('Green Bay');
    await expect(group.getByLabel('State')).toHaveValue('WI');
    await expect(group.getByLabel('Postal Code')).toHaveValue('54303');
    await expect(group.getByLabel('Country')).toHaveValue('USA');
  }
  await snap(page, 'sales-quick-order-filled');

  // Tab moves on to the contact fields; nothing was sent anywhere.
  await page.keyboard.press('Tab');
  const clear = page.getByRole('button', { name: 'Clear selection' });
  if (await clear.evaluate((el) => el === document.activeElement)) await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contact Name')).toBeFocused();

  // Escape closes the result list without picking; a search with no match says so.
  await combobox.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(`zz-nothing-${t}`);
  await expect(page.getByText(`No results found for "zz-nothing-${t}"`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`No results found for "zz-nothing-${t}"`)).toBeHidden();

  await page.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Quick order' })).toHaveCount(0);
});

test('quick order: a failing search says "Search failed"', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 500/]);
  await page.goto('/sales');
  await page.getByRole('button', { name: 'Quick Order (Demo)' }).click();
  await page.route('**/api/sales/customers/search**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
  await page.getByRole('combobox', { name: 'Customer' }).fill('acme');
  await expect(page.getByRole('alert').filter({ hasText: 'Search failed' })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await snap(page, 'sales-quick-order-search-failed');
});

test('the Customers tab sorts by its headers on the server and stays open; the export follows the order', async ({ page, axe }) => {
  await page.goto('/sales');
  await page.getByRole('tab', { name: 'Customers' }).click();
  const company = page.getByRole('columnheader', { name: 'Company', exact: true });
  const codeHeader = page.getByRole('columnheader', { name: 'Code', exact: true });
  await expect(company).toHaveAttribute('aria-sort', 'ascending');
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none');
  const codes = () => page.locator('tbody tr td:nth-child(1)').allInnerTexts();

  await codeHeader.getByRole('link').click();
  await expect(page).toHaveURL(/customers_sort=customer_code/);
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(company).toHaveAttribute('aria-sort', 'none');
  const up = await codes();
  expect(up.length).toBeGreaterThan(1);
  expect([...up].sort()).toEqual(up);

  await codeHeader.getByRole('link').click();
  await expect(page).toHaveURL(/customers_dir=desc/);
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
  const down = await codes();
  expect([...down].sort().reverse()).toEqual(down);
  expect(await axe()).toEqual([]);

  // A reload (or a shared link) opens the Customers tab in that order.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
  expect(await codes()).toEqual(down);
  const link = page.getByRole('link', { name: 'Export all customers (CSV)' });
  await expect(link).toHaveAttribute('href', '/api/customers/export?sort=customer_code&dir=desc');
  const csv = (await (await page.request.get('/api/customers/export?sort=customer_code&dir=desc')).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv.slice(1, down.length + 1).map((l) => l.split(',')[0])).toEqual(down);
});
