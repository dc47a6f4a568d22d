import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signedOutTest, signInViaApi, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';
import { formatDate } from '../lib/utils';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
// The server's 422/409 answers are expected in these tests; the browser logs each failed fetch as an error.
const EXPECTED_REFUSALS = [/status of 4(09|22)/];

async function createMold(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/molds', { data: { ownership: 'company_owned', cavity_count: 2, ...data } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; mold_code: string; mold_name: string };
}

test('the mold list shows the spec columns, shot counts with health, filters and pages', async ({ page, axe }) => {
  // Past the last page: the last page.
  await page.goto('/molds?page=999');
  await expect(page).toHaveURL(/\/molds\?page=\d$/);
  await expect(page.getByRole('link', { name: 'Go to next page' })).toHaveAttribute('aria-disabled', 'true');
  await page.goto('/molds');
  await expect(page.getByRole('heading', { name: 'Mold Management' })).toBeVisible();
  for (const name of ['Mold Number', 'Name', 'Ownership', 'Cavities', 'Status', 'Shot Count']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  // The demo plant has 60 molds: 25 a page, in mold-number order.
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View / }) });
  await expect(rows).toHaveCount(25);
  const first = rows.filter({ has: page.getByRole('link', { name: 'MLD-1001', exact: true }) });
  await expect(first).toContainText('Door Handle Bezel 4-cav');
  await expect(first.getByTestId('shot-count')).toContainText('since maint.');
  await expect(page.getByText(/Showing 1–25 of \d+ molds/)).toBeVisible();
  await snap(page, 'molds-list');
  expect(await axe()).toEqual([]);

  // The Overdue chip is the toolroom's queue.
  await page.getByTestId('health-chip-overdue').click();
  await expect(page).toHaveURL(/health=overdue/);
  await expect(page.getByTestId('health-chip-overdue')).toHaveAttribute('aria-current', 'true');
  // The URL changes at once; the server's filtered page follows.
  const badges = rows.getByTestId('maintenance-health');
  await expect(badges.filter({ hasNotText: 'Overdue' })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  for (const text of await badges.allTextContents()) expect(text).toContain('Overdue');
  await snap(page, 'molds-list-overdue');

  await page.goto('/molds?page=2');
  await expect(page.getByText(/Showing 26–50 of \d+ molds/)).toBeVisible();

  await page.goto('/molds?q=no-such-mold-anywhere');
  await expect(page.getByText('No Molds Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  await snap(page, 'molds-list-no-match');

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/molds$/);
  await expect(rows).toHaveCount(25);
});

test('Add Mold: validation messages, a customer picked by keyboard, server errors, the new mold one click away', async ({ page, axe, consoleGuard }) => {
  consoleGuard.allowConsoleErrors(EXPECTED_REFUSALS);
  const newCode = code('E2E');
  await page.goto('/molds');
  await page.getByRole('button', { name: 'Add Mold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Mold' });
  await expect(dialog.getByLabel('Mold Code')).toHaveAttribute('placeholder', 'MLD-001');

  // The server's schema checks in the browser: the spec's banner and each field's message.
  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await expect(dialog.getByText('The mold code field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Mold Code')).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'molds-add-required');

  await dialog.getByLabel('Mold Code').fill(newCode);
  await dialog.getByLabel('Mold Name').fill('Door Handle Bezel 4-cav');
  await dialog.getByLabel('Description').fill('Created by the e2e test');
  await dialog.getByLabel('Ownership').selectOption('customer_owned');
  await dialog.getByLabel('Cavity Count').fill('4');
  await dialog.getByLabel('Maintenance Interval').fill('150000');
  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please select a customer for customer-owned molds' })).toBeVisible();
  await expect(dialog.getByText('The mold code field is required.')).toHaveCount(0);
  await snap(page, 'molds-add-customer-required');

  // Keyboard only: type, arrow down to the first result, Enter.
  const picker = dialog.getByRole('combobox', { name: 'Customer' });
  const results = dialog.getByRole('listbox').getByRole('option');
  await picker.fill('Gr');
  await expect(results.first()).toBeVisible();
  await picker.press('ArrowDown');
  await expect(results.first()).toHaveAttribute('aria-selected', 'true');
  const chosen = (await results.first().locator('span').first().textContent())!.trim();
  await picker.press('Enter');
  await expect(picker).toHaveValue(new RegExp(chosen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // Switching away clears the customer.
  await dialog.getByLabel('Ownership').selectOption('leased');
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
  await dialog.getByLabel('Ownership').selectOption('customer_owned');
  await expect(picker).toHaveValue('');
  await picker.fill(chosen.slice(0, 6));
  await expect(results.first()).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).not.toHaveValue('');
  await snap(page, 'molds-add-dialog');
  expect(await axe()).toEqual([]);

  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog).toBeHidden();
  // Lists page on the server: the toast offers the new mold wherever it sorts.
  const toast = page.getByText(`Mold ${newCode} created`);
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/molds\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(newCode);
  await expect(page.getByTestId('mold-customer')).toContainText(chosen);

  // The list has it with its customer.
  await page.goto(`/molds?q=${newCode}`);
  const row = page.getByRole('row').filter({ hasText: newCode });
  await expect(row).toContainText('Customer Owned');
  await expect(row).toContainText(chosen);
  await expect(row).toContainText('Active');

  // A duplicate code comes back from the server and shows in the modal, under the field and in the banner.
  await page.getByRole('button', { name: 'Add Mold' }).click();
  await dialog.getByLabel('Mold Code').fill(newCode.toLowerCase());
  await dialog.getByLabel('Mold Name').fill('Copy');
  await dialog.getByLabel('Ownership').selectOption('company_owned');
  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The mold code has already been taken.' })).toHaveCount(2);
  await expect(dialog.getByLabel('Mold Code')).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'molds-add-server-error');
  expect(await axe()).toEqual([]);

  // Closing a form with changes asks first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});

test('a search typed and a status picked at once both filter the list', async ({ page }) => {
  const tag = code('SRCH');
  for (const [suffix, status] of [
    ['A', 'active'],
    ['B', 'maintenance'],
    ['C', 'maintenance'],
  ] as const) {
    const res = await page.request.post('/api/molds', {
      data: { mold_code: `${tag}-${suffix}`, mold_name: suffix === 'C' ? 'Other tool' : 'Search target', ownership: 'company_owned', cavity_count: 1, status },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/molds');
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View / }) });
  await expect(rows).toHaveCount(25);
  // Type, and pick a status before the search's debounce has written the URL.
  await page.getByLabel('Search molds').pressSequentially(`${tag}-`, { delay: 10 });
  await page.getByLabel('Status').selectOption('maintenance');
  await expect(page).toHaveURL(new RegExp(`q=${tag}-`));
  await expect(page).toHaveURL(/status=maintenance/);
  await expect(rows).toHaveCount(2);
  await expect(rows.getByTestId('mold-status')).toHaveText(['Maintenance', 'Maintenance']);
  await expect(rows.filter({ hasText: `${tag}-B` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `${tag}-C` })).toHaveCount(1);
  // Both stay in the controls and survive a reload.
  await page.reload();
  await expect(page.getByLabel('Search molds')).toHaveValue(`${tag}-`);
  await expect(page.getByLabel('Status')).toHaveValue('maintenance');
  await expect(rows).toHaveCount(2);
  // A health chip keeps both as well.
  await page.getByTestId('health-chip-not_set').click();
  await expect(page).toHaveURL(/health=not_set/);
  await expect(page).toHaveURL(new RegExp(`q=${tag}-`));
  await expect(page).toHaveURL(/status=maintenance/);
  await expect(rows).toHaveCount(2);
  await snap(page, 'molds-list-search-and-status');
});

test('mold detail: cards and tabs, edit, log maintenance resets the counter, usage predicts the due date', async ({ page, axe, consoleGuard }) => {
  consoleGuard.allowConsoleErrors(EXPECTED_REFUSALS);
  const mold = await createMold(page, {
    mold_code: code('DET'),
    mold_name: 'Lens Housing 2-cav',
    description: 'Polished PC lens tool, hot runner',
    maintenance_interval: 10_000,
    total_shots_lifetime: 50_000,
    shots_since_maintenance: 9_500,
  });
  await page.goto(`/molds/${mold.id}`);
  await expect(page.getByRole('link', { name: 'Back to Molds' })).toHaveAttribute('href', '/molds');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(mold.mold_code);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lens Housing 2-cav');
  await expect(page.getByText('Polished PC lens tool, hot runner')).toBeVisible();

  await expect(page.getByTestId('card-status')).toContainText('Active');
  await expect(page.getByTestId('card-total-shots')).toContainText('50,000');
  await expect(page.getByTestId('card-shots-since-maintenance')).toContainText('9,500');
  await expect(page.getByTestId('card-shots-since-maintenance')).toContainText('of 10,000');
  await expect(page.getByTestId('card-maintenance-status')).toContainText('Due Soon');
  await expect(page.getByTestId('card-cavities')).toContainText('2');
  await expect(page.getByTestId('card-location')).toContainText('Not Set');

  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview).toContainText('No maintenance logged');
  await expect(overview).toContainText('Not scheduled');
  await expect(overview).toContainText('10,000 shots');
  await expect(overview.getByTestId('mold-customer')).toHaveCount(0);
  await snap(page, 'mold-detail');
  expect(await axe()).toEqual([]);

  await page.getByRole('tab', { name: /Maintenance History/ }).click();
  await expect(page.getByText('No Maintenance Records')).toBeVisible();
  await page.getByRole('tab', { name: /Usage History/ }).click();
  await expect(page.getByText('No Usage Records')).toBeVisible();

  // Edit Mold.
  await page.getByRole('button', { name: 'Edit Mold' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Mold' });
  await expect(edit.getByLabel('Mold Code')).toHaveValue(mold.mold_code);
  await edit.getByLabel('Mold Name').fill('Lens Housing 2-cav Rev B');
  await edit.getByLabel('Storage Location').fill('Rack B-07');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rev B');
  await expect(page.getByTestId('card-location')).toContainText('Rack B-07');

  // A server error shows in the banner inside the modal.
  await page.getByRole('button', { name: 'Edit Mold' }).click();
  await edit.getByLabel('Mold Code').fill('MLD-1001');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: 'The mold code has already been taken.' }).first()).toBeVisible();
  await snap(page, 'mold-edit-error');
  // A field the schema refuses shows under it before anything is sent.
  await edit.getByLabel('Cavity Count').fill('0');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('The cavity count must be at least 1.')).toBeVisible();
  await snap(page, 'mold-edit-invalid');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.getByRole('button', { name: 'Discard' }).click();
  await expect(edit).toBeHidden();

  // Someone else edits meanwhile: the stale save is refused, nothing is overwritten.
  await page.getByRole('button', { name: 'Edit Mold' }).click();
  await edit.getByLabel('Mold Name').fill('My stale edit');
  const other = await page.request.patch(`/api/molds/${mold.id}`, { data: { description: 'Changed by a colleague' } });
  expect(other.status()).toBe(200);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: 'changed by someone else' })).toBeVisible();
  await snap(page, 'mold-edit-conflict');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await edit.getByRole('button', { name: 'Discard' }).click();
  await page.reload();
  await expect(page.getByText('Changed by a colleague')).toBeVisible();

  // Log Maintenance resets the counter and shows in the history.
  await page.getByRole('button', { name: 'Log Maintenance' }).click();
  const log = page.getByRole('dialog', { name: 'Log Maintenance' });
  await expect(log.getByLabel('Date')).toHaveValue(todayInPlant());
  await expect(log.getByLabel('Type')).toHaveValue('preventive');
  await expect(log.getByLabel('Reset shot counter')).toBeChecked();
  // Cleaning does not reset by default; the browser checks the date like the server.
  await log.getByLabel('Type').selectOption('cleaning');
  await expect(log.getByLabel('Reset shot counter')).not.toBeChecked();
  await log.getByLabel('Type').selectOption('preventive');
  await expect(log.getByLabel('Reset shot counter')).toBeChecked();
  await log.getByLabel('Date').fill(addDays(todayInPlant(), 3));
  await log.getByRole('button', { name: 'Save Maintenance' }).click();
  await expect(log.getByText('The date cannot be in the future.')).toBeVisible();
  await log.getByLabel('Date').fill('');
  await log.getByRole('button', { name: 'Save Maintenance' }).click();
  await expect(log.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await expect(log.getByText('The date field is required.')).toBeVisible();
  await snap(page, 'mold-log-maintenance-invalid');
  await log.getByLabel('Date').fill(todayInPlant());
  await log.getByLabel('Description').fill('PM: cleaned vents, replaced 2 ejector pins');
  await log.getByLabel('Technician').fill('R. Novak');
  await log.getByLabel('Cost ($)').fill('250');
  await snap(page, 'mold-log-maintenance');
  await log.getByRole('button', { name: 'Save Maintenance' }).click();
  await expect(log).toBeHidden();
  await expect(page.getByTestId('card-shots-since-maintenance')).toContainText(/^Shots Since Maintenance0of 10,000/);
  await expect(page.getByTestId('card-maintenance-status')).toContainText('Good');
  await expect(page.getByTestId('card-total-shots')).toContainText('50,000');
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText(formatDate(todayInPlant()));
  await page.getByRole('tab', { name: /Maintenance History/ }).click();
  const record = page.getByRole('row').filter({ hasText: 'R. Novak' });
  await expect(record).toContainText('Preventive');
  await expect(record).toContainText('$250.00');
  await expect(record).toContainText('PM: cleaned vents');
  await expect(record).toContainText('50,000');
  await snap(page, 'mold-maintenance-history');

  // A usage run adds shots and gives a predicted due date (3,000 shots in 30 days = 100/day → 70 days).
  await page.getByRole('tab', { name: /Usage History/ }).click();
  await page.getByRole('button', { name: 'Record Usage' }).click();
  const usage = page.getByRole('dialog', { name: 'Record Usage' });
  await usage.getByLabel('Defect Rate (%)').fill('120');
  await usage.getByRole('button', { name: 'Record Usage' }).click();
  await expect(usage.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await expect(usage.getByText('The shots produced field is required.')).toBeVisible();
  await expect(usage.getByText('The defect rate may not be greater than 100.')).toBeVisible();
  await snap(page, 'mold-record-usage-invalid');
  await usage.getByLabel('Shots Produced').fill('3000');
  await usage.getByLabel('Work Order').fill('WO-2026-00042');
  await usage.getByLabel('Machine').fill('Press 07');
  await usage.getByLabel('Defect Rate (%)').fill('1.5');
  await usage.getByRole('button', { name: 'Record Usage' }).click();
  await expect(usage).toBeHidden();
  const run = page.getByRole('row').filter({ hasText: 'WO-2026-00042' });
  await expect(run).toContainText('3,000');
  await expect(run).toContainText('1.50%');
  await expect(page.getByTestId('card-shots-since-maintenance')).toContainText('3,000');
  await expect(page.getByTestId('card-total-shots')).toContainText('53,000');
  await snap(page, 'mold-usage-history');
  await page.getByRole('tab', { name: 'Overview' }).click();
  const due = new Date(`${todayInPlant()}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 70);
  await expect(page.getByTestId('next-due')).toHaveText(formatDate(due.toISOString().slice(0, 10)));
});

test('the history tabs page through older records', async ({ page }) => {
  const mold = await createMold(page, { mold_code: code('HIS'), mold_name: 'History Tool' });
  // 25 runs, one a day: WO-…-00 today back to WO-…-24 24 days ago. Page 1 comes with the page, page 2 from the API.
  for (let i = 0; i < 25; i++) {
    const res = await page.request.post(`/api/molds/${mold.id}/usage`, {
      data: { date: addDays(todayInPlant(), -i), work_order: `WO-HIS-${String(i).padStart(2, '0')}`, shots_produced: 100 + i },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/molds/${mold.id}`);
  await page.getByRole('tab', { name: 'Usage History (25)' }).click();
  const panel = page.getByRole('tabpanel', { name: /Usage History/ });
  const rows = panel.getByRole('row').filter({ hasText: 'WO-HIS-' });
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('WO-HIS-00');
  await expect(panel.getByText('Showing 1–20 of 25 runs')).toBeVisible();
  // The page links keep the reader where they are (the history is drawn on the server: the whole record page is
  // rendered again, its header far above): on a short screen, still scrolled down as far as the page allows.
  await page.setViewportSize({ width: 1280, height: 400 });
  await panel.getByRole('link', { name: 'Go to next page' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await panel.getByRole('link', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/usage_page=2/);
  await expect(rows).toHaveCount(5);
  const scroll = await page.evaluate(() => ({ y: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight }));
  expect(scroll.max).toBeGreaterThan(200);
  expect(scroll.y).toBeGreaterThan(scroll.max - 10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(rows.first()).toContainText('WO-HIS-20');
  await expect(rows.last()).toContainText('WO-HIS-24');
  await expect(panel.getByText('Showing 21–25 of 25 runs')).toBeVisible();
  await snap(page, 'mold-usage-history-page-2');
  // A link to page 2 opens on its tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: /Usage History/ })).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(5);
  await page.getByRole('tab', { name: /Maintenance History/ }).click();
  await expect(page.getByText('No Maintenance Records')).toBeVisible();
});

test('the history tabs sort by their headers on the server, each tab on its own, and export in that order', async ({ page, axe }) => {
  const mold = await createMold(page, { mold_code: code('HSR'), mold_name: 'Sorted History Tool' });
  // 25 runs, one a day: WO-HSR-00 today (100 shots) back to WO-HSR-24 (124 shots); sorting by shots reverses the dates.
  for (let i = 0; i < 25; i++) {
    const res = await page.request.post(`/api/molds/${mold.id}/usage`, {
      data: { date: addDays(todayInPlant(), -i), work_order: `WO-HSR-${String(i).padStart(2, '0')}`, shots_produced: 100 + i },
    });
    expect(res.status()).toBe(201);
  }
  for (const [back, cost] of [[30, 75], [20, 900], [10, 300]] as const) {
    const res = await page.request.post(`/api/molds/${mold.id}/maintenance`, { data: { date: addDays(todayInPlant(), -back), type: 'inspection', cost, resets_counter: false } });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/molds/${mold.id}`);
  await page.getByRole('tab', { name: /Usage History/ }).click();
  const panel = page.getByRole('tabpanel', { name: /Usage History/ });
  const date = panel.getByRole('columnheader', { name: 'Date', exact: true });
  const shots = panel.getByRole('columnheader', { name: 'Shots', exact: true });
  const rows = panel.getByRole('row').filter({ hasText: 'WO-HSR-' });
  await expect(date).toHaveAttribute('aria-sort', 'descending');
  await expect(shots).toHaveAttribute('aria-sort', 'none');
  await expect(rows.first()).toContainText('WO-HSR-00');

  await shots.getByRole('link').click();
  await expect(page).toHaveURL(/usage_sort=shots_produced/);
  await expect(shots).toHaveAttribute('aria-sort', 'descending'); // most shots first
  await expect(date).toHaveAttribute('aria-sort', 'none');
  await expect(rows.first()).toContainText('WO-HSR-24');
  const desc = (await rows.locator('td:nth-child(4)').allInnerTexts()).map(Number);
  expect(desc).toHaveLength(20);
  expect([...desc].sort((a, b) => b - a)).toEqual(desc);

  await shots.getByRole('link').click();
  await expect(page).toHaveURL(/usage_dir=asc/);
  await expect(shots).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.first()).toContainText('WO-HSR-00');
  await expect(rows.last()).toContainText('WO-HSR-19');
  // Page 2 keeps the order; a reload opens the tab in it.
  await panel.getByRole('link', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/usage_page=2/);
  await expect(rows.first()).toContainText('WO-HSR-20');
  await expect(panel.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/molds/${mold.id}/usage/export?sort=shots_produced&dir=asc`);
  await snap(page, 'mold-usage-history-sorted');
  expect(await axe()).toEqual([]);
  const csv = (await (await page.request.get(`/api/molds/${mold.id}/usage/export?sort=shots_produced&dir=asc`)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv).toHaveLength(26); // the header and every run, not one page
  expect(csv[1]).toContain('WO-HSR-00');
  expect(csv[25]).toContain('WO-HSR-24');
  await page.reload();
  await expect(page.getByRole('tab', { name: /Usage History/ })).toHaveAttribute('aria-selected', 'true');
  await expect(shots).toHaveAttribute('aria-sort', 'ascending');

  // The maintenance tab sorts on its own keys; the usage order stays in the URL.
  await page.getByRole('tab', { name: /Maintenance History/ }).click();
  const maintenance = page.getByRole('tabpanel', { name: /Maintenance History/ });
  const cost = maintenance.getByRole('columnheader', { name: 'Cost', exact: true });
  await cost.getByRole('link').click();
  await expect(page).toHaveURL(/maintenance_sort=cost/);
  await expect(page).toHaveURL(/usage_sort=shots_produced/);
  await expect(cost).toHaveAttribute('aria-sort', 'descending');
  await expect(maintenance.locator('tbody tr td:nth-child(5)')).toHaveText(['$900.00', '$300.00', '$75.00']);
});

test('a customer-owned mold shows its customer on the overview', async ({ page }) => {
  const search = await (await page.request.get('/api/sales/customers/search?q=In&limit=1')).json();
  test.skip(!search.data?.length, 'no demo customers');
  const customer = search.data[0];
  const mold = await createMold(page, { mold_code: code('CUS'), mold_name: 'Luer Lock Cap 48-cav', ownership: 'customer_owned', customer_id: customer.id });
  await page.goto(`/molds/${mold.id}`);
  const block = page.getByTestId('mold-customer');
  await expect(block).toContainText(customer.company_name);
  await expect(block).toContainText(customer.customer_code);
});

test("unknown and malformed mold ids show 'Mold not found'", async ({ page, consoleGuard }) => {
  // The document itself answers 404 (the status we want), which the browser logs.
  consoleGuard.allowConsoleErrors([/status of 404 \(Not Found\) \(http:[^)]*\/molds\/(99999999|abc)\)/]);
  for (const id of ['99999999', 'abc']) {
    await page.goto(`/molds/${id}`);
    await expect(page.getByRole('heading', { name: 'Mold not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Molds' })).toBeVisible();
  }
  await snap(page, 'mold-not-found');
});

signedOutTest('each role sees only the mold actions it may use', async ({ page }) => {
  // Quality logs maintenance but neither edits molds nor records usage (CONTRACT §9).
  await signInViaApi(page.request, { email: 'quality@example.com', password: 'demo-password-123', name: 'Marcus Webb' });
  await page.goto('/molds');
  await expect(page.getByRole('heading', { name: 'Mold Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Mold' })).toHaveCount(0);
  await page.getByRole('link', { name: 'MLD-1001', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log Maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Mold' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Usage History/ }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record Usage' })).toHaveCount(0);
  await snap(page, 'mold-detail-quality-role');
});
