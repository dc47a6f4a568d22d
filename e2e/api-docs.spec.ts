import { expect, signedOutTest, snap } from './fixtures';

signedOutTest.describe('API reference', () => {
  signedOutTest('/api/openapi.json answers the OpenAPI document without signing in', async ({ request }) => {
    const res = await request.get('/api/openapi.json');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths['/api/molds/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'patch']));
  });

  signedOutTest('/api-docs lists the endpoints by group, with fields, limits and examples', async ({ page, axe }) => {
    const res = await page.goto('/api-docs');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'REST API' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Molds', exact: true })).toBeVisible();

    const createMold = page.locator('details#postMolds');
    await expect(createMold.locator('summary')).toContainText('/api/molds');
    await expect(createMold.locator('summary')).toContainText('Register a mold');
    await createMold.locator('summary').click();
    await expect(createMold.getByText('Roles Admin, Manager, Planning, Production', { exact: false })).toBeVisible();
    const codeRow = createMold.getByRole('table', { name: 'Request body fields' }).getByRole('row').filter({ has: page.getByText('mold_code', { exact: true }) });
    await expect(codeRow).toContainText('1–50 characters');
    await expect(createMold.getByText('Request example')).toBeVisible();
    await expect(createMold.getByText('422', { exact: true })).toBeVisible();
    await createMold.screenshot({ path: 'test-results/screens/api-docs-create-mold.png' });

    const readMold = page.locator('details#getMoldsById');
    await readMold.locator('summary').click();
    await expect(readMold.getByText('Response example (200)')).toBeVisible();
    // The answer's fields, one row each, with what they count.
    const answerRow = readMold.getByRole('table', { name: 'Response data fields' }).getByRole('row').filter({ has: page.getByText('total_shots_lifetime', { exact: true }) });
    await expect(answerRow).toContainText('Shots over the mold’s life');

    await snap(page, 'api-docs');
    expect(await axe()).toEqual([]);
  });
});
