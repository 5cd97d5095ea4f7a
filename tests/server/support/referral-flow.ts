import { expect } from 'vitest';
import type {
  FundsRecord,
  FundsTransaction,
  GetFundsResponse,
  TransactionsResponse,
} from '../../../src/contracts/funds.ts';
import type { ReferralsResponse } from '../../../src/contracts/referral.ts';
import type { Order } from '../../../src/contracts/trading.ts';
import { api, login, STRONG_PASSWORD, uniqueEmail, verifyEmail } from './auth-flow.ts';
import { call } from './http-client.ts';
import { type KycTrader, kycCalls, verifyAadhaar, yearsAgo } from './kyc-flow.ts';
import type { ManualClock } from './manual-clock.ts';
import type { TestServer } from './test-server.ts';
import { randomAadhaar } from './verhoeff-reference.ts';

export interface ReferralServer extends TestServer {
  clock: ManualClock;
}

export interface Trader {
  userId: string;
  email: string;
  fullname: string;
  token: string;
}

/**
 * A referral program driven through HTTP as its users (and a fraudster) would: sign-ups with a
 * code, each from an address of its own (`subnet` keeps two files' addresses apart), KYC, a
 * deposit and a trade.
 */
export function referralFlow(server: ReferralServer, subnet: number) {
  let host = 0;
  const nextAddress = () => {
    host += 1;
    return `127.${subnet}.${Math.floor(host / 250)}.${(host % 250) + 1}`;
  };

  /** Signs a trader up through the OTP flow, with `referralCode` when given; answers the call. */
  async function signUpWith(
    fullname: string,
    email: string,
    referralCode?: string,
    verified?: { from: string; verificationToken: string },
  ) {
    const from = verified?.from ?? nextAddress();
    const verificationToken =
      verified?.verificationToken ?? (await verifyEmail(server, email, from));
    return call(server.url, 'POST', api('/auth/user-signup/manual'), {
      body: {
        fullname,
        email,
        password: STRONG_PASSWORD,
        verificationToken,
        ...(referralCode === undefined ? {} : { referral_code: referralCode }),
      },
      from,
    });
  }

  async function trader(fullname: string, tag: string, referralCode?: string): Promise<Trader> {
    const email = uniqueEmail(tag);
    const created = await signUpWith(fullname, email, referralCode);
    expect(created.status).toBe(201);
    const { token } = await login(server, email);
    const { userId } = (created.json as { user: { userId: string } }).user;
    return { userId, email, fullname, token };
  }

  const referrals = async (who: Trader) => {
    const result = await call(server.url, 'GET', api('/referrals'), { token: who.token });
    expect(result.status).toBe(200);
    return result.json as ReferralsResponse;
  };

  async function kycSession(who: Trader): Promise<KycTrader> {
    const started = await call(server.url, 'POST', api('/auth/authenticate-kyc'), {
      token: who.token,
    });
    expect(started.status).toBe(200);
    const kycToken = (started.json as { data: { accessToken: string } }).data.accessToken;
    return { email: who.email, token: who.token, kycToken };
  }

  /** Aadhaar verified; the PAN step is the caller's (it makes the KYC verified). */
  async function verifyAadhaarOf(who: Trader): Promise<KycTrader> {
    const session = await kycSession(who);
    await verifyAadhaar(server, session, randomAadhaar());
    return session;
  }

  /** The PAN step's call: with the Aadhaar verified, a 200 makes the trader's KYC verified. */
  const verifyPan = (session: KycTrader, who: Trader, pan: string) =>
    kycCalls(server).verifyPan(session, pan, who.fullname, yearsAgo(server.clock.now(), 30));

  /** Aadhaar and PAN verified: the trader's KYC is verified. Answers the session. */
  async function completeKyc(who: Trader, pan = randomPan()): Promise<KycTrader> {
    const session = await verifyAadhaarOf(who);
    expect((await verifyPan(session, who, pan)).status).toBe(200);
    return session;
  }

  async function deposit(who: Trader, rupees: number) {
    const added = await call(server.url, 'POST', '/funds/addFunds', {
      token: who.token,
      body: { userId: who.userId, amount: rupees },
    });
    expect(added.status).toBe(201);
  }

  /** A market buy of 0.001 BTC, which the market maker fills. */
  const buy = async (who: Trader): Promise<Order> => {
    const placed = await call(server.url, 'POST', api('/orders'), {
      token: who.token,
      body: { symbol: 'BTCUSDT-PERP', side: 'BUY', type: 'market', size: 0.001, leverage: 10 },
    });
    expect(placed.status).toBe(201);
    return placed.json as Order;
  };

  /** Money in and a first executed trade. */
  async function firstTrade(who: Trader): Promise<Order> {
    await deposit(who, 10_000);
    const order = await buy(who);
    expect(order.status).toBe('filled');
    return order;
  }

  async function transactions(who: Trader): Promise<FundsTransaction[]> {
    const result = await call(server.url, 'GET', `/funds/transaction/${who.userId}?limit=100`, {
      token: who.token,
    });
    expect(result.status).toBe(200);
    return (result.json as TransactionsResponse).transactions;
  }

  const rewardsOf = async (who: Trader) =>
    (await transactions(who)).filter((row) => row.type === 'referral_reward');

  async function funds(who: Trader): Promise<FundsRecord> {
    const result = await call(server.url, 'GET', `/funds/getfunds?userId=${who.userId}`, {
      token: who.token,
    });
    expect(result.status).toBe(200);
    return (result.json as GetFundsResponse).data[0] as FundsRecord;
  }

  return {
    nextAddress,
    signUpWith,
    trader,
    referrals,
    verifyAadhaarOf,
    verifyPan,
    completeKyc,
    deposit,
    buy,
    firstTrade,
    transactions,
    rewardsOf,
    funds,
  };
}

const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pick = () => letters[Math.floor(Math.random() * letters.length)];
/** A person's PAN (fourth letter P) no other test trader has. */
export const randomPan = () =>
  `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 9000) + 1000)}${pick()}`;

/** A bank account number of 12 digits no other test trader has. */
export const randomAccountNumber = () =>
  String(Math.floor(Math.random() * 9e11) + 1e11).padStart(12, '0');
