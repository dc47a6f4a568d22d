import { expect, snap, test } from './fixtures';

/** Sortable headers, CSV export and print views across the lists (issue 14). */

test('sortable headers: a click orders the list on the server, says aria-sort, and a second click reverses it', async ({ page, axe }) => {
  await page.goto('/customers');
  const codeHeader = page.getByRole('columnheader', { name: 'Customer Code', exact: true });
  const nameHeader = page.getByRole('columnheader', { name: 'Company Name', exact: true });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'); // the default order
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none');

  await nameHeader.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const names = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  expect([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase(), 'en'))).toEqual(names);

  await codeHeader.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=customer_code/);
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  expect(await axe()).toEqual([]);

  await page.goto('/molds');
  const shots = page.getByRole('columnheader', { name: 'Shot Count', exact: true });
  await shots.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=total_shots/);
  await expect(shots).toHaveAttribute('aria-sort', 'descending'); // most shots first: its natural order
  await expect(page.getByLabel('Sort by')).toHaveValue('total_shots');
});

test('Export CSV downloads the list as filtered on screen', async ({ page }) => {
  await page.goto('/molds?status=active');
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', /^\/api\/molds\/export\?status=active(&sort=mold_code)?$/); // the order on screen too
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^molds-\d{4}-\d{2}-\d{2}\.csv$/);
  const res = await page.request.get('/api/molds/export?status=active');
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await res.text()).trim().split('\n');
  expect(lines[0]).toContain('mold_code,mold_name');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((l) => l.includes(',active,'))).toBe(true);
});

test('a mold card and a BOM print without navigation or buttons', async ({ page, axe }) => {
  await page.goto('/molds');
  await page.locator('tbody tr').first().getByRole('link', { name: /^View / }).click();
  await expect(page.getByRole('button', { name: 'Print mold card' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print mold card' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Total Shots')).toBeVisible();
  await snap(page, 'print-mold-card');
  await page.emulateMedia({ media: 'screen' });

  // A product with a BOM in the demo plant: its sheet lists the lines in sequence order.
  const products = (await (await page.request.get('/api/products?page=1&per_page=100&product_type=finished_good')).json()).data as { id: number }[];
  let productId: number | undefined;
  for (const p of products) {
    if ((await page.request.get(`/api/boms/product/${p.id}`)).ok()) {
      productId = p.id;
      break;
    }
  }
  expect(productId, 'the demo plant has a finished good with a BOM').toBeDefined();
  await page.goto(`/products/${productId}`);
  await page.getByRole('link', { name: 'Bill of Materials' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}/bom$`));
  await expect(page.getByRole('heading', { level: 1, name: /Bill of Materials/ })).toBeVisible();
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  const sequence = (await rows.locator('td:first-child').allInnerTexts()).map(Number);
  expect([...sequence].sort((a, b) => a - b)).toEqual(sequence);
  expect(await axe()).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print BOM' })).toBeHidden();
  await expect(page.getByRole('link', { name: /^Back to/ })).toBeHidden();
  await snap(page, 'print-bom');
});

test('the dashboard shows what needs attention, each count opening its filtered list, and the shots per day', async ({ page, axe }) => {
  await page.goto('/dashboard');
  const overdue = page.getByTestId('attention-molds_overdue');
  await expect(overdue).toContainText('Molds overdue for maintenance');
  const count = Number((await overdue.locator('span').last().innerText()).replace(/,/g, ''));
  await expect(page.getByRole('img', { name: /^Shots per day across the plant, last 30 days/ })).toBeVisible();
  expect(await axe()).toEqual([]);
  await snap(page, 'dashboard-attention');
  await overdue.click();
  await expect(page).toHaveURL(/\/molds\?status=active&health=overdue/);
  if (count > 0) await expect(page.getByText(new RegExp(`of ${count} molds?$`))).toBeVisible();
  else await expect(page.getByText('No Molds Found')).toBeVisible();
});

test('a search still waiting for its debounce stays on its list when a row link is followed', async ({ page }) => {
  await page.goto('/molds');
  await expect(page.getByRole('link', { name: /^View / }).first()).toBeVisible();
  // Both handlers hydrated (before hydration the input ignores typing), as in the customers' search-and-page test.
  await page.waitForFunction(() => {
    const input = document.querySelector('input[aria-label="Search molds"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
  });
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[aria-label="Search molds"]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'zzz');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector<HTMLAnchorElement>('a[aria-label^="View "]')!.click();
  });
  await expect(page).toHaveURL(/\/molds\/\d+$/);
  await expect(page.getByRole('tab', { name: /Maintenance History/ })).toBeVisible();
  // Well past the 300 ms the search waited: the mold page's URL did not get the list's search.
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(/\/molds\/\d+$/);
});

test('a list prefetches a record when the pointer comes over its link, not every record link in view', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') && request.headers()['next-router-prefetch']) prefetched.push(url.pathname);
  });
  await page.goto('/customers');
  const link = page.locator('tbody tr').first().getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/customers\/\d+$/);
  await page.waitForLoadState('networkidle');
  // 25 record links and the nav bar are in view; the sort headers and page numbers (this page, another query) may
  // be prefetched.
  expect(prefetched.filter((path) => path !== '/customers')).toEqual([]);

  await link.hover();
  await expect.poll(() => prefetched).toContain(href);
  // A click with a modifier is the browser's (a new tab), a plain click the router's: the document stays.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await tab.close();
  await expect(page).toHaveURL(/\/customers$/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
