import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';

const tag = () => crypto.randomBytes(3).toString('hex').toUpperCase();

const partNumbers = (page: Page) => page.getByRole('row').locator('td:first-child');

test('catalog: columns, type filters and the database search', async ({ page, axe }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products Catalog' })).toBeVisible();
  await expect(page.getByText('Manage your product master data')).toBeVisible();
  for (const column of ['Part Number', 'Description', 'Category', 'Type', 'Customer', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');
  await snap(page, 'products-catalog');
  expect(await axe()).toEqual([]);

  // BOM only on finished goods.
  const cap = page.getByRole('row', { name: /FG-CAP-28/ });
  await expect(cap.getByRole('button', { name: 'BOM of FG-CAP-28' })).toBeVisible();
  // Description = name + description cut at 50 characters.
  await expect(cap.getByText('Flip-top dispensing cap for 28 mm PCO 1881 necks')).toBeVisible();

  await page.getByRole('link', { name: 'Raw Materials' }).click();
  await expect(page).toHaveURL(/\/products\?product_type=raw_material$/);
  await expect(page.getByRole('link', { name: 'Raw Materials' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row', { name: /RM-PP-H12/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /FG-CAP-28/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /RM-PP-H12/ }).getByRole('button', { name: /BOM/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /RM-PP-H12/ }).getByText('Raw Material', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'WIP' }).click();
  await expect(page).toHaveURL(/product_type=semi_finished/);
  await expect(page.getByRole('row', { name: /WIP-HSG-B/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /RM-PP-H12/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Packaging' }).click();
  await expect(page.getByRole('row', { name: /PK-CTN-S/ })).toBeVisible();
  await page.getByRole('link', { name: 'Finished Goods' }).click();
  await expect(page.getByRole('row', { name: /FG-ENC-100/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /PK-CTN-S/ })).toHaveCount(0);

  // Search (case-insensitive contains over code, name, category and description) keeps the type filter.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveAttribute('placeholder', 'Search products...');
  await search.fill('TAMPER');
  await expect(page).toHaveURL(/product_type=finished_good&q=TAMPER|q=TAMPER&product_type=finished_good/);
  await expect(partNumbers(page)).toHaveText(['FG-CAP-38']);
  await search.fill('closures');
  await expect(partNumbers(page)).toHaveText(['FG-CAP-28', 'FG-CAP-38']);

  await page.getByRole('link', { name: 'All Products' }).click();
  await expect(page).toHaveURL(/\/products\?q=closures$/);
  await search.fill('masterbatch');
  await expect(partNumbers(page)).toHaveText(['RM-MB-BLK', 'RM-MB-BLU', 'RM-MB-WHT']);

  await search.fill('no-such-part-xyz');
  await expect(page.getByText('No Products Found')).toBeVisible();
  await snap(page, 'products-no-results');
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('row', { name: /FG-CAP-28/ })).toBeVisible();
});

test('a search typed and a type clicked within the debounce keep both; past the last page goes to the last page', async ({ page }) => {
  await page.goto('/products');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  // Typed, then a filter clicked at once (well inside the 300 ms debounce): both land in the URL.
  await search.fill('closures');
  await page.getByRole('link', { name: 'Finished Goods' }).click();
  await expect(page).toHaveURL(/product_type=finished_good/);
  await expect(page).toHaveURL(/q=closures/);
  await expect(partNumbers(page)).toHaveText(['FG-CAP-28', 'FG-CAP-38']);
  await expect(search).toHaveValue('closures');
  await expect(page.getByRole('link', { name: 'Finished Goods' })).toHaveAttribute('aria-current', 'page');

  // The other way round: a type clicked, then a search typed and cleared again quickly.
  await page.getByRole('link', { name: 'Raw Materials' }).click();
  await search.fill('masterbatch');
  await page.getByRole('link', { name: 'All Products' }).click();
  await expect(page).toHaveURL(/\/products\?q=masterbatch$/);
  await expect(partNumbers(page)).toHaveText(['RM-MB-BLK', 'RM-MB-BLU', 'RM-MB-WHT']);
  // Still both a while later (no late write of an older state).
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(/\/products\?q=masterbatch$/);

  // A bookmark past the last page opens the last page; one from before the rename of ?type= still filters.
  await page.goto('/products?page=999');
  await expect(page).toHaveURL(/\/products\?page=\d{1,2}$/);
  await expect(page.getByRole('link', { name: /^Page \d+$/ }).and(page.locator('[aria-current="page"]'))).toBeVisible();
  await expect(partNumbers(page).first()).toBeVisible();
  await page.goto('/products?type=raw_material');
  await expect(page).toHaveURL(/\/products\?product_type=raw_material$/);
  await expect(page.getByRole('link', { name: 'Raw Materials' })).toHaveAttribute('aria-current', 'page');
});

test('add a product, edit it, and see the server error under Part Number for a taken code', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 422 .*\/api\/products\)/]); // the taken code, refused on purpose
  const code = `E2E-${tag()}`;
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Product Type')).toHaveValue('finished_good');
  await expect(dialog.getByLabel('Unit')).toHaveValue('ea');
  await expect(dialog.getByLabel('Standard Cost ($)')).toHaveAttribute('step', '0.01');

  // Required fields are checked before anything is sent.
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByText('The product code field is required.')).toBeVisible();
  await expect(dialog.getByText('The product name field is required.')).toBeVisible();
  await expect(dialog.getByLabel('Part Number')).toBeFocused();

  // A taken code (another case): the server's message appears under Part Number.
  await dialog.getByLabel('Part Number').fill('fg-cap-28');
  await dialog.getByLabel('Description').fill('Duplicate cap');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog.getByLabel('Part Number')).toHaveAccessibleDescription('The product code has already been taken.');
  await expect(dialog.getByRole('alert').filter({ hasText: 'The product code has already been taken.' }).first()).toBeVisible();
  await snap(page, 'products-add-taken-code');

  await dialog.getByLabel('Part Number').fill(code);
  await dialog.getByLabel('Description').fill('Spray nozzle 24/410');
  await dialog.getByLabel('Unit').selectOption('pcs');
  await dialog.getByLabel('Category').fill('Dispensers');
  await dialog.getByLabel('Standard Cost ($)').fill('0.12');
  await dialog.getByLabel('Selling Price ($)').fill('0.2');
  await dialog.getByLabel('Reorder Level').fill('5000');
  await dialog.getByLabel('Drawing Number').fill('DRW-9001');
  await dialog.getByLabel('Revision').fill('A');
  await dialog.getByLabel('Notes').fill('Trigger sprayer nozzle, 2-shot molded with a TPE seal for chemical resistance');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Product ${code} created`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search products' }).fill(code.toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toBeVisible();
  await expect(partNumbers(page)).toHaveText([code]);
  await expect(row.getByText('Trigger sprayer nozzle, 2-shot molded with a TPE s...')).toBeVisible();
  await expect(row.getByText('Dispensers')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Part Number')).toHaveValue(code);
  await expect(edit.getByLabel('Standard Cost ($)')).toHaveValue('0.12');
  await expect(edit.getByLabel('Unit')).toHaveValue('pcs');
  await edit.getByLabel('Description').fill('Spray nozzle 28/410');
  await edit.getByLabel('Product Type').selectOption('semi_finished');
  await snap(page, 'products-edit');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Spray nozzle 28/410')).toBeVisible();
  await expect(row.getByText('WIP', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /BOM/ })).toHaveCount(0);

  // The edited product's detail page shows what was saved.
  await row.getByRole('link', { name: `View ${code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await page.getByRole('tab', { name: 'Pricing & Costing' }).click();
  await expect(page.getByTestId('margin')).toContainText('40.0%');
});

test('product detail: header and the four tabs', async ({ page, axe }) => {
  await page.goto('/products?q=FG-CAP-28');
  await page.getByRole('link', { name: 'View FG-CAP-28' }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FG-CAP-28' })).toBeVisible();
  await expect(page.getByText('Finished Good', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('28 mm PCO flip-top cap').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');

  // Overview
  for (const section of ['Basic Information', 'Material & Physical Properties', 'Engineering Data', 'Notes']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText('DRW-1001')).toBeVisible();
  await snap(page, 'product-detail-overview');
  expect(await axe()).toEqual([]);

  // Inventory: stock level cards and the FIFO table, oldest receipt first, first row next to use.
  await page.getByRole('tab', { name: 'Inventory' }).click();
  for (const card of ['Min Stock', 'Max Stock', 'Reorder Point', 'Reorder Quantity']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Inventory by Location' })).toBeVisible();
  const table = page.getByRole('table', { name: /Inventory by location/ });
  for (const column of ['FIFO Order', 'Location', 'Type', 'Position', 'On Hand', 'Allocated', 'Available', 'Last Transaction']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const rows = table.locator('tbody tr');
  // The five seeded lots, then the lots today's production reports received (demo presses running FG-CAP-28).
  await expect(rows.nth(4)).toBeVisible();
  const lots = await rows.count();
  expect(lots).toBeGreaterThanOrEqual(5);
  for (let i = 4; i < lots; i++) await expect(rows.nth(i)).toContainText('Today');
  await expect(rows.first()).toHaveAttribute('data-next-to-use', 'true');
  await expect(rows.first()).toContainText('Next to use');
  await expect(rows.first()).toContainText('120 days old');
  await expect(rows.nth(1)).toContainText('75 days old');
  await expect(rows.nth(2)).toContainText('45 days old');
  await expect(rows.nth(3)).toContainText('1 day old');
  await expect(rows.nth(4)).toContainText('Today');
  await expect(rows.nth(2)).toContainText('66,000'); // 96,000 on hand − 30,000 allocated
  await expect(rows.first().locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
  await expect(rows.nth(1).locator('[data-tone]')).toHaveAttribute('data-tone', 'amber');
  await expect(rows.nth(2).locator('[data-tone]')).toHaveAttribute('data-tone', 'yellow');
  await expect(rows.nth(4).locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await snap(page, 'product-detail-inventory');
  expect(await axe()).toEqual([]);

  // Pricing & Costing: margin = (0.032 − 0.018) ÷ 0.032 = 43.75% → 43.8%, healthy.
  await page.getByRole('tab', { name: 'Pricing & Costing' }).click();
  // Unit prices keep their 4 decimals (issue 26): $0.032 reads $0.0320, not $0.03.
  await expect(page.getByText('$0.0320', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('margin')).toContainText('43.8%');
  await expect(page.getByTestId('margin')).toHaveAttribute('data-healthy', 'true');
  // The cost breakdown is the product's cost sheet (e2e/costing.spec.ts covers it).
  await expect(page.getByTestId('cost-sheet')).toContainText('Cost sheet v');
  await snap(page, 'product-detail-pricing');

  // Production: 3600 ÷ 6.5 s × 32 parts = 17,723 parts/hour.
  await page.getByRole('tab', { name: 'Production' }).click();
  await expect(page.getByText('6.5 s')).toBeVisible();
  await expect(page.getByText('17,723 parts/hour')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mold' })).toBeVisible();
  await snap(page, 'product-detail-production');

  // The keyboard of the tabs pattern: ← → move to the neighbouring tab and show it, Home and End the first and last.
  const production = page.getByRole('tab', { name: 'Production' });
  await production.focus();
  await page.keyboard.press('ArrowLeft');
  const pricing = page.getByRole('tab', { name: 'Pricing & Costing' });
  await expect(pricing).toBeFocused();
  await expect(pricing).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await pricing.getAttribute('id'))!);
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await page.keyboard.press('ArrowLeft'); // wraps to the last
  await expect(production).toBeFocused();
  await expect(production).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('17,723 parts/hour')).toBeVisible();
});

test('product detail: no stock, no mold, zero price, and not found', async ({ page, consoleGuard }) => {
  // The unknown ids' documents answer 404 (the status we want), which the browser logs.
  consoleGuard.allowConsoleErrors([/status of 404 \(Not Found\) \(http:[^)]*\/products\/(999999|abc)\)/]);
  await page.goto('/products?q=FG-SPOON-C');
  await page.getByRole('link', { name: 'View FG-SPOON-C' }).click();
  await page.getByRole('tab', { name: 'Inventory' }).click();
  await expect(page.getByText('No stock on hand for this product.')).toBeVisible();
  await page.getByRole('tab', { name: 'Pricing & Costing' }).click();
  await expect(page.getByTestId('margin')).toContainText('0.0%');
  await expect(page.getByTestId('margin')).toHaveAttribute('data-healthy', 'false');
  await page.getByRole('tab', { name: 'Production' }).click();
  await expect(page.getByText('No mold assigned to this product.')).toBeVisible();
  await snap(page, 'product-detail-empty-production');

  for (const path of ['/products/999999', '/products/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  }
  await snap(page, 'product-not-found');
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('build a BOM with the keyboard-driven component picker', async ({ page, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 422 .*\/api\/boms\)/]); // the product as its own component, refused on purpose
  await page.goto('/products?q=FG-SPOON-C');
  await page.getByRole('button', { name: 'BOM of FG-SPOON-C' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bill of Materials' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No items yet.')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save BOM' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('BOM Type').selectOption('assembly');
  await snap(page, 'bom-editor-empty');

  // Line 1: the picker has focus after Add Item; type, arrow down, Enter.
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  const first = dialog.getByRole('combobox', { name: 'Component 1' });
  await expect(first).toBeFocused();
  await expect(dialog.getByLabel('Quantity').first()).toHaveValue('1');
  await expect(dialog.getByLabel('Scrap %').first()).toHaveValue('0');
  await expect(dialog.getByLabel('Unit').first()).toHaveValue('pcs');
  await expect(dialog.getByLabel('Operation').first()).toHaveValue('assembly');
  await expect(save).toBeEnabled();
  await page.keyboard.type('pp homo');
  await expect(dialog.getByRole('option', { name: /RM-PP-H12/ })).toBeVisible();
  await snap(page, 'bom-editor-picker');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('option', { name: /RM-PP-H12/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(first).toHaveValue('RM-PP-H12 — Polypropylene Homopolymer MFI 12');
  await dialog.getByLabel('Quantity').first().fill('2.9');
  await dialog.getByLabel('Unit').first().selectOption('g');
  await dialog.getByLabel('Scrap %').first().fill('3');
  await dialog.getByLabel('Operation').first().selectOption('molding');

  // Line 2: packaging, then moved above line 1.
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  const second = dialog.getByRole('combobox', { name: 'Component 2' });
  await expect(second).toBeFocused();
  await page.keyboard.type('PK-BAG');
  await expect(dialog.getByRole('option', { name: /PK-BAG-PE/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(second).toHaveValue(/^PK-BAG-PE/);
  await dialog.getByLabel('Operation').nth(1).selectOption('packaging');
  await dialog.getByLabel('Notes').nth(1).fill('100 per bag');
  await dialog.getByRole('button', { name: 'Move item 2 up' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Component 1' })).toHaveValue(/^PK-BAG-PE/);

  // A line without a component is refused before anything is sent (the server's schema, in the browser);
  // removed again, it does not count.
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await save.click();
  await expect(dialog.getByRole('combobox', { name: 'Component 3' })).toHaveAccessibleDescription('The component field is required.');
  await dialog.getByRole('button', { name: 'Remove item 3' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await snap(page, 'bom-editor-filled');

  await save.click();
  await expect(page.getByText('BOM saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopening loads the saved BOM in its order.
  await page.getByRole('button', { name: 'BOM of FG-SPOON-C' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Component 1' })).toHaveValue(/^PK-BAG-PE/);
  await expect(dialog.getByRole('combobox', { name: 'Component 2' })).toHaveValue(/^RM-PP-H12/);
  await expect(dialog.getByLabel('BOM Type')).toHaveValue('assembly');
  await expect(dialog.getByLabel('Quantity').nth(1)).toHaveValue('2.9');
  await expect(dialog.getByLabel('Unit').nth(1)).toHaveValue('g');
  await expect(dialog.getByLabel('Notes').first()).toHaveValue('100 per bag');

  // The server's message when the save is refused: the product as its own component.
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await page.keyboard.type('FG-SPOON');
  await expect(dialog.getByRole('option', { name: /FG-SPOON-C/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await save.click();
  await expect(dialog.getByText('A product cannot be a component of its own BOM.').first()).toBeVisible();
  // The server's `items.2.item_id` lands under that line's component.
  await expect(dialog.getByRole('combobox', { name: 'Component 3' })).toHaveAccessibleDescription('A product cannot be a component of its own BOM.');
  await snap(page, 'bom-editor-server-error');
  // Escape with the refused line still there asks before throwing it away.
  await page.keyboard.press('Escape');
  await dialog.getByRole('alertdialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});

test('an existing BOM loads in the editor (nested assembly)', async ({ page, axe }) => {
  await page.goto('/products?q=FG-ENC-100');
  await page.getByRole('button', { name: 'BOM of FG-ENC-100' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bill of Materials' });
  await expect(dialog.getByLabel('BOM Type')).toHaveValue('assembly');
  await expect(dialog.getByRole('listitem')).toHaveCount(7);
  await expect(dialog.getByRole('combobox', { name: 'Component 1' })).toHaveValue(/^WIP-HSG-B/);
  await expect(dialog.getByRole('combobox', { name: 'Component 7' })).toHaveValue(/^PK-CTN-L/);
  await snap(page, 'bom-editor-existing');
  expect(await axe()).toEqual([]);
});

test('the catalog sorts by a header click, both ways, and the URL keeps the order', async ({ page }) => {
  const t = `SRT${tag()}`;
  // Part numbers A, B, C; descriptions in another order.
  for (const [suffix, name] of [['A', 'Zeta bracket'], ['B', 'Alpha bracket'], ['C', 'Mu bracket']]) {
    const res = await page.request.post('/api/products', { data: { product_code: `${t}-${suffix}`, product_name: name, product_type: 'component', unit: 'pcs' } });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/products?q=${t}`);
  const codeHeader = page.getByRole('columnheader', { name: 'Part Number', exact: true });
  const nameHeader = page.getByRole('columnheader', { name: 'Description', exact: true });
  await expect(codeHeader).toHaveAttribute('aria-sort', 'ascending'); // the default order
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(partNumbers(page)).toHaveText([`${t}-A`, `${t}-B`, `${t}-C`]);

  await nameHeader.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=product_name(&|$)/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(codeHeader).toHaveAttribute('aria-sort', 'none');
  await expect(partNumbers(page)).toHaveText([`${t}-B`, `${t}-C`, `${t}-A`]);

  await nameHeader.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=product_name(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${t}(&|$)`)); // the search stays
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(partNumbers(page)).toHaveText([`${t}-A`, `${t}-C`, `${t}-B`]);

  await page.reload();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(partNumbers(page)).toHaveText([`${t}-A`, `${t}-C`, `${t}-B`]);
});
