import { expect, type Page, test } from '@playwright/test';
import { publicFormMessages } from '../../src/contracts/public-forms.ts';
import { createTrader, uniqueEmail } from './support/accounts.ts';

const focusedHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeFocused();

test('keyboard only: skip link, Email → Password → Enter, and the dashboard', async ({
  page,
  request,
}) => {
  const account = await createTrader(request, 'keyboard');
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  // The first Tab stop is the skip link; it takes focus past the header to the main region.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  // After the route change, focus is on the new page's heading, not on <body>.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
});

test('focus moves to the new page’s heading, and the email typed on /login goes to /forgot-password', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await focusedHeading(page, 'Create your account');

  await page.goto('/login');
  const email = uniqueEmail('carried');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await focusedHeading(page, 'Forgot password');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes the public menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/guide');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    // A link in it navigates and closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(menu).toBeHidden();
  });
});

test('the guide tabs: one Tab stop, arrow keys move between tabs', async ({ page }) => {
  await page.goto('/guide');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  // The prerendered tabs work once the app has hydrated them.
  await expect(tabs.first()).toBeEnabled();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
});

test('Contact Live Support: a guest leaves a message from the chat and the server has it', async ({
  page,
  request,
}) => {
  await page.goto('/help');
  await page.getByRole('button', { name: 'Open Derivo Help chat' }).click();
  const panel = page.getByRole('region', { name: 'Derivo Help' });
  await panel.getByRole('button', { name: 'Contact Live Support' }).click();
  await expect(panel.getByRole('log')).toContainText('we reply within 12 hours');
  const message = `Where do I see my order history? (${uniqueEmail('chat')})`;
  const email = uniqueEmail('chat-guest');
  await panel.getByLabel('Your message to our support team').fill('short');
  await panel.getByLabel('Your email, for our reply').fill(email);
  await panel.getByRole('button', { name: 'Send to support' }).click();
  await expect(panel.getByRole('alert')).toHaveText(publicFormMessages.message);
  await panel.getByLabel('Your message to our support team').fill(message);
  await panel.getByRole('button', { name: 'Send to support' }).click();
  await expect(panel.getByRole('log')).toContainText(message);
  await expect(panel.getByRole('log')).toContainText(publicFormMessages.supportCreated);
  // The server stored it: the same message again is one it already has.
  const again = await request.post('/api/v1/public/support-message', { data: { email, message } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toEqual({
    status: 'existing',
    message: publicFormMessages.supportExisting,
  });
});
