import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { addDays, todayInPlant } from '../lib/dates';

/** The unsaved-changes guard of dialogs and page forms (issue 14, components/form/unsaved-changes.tsx). */

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

/** Whether the page's beforeunload handler asks the browser to confirm leaving (what a reload would do). */
function unloadIsGuarded(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/** A work order in progress (a new mold and product), to report production on. */
async function workOrderInProgress(page: Page): Promise<number> {
  const mold = await page.request.post('/api/molds', { data: { mold_code: code('E2E'), mold_name: 'E2E Guard Tool', ownership: 'company_owned', cavity_count: 2 } });
  expect(mold.status()).toBe(201);
  const product = await page.request.post('/api/products', { data: { product_code: code('GRD'), product_name: 'E2E Guard Part', product_type: 'finished_good', unit: 'ea' } });
  expect(product.status()).toBe(201);
  const order = await page.request.post('/api/production/work-orders', {
    data: { product_id: (await product.json()).data.id, mold_id: (await mold.json()).data.id, quantity_planned: 10_000, target_date: addDays(todayInPlant(), 20) },
  });
  expect(order.status()).toBe(201);
  const id = (await order.json()).data.id as number;
  const started = await page.request.patch(`/api/production/work-orders/${id}`, { data: { status: 'in_progress' } });
  expect(started.status()).toBe(200);
  return id;
}

test('a dialog with changes asks before Escape closes it: Keep editing keeps the values, Discard throws them away', async ({ page, axe }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();

  // Unchanged, Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add New Product' }).click();
  await dialog.getByLabel('Part Number').fill('E2E-UNSAVED');
  await dialog.getByLabel('Category').fill('Guarded');
  expect(await unloadIsGuarded(page)).toBe(true); // a reload would ask too
  await page.keyboard.press('Escape');
  const prompt = dialog.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(prompt).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await snap(page, 'unsaved-dialog-prompt');
  expect(await axe()).toEqual([]);

  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(dialog.getByLabel('Part Number')).toHaveValue('E2E-UNSAVED');
  await expect(dialog.getByLabel('Category')).toHaveValue('Guarded');

  // A click outside asks the same; Discard closes and the next opening starts empty.
  await page.mouse.click(5, 5);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  expect(await unloadIsGuarded(page)).toBe(false);
  await page.getByRole('button', { name: 'Add New Product' }).click();
  await expect(dialog.getByLabel('Part Number')).toHaveValue('');
  await expect(dialog.getByLabel('Category')).toHaveValue('');
});

test('the BOM editor asks before closing with changes', async ({ page }) => {
  await page.goto('/products?q=FG-ENC-100');
  await page.getByRole('button', { name: 'BOM of FG-ENC-100' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bill of Materials' });
  const quantity = dialog.getByLabel('Quantity').nth(2);
  await expect(quantity).toHaveValue('4');
  // Loaded and unchanged: Cancel closes at once.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'BOM of FG-ENC-100' }).click();
  await quantity.fill('7');
  await page.keyboard.press('Escape');
  const prompt = dialog.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(prompt).toBeVisible();
  await snap(page, 'unsaved-bom-prompt');
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(quantity).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // Nothing was saved: the editor opens on the stored BOM.
  await page.getByRole('button', { name: 'BOM of FG-ENC-100' }).click();
  await expect(quantity).toHaveValue('4');
});

test('a page form with changes asks before a link leaves; Keep editing keeps the values; saved, the link leaves at once', async ({ page, axe }) => {
  const id = await workOrderInProgress(page);
  await page.goto(`/production/work-orders/${id}`);
  const form = page.getByRole('form', { name: 'Report production' });
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  expect(await unloadIsGuarded(page)).toBe(false); // unchanged

  await form.getByLabel('Shots').fill('100');
  await form.getByLabel('Good parts').fill('190');
  await form.getByLabel('Operator').fill('E2E Guard');
  expect(await unloadIsGuarded(page)).toBe(true);

  // The nav bar's home link.
  await nav.getByRole('link', { name: 'Moldline' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('You have unsaved changes.');
  await expect(prompt.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/production/work-orders/${id}$`));
  await snap(page, 'unsaved-page-prompt');
  expect(await axe()).toEqual([]);
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/production/work-orders/${id}$`));
  await expect(form.getByLabel('Shots')).toHaveValue('100');
  await expect(form.getByLabel('Good parts')).toHaveValue('190');
  await expect(form.getByLabel('Operator')).toHaveValue('E2E Guard');

  // Saved: the form is clean again and links leave without asking.
  await form.getByRole('button', { name: 'Report Production' }).click();
  await expect(page.getByText('Reported 190 good parts (100 shots).')).toBeVisible();
  await expect(form.getByLabel('Shots')).toHaveValue('');
  expect(await unloadIsGuarded(page)).toBe(false);
  await nav.getByRole('link', { name: 'Moldline' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(prompt).toBeHidden();
});

test('a menu link and the back link ask too; Escape keeps editing', async ({ page }) => {
  const id = await workOrderInProgress(page);
  await page.goto(`/production/work-orders/${id}`);
  const form = page.getByRole('form', { name: 'Report production' });
  await form.getByLabel('Shots').fill('100');
  const prompt = page.getByRole('alertdialog', { name: 'Discard changes?' });

  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'Phase 1' }).click();
  await page.getByRole('menuitem', { name: /^Mold Management/ }).click();
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('menu')).toBeHidden(); // the menu closed as the link was followed
  await expect(page).toHaveURL(new RegExp(`/production/work-orders/${id}$`));
  await expect(form.getByLabel('Shots')).toHaveValue('100');

  await page.getByRole('link', { name: 'Back to Production' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/production$/);
});

test('Discard and leave follows the link; the Quick Work Order panel asks before Cancel throws its values away', async ({ page }) => {
  await page.goto('/account');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not saved');
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Moldline' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await prompt.getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/production');
  await page.getByRole('button', { name: 'Quick Work Order' }).click();
  const panel = page.getByRole('form', { name: 'Quick work order' });
  // Unchanged, Cancel closes at once.
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Quick Work Order' }).click();
  await panel.getByLabel('Planned quantity').fill('250');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(panel.getByLabel('Planned quantity')).toHaveValue('250');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(panel).toBeHidden();
  expect(await unloadIsGuarded(page)).toBe(false);
});
