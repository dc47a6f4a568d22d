import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { wedgeScan } from './scanner';

const code = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;

async function json<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()).data as T;
}

type Lot = { id: number; quantity_on_hand: number; quantity_available: number; location_id: number };

test('inventory: a wedge scan of a lot label offers Issue / Transfer from that lot, pre-filled; an unknown or used-up lot is said and nothing opens', async ({ page, axe }) => {
  const productCode = code('SIL');
  const product = await page.request.post('/api/products', { data: { product_code: productCode, product_name: 'E2E Scan resin', product_type: 'raw_material', unit: 'kg' } });
  expect(product.status()).toBe(201);
  const productId = (await product.json()).data.id as number;
  const [a, b] = await json<{ id: number; location_code: string; location_name: string }[]>(page, '/api/inventory/locations');
  const receive = async (locationId: number, quantity: number, lotNumber: string, receivedDate: string) => {
    const res = await page.request.post('/api/inventory/receipts', { data: { product_id: productId, location_id: locationId, quantity, lot_number: lotNumber, received_date: receivedDate } });
    expect(res.status()).toBe(201);
    return (await res.json()).data.lot_id as number;
  };
  // An older lot in the same place: FIFO would take it; the scanned lot's issue must not.
  const older = await receive(b.id, 50, code('OLD'), '2025-01-02');
  const lotNumber = code('LOT');
  const lotId = await receive(b.id, 42.5, lotNumber, '2025-06-01');

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  // The scan handler loads after the page (clientOnly): until then a scan opens as anywhere else.
  const prompt = page.getByTestId('lot-scan');
  await expect(prompt).toHaveText('Scan a lot label to issue or transfer stock from that lot.');
  await wedgeScan(page, lotNumber);
  await expect(prompt).toContainText(`Lot ${lotNumber}: ${productCode} E2E Scan resin — 42.5 kg free in ${b.location_code}`);
  const issueButton = prompt.getByRole('button', { name: 'Issue' });
  for (const button of [issueButton, prompt.getByRole('button', { name: 'Transfer' }), prompt.getByRole('button', { name: 'Cancel' })]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await snap(page, 'scan-inventory-lot-prompt');
  expect(await axe()).toEqual([]);

  // Issue: the lot's product, its location and lot, the free quantity (editable).
  await issueButton.click();
  const issue = page.getByRole('dialog', { name: `Issue Stock from Lot ${lotNumber}` });
  await expect(issue).toBeVisible();
  await expect(issue).toContainText(`${productCode} · E2E Scan resin — 42.5 kg free in lot ${lotNumber}`);
  await expect(issue.getByTestId('movement-lot')).toHaveText(`From lot${lotNumber} in ${b.location_code} — ${b.location_name}`);
  await expect(issue.getByLabel('Quantity')).toHaveValue('42.5');
  await snap(page, 'scan-inventory-issue-dialog');
  expect(await axe()).toEqual([]);
  await issue.getByLabel('Quantity').fill('12.5');
  await issue.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(issue).toBeHidden();
  await expect(page.getByText(`${productCode} issued`)).toBeVisible();
  expect(await json<Lot>(page, `/api/inventory/lots/${lotId}`)).toMatchObject({ quantity_on_hand: 30, quantity_available: 30 });
  expect(await json<Lot>(page, `/api/inventory/lots/${older}`)).toMatchObject({ quantity_on_hand: 50 });

  // Transfer: from the lot's location, the rest of it by default (here 10 of it), into a place the user picks.
  await wedgeScan(page, lotNumber);
  await expect(prompt).toContainText('30 kg free');
  await prompt.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer Stock from Lot ${lotNumber}` });
  await expect(transfer.getByTestId('movement-lot')).toContainText(`${lotNumber} in ${b.location_code}`);
  await expect(transfer.getByLabel('Quantity')).toHaveValue('30');
  await expect(transfer.getByLabel('To location').locator('option', { hasText: `${b.location_code} — ` })).toHaveCount(0);
  await transfer.getByLabel('To location').selectOption({ label: `${a.location_code} — ${a.location_name}` });
  await transfer.getByLabel('Quantity').fill('10');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(transfer).toBeHidden();
  expect(await json<Lot>(page, `/api/inventory/lots/${lotId}`)).toMatchObject({ quantity_on_hand: 20 });

  // The moved part keeps its lot number in its new place: the label now names two lots with stock — choose one.
  await wedgeScan(page, lotNumber);
  await expect(prompt).toContainText(`2 lots of ${lotNumber} have stock: choose one.`);
  await prompt.getByRole('button', { name: `${productCode} · 10 kg free in ${a.location_code}` }).click();
  await expect(prompt).toContainText(`Lot ${lotNumber}: ${productCode} E2E Scan resin — 10 kg free in ${a.location_code}`);
  await prompt.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByRole('dialog', { name: `Issue Stock from Lot ${lotNumber}` }).getByTestId('movement-lot')).toContainText(`${lotNumber} in ${a.location_code}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A used-up lot: said, nothing opens.
  const usedNumber = code('USED');
  const used = await receive(a.id, 5, usedNumber, '2025-07-01');
  expect((await page.request.post('/api/inventory/issues', { data: { product_id: productId, lot_id: used, quantity: 5 } })).status()).toBe(201);
  await wedgeScan(page, usedNumber);
  await expect(prompt).toContainText(`Lot ${usedNumber} (${productCode}) is used up: nothing left to issue or transfer.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A code no lot has: said on the page (the inventory screen stays).
  await wedgeScan(page, 'LOT-999999999');
  await expect(prompt).toContainText('No lot has the code “LOT-999999999”. Nothing was opened.');
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await snap(page, 'scan-inventory-unknown-lot');
});

test('shipping: Check cartons ticks scanned carton labels off against the shipment; another shipment’s carton, an unknown code and a second scan are flagged', async ({ page, axe }) => {
  // A demo shipment of two or more cartons (one per line), and another shipment whose carton gets in the way.
  const shipments = await json<{ id: number }[]>(page, '/api/shipments?page=1&per_page=25');
  type Shipment = { id: number; shipment_number: string; lines: { line_number: number }[] };
  let shipment: Shipment | null = null;
  for (const s of shipments) {
    const full = await json<Shipment>(page, `/api/shipments/${s.id}`);
    if (full.lines.length >= 2) {
      shipment = full;
      break;
    }
  }
  expect(shipment, 'the demo seed has a shipment of two lines').not.toBeNull();
  const s = shipment!;
  const other = await json<Shipment>(page, `/api/shipments/${shipments.find((x) => x.id !== s.id)!.id}`);
  const carton = (n: number) => `${s.shipment_number}-L${n}`;
  const [first, second] = s.lines.map((l) => l.line_number);
  const total = s.lines.length;

  await page.goto(`/shipping?search=${s.shipment_number}`);
  await page.getByRole('link', { name: s.shipment_number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shipping/${s.id}$`));
  await expect(page.getByRole('heading', { name: `Shipment ${s.shipment_number}`, level: 1 })).toBeVisible();
  const panel = page.getByTestId('carton-check');
  await expect(panel.getByTestId('carton-count')).toHaveText(`0 of ${total} checked`);

  const start = panel.getByRole('button', { name: 'Check cartons' });
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await start.click();
  await expect(panel.getByRole('button', { name: 'Stop checking' })).toHaveAttribute('aria-pressed', 'true');

  await wedgeScan(page, carton(first));
  await expect(panel.getByRole('status')).toHaveText(`Carton ${first} of ${total} checked (${carton(first)}).`);
  await expect(panel.getByTestId('carton-count')).toHaveText(`1 of ${total} checked`);
  await expect(panel.locator(`[data-carton="${carton(first)}"]`)).toHaveAttribute('data-checked', 'true');
  await expect(panel.getByTestId('carton-missing')).toHaveText(`Missing: ${s.lines.slice(1).map((l) => carton(l.line_number)).join(', ')}`);

  // A carton of another shipment: flagged (an alert), nothing ticked.
  await wedgeScan(page, `${other.shipment_number}-L1`);
  const alert = panel.getByRole('alert');
  await expect(alert).toHaveText(`Wrong shipment: ${other.shipment_number}-L1 is carton 1 of ${other.shipment_number}, not of ${s.shipment_number}. Keep it off this load.`);
  await expect(panel.getByTestId('carton-count')).toHaveText(`1 of ${total} checked`);
  // The same carton again, and a code that is no carton of it.
  await wedgeScan(page, carton(first));
  await expect(alert).toHaveText(`Carton ${first} (${carton(first)}) was already checked: scanned twice.`);
  await wedgeScan(page, carton(99));
  await expect(alert).toHaveText(`${carton(99)} is no carton of ${s.shipment_number} (it has ${total}).`);
  await expect(panel.getByTestId('carton-flagged').getByRole('listitem')).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`/shipping/${s.id}$`));
  await snap(page, 'scan-shipping-flagged');
  expect(await axe()).toEqual([]);

  // The rest: all checked.
  await wedgeScan(page, carton(second));
  for (const line of s.lines.slice(2)) await wedgeScan(page, carton(line.line_number));
  await expect(panel.getByTestId('carton-count')).toHaveText(`${total} of ${total} checked`);
  await expect(panel.getByTestId('carton-missing')).toHaveText(`All ${total} cartons checked.`);
  await expect(panel.getByRole('alert')).toHaveText('');
  await snap(page, 'scan-shipping-complete');

  // Checking off: a scan opens as anywhere else (a carton label → its shipment's page).
  await panel.getByRole('button', { name: 'Stop checking' }).click();
  await wedgeScan(page, `${other.shipment_number}-L1`);
  await expect(page).toHaveURL(new RegExp(`/shipping/${other.id}$`));
  await expect(page.getByRole('heading', { name: `Shipment ${other.shipment_number}`, level: 1 })).toBeVisible();
});
