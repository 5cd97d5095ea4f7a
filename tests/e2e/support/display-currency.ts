import { expect, type Locator, type Page } from '@playwright/test';

type Currency = 'USD' | 'INR';

/** The header's display-currency button (its name says the currency shown and the other). */
export const currencyToggle = (page: Page): Locator =>
  page.getByRole('button', { name: /^Display currency/ }).first();

/** Switches the display currency from the other one to `to` with the header's button. */
export async function switchCurrency(page: Page, to: Currency): Promise<void> {
  const from: Currency = to === 'INR' ? 'USD' : 'INR';
  await page.getByRole('button', { name: `Display currency ${from}. Switch to ${to}` }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Display currency ${to}`) }),
  ).toBeVisible();
}
