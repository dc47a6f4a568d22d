import crypto from 'node:crypto';
import { expect, snap, test } from './fixtures';

const tag = () => crypto.randomBytes(4).toString('hex');

test('create a customer in the modal, see it open, find it by search, open and edit its detail', async ({ page, axe }) => {
  const t = tag();
  const company = `Lakeview Molded Parts ${t}`;
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  for (const column of ['Customer Code', 'Company Name', 'DBA Name', 'Contact', 'Location', 'Status', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await snap(page, 'customers-list');
  expect(await axe()).toEqual([]);

  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Status')).toHaveValue('active');
  await expect(dialog.getByLabel('Country')).toHaveValue('USA');
  await expect(dialog.getByLabel('Payment Terms')).toHaveValue('Net 30');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

  // Client validation (the server's schema, run in the browser): Company Legal Name is required.
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByText('The company name field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Company Legal Name')).toBeFocused();
  await snap(page, 'customers-new-validation');

  await dialog.getByLabel('Company Legal Name').fill(company);
  await dialog.getByLabel('DBA Name').fill('Lakeview');
  await dialog.getByLabel('Contact Person').fill('Jordan Miles');
  await dialog.getByLabel('Email').fill(`jordan@lakeview-${t}.example`);
  await dialog.getByLabel('Phone').fill('(616) 555-0199');
  await dialog.getByLabel('Billing Address').fill('500 Lake Shore Dr');
  await dialog.getByLabel('City').fill('Muskegon');
  await dialog.getByLabel('State').fill('MI');
  await dialog.getByLabel('Postal Code').fill('49440');
  await dialog.getByLabel('Credit Limit').fill('12000');
  await snap(page, 'customers-new-filled');
  await dialog.getByRole('button', { name: 'Create Customer' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`Customer CN\\d{2,} ${company} created`))).toBeVisible();
  // The new customer opens (the list is paged on the server: it may be on another page).
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await snap(page, 'customers-created');
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);

  // Find it by search: the URL carries the search, the server does the filtering.
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(t);
  await expect(page).toHaveURL(new RegExp(`/customers\\?search=${t}$`));
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell', { name: 'Muskegon, MI' })).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1 customers')).toBeVisible();
  await snap(page, 'customers-search');

  await row.getByRole('link', { name: `View ${company}` }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  for (const card of ['Basic Information', 'Financial Information', 'Address']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Notes' })).toHaveCount(0);
  await expect(page.getByText('$12,000.00')).toBeVisible();
  await expect(page.getByText('Net 30')).toBeVisible();
  await expect(page.getByText('Same as billing')).toBeVisible();
  const badge = page.locator('[data-status]').first();
  await expect(badge).toHaveText('Active');
  await expect(badge).toHaveClass(/green/);
  // The Orders tab opens first (CONTRACT §10); a new customer has no locations, contacts or part numbers yet.
  await expect(page.getByText('No Orders Yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(page.getByText('No ship-to locations yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Location' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByText('No contacts yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Part Cross-References' }).click();
  await expect(page.getByText('No part cross-references yet.')).toBeVisible();
  await snap(page, 'customer-detail');
  expect(await axe()).toEqual([]);

  // Correct it with the same form: the status badge is no longer green once suspended.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Customer CN\d{2,}/ });
  await expect(edit.getByLabel('Company Legal Name')).toHaveValue(company);
  await edit.getByLabel('City').fill('Grand Haven');
  await edit.getByLabel('Status').selectOption('suspended');
  await edit.getByLabel('Notes').fill('Credit review pending.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Customer updated')).toBeVisible();
  await expect(page.getByText('Grand Haven')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(badge).toHaveText('Suspended');
  await expect(badge).not.toHaveClass(/green/);
  await snap(page, 'customer-detail-suspended');

  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('the modal shows the server message, else "Failed to create customer"', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of (422|502)/]);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  await dialog.getByLabel('Company Legal Name').fill(`Broken ${tag()}`);

  await page.route('**/api/customers', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The email must be a valid email address.', errors: { email: ['The email must be a valid email address.'] } }) }),
  );
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The email must be a valid email address.' })).toHaveCount(2);
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.unroute('**/api/customers');
  await page.route('**/api/customers', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }));
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to create customer' })).toBeVisible();
  await snap(page, 'customers-new-error');
  await expect(dialog).toBeVisible();
});

test("the server's field errors land under their fields, and the banner says what went wrong", async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 422/]);
  const company = `Server Checked ${tag()}`;
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  await dialog.getByLabel('Company Legal Name').fill(company);
  await dialog.getByLabel('Email').fill('buyer@example.com');

  // A rule only the server knows: here the request is changed on its way, so the real API answers 422.
  await page.route('**/api/customers', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}');
    await route.continue({ postData: JSON.stringify({ ...body, email: 'not-an-email', credit_limit: 10.5 }) });
  });
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  // Each message under its own field (the input points at it), the first one also in the banner.
  for (const [label, message] of [
    ['Email', 'The email must be a valid email address.'],
    ['Credit Limit', 'The credit limit must be an integer.'],
  ]) {
    const input = dialog.getByLabel(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator(`[id="${await input.getAttribute('aria-describedby')}"]`)).toHaveText(message);
  }
  await expect(dialog.getByRole('alert').filter({ hasText: 'The email must be a valid email address.' })).toHaveCount(2);
  await snap(page, 'customers-new-server-errors');
  await page.unroute('**/api/customers');

  // Nothing was created; sent as typed, it saves and opens.
  await dialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  const found = await (await page.request.get(`/api/customers?search=${encodeURIComponent(company)}`)).json();
  expect(found.total).toBe(1);
});

test('a search typed and a page clicked within the debounce keep both', async ({ page }) => {
  const t = tag();
  for (let i = 1; i <= 17; i++) {
    const res = await page.request.post('/api/customers', { data: { company_name: `Debounce ${t} Molders ${String(i).padStart(2, '0')}` } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/customers');
  await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible();
  // The race under test is between two hydrated handlers: wait until React has attached its props to both elements
  // (before hydration the input ignores typing and the link is a plain link, which is not what a person meets).
  await page.waitForFunction(() =>
    ['input[aria-label="Search customers"]', 'a[aria-label="Page 2"]'].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    }),
  );

  const search = page.getByRole('searchbox', { name: 'Search customers' });
  // Typed, and Page 2 clicked in the same moment: well within the 300 ms the search waits before it is written.
  await page.evaluate((text) => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search customers"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector<HTMLAnchorElement>('a[aria-label="Page 2"]')!.click();
  }, t);

  const searchAndPage2 = (url: URL) => url.searchParams.get('search') === t && url.searchParams.get('page') === '2';
  await expect(page).toHaveURL(searchAndPage2);
  await expect(page.getByText('Showing 16–17 of 17 customers')).toBeVisible();
  await expect(page.getByRole('cell', { name: `Debounce ${t} Molders 17`, exact: true })).toBeVisible();
  await expect(search).toHaveValue(t);
  // And it stays so once the debounce has passed.
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(searchAndPage2);
  await expect(page.getByText('Showing 16–17 of 17 customers')).toBeVisible();
  await snap(page, 'customers-search-and-page');

  // Changing the search goes back to page 1.
  await search.fill(`${t} Molders 0`);
  await expect(page).toHaveURL(new RegExp(`\\?search=${t}\\+Molders\\+0$`));
  await expect(page.getByText('Showing 1–9 of 9 customers')).toBeVisible();
});

test('page through the customers with Previous/Next and numbered pages', async ({ page }) => {
  const t = tag();
  for (let i = 1; i <= 17; i++) {
    const res = await page.request.post('/api/customers', { data: { company_name: `Pager ${t} Plastics ${String(i).padStart(2, '0')}` } });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/customers?search=${t}`);
  await expect(page.getByText('Showing 1–15 of 17 customers')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(16);
  await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('link', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${t}&page=2$`));
  await expect(page.getByText('Showing 16–17 of 17 customers')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell', { name: `Pager ${t} Plastics 17`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to next page' })).toHaveAttribute('aria-disabled', 'true');
  await snap(page, 'customers-page-2');

  await page.getByRole('link', { name: 'Page 1' }).click();
  // Page 1 is the default: the URL leaves it out.
  await expect(page).toHaveURL(new RegExp(`\\?search=${t}$`));
  await expect(page.getByRole('cell', { name: `Pager ${t} Plastics 01`, exact: true })).toBeVisible();

  // The page survives a reload because it lives in the URL.
  await page.goto(`/customers?search=${t}&page=2`);
  await expect(page.getByText('Showing 16–17 of 17 customers')).toBeVisible();
  await page.getByRole('link', { name: 'Go to previous page' }).click();
  await expect(page.getByText('Showing 1–15 of 17 customers')).toBeVisible();

  // Past the end: the screen goes to the last page (the API answers data: [] instead); then a search with no match.
  await page.goto(`/customers?search=${t}&page=9`);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === t && url.searchParams.get('page') === '2');
  await expect(page.getByText('Showing 16–17 of 17 customers')).toBeVisible();
  await page.goto(`/customers?search=nothing-${t}`);
  await expect(page.getByText('No customers found')).toBeVisible();
  await snap(page, 'customers-search-empty');
});

test('an unknown or non-numeric customer shows "Customer not found"', async ({ page, consoleGuard }) => {
  // The documents answer 404 (the status we want), which the browser logs.
  consoleGuard.allowConsoleErrors([/status of 404 \(Not Found\) \(http:[^)]*\/customers\/(99999999|abc)\)/]);
  for (const id of ['99999999', 'abc']) {
    const res = await page.goto(`/customers/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Customer not found')).toBeVisible();
  }
  await snap(page, 'customer-not-found');
  await page.getByRole('link', { name: 'Back to Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});
