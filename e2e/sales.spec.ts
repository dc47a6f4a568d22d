import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';

test('Sales & CRM shows the real stat cards, the Orders tab (filtered, searched) and the Customers tab', async ({ page, axe }) => {
  const total = async (q: string) => (await (await page.request.get(`/api/sales-orders?per_page=1&${q}`)).json()).total as number;
  const active = await page.request.get('/api/customers?status=active&per_page=1');
  const activeCount: number = (await active.json()).total;
  const notCancelled = await total('status=draft,confirmed,partially_shipped,shipped,closed');
  const pending = await total('status=confirmed,partially_shipped');

  await page.goto('/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales & CRM' })).toBeVisible();
  await expect(page.getByTestId('stat-total-orders')).toHaveText(notCancelled.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-active-customers')).toHaveText(activeCount.toLocaleString('en-US'));
  await expect(page.getByTestId('stat-revenue-mtd')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('stat-pending-orders')).toHaveText(pending.toLocaleString('en-US'));

  for (const name of ['Order', 'Customer', 'Customer PO', 'Ordered', 'Requested', 'Status', 'Shipped', 'Value']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await page.getByLabel('Status').selectOption('partially_shipped');
  await expect(page).toHaveURL(/status=partially_shipped/);
  await expect(page.getByTestId('so-status').first()).toHaveText('Partially Shipped');
  await expect(page.getByRole('link', { name: 'Export orders (CSV)' })).toHaveAttribute('href', /\/api\/sales-orders\/export\?.*status=partially_shipped/);
  await snap(page, 'sales-orders');
  expect(await axe()).toEqual([]);
  await page.goto('/sales');

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
  const toggle = page.getByRole('button', { name: 'Quick Order' });
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

  // Tab moves on to the contact fields.
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
  await page.getByRole('button', { name: 'Quick Order' }).click();
  await page.route('**/api/sales/customers/search**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
  await page.getByRole('combobox', { name: 'Customer' }).fill('acme');
  await expect(page.getByRole('alert').filter({ hasText: 'Search failed' })).toBeVisible();
  // (The Orders tab's status filter has <option>s of its own: only the quick order's are counted.)
  await expect(page.locator('#quick-order-panel').getByRole('option')).toHaveCount(0);
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

test('order to delivery: quick order → confirm → make to order → report production → ship partly, ship the rest → packing slip', async ({ page, axe }) => {
  const t = crypto.randomBytes(3).toString('hex').toUpperCase();
  const customer = await page.request.post('/api/customers', { data: { company_name: `Flow Appliances ${t}`, email: `buyer@flow-${t}.example`, shipping_address: '12 Dock St' } });
  expect(customer.status()).toBe(201);
  const mold = await page.request.post('/api/molds', { data: { mold_code: `SO-${t}`, mold_name: 'Flow clip tool', ownership: 'company_owned', cavity_count: 4 } });
  expect(mold.status()).toBe(201);
  const product = await page.request.post('/api/products', {
    data: { product_code: `FLOW-${t}`, product_name: 'Flow rack clip', product_type: 'finished_good', unit: 'pcs', selling_price: 0.25, mold_id: (await mold.json()).data.id },
  });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).data.id as number;
  const [location] = (await (await page.request.get('/api/inventory/locations')).json()).data as { id: number }[];
  expect((await page.request.post('/api/inventory/receipts', { data: { product_id: productId, location_id: location.id, quantity: 40, lot_number: `LOT-${t}` } })).status()).toBe(201);

  // Quick order: customer, product, 100 parts → a draft, opened.
  await page.goto('/sales');
  await page.getByRole('button', { name: 'Quick Order' }).click();
  await page.getByRole('combobox', { name: 'Customer' }).fill(`Flow Appliances ${t}`);
  await page.getByRole('option', { name: new RegExp(`Flow Appliances ${t}`) }).click();
  await page.getByRole('combobox', { name: 'Product' }).fill(`FLOW-${t}`);
  await page.getByRole('option', { name: new RegExp(`FLOW-${t}`) }).click();
  await page.getByLabel('Quantity').fill('100');
  await page.getByLabel('Customer PO #').fill(`PO-${t}`);
  await page.getByRole('button', { name: 'Create Draft Order' }).click();
  await expect(page).toHaveURL(/\/sales\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^SO-\d{4}-\d{5}$/);
  await expect(page.getByTestId('so-status')).toHaveText('Draft');
  await expect(page.getByTestId('so-subtotal')).toContainText('$25.00');
  expect(await axe()).toEqual([]);

  // Confirm: the 40 in stock are allocated.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByTestId('so-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('line-allocated')).toHaveText('40');

  // Make to order: a work order for the 60 short.
  await page.getByRole('button', { name: 'Create Work Orders' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Create Work Orders' }).click();
  const woLink = page.getByRole('link', { name: /^WO-\d{4}-\d{5}$/ });
  await expect(woLink).toBeVisible();
  await expect(page.getByText('0 / 60 (0%)')).toBeVisible();
  await snap(page, 'sales-order-confirmed');

  // Production reports 60 good parts on it (through the API, as the shop floor would): they are allocated to the line.
  await woLink.click();
  await expect(page).toHaveURL(/\/production\/work-orders\/\d+$/);
  const woId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('wo-sales-order')).toContainText(/SO-\d{4}-\d{5}/);
  expect((await page.request.patch(`/api/production/work-orders/${woId}`, { data: { status: 'in_progress' } })).status()).toBe(200);
  expect((await page.request.post(`/api/production/work-orders/${woId}/reports`, { data: { shots: 15, good_parts: 60, scrap_parts: 0 } })).status()).toBe(201);
  await page.getByTestId('wo-sales-order').getByRole('link').click();
  await expect(page.getByTestId('line-allocated')).toHaveText('100');

  // Ship 30, then the rest.
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel(/Flow rack clip/).fill('30');
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByTestId('so-status')).toHaveText('Partially Shipped');
  await expect(page.getByTestId('line-shipped')).toHaveText('30');
  await expect(page.getByTestId('line-remaining')).toHaveText('70');
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel(/Flow rack clip/)).toHaveValue('70');
  await page.getByRole('dialog').getByRole('button', { name: 'Create Shipment' }).click();
  await expect(page.getByTestId('so-status')).toHaveText('Shipped');
  await expect(page.getByTestId('line-remaining')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Ship', exact: true })).toHaveCount(0);
  await snap(page, 'sales-order-shipped');

  // The first shipment's packing slip: the lot received first (allocated at confirm).
  await page.getByRole('link', { name: /^Packing slip SH-/ }).first().click();
  await expect(page).toHaveURL(/\/shipping\/\d+\/print$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Packing Slip SH-\d{4}-\d{5}$/);
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip.getByText(`PO-${t}`)).toBeVisible();
  await expect(slip.getByText(`LOT-${t}: 30`)).toBeVisible();
  await expect(slip.getByTestId('slip-quantity')).toHaveText('30 pcs');
  await snap(page, 'packing-slip');
  expect(await axe()).toEqual([]);

  // /shipping lists the shipments.
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search shipments' }).fill(`Flow Appliances ${t}`);
  await expect(page.getByRole('link', { name: /^Packing slip SH-/ })).toHaveCount(2);
  expect(await axe()).toEqual([]);
});

test('cancelling a made-to-order order cancels its work order that has not started, and the page shows it', async ({ page, axe }) => {
  const t = crypto.randomBytes(3).toString('hex').toUpperCase();
  const customer = await page.request.post('/api/customers', { data: { company_name: `Void Molding ${t}`, email: `buyer@void-${t}.example` } });
  expect(customer.status()).toBe(201);
  const mold = await page.request.post('/api/molds', { data: { mold_code: `SX-${t}`, mold_name: 'Void cap tool', ownership: 'company_owned', cavity_count: 2 } });
  const product = await page.request.post('/api/products', {
    data: { product_code: `VOID-${t}`, product_name: 'Void cap', product_type: 'finished_good', unit: 'pcs', selling_price: 0.4, mold_id: (await mold.json()).data.id },
  });
  const order = await page.request.post('/api/sales-orders', { data: { customer_id: (await customer.json()).data.id, lines: [{ product_id: (await product.json()).data.id, quantity: 80 }] } });
  expect(order.status()).toBe(201);
  const id = (await order.json()).data.id as number;
  expect((await page.request.post(`/api/sales-orders/${id}/confirm`, { data: {} })).status()).toBe(200);
  expect((await page.request.post(`/api/sales-orders/${id}/work-orders`, { data: {} })).status()).toBe(200);

  await page.goto(`/sales/orders/${id}`);
  await expect(page.getByTestId('work-order-status')).toHaveText('Scheduled');
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('work orders that have not started are cancelled');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByTestId('so-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('work-order-status')).toHaveText('Cancelled');
  await expect(page.getByText('0 / 80 (0%)')).toBeVisible();
  await snap(page, 'sales-order-cancelled-mto');
  expect(await axe()).toEqual([]);
});
