import { expect, test } from '@playwright/test';

const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

test('the contact form shows field errors, then sends once and shows its success', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full name').fill('Asha Verma');
  await form.getByLabel('Email').fill('asha@');
  await form.getByLabel('Subject').fill('Withdrawal timing');
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please write a message of 10 to 4000 characters.')).toBeVisible();

  const email = unique('asha');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('How long does a withdrawal of ₹2,00,000 take?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you, your message has been sent. We reply within 12 hours.',
  );

  // The same message again is recognised, not stored twice.
  const response = await page.request.post('/api/v1/public/contact', {
    data: {
      fullName: 'Asha Verma',
      email,
      subject: 'Withdrawal timing',
      message: 'How long does a withdrawal of ₹2,00,000 take?',
    },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).status).toBe('existing');
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('');
});

test('the API waitlist refuses a bad email, accepts a good one, and knows it the second time', async ({
  page,
}) => {
  await page.goto('/api-docs');
  const form = page.getByRole('form', { name: 'API waitlist' });
  await form.getByLabel('Work email').fill('not-an-email');
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

  const email = unique('dev');
  await form.getByLabel('Work email').fill(email);
  await form.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "You're on the waitlist. We'll email you when the API opens.",
  );

  await page.reload();
  await page.getByLabel('Work email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "You're already on the waitlist. We'll email you when the API opens.",
  );
});

test('the footer newsletter subscribes, and a bad email shows an error', async ({ page }) => {
  await page.goto('/privacy');
  // The form loads when the footer scrolls into view.
  await page
    .locator('footer')
    .getByRole('heading', { name: 'Newsletter' })
    .scrollIntoViewIfNeeded();
  const form = page.locator('footer').getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Email address').fill('reader@');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await form.getByLabel('Email address').fill(unique('reader'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('footer').getByRole('status')).toHaveText(
    'Subscribed. The next newsletter will reach your inbox.',
  );
});
