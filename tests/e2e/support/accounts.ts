import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo trader every fresh non-production database gets (README; server/modules/auth/demo-trader.ts). */
export const DEMO_TRADER = { email: 'demo@derivo.local', password: 'DemoTrader@2026' } as const;

export interface Account {
  readonly email: string;
  readonly password: string;
}

/** A fresh address per test, so tests never share an account's state or rate limits. */
export const uniqueEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

interface MailboxMessage {
  readonly id: string;
  readonly text: string;
}

/**
 * The code of the newest mail to `email` in the dev mailbox (GET /api/v1/dev/mailbox, newest
 * first), waiting for a mail other than `notId` to arrive.
 */
export async function latestOtp(
  request: APIRequestContext,
  email: string,
  notId?: string,
): Promise<{ code: string; id: string }> {
  let found: { code: string; id: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        const newest = messages[0];
        const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
        found = newest && code && newest.id !== notId ? { code, id: newest.id } : undefined;
        return found !== undefined;
      },
      { message: `an OTP mail to ${email}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** Another 6-digit code than `code` (the last digit changed). */
export const wrongCode = (code: string): string =>
  code.slice(0, 5) + String((Number(code[5]) + 1) % 10);

const hex16 = (): string => randomInt(0x10000).toString(16);

/** Creates a trader through the API the way the sign-up page does: OTP mail, verify, sign up. */
export async function createTrader(request: APIRequestContext, tag = 'trader'): Promise<Account> {
  const account = { email: uniqueEmail(tag), password: 'Harbour@Lantern72' };
  // Each trader signs up from an address of its own, as separate people do: the suite opens more
  // accounts than one address may in an hour. The server trusts the loopback proxy's
  // X-Forwarded-For (TRUST_PROXY in playwright.config.ts); the addresses are documentation-only
  // IPv6 (2001:db8::/32), one /64 each, and nothing is ever sent to them.
  const headers = { 'x-forwarded-for': `2001:db8:${hex16()}:${hex16()}::1` };
  const sent = await request.post('/api/v1/auth/send-email-verify', {
    data: { email: account.email },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = await latestOtp(request, account.email);
  const verified = await request.post('/api/v1/auth/verify-email-otp', {
    data: { email: account.email, otp: code },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const created = await request.post('/api/v1/auth/user-signup/manual', {
    data: {
      fullname: 'E2E Trader',
      email: account.email,
      password: account.password,
      verificationToken,
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  return account;
}

/** Logs in through the login page and waits for where the app sends the trader. */
export async function logIn(page: Page, account: Account, landing: RegExp = /\/dashboard$/) {
  if (!/\/login$/.test(new URL(page.url(), 'http://x').pathname)) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** A new trader, signed in through the login page (on the dashboard). */
export async function signedInTrader(
  page: Page,
  request: APIRequestContext,
  tag: string,
): Promise<Account> {
  const account = await createTrader(request, tag);
  await logIn(page, account);
  return account;
}
