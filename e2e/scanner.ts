import type { Page } from '@playwright/test';

/**
 * What a keyboard-wedge scanner sends: the code's characters as key presses a few milliseconds apart, then Enter.
 * Sent from inside the page (keydown events on the focused body), so a busy test machine cannot stretch the gaps
 * between keys past what a scanner's are (Playwright's own typing goes through the browser's input pipeline).
 */
export async function wedgeScan(page: Page, value: string): Promise<void> {
  await page.locator('body').click({ position: { x: 2, y: 200 } });
  await page.evaluate(async (keys) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...keys, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }, [...value]);
}
