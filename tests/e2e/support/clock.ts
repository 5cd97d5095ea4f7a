import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * With the page's clock paused on a code-sent step: Resend code is disabled and counts down from
 * 30 s, and `waitedS` seconds of page time later it is still disabled with the rest shown.
 */
export async function expectResendWaits(page: Page, waitedS: number): Promise<Locator> {
  const resend = page.getByRole('button', { name: 'Resend code' });
  const countdown = page.getByTestId('resend-countdown');
  await expect(resend).toBeDisabled();
  await expect(countdown).toHaveText(/in 30 s/);
  await page.clock.runFor(waitedS * 1_000);
  await expect(countdown).toHaveText(new RegExp(`in ${30 - waitedS} s`));
  await expect(resend).toBeDisabled();
  return resend;
}
