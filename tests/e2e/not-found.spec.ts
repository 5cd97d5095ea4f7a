import { expect, test } from '@playwright/test';

for (const path of ['/no/such/page', '/error', '/Dashboard/extra']) {
  test(`${path} shows the 404 page and Back to Home returns home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('The link may be broken, or the page may have been removed.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Crypto options and futures',
    );
  });
}

test('/load shows the loading screen', async ({ page }) => {
  await page.goto('/load');
  await expect(page.getByRole('status')).toContainText('Loading');
});
