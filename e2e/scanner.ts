import type { Page } from '@playwright/test';

/**
 * What a keyboard-wedge scanner sends: the code's characters as key presses 2 ms apart, then Enter. Sent from
 * inside the page (keydown events on the focused body), in one task that waits out each gap itself: a gap that
 * yielded to the page (a timer) let a long task of a slow machine's page (hydration, a stream) run between two keys
 * and stretch it past the wedge's 60 ms, and the scan lost its first character (seen: "O-2026-05230" for
 * "WO-2026-05230"). A real scanner's keys, queued behind such a task, reach the page back to back, as these do.
 * (Playwright's own typing goes through the browser's input pipeline, which a busy machine stretches too.)
 */
export async function wedgeScan(page: Page, value: string): Promise<void> {
  await page.locator('body').click({ position: { x: 2, y: 200 } });
  await page.evaluate((keys) => {
    const target = document.activeElement ?? document.body;
    for (const key of [...keys, 'Enter']) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }));
      const sent = performance.now();
      while (performance.now() - sent < 2) {
        // the gap, without yielding to the page's other tasks
      }
    }
  }, [...value]);
}
