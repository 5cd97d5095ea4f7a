import { expect, type Page, test } from '@playwright/test';
import { signedInTrader } from './support/accounts.ts';

/** Mail subjects in the dev mailbox, newest first. */
async function subjects(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((m) => m.subject);
}

// Issue 29: a key is created behind the step-up dialog, its secret shown once, then revoked.
test('the API keys section creates a key after the step-up dialog, shows its secret once, and revokes it', async ({
  page,
  request,
}) => {
  const account = await signedInTrader(page, request, 'api-keys');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByLabel('Label', { exact: true }).fill('Trading bot');
  await section.getByLabel(/Allow trading/).check();
  await section.getByRole('button', { name: 'Create key' }).click();

  const stepUp = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel('Password', { exact: true }).fill(account.password);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(stepUp).toBeHidden();

  const secret = section.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^[A-Za-z0-9_-]{43}$/);
  const shown = (await secret.textContent()) ?? '';
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);
  const row = section.getByTestId('api-key-row');
  await expect(row).toContainText('Trading bot');
  await expect(row).toContainText('Read and trade');
  // Shown once: nowhere on the page after Done.
  expect(await page.content()).not.toContain(shown);
  await expect
    .poll(() => subjects(page, account.email))
    .toContain('A new Derivo API key was created');

  await section.getByRole('button', { name: 'Revoke Trading bot' }).click();
  await expect(row).toHaveCount(0);
  await expect(section.getByText('The key was revoked: it no longer works')).toBeVisible();
});
