import { request as playwrightRequest } from '@playwright/test';
import Papa from 'papaparse';
import { ADMIN, expect, signedOutTest, signInViaApi, snap, test } from './fixtures';

const VIEWER = { email: 'viewer@example.com', password: 'demo-password-123', name: 'Victor Nakamura' };

function unique() {
  return Math.random().toString(36).slice(2, 8);
}

signedOutTest.describe('headers', () => {
  signedOutTest('pages carry a nonce CSP without inline scripts; the page’s scripts carry the nonce; API answers a strict CSP', async ({ page, request }) => {
    const res = await page.goto('/login');
    const headers = res!.headers();
    const csp = headers['content-security-policy'];
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined(); // plain http on the loopback
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    const scripts = page.locator('script');
    expect(await scripts.count()).toBeGreaterThan(0);
    for (const n of await scripts.evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce))) expect(n).toBe(nonce);
    // A second load gets a different nonce.
    const again = await request.get('/login');
    expect(again.headers()['content-security-policy']).not.toBe(csp);
    // The page works under that policy: the form hydrates and validates (the console guard fails on a CSP violation).
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    const api = await request.get('/api/health');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  });

  signedOutTest('a malformed session cookie answers 401 and sends a page to /login', async ({ page, request, context }) => {
    const res = await request.get('/api/me', { headers: { cookie: 'next-auth.session-token=%E0%A4%A' } });
    expect(res.status()).toBe(401);
    await context.addCookies([{ name: 'next-auth.session-token', value: 'not-a-jwt', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});

signedOutTest('a session cookie replayed after signing out is refused', async ({ page, baseURL }) => {
  await signInViaApi(page.request);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'))!;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const replay = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value}` } });
  expect((await replay.get('/api/me')).status()).toBe(401);
  const pageLoad = await replay.get('/dashboard', { maxRedirects: 0 });
  expect(pageLoad.status()).toBe(307); // to /login (the middleware lets the JWT through, the page refuses the ended session)
  await replay.dispose();
});

test('an Admin creates a user, changes the role, resets the password and deactivates them; the audit log shows it', async ({ page, axe, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 422/]); // the refused common password, on purpose
  const tag = unique();
  const name = `Ines Duarte ${tag}`;
  const email = `ines.${tag}@plant.example`;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'New User' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('The name field is required.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('Sales');
  await dialog.getByLabel('Password').fill('password123');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('This password is too common. Choose one that is harder to guess.').first()).toBeVisible();
  await dialog.getByLabel('Password').fill('Saffron-Pelican-27');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Sales');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 }); // axe looks at the page, not the toast
  await snap(page, 'admin-users');
  expect(await axe()).toEqual([]);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByLabel('Role').selectOption('Quality');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Quality', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Reset Password' }).click();
  const reset = page.getByRole('dialog', { name: `Reset password of ${name}` });
  await reset.getByLabel(/^New password/).fill('Juniper-Badger-88');
  await reset.getByLabel('Confirm new password').fill('Juniper-Badger-81');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('The password confirmation does not match.')).toBeVisible();
  await reset.getByLabel('Confirm new password').fill('Juniper-Badger-88');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset).toBeHidden();

  const login = await page.request.post('/api/login', { data: { email, password: 'Juniper-Badger-88' } });
  expect(login.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'API login', exact: true })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await snap(page, 'admin-user-detail');
  expect(await axe()).toEqual([]);

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog', { name: `Deactivate ${name}?` }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByText('No tokens')).toBeVisible();
  const token = (await login.json()).data.token;
  expect((await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('deactivate');
  await expect(page).toHaveURL(/action=deactivate/);
  await expect(page.getByRole('row').filter({ hasText: 'active: true → false' }).first()).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await snap(page, 'admin-audit');
  expect(await axe()).toEqual([]);
});

test('the audit log records failed sign-ins and can be filtered by user and date', async ({ page }) => {
  const bad = await page.request.post('/api/login', { data: { email: 'nobody-' + unique() + '@example.com', password: 'x' } });
  expect(bad.status()).toBe(401);
  await page.goto('/admin/audit?action=login_failed');
  await expect(page.getByRole('row').filter({ hasText: 'unknown_email' }).first()).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/admin/audit?from=2000-01-01&to=2000-01-02`);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.goto(`/admin/audit?from=${today}&to=2000-01-01`);
  await expect(page.getByText('The to date must be on or after the from date.')).toBeVisible();
});

signedOutTest('a user makes an integration token on /account, copies it once, uses it and revokes it', async ({ page, axe, consoleGuard }) => {
  consoleGuard.allowConsoleErrors([/status of 422/]); // the refused common password, on purpose
  // A fresh user for this test, made by the demo admin through the API.
  const tag = unique();
  const email = `tok.${tag}@plant.example`;
  const adminLogin = await page.request.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const adminToken = (await adminLogin.json()).data.token;
  const created = await page.request.post('/api/users', { headers: { authorization: `Bearer ${adminToken}` }, data: { name: `Tomas ${tag}`, email, password: 'Meadow-Crane-54', role: 'Planning' } });
  expect(created.status()).toBe(201);
  await signInViaApi(page.request, { email, password: 'Meadow-Crane-54', name: `Tomas ${tag}` });

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText('No tokens')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'New Token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Integration Token' });
  await dialog.getByLabel('Name').fill('Press counter gateway');
  await dialog.getByLabel('Expires after').selectOption('90');
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  const shown = page.getByRole('dialog', { name: 'Token "Press counter gateway" created' });
  const value = await shown.getByLabel('Token', { exact: true }).inputValue();
  expect(value).toMatch(/^mlt_/);
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('button', { name: 'Copy token' })).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await snap(page, 'account-token-created');
  await shown.getByRole('button', { name: 'Done' }).click();

  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${value}` } });
  expect((await me.json()).data.email).toBe(email);
  await page.reload();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: 'Press counter gateway' });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Never');
  await expect(page.locator('body')).not.toContainText(value);
  await snap(page, 'account');
  expect(await axe()).toEqual([]);

  await row.getByRole('button', { name: 'Revoke token Press counter gateway' }).click();
  await page.getByRole('dialog', { name: 'Revoke "Press counter gateway"?' }).getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.getByText('No tokens')).toBeVisible();
  expect((await page.request.get('/api/me', { headers: { authorization: `Bearer ${value}` } })).status()).toBe(401);

  // Change the password here; the browser stays signed in.
  await page.getByLabel('Current password').fill('Meadow-Crane-54');
  await page.getByLabel(/^New password/).fill('qwerty123');
  await page.getByLabel('Confirm new password').fill('qwerty123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('This password is too common. Choose one that is harder to guess.').first()).toBeVisible();
  await page.getByLabel(/^New password/).fill('Thistle-Marten-36');
  await page.getByLabel('Confirm new password').fill('Thistle-Marten-36');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/^Password changed/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
});

test('/admin/users/{id}: HTTP 404 for an unknown or malformed id, 200 with a loading state for a real one', async ({ page, consoleGuard, axe }) => {
  consoleGuard.allowConsoleErrors([/status of 404/]);
  for (const id of ['999999', 'abc', '0']) {
    const res = await page.goto(`/admin/users/${id}`);
    expect(res?.status(), `/admin/users/${id}`).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  }
  expect(await axe()).toEqual([]);
  await page.getByRole('link', { name: 'Back to Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  const { data } = await (await page.request.get(`/api/users?q=${encodeURIComponent(ADMIN.email)}`)).json();
  const html = await page.request.get(`/admin/users/${data[0].id}`);
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain('Loading user...');
  await page.goto(`/admin/users/${data[0].id}`);
  await expect(page.getByRole('heading', { level: 1, name: ADMIN.name })).toBeVisible();
});

signedOutTest('a Viewer has no administration: no menu entries, and the screens and API refuse', async ({ page }) => {
  await signInViaApi(page.request, VIEWER);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Account menu of ${VIEWER.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/users');
  await expect(page.getByText('You do not have permission to manage users.')).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByText('You do not have permission to read the audit log.')).toBeVisible();
  // A user's page says neither whether the user exists nor who it is.
  for (const id of ['1', '999999']) {
    const res = await page.goto(`/admin/users/${id}`);
    expect(res?.status(), `/admin/users/${id}`).toBe(200);
    await expect(page.getByText('You do not have permission to manage users.')).toBeVisible();
  }
  const api = await page.request.get('/api/users');
  expect(api.status()).toBe(403);
  // A cookie-authenticated write from another site is refused.
  const cross = await page.request.post('/api/tokens', { data: { name: 'x' }, headers: { origin: 'https://evil.example' } });
  expect(cross.status()).toBe(403);
});

test('the user list sorts by its headers on the server, says aria-sort, and exports what is on screen', async ({ page, axe }) => {
  await page.goto('/admin/users');
  const name = page.getByRole('columnheader', { name: 'Name', exact: true });
  const role = page.getByRole('columnheader', { name: 'Role', exact: true });
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(role).toHaveAttribute('aria-sort', 'none');
  const roles = () => page.locator('tbody tr td:nth-child(3)').allInnerTexts();

  await role.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=role(&|$)/);
  await expect(role).toHaveAttribute('aria-sort', 'ascending');
  await expect(name).toHaveAttribute('aria-sort', 'none');
  const up = await roles();
  expect(up.length).toBeGreaterThan(1);
  expect([...up].sort()).toEqual(up);

  await role.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await expect(role).toHaveAttribute('aria-sort', 'descending');
  const down = await roles();
  expect([...down].sort().reverse()).toEqual(down);
  expect(down[0] >= up[0]).toBe(true);
  expect(await axe()).toEqual([]);

  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', '/api/users/export?sort=role&dir=desc');
  const [header, ...rows] = Papa.parse<string[]>((await (await page.request.get('/api/users/export?sort=role&dir=desc')).text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(header).toEqual(['name', 'email', 'role', 'status', 'last_sign_in_at', 'open_sessions', 'live_tokens', 'created_at', 'updated_at']);
  const csvRoles = rows.map((r) => r[2]);
  expect([...csvRoles].sort().reverse()).toEqual(csvRoles);
});

test('the audit log sorts by its headers on the server and exports the filtered entries', async ({ page }) => {
  await page.goto('/admin/audit');
  const when = page.getByRole('columnheader', { name: 'When', exact: true });
  const action = page.getByRole('columnheader', { name: 'Action', exact: true });
  await expect(when).toHaveAttribute('aria-sort', 'descending'); // newest first
  await action.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]sort=action(&|$)/);
  await expect(action).toHaveAttribute('aria-sort', 'ascending');
  await expect(when).toHaveAttribute('aria-sort', 'none');
  const actions = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(actions.length).toBeGreaterThan(1);
  expect([...actions].sort()).toEqual(actions);

  await action.getByRole('link').click();
  await expect(action).toHaveAttribute('aria-sort', 'descending');
  const down = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect([...down].sort().reverse()).toEqual(down);

  await page.goto('/admin/audit?action=login&sort=at&dir=asc');
  await expect(page.getByRole('columnheader', { name: 'When', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  const link = page.getByRole('link', { name: 'Export CSV' });
  // The URL state leaves out what is the list's default (`sort=at`), so the link carries the filter and the direction.
  await expect(link).toHaveAttribute('href', '/api/audit/export?action=login&dir=asc');
  const [header, ...rows] = Papa.parse<string[]>((await (await page.request.get((await link.getAttribute('href'))!)).text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(header).toEqual(['at', 'user_name', 'user_email', 'action', 'entity', 'entity_id', 'changes']);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((r) => r[3] === 'login')).toBe(true);
  const times = rows.map((r) => r[0]);
  expect([...times].sort()).toEqual(times); // oldest first, as on screen
});
