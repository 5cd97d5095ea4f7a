import { availableAccount, EXCHANGE, isHouse, MARKET_MAKER, marginAccount } from './accounts.ts';
import type { ConfigureCommand, Quote } from './core-commands.ts';
import { MAX_FUNDING_INTERVAL_S } from './core-config.ts';
import type { CoreContext } from './core-context.ts';
import type { CoreAnswer } from './core-events.ts';
import type { MarketState, PositionState } from './core-state.ts';
import { notionalPaise } from './position-math.ts';

const clamp = (value: number, limit: number): number => Math.min(limit, Math.max(-limit, value));

/**
 * Samples the premium of a perpetual's book over its index, weighted by the time since the last
 * sample: (the book's mid, or the market's when a side is empty, − index) / index.
 */
export function samplePremium(context: CoreContext, market: MarketState, quote: Quote): void {
  const book = context.engine.book(quote.symbol);
  const bid = book?.bestBid() ?? quote.bid;
  const ask = book?.bestAsk() ?? quote.ask;
  if (market.lastSampleAt > 0 && quote.index > 0 && context.at > market.lastSampleAt) {
    const weight = context.at - market.lastSampleAt;
    market.premiumWeighted += (((bid + ask) / 2 - quote.index) / quote.index) * weight;
    market.premiumMs += weight;
  }
  market.lastSampleAt = context.at;
  if (market.nextFundingAt === 0) market.nextFundingAt = nextBoundary(context);
}

/** The first boundary of the funding interval after now: a whole number of intervals since 1970. */
function nextBoundary(context: CoreContext): number {
  const interval = context.config.fundingIntervalS * 1000;
  return (Math.floor(context.at / interval) + 1) * interval;
}

/**
 * A new funding interval (FUNDING_INTERVAL_S, journaled by the host at start). Boundaries already
 * announced stay: each market pays on its next one, then every new interval from there, so a
 * trader who was told the next funding time is not paid or charged earlier than told.
 */
export function configureFunding(context: CoreContext, command: ConfigureCommand): CoreAnswer {
  const seconds = command.fundingIntervalS;
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > MAX_FUNDING_INTERVAL_S) {
    return {
      kind: 'refused',
      status: 400,
      reason: `The funding interval must be a whole number of seconds from 1 to ${MAX_FUNDING_INTERVAL_S}`,
    };
  }
  context.config.fundingIntervalS = seconds;
  return { kind: 'done' };
}

/**
 * The rate of the interval that ends now: the time-weighted premium plus the interest term
 * clamped around it, capped (docs/trading.md, "Funding"). Positive: longs pay shorts.
 */
export function fundingRate(context: CoreContext, market: MarketState): number {
  const { fundingInterestRate, fundingClamp, fundingCap } = context.config;
  const premium = market.premiumMs > 0 ? market.premiumWeighted / market.premiumMs : 0;
  const rate = premium + clamp(fundingInterestRate - premium, fundingClamp);
  return Math.round(clamp(rate, fundingCap) * 1e8) / 1e8;
}

/**
 * Pays funding on every perpetual whose time has come: each payer's share (notional at the mark ×
 * rate, rounded once, from the position's margin and never more than it holds) into the funding
 * pool, then the pool shared among the receivers by lots, the largest remainders taking the odd
 * paise, so the payments sum to zero exactly and the pool ends at zero.
 */
export function payFundingIfDue(context: CoreContext, symbol: string, market: MarketState): void {
  if (market.nextFundingAt === 0 || context.at < market.nextFundingAt) return;
  const rate = fundingRate(context, market);
  // Scheduled with the interval now in force: a new one counts from this boundary on.
  market.nextFundingAt = nextBoundary(context);
  market.premiumWeighted = 0;
  market.premiumMs = 0;
  market.lastFundingRate = rate;
  context.emit({ type: 'funding', symbol, rate, at: context.at, nextAt: market.nextFundingAt });
  const positions = [...(context.bySymbol.get(symbol) ?? [])]
    .filter((p) => p.lots !== 0)
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  if (rate === 0 || positions.length === 0) return;
  const payerSign = rate > 0 ? 1 : -1;
  const mark = context.markUsd(symbol);
  let pool = 0;
  const receivers: PositionState[] = [];
  for (const position of positions) {
    if (Math.sign(position.lots) !== payerSign) {
      receivers.push(position);
      continue;
    }
    const due = Math.round(
      notionalPaise(context.coins(symbol, position.lots), mark) * Math.abs(rate),
    );
    const from =
      position.userId === MARKET_MAKER ? MARKET_MAKER : marginAccount(position.userId, symbol);
    const paid = Math.min(due, Math.max(0, context.ledger.balance(from)));
    if (paid === 0) continue;
    pool += paid;
    pay(context, position, -paid, from, rate);
  }
  const totalLots = receivers.reduce((t, p) => t + Math.abs(p.lots), 0);
  if (pool === 0 || totalLots === 0) {
    // Nobody to receive (every opposite position was the payer's own): the pool goes back.
    return;
  }
  const shares = receivers.map((p) => {
    const exact = (pool * Math.abs(p.lots)) / totalLots;
    return { position: p, amount: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let odd = pool - shares.reduce((t, s) => t + s.amount, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (odd === 0) break;
    share.amount += 1;
    odd -= 1;
  }
  for (const share of shares) {
    if (share.amount > 0)
      pay(context, share.position, share.amount, availableAccount(share.position.userId), rate);
  }
}

function pay(
  context: CoreContext,
  position: PositionState,
  amount: number,
  account: string,
  rate: number,
) {
  const symbol = position.symbol;
  const percent = `${(rate * 100).toFixed(4)}%`;
  context.post({
    kind: 'funding',
    userId: isHouse(position.userId) ? null : position.userId,
    memo: `Funding on ${symbol} at ${percent}: ${amount < 0 ? 'paid' : 'received'}`,
    entries: [
      { account, amount },
      { account: EXCHANGE.fundingPool, amount: -amount },
    ],
    symbol,
  });
  position.fundingPaise += amount;
  position.updatedAt = context.at;
  context.notice(
    position.userId,
    'funding',
    symbol,
    `Funding ${amount < 0 ? 'paid' : 'received'} on ${symbol} at ${percent}: ₹${(Math.abs(amount) / 100).toFixed(2)}`,
  );
  context.emitPosition(position);
}
