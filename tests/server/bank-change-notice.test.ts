import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, STRONG_PASSWORD } from './support/auth-flow.ts';
import { call } from './support/http-client.ts';
import { kycCalls } from './support/kyc-flow.ts';
import { ManualClock } from './support/manual-clock.ts';
import { type ReferralServer, randomAccountNumber, referralFlow } from './support/referral-flow.ts';
import { startTestServer } from './support/test-server.ts';
import { UserStreamClient } from './support/user-stream-client.ts';

const IFSC = 'SBIN0001234';

// Issue 24: after a change of the payout account the trader is told at once on the fund stream,
// in words and with the time the hold ends, which the app writes in the trader's own zone.
describe('the bank-change notice on the fund stream', () => {
  let server: ReferralServer;
  beforeAll(async () => {
    const clock = new ManualClock();
    server = { ...(await startTestServer({ clock })), clock };
  }, 60_000);
  afterAll(async () => server?.close());

  it('pushes the notice with the end of the hold (the cool-off after now) to the trader only', async () => {
    const flow = referralFlow(server, 93);
    const trader = await flow.trader('Meera Iyer', 'notice');
    const other = await flow.trader('Arjun Rao', 'notice-other');
    const kyc = await flow.completeKyc(trader);
    expect((await kycCalls(server).verifyBank(kyc, IFSC, randomAccountNumber())).status).toBe(200);

    const open = (who: { userId: string; token: string }) =>
      UserStreamClient.openFund(server.url, who);
    const mine = await open(trader);
    const theirs = await open(other);
    await mine.waitFor(() => true);
    await theirs.waitFor(() => true);

    const stepUp = await call(server.url, 'POST', api('/auth/step-up'), {
      token: trader.token,
      body: { password: STRONG_PASSWORD },
    });
    const { stepUpToken } = stepUp.json as { stepUpToken: string };
    const changedAt = server.clock.now();
    const changed = await call(
      server.url,
      'GET',
      api(
        `/auth/verify-bank-account?${new URLSearchParams({ accessToken: kyc.kycToken, ifsc: IFSC, account_number: randomAccountNumber() })}`,
      ),
      { token: trader.token, headers: { 'x-step-up': stepUpToken } },
    );
    expect(changed.status).toBe(200);

    const pushed = await mine.waitFor((m) => typeof m.notice === 'string');
    expect(pushed.userId).toBe(trader.userId);
    expect(pushed.notice).toMatch(/withdrawals are held until/);
    expect(Date.parse(String(pushed.heldUntil))).toBe(changedAt + 86_400_000);
    expect(theirs.messages.some((m) => 'notice' in m)).toBe(false);
    mine.close();
    theirs.close();
  });
});
