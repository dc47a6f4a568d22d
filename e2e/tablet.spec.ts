import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';
import { wedgeScan } from './scanner';

/** A 10-inch tablet held upright, driven by a finger (issue 31). */
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

/** Every visible control in `scope` smaller than a finger's 44 × 44 px, as "name w×h". */
async function smallTargets(scope: Locator): Promise<string[]> {
  // Measured at rest: a dialog zooms in from 95 %.
  await scope.evaluate((root) => Promise.all(root.getAnimations({ subtree: true }).map((a) => a.finished)));
  return scope.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, [role=tab]');
    const small: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown (sr-only text has a 1 px box, kept)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.height < 44 || box.width < 44) small.push(`${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  });
}

/** The page fits the tablet's width: nothing scrolls sideways, and the top bar's last control (Logout) is on screen. */
async function expectFitsWidth(page: Page) {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth, nav: document.querySelector('nav[aria-label="Main"]')!.scrollWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
  expect(widths.nav).toBeLessThanOrEqual(widths.view);
  const logout = await page.getByRole('button', { name: 'Logout' }).boundingBox();
  expect(logout!.x + logout!.width).toBeLessThanOrEqual(768);
  expect(logout!.height).toBeGreaterThanOrEqual(44);
}

test('tablet: the shop floor and a press view work with a finger at 768×1024 — start a job by scan, report production, stop and resume', async ({ page, axe, consoleGuard }) => {
  const pressNumber = code('TAB');
  const press = await page.request.post('/api/machines', { data: { machine_number: pressNumber, machine_name: 'E2E Tablet press', tonnage: 220 } });
  expect(press.status()).toBe(201);
  const pressId = (await press.json()).data.id as number;
  const mold = await page.request.post('/api/molds', { data: { mold_code: code('TBM'), mold_name: 'E2E Tablet mold', ownership: 'company_owned', cavity_count: 4 } });
  const product = await page.request.post('/api/products', { data: { product_code: code('TBP'), product_name: 'E2E Tablet part', product_type: 'finished_good', unit: 'ea' } });
  const order = await page.request.post('/api/production/work-orders', {
    data: { product_id: (await product.json()).data.id, mold_id: (await mold.json()).data.id, quantity_planned: 400, target_date: addDays(todayInPlant(), 7) },
  });
  expect(order.status()).toBe(201);
  const { work_order_number: orderNumber } = (await order.json()).data as { work_order_number: string };

  // The board: fits the width, every control a finger's size, each card opens its press's view.
  await page.goto('/shop-floor');
  await expect(page.getByRole('heading', { name: 'Shop Floor Control', level: 1 })).toBeVisible();
  await expectFitsWidth(page);
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  expect(await smallTargets(page.locator('nav[aria-label="Main"]'))).toEqual([]);
  await snap(page, 'tablet-shop-floor');
  expect(await axe()).toEqual([]);
  await page.getByRole('link', { name: `Press view of ${pressNumber}` }).tap();
  await expect(page).toHaveURL(new RegExp(`/shop-floor/${pressId}$`));

  // The press view, idle: no job; a traveler scanned here starts its order on this press.
  await expect(page.getByRole('heading', { name: 'E2E Tablet press', level: 1 })).toBeVisible();
  await expect(page.getByText('No job on this press')).toBeVisible();
  await expectFitsWidth(page);
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  expect(await axe()).toEqual([]);
  await wedgeScan(page, orderNumber);
  await expect(page.getByText(`${orderNumber} started on ${pressNumber}`)).toBeVisible();
  const job = page.getByTestId('press-job');
  await expect(job).toContainText(orderNumber);
  await expect(job.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('press-status')).toContainText('Running');

  // Report Production with taps: the job's progress moves.
  const form = page.getByRole('form', { name: 'Report production' });
  await form.getByLabel('Shots').tap();
  await form.getByLabel('Shots').fill('25');
  await form.getByLabel('Good parts').fill('96');
  await form.getByLabel('Scrap parts').fill('4');
  await form.getByLabel('Operator').fill('T. Nakamura');
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  await snap(page, 'tablet-press-view');
  await form.getByRole('button', { name: 'Report Production' }).tap();
  await expect(page.getByText('Reported 96 good parts (25 shots).')).toBeVisible();
  await expect(job.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '24');
  await expect(job).toContainText('304 parts'); // left to make
  await expect(page.getByRole('region', { name: 'Today on this press' })).toContainText('T. Nakamura');
  // Its toast gone first: stacked under the next one, its dimmed text would be what axe measures below.
  await expect(page.getByText('Reported 96 good parts (25 shots).')).toBeHidden({ timeout: 20_000 });

  // Stop with a reason, then Resume — big buttons, and the dialog's controls a finger's size too.
  await page.getByRole('button', { name: `Stop ${pressNumber}` }).tap();
  const dialog = page.getByRole('dialog', { name: `Stop ${pressNumber}` });
  await expect(dialog).toBeVisible();
  expect(await smallTargets(dialog)).toEqual([]);
  await dialog.getByLabel('Reason').selectOption('material_shortage');
  await dialog.getByRole('button', { name: 'Stop Press' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('press-downtime')).toContainText('Stopped: Material shortage');
  await snap(page, 'tablet-press-stopped');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: `Resume ${pressNumber}` }).tap();
  await expect(page.getByTestId('press-downtime')).toHaveCount(0);
  await expect(page.getByTestId('press-status')).toContainText('Running');
  const events = (await (await page.request.get(`/api/machines/${pressId}/downtime`)).json()).data as { reason_code: string; open: boolean }[];
  expect(events).toMatchObject([{ reason_code: 'material_shortage', open: false }]);

  // An unknown press answers 404 with a way back.
  consoleGuard.allowConsoleErrors([/404/]);
  const missing = await page.goto('/shop-floor/999999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Press not found')).toBeVisible();
});
