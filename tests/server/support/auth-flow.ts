import { expect, vi } from 'vitest';
import { REFRESH_COOKIE } from '../../../server/modules/auth/session-cookie.ts';
import type { LoginResponse } from '../../../src/contracts/auth.ts';
import type { MailboxResponse } from '../../../src/contracts/mail.ts';
import { startedForSuite } from './for-suite.ts';
import { call } from './http-client.ts';
import { ManualClock } from './manual-clock.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export const STRONG_PASSWORD = 'Sunny@Day42';
export const api = (path: string) => `/api/v1${path}`;

export interface AuthServer extends TestServer {
  clock: ManualClock;
  /** Every line the app has logged (none unless `LOG_LEVEL` asks for them). */
  logs: string[];
}

/** The real app on a fresh database with a clock the test moves. */
export async function startAuthServer(env: Record<string, string> = {}): Promise<AuthServer> {
  const clock = new ManualClock();
  const logs: string[] = [];
  const server = await startTestServer({ env, clock, logLines: logs });
  return { ...server, clock, logs };
}

/** startAuthServer(env) for the tests of the describe block (or file) that calls this. */
export function authServerForSuite(env: Record<string, string> = {}): AuthServer {
  return startedForSuite(() => startAuthServer(env));
}

let counter = 0;
/** A fresh address per call, so tests in one file never share an account. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The dev mailbox for `email`, newest first. */
export async function mailbox(server: TestServer, email: string): Promise<MailboxResponse> {
  const result = await call(server.url, 'GET', api(`/dev/mailbox?to=${encodeURIComponent(email)}`));
  expect(result.status).toBe(200);
  return result.json as MailboxResponse;
}

/** The six-digit code of the newest mail to `email`. */
export async function latestOtp(server: TestServer, email: string): Promise<string> {
  const newest = (await mailbox(server, email)).messages[0];
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`No OTP mail for ${email}`);
  return code;
}

export const RESET_MAIL_SUBJECT = 'Your Derivo password reset code';

/**
 * The code of the password-reset mail to `email`. That mail goes out after the forgot-password
 * answer (so its timing says nothing about the account), so this waits for it to arrive.
 */
export async function resetCode(server: TestServer, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const newest = (await mailbox(server, email)).messages[0];
      if (newest?.subject !== RESET_MAIL_SUBJECT) throw new Error(`No reset mail for ${email} yet`);
      const code = newest.text.match(/\b(\d{6})\b/)?.[1];
      if (code === undefined) throw new Error(`The reset mail to ${email} has no code`);
      return code;
    },
    { timeout: 5_000, interval: 50 },
  );
}

/**
 * Sends a sign-up code and verifies it, as steps 1 and 2 of the sign-up page do; returns the
 * verification token the check answered.
 */
export async function verifyEmail(
  server: TestServer,
  email: string,
  from?: string,
): Promise<string> {
  const opts = from === undefined ? {} : { from };
  const sent = await call(server.url, 'POST', api('/auth/send-email-verify'), {
    body: { email },
    ...opts,
  });
  expect(sent.status).toBe(200);
  const otp = await latestOtp(server, email);
  const verified = await call(server.url, 'POST', api('/auth/verify-email-otp'), {
    body: { email, otp },
    ...opts,
  });
  expect(verified.status).toBe(200);
  return (verified.json as { verificationToken: string }).verificationToken;
}

/** A new account through the whole OTP flow; returns its user id. */
export async function signUp(
  server: TestServer,
  email: string,
  password = STRONG_PASSWORD,
  from?: string,
): Promise<string> {
  const verificationToken = await verifyEmail(server, email, from);
  const created = await call(server.url, 'POST', api('/auth/user-signup/manual'), {
    body: { fullname: 'Test Trader', email, password, verificationToken },
    ...(from === undefined ? {} : { from }),
  });
  expect(created.status).toBe(201);
  return (created.json as { user: { userId: string } }).user.userId;
}

/** `derivo_refresh=<value>` from a response's Set-Cookie, or undefined. */
export function refreshCookie(setCookies: string[]): string | undefined {
  const header = setCookies.find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  const pair = header?.split(';')[0];
  return pair === undefined || pair === `${REFRESH_COOKIE}=` ? undefined : pair;
}

export interface Session {
  token: string;
  cookie: string;
  body: LoginResponse;
}

export async function login(server: TestServer, email: string, password = STRONG_PASSWORD) {
  const result = await call(server.url, 'POST', api('/auth/user-login/manual'), {
    body: { email, password },
  });
  expect(result.status).toBe(200);
  const body = result.json as LoginResponse;
  const cookie = refreshCookie(result.setCookies);
  if (cookie === undefined) throw new Error('Login set no refresh cookie');
  return { token: body.token, cookie, body } satisfies Session;
}

/** A new account (tagged `tag`), signed up and logged in. */
export async function signedUpSession(
  server: TestServer,
  tag: string,
): Promise<Session & { email: string; userId: string }> {
  const email = uniqueEmail(tag);
  const userId = await signUp(server, email);
  return { email, userId, ...(await login(server, email)) };
}
