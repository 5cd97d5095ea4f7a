import { expect, test } from '@playwright/test';

const readGuestId = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('guestUserId'));

test('a guest id is created once and stays the same across reloads and pages', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => readGuestId(page)).toMatch(/^g_[0-9a-z]{5}$/);
  const first = await readGuestId(page);

  await page.reload();
  await page.goto('/guide');
  await page.goto('/no/such/page');
  expect(await readGuestId(page)).toBe(first);
});

test('two browsers get different guest ids', async ({ browser }) => {
  const ids: (string | null)[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => readGuestId(page)).toMatch(/^g_[0-9a-z]{5}$/);
    ids.push(await readGuestId(page));
    await context.close();
  }
  expect(ids[0]).not.toBe(ids[1]);
});
