import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';

const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();
// The server's 422 answers are expected in these tests; the browser logs each failed fetch as an error.
const EXPECTED_REFUSALS = [/status of 422/];

async function createSupplier(page: Page, data: Record<string, unknown> = {}) {
  const t = tag();
  const res = await page.request.post('/api/suppliers', { data: { supplier_code: `E2E-${t}`, company_name: `Lakeshore Colorants ${t}`, ...data } });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number; supplier_code: string; company_name: string };
}

/** The shared success toast's rich colours fail AA contrast (app/layout.tsx, not this module): check once it has gone. */
async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

async function openScorecardTab(page: Page) {
  await page.getByRole('tab', { name: 'Scorecard Performance' }).click();
  await expect(page.getByRole('tab', { name: 'Scorecard Performance' })).toHaveAttribute('data-state', 'active');
}

test('the supplier list: spec columns, scorecard badges and open issues per row, search and rating filter', async ({ page, axe }) => {
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  for (const name of ['Supplier Code', 'Company Name', 'Contact', 'Location', 'Scorecard', 'Last Review', 'Issues', 'Status', 'Actions']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View / }) });
  await expect(rows).toHaveCount(15);
  await expect(page.getByText(/Showing 1–15 of \d+ suppliers/)).toBeVisible();
  // A new supplier without reviews shows 'No Score' and 'Not reviewed'.
  const fresh = rows.filter({ hasText: 'Cascade Bio-Plastics' });
  await expect(fresh.getByText('No Score')).toBeVisible();
  await expect(fresh.getByText('Not reviewed')).toBeVisible();
  // Heartland (declining, two open actions) is at risk.
  const heartland = rows.filter({ hasText: 'Heartland Compounding Corp.' });
  await expect(heartland.locator('[data-rating="at_risk"]')).toHaveText('At Risk');
  await expect(heartland.getByText('2 open')).toBeVisible();
  await snap(page, 'suppliers-list');
  expect(await axe()).toEqual([]);

  // Rating filter: the URL carries it and the server filters.
  await page.getByLabel('Rating').selectOption('at_risk');
  await expect(page).toHaveURL(/rating=at_risk/);
  await expect(rows.locator('[data-rating]').filter({ hasNotText: 'At Risk' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Heartland Compounding Corp.' })).toBeVisible();

  // A search typed while the filter is on keeps both.
  await page.getByRole('searchbox', { name: 'Search suppliers' }).fill('heartland');
  await expect(page).toHaveURL(/search=heartland/);
  await expect(page).toHaveURL(/rating=at_risk/);
  await expect(rows).toHaveCount(1);
  await snap(page, 'suppliers-list-filtered');

  await page.getByLabel('Rating').selectOption('preferred');
  await expect(page.getByText('No suppliers found')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(rows).toHaveCount(15);

  await page.goto('/suppliers?page=2');
  await expect(page.getByText(/Showing 16–\d+ of \d+ suppliers/)).toBeVisible();
});

test('New Supplier: validation, a code already taken, then the new supplier opens with no score', async ({ page, consoleGuard, axe }) => {
  consoleGuard.allowConsoleErrors(EXPECTED_REFUSALS);
  const t = tag();
  const company = `Great Lakes Inserts ${t}`;
  await page.goto('/suppliers');
  await page.getByRole('button', { name: 'New Supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Supplier' });
  await expect(dialog.getByLabel('Country')).toHaveValue('USA');
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  await expect(dialog.getByLabel('Payment Terms')).toHaveValue('Net 30');
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

  await dialog.getByRole('button', { name: 'Create Supplier' }).click();
  await expect(dialog.getByText('The supplier code field is required.')).toBeVisible();
  await expect(dialog.getByText('The company name field is required.')).toBeVisible();
  await snap(page, 'suppliers-new-validation');

  // The server's uniqueness answer lands under the field (the code is taken, in another case).
  await dialog.getByLabel('Supplier Code').fill('res-001');
  await dialog.getByLabel('Company Legal Name').fill(company);
  await dialog.getByRole('button', { name: 'Create Supplier' }).click();
  await expect(dialog.getByText('The supplier code has already been taken.').first()).toBeVisible();

  await dialog.getByLabel('Supplier Code').fill(`INS-${t}`);
  await dialog.getByLabel('Contact Person').fill('Dana Whitfield');
  await dialog.getByLabel('Email').fill(`dana@inserts-${t.toLowerCase()}.example`);
  await dialog.getByLabel('City').fill('Holland');
  await dialog.getByLabel('State').fill('MI');
  await dialog.getByLabel('Lead Time (days)').fill('21');
  await dialog.getByLabel('Min Order Value').fill('2500');
  await dialog.getByRole('button', { name: 'Create Supplier' }).click();

  await expect(page).toHaveURL(/\/suppliers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByText(`Supplier INS-${t} created`)).toBeVisible();
  await expect(page.locator('[data-status="active"]')).toHaveClass(/green/);
  for (const card of ['Basic Information', 'Supplier Details', 'Address', 'Scorecard Overview']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toHaveCount(0);
  await expect(page.getByText('21 days')).toBeVisible();
  await expect(page.getByText('$2,500.00')).toBeVisible();
  const overview = page.getByTestId('scorecard-overview');
  await expect(overview.getByText('No Score')).toBeVisible();
  await expect(overview.getByText('Not reviewed')).toBeVisible();
  await expect(overview.getByText('No open issues')).toBeVisible();
  await openScorecardTab(page);
  await expect(page.getByText('No chart data available')).toHaveCount(2);
  await snap(page, 'supplier-new-detail');
  await toastsGone(page);
  expect(await axe()).toEqual([]);

  // Edit Supplier.
  await page.getByRole('button', { name: 'Edit Supplier' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Supplier' });
  await edit.getByLabel('Lead Time (days)').fill('14');
  await edit.getByLabel('Notes').fill('Brass heat-set inserts, M3–M6.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('14 days')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
});

test('Record Performance Metrics: band guidance, the refusals, then score, rating badge and charts change', async ({ page, axe }) => {
  const supplier = await createSupplier(page);
  await page.goto(`/suppliers/${supplier.id}`);
  await openScorecardTab(page);
  await page.getByRole('button', { name: 'Record Performance Metrics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Performance Metrics' });
  const month = todayInPlant().slice(0, 7);
  await expect(dialog.getByLabel('Review Period')).toHaveValue(month);
  await expect(dialog.getByLabel('Review Period')).toHaveAttribute('max', month);
  // No category yet: nothing to submit.
  await expect(dialog.getByRole('button', { name: 'Submit Metrics' })).toBeDisabled();

  await dialog.getByLabel('Category').selectOption({ label: 'Quality (40%)' });
  const defect = dialog.locator('[data-metric="defect_rate_ppm"]');
  const yieldRow = dialog.locator('[data-metric="first_pass_yield"]');
  await expect(defect).toContainText('Defect Rate');
  await expect(defect.getByTestId('band-guidance')).toHaveText('Excellent < 10 PPM · Good 10–50 · Fair 50–100 · Poor > 100');
  await expect(yieldRow.getByTestId('band-guidance')).toHaveText('Excellent > 98% · Good 95–98% · Fair 90–95% · Poor < 90%');
  await expect(dialog.getByLabel('Defect Rate Target (PPM)')).toHaveValue('50');
  await expect(dialog.getByLabel('First Pass Yield Target (%)')).toHaveValue('98');

  // No actual value: refused in the browser, nothing sent.
  await dialog.getByRole('button', { name: 'Submit Metrics' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please enter at least one metric value' })).toBeVisible();

  // The band of the value typed follows it.
  await dialog.getByLabel('Defect Rate Actual (PPM)').fill('120');
  await expect(defect.locator('[data-band]')).toHaveText('Poor');
  await dialog.getByLabel('Defect Rate Actual (PPM)').fill('20');
  await expect(defect.locator('[data-band]')).toHaveText('Good');
  await dialog.getByLabel('First Pass Yield Actual (%)').fill('99');
  await expect(yieldRow.locator('[data-band]')).toHaveText('Excellent');

  // A month in the future is refused.
  const next = addDays(`${month}-01`, 40).slice(0, 7);
  await dialog.getByLabel('Review Period').fill(next);
  await dialog.getByRole('button', { name: 'Submit Metrics' }).click();
  await expect(dialog.getByText('The review period cannot be in the future.')).toBeVisible();
  await dialog.getByLabel('Review Period').fill(month);
  await snap(page, 'supplier-record-metrics');
  expect(await axe()).toEqual([]);

  await dialog.getByRole('button', { name: 'Submit Metrics' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Metrics recorded successfully! Scorecard has been updated.')).toBeVisible();
  const overview = page.getByTestId('scorecard-overview');
  await expect(overview.getByTestId('overall-score')).toHaveText('100.0');
  await expect(overview.locator('[data-rating]')).toHaveText('Preferred');
  await expect(overview.locator('[data-category="quality"]')).toContainText('100');
  await expect(overview.getByText('Stable')).toBeVisible();
  await expect(page.locator('[data-quality-rating]').first()).toHaveText('Quality A');
  await expect(page.getByText('No chart data available')).toHaveCount(0);
  await expect(page.locator('[data-chart="line"] canvas')).toBeVisible();
  await expect(page.locator('[data-chart="bar"] canvas')).toBeVisible();
  await expect(page.locator('[data-chart="line"] canvas')).toHaveAttribute('aria-label', `Score out of 100 — ${new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))}: 100.`);

  // Delivery at half its target: overall (100 × 40 + 50 × 30) ÷ 70 = 78.57 → Conditional; the quality letter stays.
  await page.getByRole('button', { name: 'Record Performance Metrics' }).click();
  await dialog.getByLabel('Category').selectOption({ label: 'Delivery (30%)' });
  await dialog.getByLabel('On-Time Delivery Actual (%)').fill('49');
  await expect(dialog.locator('[data-metric="on_time_delivery"] [data-band]')).toHaveText('Poor');
  await dialog.getByRole('button', { name: 'Submit Metrics' }).click();
  await expect(dialog).toBeHidden();
  await expect(overview.getByTestId('overall-score')).toHaveText('78.6');
  await expect(overview.locator('[data-rating]')).toHaveText('Conditional');
  await expect(overview.locator('[data-category="delivery"]')).toContainText('50');
  await expect(page.locator('[data-quality-rating]').first()).toHaveText('Quality A');
  await expect(page.locator('[data-chart="bar"] canvas')).toHaveAttribute('aria-label', 'Score out of 100 — Quality: 100; Delivery: 50.');
  await snap(page, 'supplier-scorecard');

  await page.goto('/suppliers?search=' + supplier.supplier_code);
  const row = page.getByRole('row').filter({ hasText: supplier.company_name });
  await expect(row).toContainText('78.6');
  await expect(row.locator('[data-rating]')).toHaveText('Conditional');
});

test('Corrective actions: create with its rules, edit, close with resolution notes; overdue rows', async ({ page, axe }) => {
  const supplier = await createSupplier(page);
  await page.goto(`/suppliers/${supplier.id}`);
  await openScorecardTab(page);
  await expect(page.getByText('No corrective actions')).toBeVisible();

  await page.getByRole('button', { name: 'New Corrective Action' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Corrective Action' });
  await expect(dialog.getByLabel('Severity')).toHaveValue('minor');
  await expect(dialog.getByLabel('Category')).toHaveValue('quality');
  await dialog.getByLabel('Due Date').fill(addDays(todayInPlant(), -1));
  await dialog.getByRole('button', { name: 'Create Action' }).click();
  await expect(dialog.getByText('The issue description field is required.')).toBeVisible();
  await expect(dialog.getByText('The due date must be today or later.')).toBeVisible();

  const due = addDays(todayInPlant(), 10);
  await dialog.getByLabel('Issue Description').fill('Splay on PC/ABS housings from wet resin');
  await dialog.getByLabel('Severity').selectOption('major');
  await dialog.getByLabel('Due Date').fill(due);
  await dialog.getByRole('button', { name: 'Create Action' }).click();
  await expect(dialog).toBeHidden();
  const year = todayInPlant().slice(0, 4);
  const row = page.getByRole('row').filter({ hasText: 'Splay on PC/ABS housings' });
  await expect(row.getByText(new RegExp(`^CA-${year}-\\d{4,}$`))).toBeVisible();
  await expect(row.locator('[data-severity]')).toHaveText('Major');
  await expect(row.locator('[data-action-status]')).toHaveText('Open');
  await expect(page.getByTestId('scorecard-overview').getByText('1 open corrective action')).toBeVisible();
  const number = (await row.getByText(new RegExp(`^CA-${year}-`)).textContent())!;
  await snap(page, 'supplier-actions');
  await toastsGone(page);
  expect(await axe()).toEqual([]);

  // Edit: critical, in progress. Resolution notes only appear for closed or cancelled.
  await row.getByRole('button', { name: `Edit ${number}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Corrective Action ${number}` });
  await expect(edit.getByLabel('Resolution Notes')).toHaveCount(0);
  await edit.getByLabel('Severity').selectOption('critical');
  await edit.getByLabel('Status').selectOption('in_progress');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.locator('[data-severity]')).toHaveText('Critical');
  await expect(row.locator('[data-action-status]')).toHaveText('In Progress');

  // Close it with its resolution.
  await row.getByRole('button', { name: `Edit ${number}` }).click();
  await edit.getByLabel('Status').selectOption('closed');
  await edit.getByLabel('Resolution Notes').fill('Desiccant liners added; 3 lots verified below 0.02 % moisture.');
  await snap(page, 'supplier-action-close');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.locator('[data-action-status]')).toHaveText('Closed');
  await expect(row).toContainText('Resolution: Desiccant liners added');
  await expect(page.getByTestId('scorecard-overview').getByText('No open issues')).toBeVisible();

  // A seeded supplier with an overdue action: the row is highlighted with its days.
  await page.goto('/suppliers?search=heartland');
  await page.getByRole('link', { name: 'View Heartland Compounding Corp.' }).click();
  await openScorecardTab(page);
  const overdue = page.getByRole('row').filter({ hasText: 'Color shift on PC/ABS black' });
  await expect(overdue.getByText('12 days overdue')).toBeVisible();
  await expect(overdue).toHaveClass(/bg-red-50/);
  await snap(page, 'supplier-overdue-actions');
});

test('Corrective actions sort by their headers on the server and export in that order', async ({ page, axe }) => {
  const supplier = await createSupplier(page);
  const made: Record<string, string> = {};
  for (const [severity, days] of [['minor', 9], ['critical', 3], ['major', 6]] as const) {
    const res = await page.request.post(`/api/suppliers/${supplier.id}/scorecard/corrective-actions`, {
      data: { issue_description: `Sorted ${severity} issue`, severity, category: 'quality', due_date: addDays(todayInPlant(), days) },
    });
    expect(res.status()).toBe(201);
    made[severity] = (await res.json()).data.action_number;
  }
  await page.goto(`/suppliers/${supplier.id}`);
  await openScorecardTab(page);
  const table = page.getByRole('table', { name: 'Corrective actions' });
  const numbers = () => table.locator('tbody tr td:nth-child(1)').allInnerTexts();
  const severity = table.getByRole('columnheader', { name: 'Severity', exact: true });
  const due = table.getByRole('columnheader', { name: 'Due', exact: true });
  await expect(severity).toHaveAttribute('aria-sort', 'none'); // open ones first, earliest due first: no single column
  expect(await numbers()).toEqual([made.critical, made.major, made.minor]);

  await severity.getByRole('link').click();
  await expect(page).toHaveURL(/actions_sort=severity/);
  await expect(severity).toHaveAttribute('aria-sort', 'descending'); // critical first
  await expect(table.locator('tbody tr').first()).toContainText(made.critical);
  expect(await numbers()).toEqual([made.critical, made.major, made.minor]);
  await severity.getByRole('link').click();
  await expect(page).toHaveURL(/actions_dir=asc/);
  await expect(severity).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('tbody tr').first()).toContainText(made.minor);
  expect(await numbers()).toEqual([made.minor, made.major, made.critical]);

  await due.getByRole('link').click();
  await expect(due).toHaveAttribute('aria-sort', 'ascending');
  await expect(severity).toHaveAttribute('aria-sort', 'none');
  await expect(table.locator('tbody tr').first()).toContainText(made.critical);
  expect(await numbers()).toEqual([made.critical, made.major, made.minor]);
  await due.getByRole('link').click();
  await expect(due).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody tr').first()).toContainText(made.minor);
  await toastsGone(page);
  expect(await axe()).toEqual([]);

  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', `/api/suppliers/${supplier.id}/scorecard/corrective-actions/export?sort=due_date&dir=desc`);
  const csv = (await (await page.request.get(`/api/suppliers/${supplier.id}/scorecard/corrective-actions/export?sort=due_date&dir=desc`)).text()).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[0].startsWith('action_number,issue_description,category,severity,status')).toBe(true);
  expect(csv.slice(1).map((l) => l.split(',')[0])).toEqual([made.minor, made.major, made.critical]);
});

test('the scorecard dashboard: summary, distribution chart, top and bottom 10, reviews and actions that need attention', async ({ page, axe }) => {
  await page.goto('/scorecard-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier Scorecard Dashboard' })).toBeVisible();
  await expect(page.getByText('Active suppliers')).toBeVisible();
  await expect(page.getByText('With performance data')).toBeVisible();
  await expect(page.getByText(/^\d+\.\d$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rating Distribution' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Suppliers by rating: Preferred \d+, Approved \d+, Conditional \d+, At Risk \d+\.$/ })).toBeVisible();

  const top = page.getByRole('table', { name: 'Top 10 suppliers' });
  await expect(top.getByRole('row')).toHaveCount(11);
  await expect(top.getByRole('link', { name: /^View details of / }).first()).toBeVisible();
  const bottom = page.getByRole('table', { name: 'Bottom 10 suppliers' });
  await expect(bottom.getByRole('row').nth(1)).toContainText('At Risk');
  // The demo's scores are computed from a year of goods receipts: the lists say so on the score.
  await expect(page.getByTestId('from-receipts').first()).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Suppliers Needing Review' })).toBeVisible();
  await expect(page.getByText(/^Review due within 7 days/)).toBeVisible();
  const review = page.getByRole('table', { name: 'Suppliers needing review' });
  await expect(review.getByRole('row').filter({ hasText: 'Summit Poly Bag & Film' }).getByText('Past due')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Overdue Corrective Actions' })).toBeVisible();
  await expect(page.getByText(/^Past due date and still open/)).toBeVisible();
  const overdue = page.getByRole('table', { name: 'Overdue corrective actions' });
  await expect(overdue.getByRole('row').nth(1)).toContainText('15 days overdue');

  await expect(page.getByRole('heading', { name: 'Open Critical Corrective Actions' })).toBeVisible();
  await expect(page.getByText(/^Requires immediate attention/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open critical corrective actions' }).locator('[data-severity="critical"]').first()).toBeVisible();
  await snap(page, 'scorecard-dashboard');
  expect(await axe()).toEqual([]);

  await review.getByRole('link', { name: 'Review Summit Poly Bag & Film now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summit Poly Bag & Film' })).toBeVisible();
});

test('a missing supplier shows Supplier not found', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 404/]);
  await page.goto('/suppliers/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Suppliers' })).toBeVisible();
});

test('the supplier list sorts by a header click, both ways, and the URL keeps the order', async ({ page }) => {
  const t = `SRT${tag()}`;
  // Codes A, B, C; company names in another order.
  for (const [suffix, name] of [['A', 'Zenith Polymers'], ['B', 'Acme Resins'], ['C', 'Midland Masterbatch']]) {
    await createSupplier(page, { supplier_code: `${t}-${suffix}`, company_name: `${name} ${t}` });
  }
  await page.goto(`/suppliers?search=${t}`);
  const codes = page.getByRole('row').locator('td:first-child');
  const codeHeader = page.getByRole('columnheader', { name: 'Supplier Code', exact: true });
  const nameHeader = page.getByRole('columnheader', { name: 'Company Name', exact: true });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'); // the default order
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none');
  await expect(codes).toHaveText([`${t}-B`, `${t}-C`, `${t}-A`]);

  await codeHeader.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=supplier_code(&|$)/);
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(codes).toHaveText([`${t}-A`, `${t}-B`, `${t}-C`]);

  await codeHeader.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=supplier_code(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${t}(&|$)`)); // the search stays
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(codes).toHaveText([`${t}-C`, `${t}-B`, `${t}-A`]);

  await page.reload();
  await expect(codeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(codes).toHaveText([`${t}-C`, `${t}-B`, `${t}-A`]);
});
