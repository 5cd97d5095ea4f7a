import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { Candle } from '../../contracts/market.ts';
import {
  candleHistoryMachine,
  type HistoryInput,
  type TickEvent,
} from '../../machines/market/candle-history.machine.ts';
import {
  marketTopicMachine,
  type SubscriptionEvent,
} from '../../machines/market/market-topic.machine.ts';
import { optionExpiriesMachine } from '../../machines/market/option-expiries.machine.ts';
import type { MarketFeed } from './market-feed.ts';
import type { MarketServices } from './market-services.ts';
import { spotGroup } from './market-store.ts';
import type { MarketTopic } from './topics.ts';

const HOUR_MS = 3_600_000;
/** Each sparkline starts from the last day of hourly closes. */
const SPARKLINE_HOURS = 24;

/** How often the expiry tabs learn the time (a shown tab or a woken laptop tells it at once). */
const EXPIRY_CLOCK_MS = 5_000;

/** The market socket actor as the page machines read it: whose market data it carries. */
export interface MarketConnection {
  getSnapshot(): { readonly context: { readonly userId: string | null } };
  subscribe(observer: () => void): { unsubscribe(): void };
}

export interface MarketLogicDeps {
  readonly services: MarketServices;
  readonly feed: MarketFeed;
  readonly connection: MarketConnection;
  readonly now: () => number;
  readonly document?: {
    readonly visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/** The newest `bars` candles of a symbol at a resolution, ending now. */
const loadCandles = (deps: MarketLogicDeps, input: HistoryInput): Promise<Candle[]> => {
  const now = deps.now();
  return deps.services.api.candles(
    input.symbol,
    input.resolution,
    now - input.bars * input.periodMs,
    now,
  );
};

/**
 * Follows the market user id (guest or trader) of the socket and tells each new one to the machine
 * as `type`; starting it means a page wants market data, so the connection is asked for.
 */
const marketUser = <T extends string>(deps: MarketLogicDeps, type: T) =>
  fromCallback<EventObject, void, { type: T; userId: string | null }>(({ sendBack }) => {
    deps.feed.activate();
    let last: string | null | undefined;
    const tell = () => {
      const userId = deps.connection.getSnapshot().context.userId;
      if (userId === last) return;
      last = userId;
      sendBack({ type, userId });
    };
    const subscription = deps.connection.subscribe(tell);
    tell();
    return () => subscription.unsubscribe();
  });

/** The market machines of the pages, with their real effects (REST calls, the feed, the clock). */
export function provideMarketLogic(deps: MarketLogicDeps) {
  const { services, feed } = deps;

  const topic = marketTopicMachine.provide({
    actors: {
      marketUser: marketUser(deps, 'topic.user'),
      subscription: fromCallback<EventObject, { topic: unknown }, SubscriptionEvent>(
        ({ input, sendBack }) => {
          let cancelled = false;
          let release: (() => void) | undefined;
          feed.watch(input.topic as MarketTopic).then(
            (stop) => {
              if (cancelled) stop();
              else {
                release = stop;
                sendBack({ type: 'topic.subscribed' });
              }
            },
            (error: unknown) => {
              if (!cancelled) sendBack({ type: 'topic.failed', error: (error as Error).message });
            },
          );
          return () => {
            cancelled = true;
            release?.();
          };
        },
      ),
    },
  });

  const expiries = optionExpiriesMachine.provide({
    actors: {
      marketUser: marketUser(deps, 'expiries.user'),
      chainTopic: topic,
      loadDates: fromPromise(({ input }) => services.api.dates(input.currency, input.userId)),
      clock: fromCallback(({ sendBack }) => {
        const tick = () => sendBack({ type: 'clock.tick', now: deps.now() });
        const onVisible = () => {
          if (deps.document?.visibilityState === 'visible') tick();
        };
        const id = setInterval(tick, EXPIRY_CLOCK_MS);
        deps.document?.addEventListener('visibilitychange', onVisible);
        return () => {
          clearInterval(id);
          deps.document?.removeEventListener('visibilitychange', onVisible);
        };
      }),
    },
  });

  const chartHistory = candleHistoryMachine.provide({
    actors: {
      loadCandles: fromPromise(({ input }) => loadCandles(deps, input)),
      liveTicks: fromCallback<EventObject, { symbol: string }, TickEvent>(({ input, sendBack }) =>
        services.store.listen('futures', input.symbol, () => {
          const value = services.store.futures(input.symbol);
          if (value) sendBack({ type: 'history.tick', price: value.data.price, at: deps.now() });
        }),
      ),
    },
  });

  /**
   * The dashboard's sparklines: each spot symbol's last day of hourly closes, read in idle time
   * once its card has come, seeds the store, whose live ticks then move it. A failed read leaves
   * the sparkline drawing the live prices from now on.
   */
  const sparklines = fromCallback(() => {
    const asked = new Set<string>();
    let stopped = false;
    const later = (run: () => void) =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0);
    const load = (symbol: string) => {
      if (stopped) return;
      const input = { symbol, resolution: '1h', periodMs: HOUR_MS, bars: SPARKLINE_HOURS };
      loadCandles(deps, input).then(
        (candles) =>
          services.store.seedHistory(
            symbol,
            candles.map((c) => c.close),
            HOUR_MS,
          ),
        () => {},
      );
    };
    const follow = () => {
      for (const symbol of services.store.members(spotGroup)) {
        if (asked.has(symbol)) continue;
        asked.add(symbol);
        later(() => load(symbol));
      }
    };
    const unlisten = services.store.listenGroup(spotGroup, follow);
    follow();
    return () => {
      stopped = true;
      unlisten();
    };
  });

  return { topic, expiries, chartHistory, sparklines };
}

export type MarketLogic = ReturnType<typeof provideMarketLogic>;
