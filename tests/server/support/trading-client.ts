import { expect } from 'vitest';
import type { FundsRecord, GetFundsResponse } from '../../../src/contracts/funds.ts';
import type { Order, Position, PositionsResponse } from '../../../src/contracts/trading.ts';
import { login, signedUpSession, signUp, uniqueEmail } from './auth-flow.ts';
import { type CallResult, call } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export interface Trader {
  userId: string;
  token: string;
  email: string;
}

/** Adds demo rupees to a trader's funds and asserts they were taken (201). */
export async function addFunds(
  server: TestServer,
  who: { userId: string; token: string },
  amount: number,
): Promise<void> {
  const added = await call(server.url, 'POST', '/funds/addFunds', {
    token: who.token,
    body: { userId: who.userId, amount },
  });
  expect(added.status).toBe(201);
}

/** A market buy of 0.01 BTC perpetual at 10x: a small long that fills at once. */
export const SMALL_BTC_LONG = {
  symbol: 'BTCUSDT-PERP',
  side: 'BUY',
  type: 'market',
  size: 0.01,
  leverage: 10,
} as const;

/** A new account (tagged `tag`), signed up and logged in, with `amount` demo rupees added. */
export async function fundedTrader(
  server: TestServer,
  tag: string,
  amount: number,
): Promise<Trader> {
  const { userId, token, email } = await signedUpSession(server, tag);
  await addFunds(server, { userId, token }, amount);
  return { userId, token, email };
}

/**
 * The trading calls a server test makes, against whichever server `serverOf` gives when they run
 * (the tests start it in beforeAll). Traders get fresh addresses tagged `tag`.
 */
export function tradingClient(serverOf: () => TestServer, tag: string) {
  /** A trader signed up and logged in; `deposit` rupees added when given. */
  const trader = async (deposit?: number, onSignedUp?: (userId: string) => void) => {
    const server = serverOf();
    const email = uniqueEmail(tag);
    const userId = await signUp(server, email);
    onSignedUp?.(userId);
    const { token } = await login(server, email);
    if (deposit !== undefined) await addFunds(server, { userId, token }, deposit);
    return { userId, token, email };
  };

  /** `/api/v1<path>`, as `who` when there is one. */
  const api = (
    who: { token: string } | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<CallResult> =>
    call(serverOf().url, method, `/api/v1${path}`, {
      ...(who === undefined ? {} : { token: who.token }),
      ...(body === undefined ? {} : { body }),
    });

  /** Places an order as `who` and asserts it was accepted (201). */
  const order = async (who: { token: string }, body: Record<string, unknown>): Promise<Order> => {
    const result = await api(who, 'POST', '/orders', body);
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    return result.json as Order;
  };

  const positions = async (who: { token: string }): Promise<Position[]> =>
    ((await api(who, 'GET', '/positions')).json as PositionsResponse).positions;

  /** The trader's funds record (getfunds). */
  const funds = async (who: { userId: string; token: string }): Promise<FundsRecord> => {
    const result = await call(serverOf().url, 'GET', `/funds/getfunds?userId=${who.userId}`, {
      token: who.token,
    });
    return (result.json as GetFundsResponse).data[0] as FundsRecord;
  };

  return { trader, api, order, positions, funds };
}

/** Every ledger account's balance summed, paise: zero while money only moves between accounts. */
export async function ledgerSum(server: TestServer): Promise<bigint> {
  const { rows } = await server.query<{ s: string }>(
    'select coalesce(sum(balance_paise), 0)::text as s from ledger_account',
  );
  return BigInt(rows[0]?.s ?? 'x');
}
