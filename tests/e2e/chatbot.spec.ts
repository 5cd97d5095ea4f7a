import { expect, type Page, test } from '@playwright/test';
import { support } from '../../src/config/company.ts';

const panelOf = (page: Page) => page.getByRole('region', { name: 'Derivo Help' });

/**
 * Watches the page itself for the bot's typing indicator from now on, and answers whether it
 * showed. The indicator lives for half a second, which a busy machine's round trips to the
 * browser can miss; a MutationObserver in the page cannot.
 */
async function watchTyping(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const flags = window as unknown as { derivoTypingSeen?: boolean };
    flags.derivoTypingSeen = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Derivo Help is typing"]')) {
        flags.derivoTypingSeen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { derivoTypingSeen?: boolean }).derivoTypingSeen === true,
    );
}

test('the chatbot walks category, question and answer with its delays, goes back and starts over', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guide');
  await page.getByRole('button', { name: 'Open Derivo Help chat' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(320);
  expect(box?.height).toBe(620);

  const log = panel.getByRole('log');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log).toContainText("Hi! I'm the Derivo help assistant.");

  // Category: the bot types for 0.5 s before it offers the questions.
  // Timed from before the click, so a slow click cannot eat into the delay being measured.
  let typed = await watchTyping(page);
  const chosenAt = Date.now();
  await panel.getByRole('button', { name: 'Deposit & Withdraw Issues' }).click();
  const question = panel.getByRole('button', { name: 'How long does a withdrawal take?' });
  await expect(question).toBeVisible();
  expect(await typed(), 'the bot typed before offering the questions').toBe(true);
  expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(400);

  // Question: the answer arrives after 1 s of typing.
  typed = await watchTyping(page);
  const askedAt = Date.now();
  await question.click();
  await expect(log).toContainText('1 to 24 hours');
  expect(await typed(), 'the bot typed before answering').toBe(true);
  expect(Date.now() - askedAt).toBeGreaterThanOrEqual(900);
  await expect(log.locator('[data-type="user"]')).toHaveText([
    /Deposit & Withdraw Issues/,
    /How long does a withdrawal take\?/,
  ]);

  // Back goes one level: the questions of the same category.
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(
    panel.getByRole('button', { name: 'How long does a withdrawal take?' }),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel.getByRole('button', { name: 'KYC & Verification Issues' })).toBeVisible();

  // Contact Live Support offers a message box and the other channels; Ask Another Question
  // resets to the welcome message.
  await panel.getByRole('button', { name: 'Contact Live Support' }).click();
  await expect(log).toContainText(support.email);
  await expect(panel.getByLabel('Your message to our support team')).toBeFocused();
  await panel.getByRole('button', { name: 'Ask Another Question' }).click();
  await expect(log.locator('[data-type]')).toHaveCount(1);
  await expect(log).toContainText("Hi! I'm the Derivo help assistant.");

  // Closing keeps the chat for later.
  await panel.getByRole('button', { name: 'Close Derivo Help chat' }).click();
  await expect(panel).toBeHidden();
});

test('the chatbot works with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Open Derivo Help chat' });
  // The page is prerendered: its button works once the app has loaded.
  await expect(launcher).toBeEnabled();
  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = panelOf(page);
  await expect(panel.getByRole('button', { name: 'Deposit & Withdraw Issues' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'KYC & Verification Issues' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus follows the conversation: the first question once the bot has replied.
  await expect(
    panel.getByRole('button', { name: 'How long does KYC verification take?' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('log')).toContainText('24 to 48 hours');
  await expect(panel.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Derivo Help chat' })).toBeFocused();
});
