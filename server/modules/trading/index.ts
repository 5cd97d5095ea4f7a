import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { every } from '../../jobs/every.ts';
import { fundsServiceOf } from '../funds/index.ts';
import { marketServiceOf } from '../market/index.ts';
import { TradingDesk } from './desk.ts';
import { optionMarketOf } from './options/option-market.ts';
import { devMarketRoutes } from './risk/dev-market-routes.ts';
import { RiskMonitor } from './risk/monitor.ts';
import { riskRoutes } from './risk/routes.ts';
import { tradingRoutes } from './routes.ts';
import { tradingStreams } from './streams/index.ts';

/** How often traders who hold positions get their live P&L pushed into the fund stream. */
const LIVE_PNL_MS = 1_000;
/** How often new option books are listed and expired ones settled (expiry is at 08:00 UTC). */
const OPTION_SYNC_MS = 1_000;

/**
 * The trading desk under /api/v1: the matching engine with one book per perpetual, quoted by the
 * market maker from the simulator, and the order, position and fill calls. Needs the market and
 * funds modules (registered before it in app.ts).
 */
export const tradingModule: FastifyPluginAsync = async (app) => {
  const market = marketServiceOf(app);
  const funds = fundsServiceOf(app);
  if (market === undefined || funds === undefined) {
    throw new Error('the trading module needs the market and funds modules registered first');
  }
  const streams = tradingStreams(app, market);
  const desk = new TradingDesk({
    db: app.db,
    clock: app.clock,
    marketEntry: (symbol) => market.entry(symbol),
    options: optionMarketOf(market),
    onChanged: (userIds) => {
      for (const userId of userIds) funds.changed(userId);
      streams.changed(userIds);
    },
    ...streams.hooks,
    onError: (err) => app.log.error({ err }, 'Reading positions after a commit failed'),
  });
  await desk.start();
  streams.attach(desk);
  desks.set(app.server, desk);
  funds.livePnl = (userId) => desk.livePnl(userId);
  tradingRoutes(app, desk);
  riskRoutes(app, desk);
  const monitor = new RiskMonitor(desk, (err) => app.log.error({ err }, 'Risk check failed'));
  monitors.set(app.server, monitor);
  const stopWatching = market.onTick((changes) => {
    // A resting order the tick crossed fills now, not when someone next trades in its book.
    desk.requoteCrossed(changes.perp);
    void monitor.evaluate(changes.perp);
  });
  app.addHook('onClose', async () => stopWatching());
  // Triggers and liquidations due at start (the market moved while the server was down).
  void monitor.evaluateAll();
  if (app.config.nodeEnv !== 'production') devMarketRoutes(app, market, monitor);
  every(app, 'option listing and expiry', OPTION_SYNC_MS, () => desk.syncOptions());
  every(app, 'live P&L', LIVE_PNL_MS, async () => {
    for (const userId of desk.holders()) funds.changed(userId, 'livePnl');
  });
};

const desks = new WeakMap<object, TradingDesk>();
const monitors = new WeakMap<object, RiskMonitor>();

/** The risk monitor of a built app (tests). */
export function riskMonitorOf(app: FastifyInstance): RiskMonitor | undefined {
  return monitors.get(app.server);
}

/** The trading desk of a built app (tests). */
export function tradingDeskOf(app: FastifyInstance): TradingDesk | undefined {
  return desks.get(app.server);
}
