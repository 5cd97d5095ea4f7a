import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { FundsRefusalCode } from '../../../src/contracts/funds.ts';
import { fromUnits } from '../../../src/domain/instruments/order-units.ts';
import { usdToInrPaise } from '../../../src/domain/money/conversion.ts';
import type { CoreAnswer } from '../../core/core-events.ts';
import type { ExchangeCore } from '../../core/exchange-core.ts';
import { openProjection } from '../../core/projections/open-projection.ts';
import { openingBalancesOf } from '../../core/projections/opening-balances.ts';
import { stableUuid } from '../../core/projections/stable-ids.ts';
import { pgliteWireUrl } from '../../db/pglite-wire/pglite-on-thread.ts';
import { every } from '../../jobs/every.ts';
import { readFigures } from '../funds/records.ts';
import { FundsRefusal } from '../funds/refusal.ts';
import { optionMarketOf } from '../trading/options/option-market.ts';
import { devMarketRoutes } from '../trading/risk/dev-market-routes.ts';
import { riskRoutes } from '../trading/risk/routes.ts';
import { tradingRoutes } from '../trading/routes.ts';
import { tradingStreams } from '../trading/streams/index.ts';
import { CoreHost } from './core-host.ts';
import { CoreNotices } from './core-notices.ts';
import { batchOutputs } from './core-outputs.ts';
import { applyFundingInterval } from './funding-interval.ts';
import { instrumentRoutes } from './instrument-routes.ts';
import { feedMarketFunding } from './market-funding.ts';
import { MarketTicks } from './market-ticks.ts';
import { OptionFeed } from './option-feed.ts';
import { OptionVolume } from './option-volume.ts';
import { ExchangeVenue, RefusedError } from './venue.ts';

/** How often traders who hold positions get their live P&L pushed into the fund stream. */
const LIVE_PNL_MS = 1_000;
/** A projection flush slower than this is logged. */
const SLOW_FLUSH_MS = 250;
/** How often withdrawals due for the bank are looked at. */
const WITHDRAWAL_POLL_MS = 500;
/** How often new option books are listed, expired ones settled and idle ones requoted. */
const OPTION_SYNC_MS = 1_000;

/**
 * The trading and money calls, served by the exchange core (docs/exchange-core.md) over its host
 * (journal, sequencer, snapshots, projections). Uses the market and funds modules' services, and
 * decorates the root with `app.coreNotices`; its routes stay in a scope of their own under the
 * prefix it is registered with.
 */
export const exchangeModule = fastifyPlugin<{ prefix?: string }>(
  async (app, { prefix }) => {
    const coreNotices = new CoreNotices();
    app.decorate('coreNotices', coreNotices);
    await app.register(async (scope) => serveExchange(scope, coreNotices), { prefix });
  },
  {
    name: 'exchange',
    dependencies: ['market', 'funds'],
    decorators: { fastify: ['authenticateOptional'] },
  },
);

/** The core's host, its jobs and its routes, in the exchange module's scope. */
async function serveExchange(app: FastifyInstance, coreNotices: CoreNotices): Promise<void> {
  const { market, funds } = app;
  let host: CoreHost | undefined;
  const projector = openProjection({
    db: app.db,
    // On a thread of its own when the database has a URL (PostgreSQL, the PGlite thread).
    url: app.config.databaseUrl ?? pgliteWireUrl(app.db),
    // The tail's replay at start is projected before the host is up: units never change.
    units: (symbol) => (host?.core ?? CoreHost.unitsCore()).units(symbol),
    openingBalances: openingBalancesOf(),
    onError: (err, attempt) => app.log.error({ err, attempt }, 'Projection flush failed'),
    onFlushed: (flush) => {
      // A slow flush holds the embedded database's one session: every other query waits for it.
      if (flush.durationMs > SLOW_FLUSH_MS) app.log.warn({ flush }, 'Slow projection flush');
    },
  });
  host = await CoreHost.start({
    db: app.db,
    clock: app.clock,
    databaseUrl: app.config.databaseUrl,
    dataDir: app.config.dataDir,
    projection: projector,
    snapshotEvery: app.config.exchange.snapshotEvery,
    onError: (err) => app.log.error({ err }, 'Exchange core snapshot failed'),
  });
  const started = host;
  // Funding (docs/exchange-core.md): the interval journaled before any tick, the public
  // instruments calls and the market socket's funding fields, all read from the core's memory.
  await applyFundingInterval(started, app.config.exchange.fundingIntervalS);
  instrumentRoutes(app, started.core);
  feedMarketFunding(market, started.core);
  // The option chain's 24 h volume per contract, from the exchange's public trades.
  const optionVolume = new OptionVolume();
  market.optionVolume = (symbol, now) => optionVolume.of(symbol, now);
  app.log.info({ recovery: started.recovery }, 'Exchange core recovered');
  /** The last journal seq each trader's commands reached: their reads wait for it. */
  const lastSeq = new Map<string, number>();
  const venue = new ExchangeVenue({
    core: started.core,
    submit: async (command) => {
      const result = await started.submit(command);
      if ('userId' in command) lastSeq.set(command.userId, started.core.seq);
      return result;
    },
    markIv: (symbol) => {
      const currency = symbol.split('-')[0];
      if (currency !== 'BTC' && currency !== 'ETH') return undefined;
      const instrument = market.book(currency).instrument(symbol);
      return instrument === undefined
        ? undefined
        : market.optionEntry(currency, instrument).mark_iv;
    },
  });
  const caughtUp = (userId: string) => started.projected(lastSeq.get(userId) ?? 0);
  const streams = tradingStreams(app, market);
  const source = {
    units: (symbol: string) => venue.units(symbol),
    orderbook: (symbol: string, depth: number) => venue.orderbook(symbol, depth, app.clock.now()),
    positions: async (userId: string) => venue.positions(userId),
    holders: () => started.core.holders(),
    caughtUp,
  };
  streams.attach(source);
  started.sequencer.onApplied((entries, results) => {
    const out = batchOutputs(started.core, entries, results);
    const seq = (entries.at(-1) as { seq: number }).seq;
    for (const userId of out.touched) lastSeq.set(userId, Math.max(lastSeq.get(userId) ?? 0, seq));
    if (out.notices.length > 0) {
      streams.notify(out.notices);
      coreNotices.tell(out.notices.map((n) => n.notice));
    }
    if (out.books.size > 0 || out.trades.length > 0) streams.bookChanges(out.books, out.trades);
    for (const { symbol, trade } of out.trades) {
      if (started.core.units(symbol)?.option !== undefined) {
        optionVolume.record(symbol, trade.size, trade.time);
      }
    }
    if (out.changed.size > 0) {
      for (const userId of out.changed) funds.changed(userId);
      streams.changed(out.changed);
    }
  });

  const money = async (answer: Promise<CoreAnswer>, userId: string): Promise<string> => {
    const result = await answer;
    if (result.kind === 'refused') {
      const code = (result.code ?? 'INSUFFICIENT_FUNDS') as FundsRefusalCode;
      throw new FundsRefusal(result.status, code, result.reason);
    }
    if (result.kind !== 'done' || result.transactionId === undefined) {
      throw new Error(`a money command was answered ${result.kind}`);
    }
    await caughtUp(userId);
    return stableUuid('transaction', result.transactionId);
  };
  const submitMoney = (command: Parameters<typeof started.submit>[0]) =>
    venue.submitted(command).then((r) => r.answer);
  funds.core = {
    deposit: (userId, paise, ref) =>
      money(submitMoney({ type: 'deposit', userId, amountPaise: Number(paise), ref }), userId),
    withdraw: (userId, paise, ref) =>
      money(
        submitMoney({ type: 'withdraw', userId, amountPaise: Number(paise), ref, confirm: true }),
        userId,
      ),
    confirmWithdrawal: async (userId, ref) => {
      const result = await submitMoney({ type: 'withdrawalConfirmed', userId, ref });
      if (result.kind === 'refused') {
        const code = (result.code ?? 'WITHDRAWAL_NOT_FOUND') as FundsRefusalCode;
        throw new FundsRefusal(result.status, code, result.reason);
      }
    },
    withdrawal: (userId, ref) => {
      const pending = started.core.pendingWithdrawal(userId, ref);
      return pending && { awaitsConfirmation: pending.awaitsConfirmation === true };
    },
    withdrawnToday: (userId) => BigInt(started.core.withdrawnToday(userId, app.clock.now())),
    reward: (userId, paise, ref) =>
      money(
        submitMoney({
          type: 'reward',
          userId,
          amountPaise: Number(paise),
          ref,
          memo: 'Referral reward',
        }),
        userId,
      ),
    figures: async (userId) => {
      const wallet = started.core.wallet(userId);
      await caughtUp(userId);
      const read = await readFigures(app.db, userId);
      return {
        availablePaise: BigInt(wallet.availablePaise),
        marginPaise: BigInt(wallet.marginPaise + wallet.heldPaise),
        contributionPaise: read.contributionPaise,
        updatedAt: read.updatedAt,
      };
    },
    caughtUp,
  };
  funds.livePnl = (userId) => BigInt(livePnlPaise(started.core, userId));

  app.addHook('onError', async (_request, reply, error) => {
    // The core's 429 (orders a second) says when the trader's next second starts.
    if (error instanceof RefusedError && error.retryAfterMs !== undefined) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    }
  });
  tradingRoutes(app, { ...bind(venue), caughtUp });
  riskRoutes(app, { ...bind(venue), caughtUp });

  const options = new OptionFeed({
    chains: optionMarketOf(market),
    core: () => started.core,
    submit: (command) => started.submit(command),
    now: () => app.clock.now(),
    db: app.db,
  });
  const ticks = new MarketTicks(
    market,
    () => started.core,
    (quotes) => started.submit({ type: 'tick', quotes }),
    (err) => app.log.error({ err }, 'A market tick was not journaled'),
    (perpetuals, all) => options.quotes(perpetuals, all),
  );
  const stopWatching = market.onTick((changes) => ticks.moved(changes.perp));
  // The books are quoted before the first call is served, and an expiry passed while the server
  // was down is settled (and its money projected) before it either.
  await ticks.now(started.core.perpetuals());
  await options.sync();
  await started.projected(started.core.seq);
  every(app, 'option listing and expiry', OPTION_SYNC_MS, () => options.sync());
  if (app.config.nodeEnv !== 'production') {
    devMarketRoutes(app, market, { evaluate: (perpetuals) => ticks.now(perpetuals) });
  }
  every(app, 'withdrawal settlement', WITHDRAWAL_POLL_MS, async () => {
    // Not confirmed in 10 minutes: the money goes back, and the bank never hears of it.
    for (const expired of started.core.expiredWithdrawals(app.clock.now())) {
      await started.submit({ type: 'withdrawalExpired', ref: expired.ref });
      funds.changed(expired.userId);
    }
    const due = started.core.dueWithdrawals(app.clock.now() - app.config.funds.withdrawalSettleMs);
    for (const withdrawal of due) {
      const outcome = await funds.bank({
        id: withdrawal.ref,
        userId: withdrawal.userId,
        paise: BigInt(withdrawal.amountPaise),
        ifsc: null,
        last4: null,
      });
      await started.submit({
        type: 'withdrawalSettled',
        ref: withdrawal.ref,
        paid: outcome === 'paid',
      });
      funds.changed(withdrawal.userId);
    }
  });
  every(app, 'live P&L', LIVE_PNL_MS, async () => {
    for (const userId of started.core.holders()) funds.changed(userId, 'livePnl');
  });
  app.addHook('onClose', async () => {
    stopWatching();
    await started.stop();
  });
}

/**
 * A trader's live P&L for the fund stream, paise: a perpetual's unrealised P&L; an option at its
 * value (size × mark, as the desk counted it), its premium having left the balance, so available
 * + margin + this stays what the trader is worth.
 */
function livePnlPaise(core: ExchangeCore, userId: string): number {
  let total = 0;
  for (const position of core.positions(userId)) {
    const units = core.units(position.symbol);
    if (units?.option === undefined) {
      total += position.unrealisedPaise;
      continue;
    }
    const mark = core.market(position.symbol)?.mark;
    const markUsd = mark === undefined ? position.entryPrice : fromUnits(mark, units.tickSize);
    total += usdToInrPaise(fromUnits(position.lots, units.lotSize) * markUsd);
  }
  return total;
}

/** The venue's methods as a plain object of bound functions (the routes take an interface). */
function bind(venue: ExchangeVenue) {
  return {
    place: venue.place.bind(venue),
    cancel: venue.cancel.bind(venue),
    cancelAll: venue.cancelAll.bind(venue),
    close: venue.close.bind(venue),
    setTriggers: venue.setTriggers.bind(venue),
    positions: venue.positions.bind(venue),
    orderbook: (symbol: string, depth: number) => venue.orderbook(symbol, depth, Date.now()),
    units: venue.units.bind(venue),
  };
}
