import { expect, type Locator, type Page } from '@playwright/test';

/** The header's notification bell (its name carries the unread count). */
export const bellButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Notifications/ }).first();

/** Opens the bell, reads its panel with `read` once it shows, and closes it again (Escape). */
export async function readBell<T>(page: Page, read: (panel: Locator) => Promise<T>): Promise<T> {
  await bellButton(page).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const result = await read(panel);
  await page.keyboard.press('Escape');
  return result;
}

/** The texts of the bell's notices, newest first (the welcome line is not a notice). */
export const bellNotices = (page: Page): Promise<string[]> =>
  readBell(page, (panel) => panel.getByTestId('notification-item').allTextContents());
