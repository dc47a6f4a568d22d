import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin123', name: 'Admin User' };

/** Sign in through next-auth's credentials endpoint; the session cookie lands in the page's context. */
export async function signInViaApi(request: APIRequestContext, creds = ADMIN): Promise<void> {
  const csrf = await request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email: creds.email, password: creds.password, json: 'true' },
  });
  expect(res.ok()).toBeTruthy();
}

/** `test` with a signed-in `page`. Use `base` from @playwright/test for signed-out scenarios. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await signInViaApi(page.request);
    await use(page);
  },
});

/** One screenshot per screen, kept with the run's artifacts. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

export { expect };
