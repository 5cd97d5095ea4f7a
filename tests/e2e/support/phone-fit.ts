import { expect, type Page } from '@playwright/test';

/** A common phone and the narrowest still in use. */
export const PHONE_WIDTHS = [390, 320] as const;

/**
 * Visits each page at each phone width: its heading shows, the header's menu button sits wholly on
 * the screen (the header fits) and the page is no wider than the phone.
 */
export async function expectPagesFitPhones(
  page: Page,
  paths: readonly string[],
  menuButton: string,
): Promise<void> {
  for (const phone of PHONE_WIDTHS) {
    await page.setViewportSize({ width: phone, height: 700 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: menuButton })).toBeInViewport({ ratio: 1 });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide on a ${phone} px phone`).toBe(phone);
    }
  }
}
