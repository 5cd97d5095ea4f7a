import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from './http.ts';

const PASSWORD = 'Harbour@Lantern72';

export interface BenchTrader {
  userId: string;
  token: string;
  /** Its own client address (x-forwarded-for, behind the trusted loopback proxy). */
  address: string;
}

const fail = (what: string, answer: { status: number; json: unknown }): never => {
  throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
};

/**
 * Signs a trader up through the API (OTP from the dev mailbox), each from an address of its own
 * behind the trusted loopback proxy, as separate people would, then deposits demo funds.
 */
export async function newTrader(baseUrl: string, n: number, deposit: number): Promise<BenchTrader> {
  const email = `bench-${n}-${randomInt(1e9)}@example.com`;
  const address = `2001:db8:${randomInt(0x10000).toString(16)}:${n.toString(16)}::1`;
  const headers = { 'x-forwarded-for': address };
  const sent = await request(baseUrl, 'POST', '/api/v1/auth/send-email-verify', {
    body: { email },
    headers,
  });
  if (sent.status !== 200) fail('send-email-verify', sent);
  let otp: string | undefined;
  for (let tries = 0; otp === undefined && tries < 50; tries++) {
    const box = await request(
      baseUrl,
      'GET',
      `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    const text = (box.json as { messages?: { text: string }[] }).messages?.[0]?.text;
    otp = text?.match(/\b(\d{6})\b/)?.[1];
    if (otp === undefined) await sleep(100);
  }
  if (otp === undefined) throw new Error(`No OTP mail for ${email}`);
  const verified = await request(baseUrl, 'POST', '/api/v1/auth/verify-email-otp', {
    body: { email, otp },
    headers,
  });
  if (verified.status !== 200) fail('verify-email-otp', verified);
  const { verificationToken } = verified.json as { verificationToken: string };
  const created = await request(baseUrl, 'POST', '/api/v1/auth/user-signup/manual', {
    body: { fullname: 'Bench Trader', email, password: PASSWORD, verificationToken },
    headers,
  });
  if (created.status !== 201) fail('user-signup', created);
  const login = await request(baseUrl, 'POST', '/api/v1/auth/user-login/manual', {
    body: { email, password: PASSWORD },
    headers,
  });
  if (login.status !== 200) fail('user-login', login);
  const { token, user } = login.json as { token: string; user: { userId: string } };
  const added = await request(baseUrl, 'POST', '/funds/addFunds', {
    body: { userId: user.userId, amount: deposit },
    token,
  });
  if (added.status !== 201) fail('addFunds', added);
  return { userId: user.userId, token, address };
}
