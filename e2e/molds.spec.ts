import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { todayIso } from '../lib/molds/dates';
import { formatDate } from '../lib/utils';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

async function createMold(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/api/molds', { data: { ownership: 'company_owned', cavity_count: 2, ...data } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; mold_code: string; mold_name: string };
}

test('the mold list shows the spec columns, shot counts with health, filters and pages', async ({ page }) => {
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
  await expectAccessible(page);

  // The Overdue chip is the toolroom's queue.
  await page.getByTestId('health-chip-overdue').click();
  await expect(page).toHaveURL(/health=overdue/);
  await expect(rows.first()).toBeVisible();
  const badges = rows.getByTestId('maintenance-health');
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

test('Add Mold: validation messages, a customer picked by keyboard, server errors, list reloaded', async ({ page }) => {
  const newCode = code('E2E');
  await page.goto('/molds');
  await page.getByRole('button', { name: 'Add Mold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Mold' });
  await expect(dialog.getByLabel('Mold Code')).toHaveAttribute('placeholder', 'MLD-001');

  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();

  await dialog.getByLabel('Mold Code').fill(newCode);
  await dialog.getByLabel('Mold Name').fill('Door Handle Bezel 4-cav');
  await dialog.getByLabel('Description').fill('Created by the e2e test');
  await dialog.getByLabel('Ownership').selectOption('customer_owned');
  await dialog.getByLabel('Cavity Count').fill('4');
  await dialog.getByLabel('Maintenance Interval').fill('150000');
  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please select a customer for customer-owned molds' })).toBeVisible();

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
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog).toBeHidden();
  // The list reloaded; the new mold is on it with its customer.
  await page.goto(`/molds?q=${newCode}`);
  const row = page.getByRole('row').filter({ hasText: newCode });
  await expect(row).toContainText('Customer Owned');
  await expect(row).toContainText(chosen);
  await expect(row).toContainText('Active');

  // A duplicate code comes back from the server and shows in the modal.
  await page.getByRole('button', { name: 'Add Mold' }).click();
  await dialog.getByLabel('Mold Code').fill(newCode.toLowerCase());
  await dialog.getByLabel('Mold Name').fill('Copy');
  await dialog.getByLabel('Ownership').selectOption('company_owned');
  await dialog.getByRole('button', { name: 'Create Mold' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The mold code has already been taken.' }).first()).toBeVisible();
  await snap(page, 'molds-add-server-error');
});

test('mold detail: cards and tabs, edit, log maintenance resets the counter, usage predicts the due date', async ({ page }) => {
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
  await expectAccessible(page);

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
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Someone else edits meanwhile: the stale save is refused, nothing is overwritten.
  await page.getByRole('button', { name: 'Edit Mold' }).click();
  await edit.getByLabel('Mold Name').fill('My stale edit');
  const other = await page.request.patch(`/api/molds/${mold.id}`, { data: { description: 'Changed by a colleague' } });
  expect(other.status()).toBe(200);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert').filter({ hasText: 'changed by someone else' })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByText('Changed by a colleague')).toBeVisible();

  // Log Maintenance resets the counter and shows in the history.
  await page.getByRole('button', { name: 'Log Maintenance' }).click();
  const log = page.getByRole('dialog', { name: 'Log Maintenance' });
  await expect(log.getByLabel('Date')).toHaveValue(todayIso());
  await expect(log.getByLabel('Type')).toHaveValue('preventive');
  await expect(log.getByLabel('Reset shot counter')).toBeChecked();
  await log.getByLabel('Description').fill('PM: cleaned vents, replaced 2 ejector pins');
  await log.getByLabel('Technician').fill('R. Novak');
  await log.getByLabel('Cost ($)').fill('250');
  await snap(page, 'mold-log-maintenance');
  await log.getByRole('button', { name: 'Save Maintenance' }).click();
  await expect(log).toBeHidden();
  await expect(page.getByTestId('card-shots-since-maintenance')).toContainText(/^Shots Since Maintenance0of 10,000/);
  await expect(page.getByTestId('card-maintenance-status')).toContainText('Good');
  await expect(page.getByTestId('card-total-shots')).toContainText('50,000');
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText(formatDate(todayIso()));
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
  const due = new Date(`${todayIso()}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + 70);
  await expect(page.getByTestId('next-due')).toHaveText(formatDate(due.toISOString().slice(0, 10)));
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

test("unknown and malformed mold ids show 'Mold not found'", async ({ page }) => {
  for (const id of ['99999999', 'abc']) {
    await page.goto(`/molds/${id}`);
    await expect(page.getByRole('heading', { name: 'Mold not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Molds' })).toBeVisible();
  }
  await snap(page, 'mold-not-found');
});
