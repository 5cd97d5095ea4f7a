import { expect, type Page } from '@playwright/test';

/**
 * Pauses the page's clock (installed with `page.clock.install()`) a moment ahead of the page's own
 * time. pauseAt cannot go back in time and fires every timer that falls due before that moment, so
 * the lead is short and the pause is retried when a slow machine lets the moment pass first.
 */
export async function pauseClock(page: Page, aheadMs = 50): Promise<void> {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
  }).toPass();
}
