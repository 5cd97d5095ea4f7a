import { expect, vi } from 'vitest';
import {
  type AuthServer,
  api,
  login,
  mailbox,
  STRONG_PASSWORD,
  signUp,
  uniqueEmail,
} from './auth-flow.ts';
import { call } from './http-client.ts';
import type { TestServer } from './test-server.ts';

/** The account name signUp gives every trader. */
export const ACCOUNT_NAME = 'Test Trader';

export interface KycTrader {
  email: string;
  token: string;
  /** The KYC session's accessToken from authenticate-kyc. */
  kycToken: string;
}

/** A new trader, logged in, with a KYC session. */
export async function kycTrader(server: AuthServer | TestServer, tag = 'kyc'): Promise<KycTrader> {
  const email = uniqueEmail(tag);
  // Each trader signs up from its own loopback address, as separate people would: a suite makes
  // more accounts than one address may open in an hour.
  await signUp(server, email, undefined, nextLoopbackAddress());
  const { token } = await login(server, email);
  const started = await call(server.url, 'POST', api('/auth/authenticate-kyc'), { token });
  expect(started.status).toBe(200);
  const kycToken = (started.json as { data: { accessToken: string } }).data.accessToken;
  return { email, token, kycToken };
}

let lastHost = 1;
/** 127.0.0.2 … 127.0.0.254, in turn. */
const nextLoopbackAddress = (): string => {
  lastHost = (lastHost % 253) + 1;
  return `127.0.0.${lastHost + 1}`;
};

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The five KYC calls of spec section 7, as a trader's client makes them. */
export function kycCalls(server: TestServer) {
  return {
    sendOtp: (t: KycTrader, aadhaar: string) =>
      call(server.url, 'POST', api(`/auth/send-otp-adhaar?${q({ accessToken: t.kycToken })}`), {
        token: t.token,
        body: { aadhaar_number: aadhaar },
      }),
    verifyOtp: (t: KycTrader, referenceId: string, otp: string, aadhaar: string) =>
      call(
        server.url,
        'POST',
        api(`/auth/verify-otp-adhaar?${q({ reference_id: referenceId, accessToken: t.kycToken })}`),
        { token: t.token, body: { otp, aadhaar_number: aadhaar } },
      ),
    verifyPan: (t: KycTrader, pan: string, name: string, dateOfBirth: string) =>
      call(server.url, 'POST', api(`/auth/verify-pan-number?${q({ accessToken: t.kycToken })}`), {
        token: t.token,
        body: { pan, name_as_per_pan: name, date_of_birth: dateOfBirth },
      }),
    verifyBank: (t: KycTrader, ifsc: string, accountNumber: string) =>
      call(
        server.url,
        'GET',
        api(
          `/auth/verify-bank-account?${q({ accessToken: t.kycToken, ifsc, account_number: accountNumber })}`,
        ),
        { token: t.token },
      ),
    /** Replaces a verified payout account: the password is confirmed first (step-up, issue 24). */
    changeBank: async (t: KycTrader, ifsc: string, accountNumber: string) => {
      const stepUp = await call(server.url, 'POST', api('/auth/step-up'), {
        token: t.token,
        body: { password: STRONG_PASSWORD },
      });
      expect(stepUp.status).toBe(200);
      return call(
        server.url,
        'GET',
        api(
          `/auth/verify-bank-account?${q({ accessToken: t.kycToken, ifsc, account_number: accountNumber })}`,
        ),
        {
          token: t.token,
          headers: { 'x-step-up': (stepUp.json as { stepUpToken: string }).stepUpToken },
        },
      );
    },
    status: (t: KycTrader) => call(server.url, 'GET', api('/auth/kyc-status'), { token: t.token }),
  };
}

/** The code of the newest Aadhaar OTP mail to `email`. */
export async function aadhaarOtp(server: TestServer, email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const newest = (await mailbox(server, email)).messages[0];
      if (!newest?.subject.includes('Aadhaar')) throw new Error(`No Aadhaar mail for ${email}`);
      const code = newest.text.match(/\b(\d{6})\b/)?.[1];
      if (code === undefined) throw new Error('The Aadhaar mail has no code');
      return code;
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** Sends an Aadhaar OTP for `aadhaar` (asserting 200): its reference id and the code mailed. */
export async function sentAadhaarOtp(
  server: TestServer,
  t: KycTrader,
  aadhaar: string,
): Promise<{ referenceId: string; code: string }> {
  const sent = await kycCalls(server).sendOtp(t, aadhaar);
  expect(sent.status).toBe(200);
  const referenceId = (sent.json as { data: { reference_id: string } }).data.reference_id;
  return { referenceId, code: await aadhaarOtp(server, t.email) };
}

/** Sends and verifies the Aadhaar OTP: the trader's Aadhaar is verified. */
export async function verifyAadhaar(server: TestServer, t: KycTrader, aadhaar: string) {
  const { referenceId, code } = await sentAadhaarOtp(server, t, aadhaar);
  const verified = await kycCalls(server).verifyOtp(t, referenceId, code, aadhaar);
  expect(verified.status).toBe(200);
}

/** A date of birth `years` years before the server clock's day (IST), as YYYY-MM-DD. */
export function yearsAgo(nowMs: number, years: number, extraDays = 0): string {
  const today = new Date(nowMs + 330 * 60_000);
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + extraDays),
  );
  return date.toISOString().slice(0, 10);
}
