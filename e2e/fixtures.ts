import AxeBuilder from '@axe-core/playwright';
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

/**
 * Fails the test when a page logs a console error or throws (hydration errors included). A test that
 * provokes an expected error (a 404 page's failed resource) lists it: `allowConsoleErrors([/404/])`.
 */
type Guard = { allowConsoleErrors: (patterns: RegExp[]) => void };

function guardConsole(page: Page): { errors: string[]; guard: Guard } {
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = `${msg.text()} (${msg.location().url})`;
    if (!allowed.some((p) => p.test(text))) errors.push(`console.error: ${text}`);
  });
  page.on('pageerror', (error) => {
    const text = error.message;
    if (!allowed.some((p) => p.test(text))) errors.push(`uncaught: ${text}`);
  });
  return { errors, guard: { allowConsoleErrors: (patterns) => allowed.push(...patterns) } };
}

/** axe (WCAG 2 A/AA) on the page as it is now; `expect(await axe()).toEqual([])`. */
type Axe = () => Promise<string[]>;

function axeOf(page: Page): Axe {
  return async () => {
    // Finite animations and transitions first (a toast fading in is half-transparent: axe read its text as too
    // faint on a slow CI machine); endless ones (skeleton pulses, spinners) are left running. At most 2 s.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    );
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };
}

type Fixtures = { page: Page; consoleGuard: Guard; axe: Axe };

/**
 * `test` with a signed-in `page`, the console guard and `axe`. `signedOutTest` has the same guard without
 * signing in.
 */
export const signedOutTest = base.extend<Fixtures>({
  consoleGuard: [
    async ({ page }, use) => {
      const { errors, guard } = guardConsole(page);
      await use(guard);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  axe: async ({ page }, use) => use(axeOf(page)),
});

export const test = signedOutTest.extend<Fixtures>({
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
